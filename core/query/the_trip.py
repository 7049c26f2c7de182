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


def _in_its_days(reading: Reading, trip: dict[str, Any], country_code: str | None) -> Reading | None:
    """The reading bounded by the trip's days, and (when it names no place of its own) by the country the trip was in:
    "dinners on that trip" of a trip to Madrid that went on to Logroño. None when the trip has no nights."""
    days = days_of_trip(trip)
    if days is None:
        return None
    country = (trip.get("place") or {}).get("country")
    code = country_code or (trip.get("place") or {}).get("countryCode")
    if reading.places or not isinstance(code, str) or not isinstance(country, str):
        return replace(reading, dates=(days,))
    return replace(reading, dates=(days,), places=(Place(country, "country", code, in_collection=True),))


def _trip_kinds(library: Library, collection: str) -> list[str]:
    """The categories whose items are trips: those with nights."""
    definition = library.definition(collection)
    return [c.name for c in definition.categories if NIGHTS in {f.name for f in definition.fields_of(c.name)}]


async def on_the_trip(
    library: Library,
    reading: Reading,
    asked: Sequence[Request | None],
    selected: dict[str, Any] | None = None,
    collection: str | None = None,
) -> Reading:
    """The reading bounded by the days of the trip it says "on that trip" of, when it has no time of its own: the trip
    picked (`selected`, "the most recent flight"); else the first of `asked` (the questions before, nearest first) about
    trips asked about ("was Mary on the Madrid trip?": the one travel to Madrid, whoever was on it), when that trip is
    one; else the one trip at the place the message itself names ("The Alba one was my favourite. What did we drink on
    that trip?")."""
    if reading.dates or not THAT_TRIP.search(reading.text):
        return reading
    if selected is not None and selected.get("category") in _trip_kinds(library, str(selected.get("collection") or collection or "")):
        bounded = _in_its_days(reading, selected, None)
        if bounded is not None:  # "what did i drink on that trip" after "And the most recent flight?": that flight's days
            return bounded
    for prior in asked:
        if prior is None or prior.place is None or prior.category is None:
            continue
        if NIGHTS not in {f.name for f in library.definition(prior.collection).fields_of(prior.category)}:
            continue
        trip = Request(prior.collection, category=prior.category, type=prior.type, place=prior.place, dates=prior.dates)
        _, found = await library.all(trip)
        if len(found) != 1:
            return reading
        return _in_its_days(reading, found[0], prior.place.country_code) or reading
    places = [p for p in reading.places if not p.negated and p.kind in ("city", "region", "country")]
    if collection is None or len(places) != 1:
        return reading
    # "The Alba one was my favourite. What did we drink on that trip?": the one trip there, over the days it lasted
    trips = [
        i for kind in _trip_kinds(library, collection) for i in (await library.all(Request(collection, category=kind, place=places[0])))[1]
    ]
    if len(trips) != 1:
        return reading
    bounded = _in_its_days(replace(reading, places=()), trips[0], places[0].country_code)
    return bounded or reading
