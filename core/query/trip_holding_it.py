""" "how many nights was that trip?" after "what was the exhibition" of the natural history museum in Amsterdam: the
thing talked about is no trip, so "that trip" is the trip it was on, the one whose days (from its day, for its nights)
hold the day of the thing talked about, in the same country; the field asked is answered of that trip ("Train journey
to Amsterdam: 11 nights"), and it is picked for what follows. Only when the question asks a field of trips (their
nights) of "that trip", the thing talked about is one item that is no trip, and exactly one trip holds it; otherwise it
is left to the other rules. `holding` is pure; `answer` fetches the item and the trips."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from ..bot import IntentContext
from ..turn import Reply
from .aspects import answer_aspect, asked_aspect
from .library import Library, Shelf
from .remembered import PICKED_KEY, dialog
from .request import Request
from .the_trip import NIGHTS, days_of_trip

# "that trip", "this holiday", "the same journey": one trip pointed at
THAT_TRIP_ASKED = re.compile(r"\b(?:that|this|the\s+same)\s+(?:trip|holiday|vacation|journey|travel)\b")


def asks_of_that_trip(text: str) -> bool:
    """Whether the text points at one trip with "that trip"."""
    return THAT_TRIP_ASKED.search(text.lower()) is not None


def _day(item: dict[str, Any]) -> datetime | None:
    when = item.get("itemDate")
    if not isinstance(when, datetime):
        return None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when


def holding(item: dict[str, Any], trips: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The one trip of `trips` whose days hold the item's day, in the item's country; None when none or several do."""
    day = _day(item)
    country = (item.get("place") or {}).get("countryCode")
    if day is None:
        return None
    found = []
    for trip in trips:
        days = days_of_trip(trip)
        if days is None or (country and (trip.get("place") or {}).get("countryCode") != country):
            continue
        start = days.start if days.start.tzinfo is not None else days.start.replace(tzinfo=UTC)
        end = days.end if days.end.tzinfo is not None else days.end.replace(tzinfo=UTC)
        if start <= day < end:
            found.append(trip)
    return found[0] if len(found) == 1 else None


async def answer(library: Library, ctx: IntentContext, shelf: Shelf) -> Reply | None:
    """The field asked of the trip holding the one thing talked about, or None when the question is not so."""
    if not asks_of_that_trip(ctx.turn.text):
        return None
    context, definition = dialog(ctx), shelf.definition
    # the one item picked or found last, kept when naming trips reset the context
    picked = ctx.memory.get(PICKED_KEY)
    talked = context.selected or (str(picked) if isinstance(picked, str) else None)
    kinds = [c.name for c in definition.categories if NIGHTS in {f.name for f in definition.fields_of(c.name)}]
    if talked is None or len(kinds) != 1:
        return None
    aspect = asked_aspect(ctx.turn.text, definition, kinds[0])
    if aspect is None or aspect.kind != "field" or aspect.field not in {f.name for f in definition.fields_of(kinds[0])}:
        return None
    item = await library.one(definition.name, talked)
    if item is None or item.get("category") == kinds[0]:
        return None
    _, trips = await library.all(Request(definition.name, category=kinds[0]))
    trip = holding(item, trips)
    if trip is None:
        return None
    context.selected, context.answer, context.complete = str(trip["_id"]), (str(trip["_id"]),), True
    text = answer_aspect(trip, aspect, definition, ctx.now)
    return Reply(text=text, speech=text)
