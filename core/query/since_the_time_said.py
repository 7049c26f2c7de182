""" "since then" after a question of a time that runs up to now ("did I read more Nina Petrova or Grace Obi since
2020?", then "list the Grace Obi ones since then"): since that same start, when no item is talked about whose day it
could be (pure). After an item picked, "since then" is after its day (since_then.py); after a time that has ended,
the time since its end (either_side.py)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from .dates import EARLIEST, DateRange
from .request import Reading


def since_the_time_said(reading: Reading, talked: DateRange | None, now: datetime) -> Reading | None:
    """The reading with the dates of the question before (`talked`) when it says "since then", says no date of its own,
    and that time was "since" a moment (started after the earliest, runs to now); None otherwise."""
    if not reading.since_then or reading.goes_back or reading.dates or talked is None:
        return None
    if talked.negated or talked.parts or talked.relative or talked.weekdays or talked.start <= EARLIEST:
        return None
    if talked.end < now - timedelta(days=1):  # a time that ended: "since then" is after its end, not it
        return None
    return replace(reading, dates=(talked,), since_then=False)
