""" "did 2025 beat every other year for books?", "has 2019 topped all the other years for hikes?": a claim that one year had more of a kind than each other year, strictly. It is checked
against every year's count as a best year is (best_year.py), but a year only tied at the top did not beat the others:
"No, 2025 is tied with 2022: 18 books each" (pure)."""

from __future__ import annotations

import re

_YEAR = r"(?:19|20)\d\d"
_OTHERS = r"(?:every|each|all|any)\s+(?:(?:of\s+)?the\s+)?(?:other\s+|previous\s+|earlier\s+)?(?:single\s+)?(?:years?|yrs?)\b"
_BEAT = r"(?:beat|beats|beaten|top|tops|topped|outdo|outdid|outdone|trump|trumped|outnumber|outnumbered|exceed|exceeded)"
BEAT_EVERY = re.compile(
    # "did 2025 beat every other year", "has 2019 topped all the other years", "2025 beat every other year, right?"
    rf"\b(?P<year>{_YEAR})\s+(?:really\s+|actually\s+)?{_BEAT}\s+{_OTHERS}"
)


def year_said_to_beat_all(text: str) -> int | None:
    """The year a message claims had more than every other year, or None when it claims no such thing."""
    said = BEAT_EVERY.search(re.sub(r"\s+", " ", text.lower()))
    if said is None:
        return None
    return int(said["year"])
