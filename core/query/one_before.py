""" "and the one before that" after "my most recent flight": the flight before the one picked, in date order (the
latest of the same things dated before it). Only after a pick by date: after "the best rated wine" the one before could be the second best, so nothing is
guessed. After a yes/no about the latest one ("was my last museum visit in Berkeley?"), the one before is the latest
of the same kind before it, whatever its place, checked for the same claim (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime

from .dates import EARLIEST, DateRange
from .filler_lead import FOLLOW_ON_LEAD
from .ordering import Superlative
from .request import Reading, Request

LATEST_AMONG_KEY = "latestAmong"  # what the latest one checked was picked among, and the one picked

ONE_BEFORE = re.compile(
    FOLLOW_ON_LEAD
    # "and where was the trip before that": where or when the one before was, of the kind picked ("trip"), not a time
    + r"(?:(?:where|when)\W+(?:was|is|were|did\W+i\W+go\W+on)\W+)?"
    r"(?:the\W+|my\W+)?(?:one|1|(?!(?:year|month|week|day|decade|weekend|season)s?\b)[a-z]+)\W+(?:just\W+|right\W+)?"
    # "and the one before", its "that" left unsaid: the one before the one just picked ("the one before of that", as
    # learners say it)
    r"(?:befor(?:e)?(?:\W+(?:of\W+)?(?:that|it|this|then))?|prior\W+to\W+(?:that|it|this|then))(?:\W+one)?\W*$",
    re.IGNORECASE,
)


def one_before(text: str, prior: Request | None, moment: datetime | None, among: Request | None = None) -> Request | None:
    """The request for the item just before the one picked at `moment`, or None; after a yes/no about the latest one,
    `among` is what it was picked among ("was the latest one rated 5?" after the Italian wines: the Italian wines)."""
    if not ONE_BEFORE.match(text) or prior is None or moment is None or prior.superlative is None or prior.superlative.field != "itemDate":
        return None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    dates = DateRange(EARLIEST, moment, f"before {moment.strftime('%B %-d, %Y')}")
    latest = Superlative("itemDate", True, "the most recent")
    found = replace(prior, action="find", dates=dates, superlative=latest, limit=1, within=None, aggregate=None, sort=None)
    if prior.action == "verify" and among is not None:  # the one before among the same ones; its claim is checked after
        start = among.dates.start if among.dates is not None else EARLIEST
        found = replace(among, action="find", dates=replace(dates, start=start), superlative=latest, limit=1, within=None, sort=None)
    elif prior.action == "verify":  # "was my last hike with Tom?": the one before of the kind alone; its claim is checked after
        found = replace(found, place=None, people=(), values=(), texts=(), comparisons=())
    return found


def checked_again(prior: Request, item_id: str, picked_among: Request | None = None) -> Request:
    """ "and the one before that?" after "was my last museum visit in Berkeley?": the same claim, of the item before.
    The time the question says stays a claim when the one was picked without it (`picked_among`): "was my last trip to
    Japan this year?" checks the last trip to Japan for this year."""
    dates = prior.dates if picked_among is not None and picked_among.dates is None else None
    return replace(prior, within=(item_id,), superlative=None, limit=0, sort=None, dates=dates)


# "my last trip to Japan this year", "the first hike in Peru in 2025": the place right after the kind, then a time
_PLACE_THEN_TIME = re.compile(
    r"\b(?:last|latest|most\s+recent|first|earliest)\s+(?:[\w'’-]+\s+){1,2}?(?:to|in)\s+(?P<place>[\w'’-]+(?:\s+[\w'’-]+){0,2}?)"
    r"\s+(?:this|last|in|during|back\s+in|\d{4}\b)",
    re.IGNORECASE,
)


def _place_picks(request: Request, reading: Reading) -> bool:
    """Whether the place the question names right after the kind, with a time said after it, picks the one checked
    ("was my last trip to Japan this year?": the last trip to Japan, checked for this year)."""
    if request.place is None or not reading.dates or len(reading.places) != 1:
        return False
    said = _PLACE_THEN_TIME.search(reading.text)
    return said is not None and said["place"].lower() == reading.places[0].name.lower()


def the_latest_checked(request: Request, reading: Reading, talked_of: Request | None = None) -> Request | None:
    """ "was my last hike in Peru?", "was my most recent museum visit with Anna?", "was the latest one rated 5?" after the
    Italian wines: the latest (or earliest) of the kind, less only what this question claims of it (the place,
    people, values or bounds it says now), whose claim is then checked of it (see `checked_again`); None when the
    request is no yes/no about the latest or earliest one, or claims nothing. Said of "one", naming no type, it is among
    what the conversation was about (`talked_of`, the question before, of the same kind): its place, time, people and
    values stay, and what the claim says anew is checked of the one picked among them."""
    picked = request.superlative
    if request.action != "verify" or picked is None or picked.field != "itemDate" or picked.count != 1 or request.within:
        return None
    if not (reading.places or reading.people or reading.values or reading.texts or reading.comparisons):
        return None
    if _place_picks(request, reading):  # "was my last trip to Japan this year?": the last trip to Japan, then its year
        return replace(request, action="find", dates=None, sort=None, aggregate=None)
    found = replace(
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
    if talked_of is None or talked_of.collection != request.collection or any(t.type for said in reading.topics for t in said):
        return found  # "was my last hike in Delphi?" names its kind: the last hike of all
    if request.category not in (None, talked_of.category) or request.type not in (None, talked_of.type):
        return found  # ("was the first one I drank …" says only the category, by its verb; "one" may stand for the kind before)
    return replace(  # "was the first one I had rated 5?" after the wines from Italy: the first Italian wine
        found,
        category=talked_of.category,
        type=talked_of.type,
        types=talked_of.types,
        kinds=talked_of.kinds,
        not_types=talked_of.not_types,
        place=found.place or talked_of.place,
        dates=found.dates or talked_of.dates,
        people=found.people or talked_of.people,
        values=found.values or talked_of.values,
        texts=found.texts or talked_of.texts,
        comparisons=found.comparisons or talked_of.comparisons,
    )
