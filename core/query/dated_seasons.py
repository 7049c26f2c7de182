"""A season said with a word that dates it: "last summer", "this winter", "the summer before", "the spring before
last", "last autumn but one". It is one season of one year, a date (see dates.py), never a season of every year set
against another: "more hikes last summer or the summer before" compares summer 2026 with summer 2025, where "more
hikes in summer or in winter" compares the seasons of every year (pure)."""

from __future__ import annotations

import re

_DATED_BEFORE = re.compile(r"\b(?:last|this|past|previous)\s+$")  # "last summer"
_DATED_AFTER = re.compile(
    r"^s?\s+(?:before|earlier|but\s+one)\b(?!\s+(?:19|20)\d\d\b)"
)  # "the summer before (last, that)", "last winter but one"


def dated_season(text: str, start: int, end: int) -> bool:
    """Whether the season said at text[start:end] (its "in", "the" included or not) is dated by the words around it."""
    return _DATED_BEFORE.search(text, 0, start) is not None or _DATED_AFTER.match(text[end:]) is not None


def all_dated(text: str, spans: list[tuple[int, int]]) -> bool:
    """Whether every season said (as spans) is dated, and there is at least one."""
    return bool(spans) and all(dated_season(text, start, end) for start, end in spans)
