"""The month talked about, in another year: "same month of last year?" after the dinners of March 2026 asks of March 2025,
not of the whole of 2025; "the same month in 2019" of March 2019. Only when the question before was of one month and
this one says a whole year (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .dates import DateRange, month_range
from .request import Request

SAME_MONTH = re.compile(r"\b(?:the\s+)?same\s+month\b", re.IGNORECASE)
WORDS = ("same", "month", "same month")  # what is read of it (no longer unknown)


def _one_month(date: DateRange) -> int | None:
    """The month this range is exactly (March 2026: 3), None for any other range."""
    if date.parts or date.negated or date.weekdays or date.start.day != 1 or date.start.hour:
        return None
    return date.start.month if month_range(date.start.year, date.start.month).end == date.end else None


def _whole_year(date: DateRange) -> int | None:
    """The calendar year this range is exactly, None for any other range."""
    year = date.single_year()
    if year is None or date.weekdays or (date.start.month, date.start.day, date.end.month, date.end.day) != (1, 1, 1, 1):
        return None
    return year


def in_the_same_month(text: str, request: Request, prior: Request | None) -> Request | None:
    """`request` of the month of `prior` in the year it says, when the message says "same month" with a year; else None."""
    if not SAME_MONTH.search(text) or prior is None or prior.dates is None or request.dates is None:
        return None
    month, year = _one_month(prior.dates), _whole_year(request.dates)
    if month is None or year is None or year == prior.dates.start.year:
        return None
    return replace(request, dates=month_range(year, month))
