"""A field of the item in focus asked by its name alone: "what exhibition was on" after one museum was picked is that
museum's exhibition, though "exhibition" also names museums; "which grape was it made from", "what author?", "and
what variety" likewise. The field's word must be said right after "what"/"which", singular as the definition names
it, and nothing else may be searched by (no time, place, person, value or number): "what exhibitions were on in
2020" is a search of its own."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..collection.definition import TOP_LEVEL_FIELDS, CollectionDefinition
from .aspects import field_words

if TYPE_CHECKING:
    from .request import Reading

ASKED = re.compile(r"^(?:(?:and|so|but|ok|okay|then|oh)\W+)*(?:what|which)\s+(?P<rest>.+)$")


def _own_field_words(definition: CollectionDefinition, category: str | None) -> list[str]:
    """The words naming the fields of one kind's own (not the common title, place, date or companions), longest first."""
    fields = [f for f in definition.fields_of(category) if f.name not in TOP_LEVEL_FIELDS or f.name == "rating"]
    return sorted({w for f in fields for w in field_words(f)}, key=len, reverse=True)


def its_field_asked(reading: Reading, definition: CollectionDefinition, item: dict[str, Any]) -> bool:
    """Whether the message asks a field of `item` (the one in focus) by the field's name right after "what"/"which",
    and searches by nothing else than the item's own kind (which the field's word may also name)."""
    asked = ASKED.match(reading.text.lower().strip())
    if asked is None:
        return False
    rest = asked["rest"]
    if not any(re.match(rf"{re.escape(w)}\b(?!['’]?s\b)", rest) for w in _own_field_words(definition, item.get("category"))):
        return False
    if any(
        (
            reading.dates,
            reading.places,
            reading.comparisons,
            reading.people,
            reading.values,
            reading.texts,
            reading.bare_numbers,
            reading.superlatives,
            reading.sorts,
            reading.selections,
            reading.shape.aggregate,
        )
    ):
        return False
    return all(any(not t.negated and t.category == item.get("category") for t in readings) for readings in reading.topics)
