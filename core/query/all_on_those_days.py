"""A yes/no that claims the days of the week of every one of a kind: "were all my bike rides in 2024 on weekends?" asks
whether every bike ride of 2024 was on a weekend, not whether there was one; the days said are what is claimed, the rest
(the kind, the year, the place) which ones. Kept by the ellipsis after it: "what about 2025" claims it of 2025's (pure)."""

from __future__ import annotations

from dataclasses import replace

from .dates import DateRange, weekdays_label
from .request import Request


def on_any_day(date: DateRange) -> DateRange | None:
    """The range without its days of the week ("in 2024 on weekends": in 2024); None when nothing else is left (any time)."""
    if date.only_weekdays:
        return None
    return replace(date, weekdays=(), label=date.label.removesuffix(f" {weekdays_label(date.weekdays)}"))


def every_one_of_the_days_claimed(request: Request) -> Request | None:
    """The items a claim of days of the week is about (the request on any day of the week), when the request claims only
    days of the week of its items (no person, value, score or measure said beside them, no items of an answer); else None."""
    if request.dates is None or not request.dates.weekdays or request.dates.negated or request.within is not None:
        return None
    if request.people or request.values or request.comparisons or request.dates.parts:
        return None
    return replace(request, dates=on_any_day(request.dates), action="count", limit=0)
