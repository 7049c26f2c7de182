"""The items that share a value with the one item the conversation is on: "show me every wine from that
vintage" after the oldest wine picked lists the wines of its vintage, "any other wines by that producer?"
those of its producer, "books by the same author" those of its author.

A field of the picked item's kind (not its title, date, place or companions: "that year", "that city" and
"that country" are read elsewhere) said after "that"/"the same" and a preposition that places items in it
(from, of, by, in, with) is a filter by the picked item's value; "what was that vintage?" names no such
preposition and stays a question about the item itself."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aspects import field_words
from .comparisons import Comparison
from .request import Reading, Request, build_request
from .vocabulary import FieldValue

# "from that vintage", "by the same producer", "of that same grape", "with that variety"
THAT_FIELD = re.compile(r"\b(?:from|of|by|in|with|for)\s+(?:that|this|the)\s+(?:(?:same|very same)\s+)?(?P<word>[a-z]+(?: [a-z]+)?)\b")
_SKIPPED = frozenset(("title", "who", "place", "itemDate"))


def field_said(text: str, definition: CollectionDefinition, category: str | None) -> FieldDef | None:
    """The field of `category` that "from that <field>" names in `text`, or None."""
    fields = [f for f in definition.fields_of(category) if f.name not in _SKIPPED and f.type in ("text", "number")]
    for m in THAT_FIELD.finditer(text.lower()):
        said = m["word"]
        for field in fields:
            words = field_words(field)
            if any(said == w or said.startswith(w + " ") for w in words):
                return field
    return None


# "every wine from that vintage", "any other wines by the same producer": words that only say "all of those" here
_ALL_OF_THEM = frozenset(("every", "other", "others", "else", "all", "same", "very"))


def still_unknown(unknown: list[str], text: str) -> list[str]:
    """The words not understood, less those "from that <field>" and its "every"/"other" account for."""
    said = {w for m in THAT_FIELD.finditer(text.lower()) for w in m[0].split()}
    return [w for w in unknown if not set(w.split()) <= said | _ALL_OF_THEM]


def of_that_value(
    reading: Reading, definition: CollectionDefinition, item: dict[str, Any] | None, collection: str, action: str = "find"
) -> Request | None:
    """The items of the kind said (else of the picked item's category) whose field has the picked item's value,
    with whatever else the turn says ("red wines from that vintage"); None when the turn names no field of the
    item that way or the item has no value for it."""
    if item is None or reading.shape.contrast or reading.shape.aggregate is not None or reading.superlatives:
        return None
    category = item.get("category") if isinstance(item.get("category"), str) else None
    field = field_said(reading.text, definition, category)
    if field is None:
        return None
    value = (item.get("fields") or {}).get(field.name)
    if value in (None, "") or isinstance(value, (list, dict, bool)):
        return None
    request = build_request(reading, action, collection, None, None)
    if request.category is None and not request.kinds:
        request = replace(request, category=category)
    if field.type == "number":
        if not isinstance(value, (int, float)):
            return None
        kept = tuple(c for c in request.comparisons if c.field != field.name)
        return replace(request, comparisons=(*kept, Comparison(field.name, "==", float(value))))
    kept_values = tuple(v for v in request.values if v.field != field.name)
    return replace(request, values=(*kept_values, FieldValue(field.name, str(value), (category,) if category else ())))
