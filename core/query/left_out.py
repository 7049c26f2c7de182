"""“in how many countries was I in 2025?”, then “which country did I have most things in, outside the USA?”: the
count asked before with a place left out — of the same items, its time kept — not a question of its own (pure)."""

from __future__ import annotations

from .request import Reading, Request


def leaves_one_out_of_the_count(reading: Reading, prior: Request | None) -> bool:
    """Whether the question asks the most frequent value of the field the previous question counted the values of,
    leaving out only places ("outside USA"), and says no kind or time of its own."""
    asked = reading.shape.aggregate
    if prior is None or prior.aggregate is None or asked is None or reading.topics or reading.dates:
        return False
    if prior.aggregate.op != "distinct" or asked.op != "mode" or asked.field != prior.aggregate.field:
        return False
    return bool(reading.places) and all(place.negated for place in reading.places)
