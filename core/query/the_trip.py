"""“how many dinners did I have in Spain on that trip?” after “was Mary on the Madrid trip?”: the days of the one trip
the question before was about — from its day for as many nights as it lasted — bound what is asked now."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from .dates import DateRange
from .library import Library
from .places import Place
from .request import THAT_TRIP, Reading, Request

NIGHTS = "nights"


def days_of_trip(item: dict[str, Any]) -> DateRange | None:
    """The days a trip lasted: from its day for its nights (the day it ended not counted), or None without them."""
    nights, when = (item.get("fields") or {}).get(NIGHTS), item.get("itemDate")
    if not isinstance(nights, int | float) or nights <= 0 or not isinstance(when, datetime):
        return None
    start = datetime(when.year, when.month, when.day, tzinfo=UTC)
    end = start + timedelta(days=int(nights))
    last = end - timedelta(days=1)
    return DateRange(start, end, f"on that trip ({start:%B} {start.day}–{last:%B} {last.day}, {last.year})")


async def on_the_trip(library: Library, reading: Reading, asked: Sequence[Request | None]) -> Reading:
    """The reading bounded by the days of the trip the first of `asked` (the questions before, nearest first) about
    trips asked about ("was Mary on the Madrid trip?": the one travel to Madrid, whoever was on it), when it says
    "on that trip" with no time of its own and that trip is one."""
    if reading.dates or not THAT_TRIP.search(reading.text):
        return reading
    for prior in asked:
        if prior is None or prior.place is None or prior.category is None:
            continue
        if NIGHTS not in {f.name for f in library.definition(prior.collection).fields_of(prior.category)}:
            continue
        trip = Request(prior.collection, category=prior.category, type=prior.type, place=prior.place, dates=prior.dates)
        _, found = await library.all(trip)
        days = days_of_trip(found[0]) if len(found) == 1 else None
        if days is None:
            return reading
        country = (found[0].get("place") or {}).get("country")
        if reading.places or prior.place.country_code is None or not isinstance(country, str):
            return replace(reading, dates=(days,))
        # "dinners on that trip": of the country it was in (a trip to Madrid went on to Logroño), those days
        return replace(reading, dates=(days,), places=(Place(country, "country", prior.place.country_code, in_collection=True),))
    return reading
