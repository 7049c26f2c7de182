""" "was that over 15 km?" right after "The average distance is 14.0 km over 12 runs in 2020": the value just stated,
checked against the bound said (a yes/no of the same aggregate with that bound: "No, … 14.0 km"), never a search for
every item over 15 km. Only when the question says nothing new but the bound: the same field, no kind, time, place,
person or value of its own. Pure."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .aggregate import Aggregate
from .request import Reading

BOUNDED_OPS = ("sum", "avg", "min", "max")  # an aggregate whose value is a number of its field
# "was that …", "is it …", "is this …": the value, as its subject (not "that one", "those": an item or a list)
_THE_VALUE = re.compile(r"\b(?:was|is|isn't|wasn't)\s+(?:that|it|this)\b(?!\s+one\b)|^\W*(?:that's|thats|it's|its)\b")


def bound_on_the_value(reading: Reading, before: Aggregate | None, kept: dict[str, Any] | None, turn: int) -> Aggregate | None:
    """The aggregate of the turn before (`before`, stated at `kept`'s turn) with the bound `reading` sets on "that",
    when the question is only that bound on the same field; None otherwise."""
    if before is None or before.op not in BOUNDED_OPS or not isinstance(kept, dict) or kept.get("turn", -2) + 1 != turn:
        return None
    if not reading.shape.verify or len(reading.comparisons) != 1 or not _THE_VALUE.search(reading.text.lower()):
        return None
    bound = reading.comparisons[0]
    if bound.field != before.field or bound.or_value is not None or bound.op not in (">", ">=", "<", "<=", "=="):
        return None
    if reading.topics or reading.dates or reading.places or reading.people or reading.values or reading.superlatives:
        return None
    return replace(before, bound_op=bound.op, bound=bound.value)
