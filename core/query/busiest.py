""" "Busiest month this year?", "my most active year", "which month was the busiest?": the month (year, city …) with
the most items, the most frequent value of that part of the items; the part is whatever the word after the
superlative counts (a part of the date or the place, a field), never a word of the collection's kinds."""

from __future__ import annotations

import re
from collections.abc import Callable

from .aggregate import Aggregate
from .utterance import Utterance

BUSIEST_WORDS = r"(?:busiest|most active|most eventful)"
BUSIEST = re.compile(
    rf"\b(?P<most>{BUSIEST_WORDS})\s+(?P<what>[a-z]+)\b"
    # "which month was my busiest?", "what year has been the most active"
    rf"|\b(?:which|what)\s+(?P<what2>[a-z]+)\s+(?:was|is|were|has been|had been)\s+(?:my\s+|the\s+|our\s+)?(?P<most2>{BUSIEST_WORDS})\b"
)


def read_busiest(utterance: Utterance, countable: Callable[[str], tuple[str, str] | None]) -> Aggregate | None:
    """The most frequent value of what the busiest is said of (`countable`: a word → its path and its plural), its words
    claimed; None when nothing is said to be the busiest, or what it is said of counts nothing."""
    for m in utterance.matches(BUSIEST):
        what, most = ("what", "most") if m["what"] else ("what2", "most2")
        counted = countable(m[what])
        if counted is None:
            continue
        utterance.claim(m.start(what), m.end(what), "aggregate", "mode")
        utterance.claim(m.start(most), m.end(most), "aggregate", "mode")
        return Aggregate("mode", counted[0], m[what])
    return None
