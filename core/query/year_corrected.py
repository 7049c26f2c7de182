"""A year said to correct the question just asked ("wait no, i meant 2025" after the runs in October 2026): the year
of that question is replaced, its month (or season) kept, so October 2025, not the whole of 2025. Only a whole year said
in a correction of a question of one month or one season of a single year; otherwise None (pure)."""

from __future__ import annotations

from .a_year_apart import a_year_apart
from .dates import DateRange


def the_year_corrected(said: DateRange, kept: DateRange | None) -> DateRange | None:
    """The month or season of `kept` in the year `said` is, or None when `said` is not a whole year, or `kept` is no
    month or season of one year (a whole year is replaced whole, as any time said)."""
    start, end = said.start, said.end
    whole_year = (start.month, start.day, end.month, end.day, end.year - start.year) == (1, 1, 1, 1, 1)
    if not whole_year or said.relative or said.negated or said.parts or said.weekdays or kept is None or kept.single_year() is None:
        return None
    offset = start.year - kept.start.year
    return a_year_apart(kept, offset) if offset else None
