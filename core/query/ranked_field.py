"""“oldest vintage ive ever had”: a ranking by a field only one category has (the vintage, of the drinks)
is a ranking of that category, not a question to ask back ("of what: drinks, books, …?")."""

from __future__ import annotations

from dataclasses import replace

from ..collection.definition import CollectionDefinition
from .request import Request


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
