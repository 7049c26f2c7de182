""" "how many reds, whites and rosés have I had from Spain?": several values of one field, asked how many, are counted
each (5 red, 3 white and 4 rosé), not as items that are all of them at once (none) nor as one count of any of them.
Only when the question asks "how many", names two or more values of the same field and compares nothing ("more",
"fewer", "than"); the counts are then those of a comparison, said without a winner, and "and France?" asks them again
there (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Reading
from .vocabulary import FieldValue

HOW_MANY = re.compile(r"\bhow many\b", re.IGNORECASE)
_COMPARES = re.compile(r"\b(?:more|fewer|less|than|most|least|versus|vs)\b", re.IGNORECASE)


def counts_each(reading: Reading) -> Reading | None:
    """The reading with each value of the field it names said apart ("red or white" as red, white), when the question
    asks how many of each of two or more values of one field; else None."""
    if HOW_MANY.search(reading.text) is None or _COMPARES.search(reading.text) or reading.shape.contrast:
        return None
    if reading.shape.aggregate is not None or reading.superlatives or reading.selections or reading.comparisons:
        return None
    apart = [
        replace(value, value=one, any_of=()) if value.any_of else value
        for value in reading.values
        for one in (value.any_of or (value.value,))
    ]
    by_field: dict[str, list[FieldValue]] = {}
    for value in apart:
        if not value.negated:
            by_field.setdefault(value.field, []).append(value)
    if not any(len({v.value.lower() for v in said}) >= 2 for said in by_field.values()):
        return None
    return replace(reading, values=tuple(apart))
