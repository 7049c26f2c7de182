"""A time that is the same months in year after year ("in August, over all the years", "in spring, every
year") as one range and a set of months, so that the database tests each item's month once instead of matching
it against one range per year (77 ranges for August since 1950 cost the database seconds a turn). Pure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

MANY_PARTS = 4  # fewer ranges than this are matched as they are


@dataclass(frozen=True)
class MonthsOfTheYears:
    """Every one of `months` from `start` (inclusive) to `end` (exclusive), both whole months."""

    start: datetime
    end: datetime
    months: tuple[int, ...]


def _whole_months(start: datetime, end: datetime) -> list[tuple[int, int]] | None:
    """The (year, month) pairs a range covers, when it starts and ends on the first of a month at midnight."""
    for moment in (start, end):
        if (moment.day, moment.hour, moment.minute, moment.second, moment.microsecond) != (1, 0, 0, 0, 0):
            return None
    covered = []
    year, month = start.year, start.month
    while (year, month) < (end.year, end.month):
        covered.append((year, month))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return covered


def months_of_every_year(parts: Sequence[tuple[datetime, datetime]]) -> MonthsOfTheYears | None:
    """The ranges `parts` as one span and its months, when they are exactly the months of that set in every year of
    the span (August of each year from 1950; December to February of each winter); None for anything else."""
    if len(parts) < MANY_PARTS or len({p[0].tzinfo for p in parts} | {p[1].tzinfo for p in parts}) != 1:
        return None
    covered: set[tuple[int, int]] = set()
    for start, end in parts:
        months = _whole_months(start, end)
        if months is None:
            return None
        covered.update(months)
    first = min(p[0] for p in parts)
    last = max(p[1] for p in parts)
    months_said = {month for _, month in covered}
    span = _whole_months(first, last)
    if span is None or {m for m in span if m[1] in months_said} != covered:
        return None
    return MonthsOfTheYears(first, last, tuple(sorted(months_said)))
