"""A size word said before a kind, with a bound on what it measures, picks those: "my long runs this year, 18 km
or more", "long rides over 50 km", "big hikes of at least 1000 m": the bound says what "long" means, and the
question lists the runs so long, rather than asking how long they were in total (pure).

Only where a number bound is said ("18 km or more", "over 50 km", "at least 10", "20+ km"); "my long runs this
year" alone, or "km run this year", keep their other readings."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .derived import alternation

_BOUND = re.compile(
    r"\b(?:over|above|more than|at least|longer than|further than|farther than|upwards of|under|below|less than|at most)\s+\d"
    r"|\d+(?:\.\d+)?\s*(?:[a-z]+\s+)?(?:or (?:more|longer|further|farther|over|less|shorter|under)|plus\b|\+)",
    re.IGNORECASE,
)


def sized_by_a_bound(text: str, sizes: Iterable[str], kinds: Iterable[str]) -> bool:
    """Whether `text` says a size word right before a kind ("long runs") and also a number bound ("18 km or more")."""
    size_words, kind_words = [s for s in sizes if s], [k for k in kinds if k]
    if not size_words or not kind_words:
        return False
    before = re.compile(rf"\b(?:{alternation(size_words)})\s+(?:{alternation(kind_words)})\b", re.IGNORECASE)
    return before.search(text) is not None and _BOUND.search(text) is not None
