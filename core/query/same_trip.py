"""The same trip said alone, as an answer tells where it was: "How about Porto? Same holiday, I'm fairly sure." asks of
Porto on the same holiday as the question before ("on the same holiday", the dates of the trip talked about), never of
the holidays in Porto: the trip is when the things asked about were, no kind of thing. Pure text to text."""

from __future__ import annotations

import re

# "same holiday", "the same trip", "same visit": a clause of its own (after a stop or comma, before one or the end)
_SAME_TRIP = re.compile(
    r"(?:^|(?<=[.!?;,])\s*)(?P<same>(?:the\s+)?same\s+(?:trip|holiday|vacation|journey|visit|stay))\b(?=\s*(?:[.!?;,]|$))",
    re.IGNORECASE,
)


def on_the_same_trip(text: str) -> str:
    """The text with "same holiday" said alone as "on the same holiday"."""
    return _SAME_TRIP.sub(lambda m: m[0][: m.start("same") - m.start()] + "on the same " + m["same"].split()[-1], text)
