""" "and the 2021 ones that were neither" after "2021 trips that were flights or trains": the question before with
the kinds it offered as alternatives left out (neither flights nor trains), in the time said, if any. "neither" must
end the message ("… neither", "neither of them") and the message must say nothing else but a time; when the answer
before offered no two kinds, nothing is guessed (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Reading, Request

NEITHER_AT_THE_END = re.compile(r"\bneither(?:\s+(?:of\s+)?(?:them|those|these|the\s+two|one|ones|kind))?\W*$", re.IGNORECASE)


def neither_of_them(reading: Reading, prior: Request | None) -> Request | None:
    """The request before with its alternative kinds left out, or None."""
    if prior is None or len(prior.types) < 2 or reading.unattached_negations != ("neither",):
        return None
    if NEITHER_AT_THE_END.search(reading.text) is None:
        return None
    others = (reading.topics, reading.places, reading.comparisons, reading.people, reading.values, reading.texts, reading.superlatives)
    if any(others) or reading.bare_numbers or len(reading.dates) > 1:
        return None
    left_out = tuple(dict.fromkeys((*prior.not_types, *prior.types)))
    dates = reading.dates[0] if reading.dates else prior.dates
    return replace(prior, type=None, types=(), not_types=left_out, dates=dates)
