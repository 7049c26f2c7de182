"""The field a question asked of one thing, answered of the one then chosen: "how long was my Santa Fe trip?" asked
back ("Which travel in Santa Fe do you mean: …?"), then "the one Anna came along on" is that trip's nights, not the
trip listed again (pure). Only a field of the definition is so answered: who was there, where, or a yes/no keep their
own answers."""

from __future__ import annotations

from ..collection.definition import CollectionDefinition
from .aspects import Aspect, asked_aspect
from .request import Request


def field_asked_of_the_one(asked: str, request: Request, definition: CollectionDefinition) -> Aspect | None:
    """The field of the definition the question `asked` asks of the one thing meant (`request`, the question kept), or
    None when it asks no field (a yes/no, a total, a list of what was there)."""
    if not asked or request.action != "find" or request.aggregate is not None or request.superlative is not None:
        return None
    category = request.category if request.category in {c.name for c in definition.categories} else None
    aspect = asked_aspect(asked, definition, category)
    return aspect if aspect is not None and aspect.kind == "field" else None
