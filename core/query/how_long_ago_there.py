""" "how long ago was i in Cusco?", "how many years ago did we go to Lisbon?": the latest visit to the place said, its
days (with their year) and the time since them; not "how long ago was that?" (the item talked about, see aspects.py),
nor a question that says a kind or a time of its own (pure)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from .how_long_ago import AGO, time_since
from .request import Reading, Request

AGO_WORDS = ("how", "long", "ago", "many", "years", "months", "much", "time", "far", "back")  # read as the time since it


def asks_since_a_visit(reading: Reading, request: Request) -> bool:
    """Whether the message asks how long ago the user was at the place it says (no kind, no time said)."""
    place = request.place
    if not AGO.search(reading.text.lower()) or place is None or place.negated or not reading.places:
        return False
    return not (reading.topics or reading.dates or reading.people or reading.values or reading.comparisons)


def with_time_since(visit: Request, now: datetime) -> Request:
    """The request of the latest visit, its label saying how long ago its last day was: "on your last visit (from June 3
    to 7, 2023: 3 years and 5 months ago)"."""
    if visit.dates is None:
        return visit
    since = time_since(visit.dates.end - timedelta(days=1), now)
    label = visit.dates.label
    label = f"{label.removesuffix(')')}: {since})" if label.endswith(")") else f"{label}, {since}"
    return replace(visit, dates=replace(visit.dates, label=label))
