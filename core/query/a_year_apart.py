""" "What about the year before?" after the runs in April 2026: April 2025, the month talked about a year earlier, not
the whole of 2025. The year before (or after) a month or a season talked about is that month or season of the year
before (or after); a whole year is the year before, as ever."""

from __future__ import annotations

from .dates import DateRange, month_range, season_range, year_range


def a_year_apart(kept: DateRange | None, offset: int) -> DateRange | None:
    """The month, season or year of `kept` moved `offset` years; None when `kept` is none of those (a span of days, the
    months of several years, a time left out)."""
    if kept is None or kept.parts or kept.negated or kept.weekdays:
        return None
    start = kept.start
    if kept == year_range(start.year):
        return year_range(start.year + offset)
    if (kept.start, kept.end) == (month_range(start.year, start.month).start, month_range(start.year, start.month).end):
        return month_range(start.year + offset, start.month)
    season = season_range(start.year, start.month)
    if (kept.start, kept.end) == (season.start, season.end) and start.month in SEASON_OPENINGS:
        return season_range(start.year + offset, start.month)
    return None


SEASON_OPENINGS = frozenset({3, 6, 9, 12})  # the first months of spring, summer, autumn and winter
