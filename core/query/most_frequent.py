"""“It” after the most frequent value: “which restaurant have I eaten at most often?”, then “and what is my
average rating for it?” means the meals at that restaurant, the one value the answer named (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .request import Reading
from .vocabulary import FieldValue

IT = re.compile(r"\b(?:it|that one|this one)\b")


def _named_field(kept: dict[str, Any] | None, turn: int, definition: CollectionDefinition) -> tuple[FieldDef, str] | None:
    """The text field and its one value the turn just before answered as the most frequent (not a companion:
    see referred.py), or None."""
    if not kept or kept.get("turn", -2) + 1 != turn or kept.get("aggregate", {}).get("op") != "mode":
        return None
    values: list[Any] = list(kept.get("values") or [])
    if len(values) != 1:
        return None
    path = kept["aggregate"]["field"]
    field = next((f for f in definition.fields_of(None) if f.path == path and f.type == "text" and f.name != "title"), None)
    return (field, str(values[0])) if field is not None else None


def of_the_most_frequent(reading: Reading, kept: dict[str, Any] | None, turn: int, definition: CollectionDefinition) -> Reading:
    """The reading with “it” (or “that restaurant”, the field's own word) as the value just named the most
    frequent: the items with that value; the reading unchanged when the question names its own value."""
    named = _named_field(kept, turn, definition)
    if named is None:
        return reading
    field, value = named
    text = reading.text.lower()
    words = "|".join(re.escape(w.lower()) for w in sorted({field.name, *field.synonyms}, key=len, reverse=True))
    said = IT.search(text) or re.search(rf"\b(?:that|this|the same) (?:{words})\b", text)
    if said is None or any(v.field == field.name for v in reading.values) or reading.texts:
        return reading
    categories = tuple(c.name for c in definition.categories if field in c.fields) or tuple(c.name for c in definition.categories)
    return replace(reading, values=(*reading.values, FieldValue(field.name, value, categories)))
