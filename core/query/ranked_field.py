"""“oldest vintage ive ever had”: a ranking by a field only one category has (the vintage, of the drinks)
is a ranking of that category, not a question to ask back ("of what: drinks, books, …?"), nor of the kind talked
about before ("which vintage was the oldest?" after a question about books)."""

from __future__ import annotations

from dataclasses import replace

from ..collection.definition import CollectionDefinition
from .request import Reading, Request


def only_owner(definition: CollectionDefinition, name: str) -> str | None:
    """The only category with this field (None for a common field, one several categories share, or none)."""
    if name in {f.name for f in definition.fields}:
        return None
    owners = [c.name for c in definition.categories if name in {f.name for f in c.fields}]
    return owners[0] if len(owners) == 1 else None


def kind_of_ranked_field(request: Request, definition: CollectionDefinition) -> Request:
    """The request with the category of the field it ranks by, when no category is named (nor left out) and
    that field is one category's only; else the request as it is."""
    ranked = request.superlative or request.sort
    if request.category is not None or request.not_categories or ranked is None or ranked.field.startswith("@"):
        return request
    owner = only_owner(definition, ranked.field)
    return request if owner is None else replace(request, category=owner)


def ranked_in_another_kind(request: Request, reading: Reading, definition: CollectionDefinition) -> Request | None:
    """ "which vintage was the oldest?" after "the last book I read": a ranking by a field the kind kept from before
    lacks and only one other category has, no kind said, is a ranking of that category (the drinks), with nothing of
    the books kept but what this question says itself (a time, a place, people); None when not so."""
    ranked = request.superlative
    if ranked is None or ranked.field.startswith("@") or reading.topics or request.category is None:
        return None
    owner = only_owner(definition, ranked.field)
    if owner is None or owner == request.category:
        return None
    return Request(
        request.collection,
        request.action,
        category=owner,
        dates=request.dates if reading.dates else None,
        place=request.place if reading.places else None,
        comparisons=request.comparisons if reading.comparisons else (),
        people=request.people if reading.people else (),
        sort=request.sort,
        superlative=ranked,
        limit=request.limit,
    )
