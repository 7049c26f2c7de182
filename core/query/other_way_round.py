""" "now the other way round" after "US wines I had with Mary but without Roberto": the same question with the people
it asked to be there left out and those it left out there (with Roberto, without Mary). Only when the message says
"the other way round" (or "vice versa", "the reverse", "swap them") and nothing else to look for, and the question
before had someone with and someone without; otherwise None, nothing guessed (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Reading, Request

OTHER_WAY = re.compile(
    r"\b(?:the )?(?:other|opposite) way (?:a)?round\b|\bvice versa\b|\bthe (?:reverse|opposite)\b"
    r"|\b(?:swap|switch|flip|reverse)(?:ped|ed)? (?:them|it|that|those|the two|them (?:a)?round|it (?:a)?round)\b",
    re.IGNORECASE,
)


def the_other_way_round(reading: Reading, prior: Request | None) -> Request | None:
    """The question before with who was there and who was not swapped, when the message asks it the other way round."""
    if prior is None or OTHER_WAY.search(reading.text) is None:
        return None
    said = (reading.topics, reading.places, reading.dates, reading.people, reading.comparisons, reading.values, reading.texts)
    if any(said) or reading.superlatives or reading.selections or reading.bare_numbers:
        return None
    groups = [p for p in prior.people if p.names and not p.besides]
    if len(groups) != len(prior.people) or {p.exclude for p in groups} != {True, False}:
        return None
    swapped = sorted((replace(p, exclude=not p.exclude) for p in groups), key=lambda p: p.exclude)  # who was there first
    return replace(prior, people=tuple(swapped), within=None, superlative=None, limit=0)
