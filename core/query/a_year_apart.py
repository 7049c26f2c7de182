""" "What about the year before?" after the runs in April 2026: April 2025, the month talked about a year earlier, not
the whole of 2025. The year before (or after) a month or a season talked about is that month or season of the year
before (or after); a whole year is the year before, as ever (the year talked about decides it)."""

from __future__ import annotations

from .dates import DateRange, month_range, season_range


def a_year_apart(kept: DateRange | None, offset: int) -> DateRange | None:
    """The month or season of `kept` moved `offset` years; None when `kept` is neither (a whole year, a span of days,
    the months of several years, a time left out): the year talked about decides those."""
    if kept is None or kept.parts or kept.negated or kept.weekdays:
        return None
    start, span = kept.start, (kept.start, kept.end)
    month = month_range(start.year, start.month)
    if span == (month.start, month.end):
        return month_range(start.year + offset, start.month)
    if start.month not in SEASON_OPENINGS:
        return None
    season = season_range(start.year, start.month)
    return season_range(start.year + offset, start.month) if span == (season.start, season.end) else None


SEASON_OPENINGS = frozenset({3, 6, 9, 12})  # the first months of spring, summer, autumn and winter
