"""A comparative against the item the conversation is on: "was one of the Dolomites hikes steeper than
that?" after the hike with the most elevation asks for Dolomites hikes with more elevation than that hike's
(a bound of each item, 1390 m), not whether one group outweighs another."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .comparisons import Comparison
from .request import Reading

# "than that", "than that one", "than it": the item talked about
THAN_THAT = re.compile(r"\bthan (?:that|that one|this one|this|it)\b(?! (?:year|month|time|trip|place|city|country)\b)")
_SAID = ("than", "that", "this", "it", "one")


def against_the_one(reading: Reading, item: dict[str, Any] | None, units: dict[str, str]) -> Reading | None:
    """The reading with its comparative ("steeper", "longer") made a bound at the value of `item`'s field,
    or None when it says no comparative against the item talked about, or the item has no such value."""
    measured = reading.shape.measured
    if item is None or measured is None or measured.by_how_much or not THAN_THAT.search(reading.text):
        return None
    values = item.get("fields", {})
    fields = [f for f in measured.fields if isinstance(values.get(f), int | float) and not isinstance(values.get(f), bool)]
    if len(fields) != 1:
        return None
    field = fields[0]
    bound = Comparison(field, ">" if measured.larger else "<", float(values[field]), units.get(field))
    shape = replace(reading.shape, contrast=False, against=False, measured=None, refers_to_one=False)
    unknown = tuple(w for w in reading.unknown_words if w not in _SAID)
    text = THAN_THAT.sub(lambda m: " " * len(m[0]), reading.text)  # "that one" is the bound now, not what is asked about
    return replace(reading, text=text, comparisons=(*reading.comparisons, bound), shape=shape, unknown_words=unknown)
