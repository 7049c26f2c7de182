"""A season said with a word that dates it: "last summer", "this winter", "the summer before", "the spring before
last", "last autumn but one". It is one season of one year, a date (see dates.py), never a season of every year set
against another: "more hikes last summer or the summer before" compares summer 2026 with summer 2025, where "more
hikes in summer or in winter" compares the seasons of every year (pure)."""

from __future__ import annotations

import re

_DATED_BEFORE = re.compile(r"\b(?:last|this|past|previous|over(?:\s+the)?)\s+$")  # "last summer", "over the winter"
_DATED_AFTER = re.compile(
    r"^s?\s+(?:before|earlier|but\s+one)\b(?!\s+(?:19|20)\d\d\b)"
)  # "the summer before (last, that)", "last winter but one"


def dated_season(text: str, start: int, end: int) -> bool:
    """Whether the season said at text[start:end] (its "in", "the" included or not) is dated by the words around it."""
    return _DATED_BEFORE.search(text, 0, start) is not None or _DATED_AFTER.match(text[end:]) is not None


_SEASON_WORD = re.compile(r"\b(?:spring|summer|autumn|fall|winter)s?\b")
_OF_A_YEAR = re.compile(r"^\s+(?:of\s+)?(?:19|20)\d\d\b")  # "summer 2025", "summer of 2025"


def all_dated(text: str) -> bool:
    """Whether two seasons or more are said and every one is dated, by a word or a year ("last spring" said alone after
    this spring talked about is set against it elsewhere: see contrasts.season_talked_about)."""
    said = list(_SEASON_WORD.finditer(text))
    return len(said) >= 2 and all(dated_season(text, m.start(), m.end()) or _OF_A_YEAR.match(text[m.end() :]) for m in said)
