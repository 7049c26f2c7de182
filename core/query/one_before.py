""" "and the one before that" after "my most recent flight": the flight before the one picked, in date order (the
latest of the same things dated before it). Only after a pick by date: after "the best rated wine" the one before could be the second best, so nothing is
guessed. After a yes/no about the latest one ("was my last museum visit in Berkeley?"), the one before is the latest
of the same kind before it, whatever its place, checked for the same claim (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime

from .dates import EARLIEST, DateRange
from .ordering import Superlative
from .request import Reading, Request

ONE_BEFORE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|then|now|what about|how about)\W+)*(?:the\W+)?(?:one|1)\W+(?:just\W+|right\W+)?"
    r"(?:before|prior\W+to)\W+(?:that|it|this|then)(?:\W+one)?\W*$",
    re.IGNORECASE,
)


def one_before(text: str, prior: Request | None, moment: datetime | None) -> Request | None:
    """The request for the item just before the one picked at `moment`, or None."""
    if not ONE_BEFORE.match(text) or prior is None or moment is None or prior.superlative is None or prior.superlative.field != "itemDate":
        return None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    dates = DateRange(EARLIEST, moment, f"before {moment.strftime('%B %-d, %Y')}")
    latest = Superlative("itemDate", True, "the most recent")
    found = replace(prior, action="find", dates=dates, superlative=latest, limit=1, within=None, aggregate=None, sort=None)
    if prior.action == "verify":  # "was my last hike with Tom?": the one before of the kind alone; its claim is checked after
        found = replace(found, place=None, people=(), values=(), texts=(), comparisons=())
    return found


def checked_again(prior: Request, item_id: str) -> Request:
    """ "and the one before that?" after "was my last museum visit in Berkeley?": the same claim, of the item before."""
    return replace(prior, within=(item_id,), superlative=None, limit=0, sort=None, dates=None)


def the_latest_checked(request: Request, reading: Reading) -> Request | None:
    """ "was my last hike in Peru?", "was my most recent museum visit with Anna?", "was the latest one rated 5?" after the
    Italian wines: the latest (or earliest) of the kind alone, less only what this question claims of it (the place,
    people, values or bounds it says now; what the conversation was about stays), whose claim is then checked of it
    (see `checked_again`); None when the request is no yes/no about the latest or earliest one, or claims nothing."""
    picked = request.superlative
    if request.action != "verify" or picked is None or picked.field != "itemDate" or picked.count != 1 or request.within:
        return None
    if not (reading.places or reading.people or reading.values or reading.texts or reading.comparisons):
        return None
    return replace(
        request,
        action="find",
        place=None if reading.places else request.place,
        people=() if reading.people else request.people,
        values=() if reading.values else request.values,
        texts=() if reading.texts else request.texts,
        comparisons=() if reading.comparisons else request.comparisons,
        sort=None,
        aggregate=None,
    )
