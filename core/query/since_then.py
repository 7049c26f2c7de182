"""“Since then”, “after that”: the time after the item the conversation is on. “When did I first take Chloé to a
museum?” then “has she been to a museum abroad with me since then?” means after that first visit's day. After a
question of a time that has ended ("how many beers before 2020?"), "and since then?" is the time since its end, and
"before that" before its start (see either_side.py); "before that" after one item picked, before its day (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from .dates import EARLIEST, Beside, DateRange
from .either_side import day_said, placed_beside
from .request import Reading, Request

# "since then", "after that", "since that day", "from then on", "after this one we went back …"; not "after that trip to
# Rome" (a thing named), nor "the whites from this" (of these), nor "the year after that" (the year talked about's next)
SINCE_THEN = re.compile(
    r"(?<!year )(?<!yr )\b(?:(?:since|after|from) (?:then|that(?: (?:day|date|time|visit|one))?)|(?:since|after) this(?: (?:day|date|time|visit|one))?)(?: on)?\b"
    r"(?! (?!on\b)[a-z]+ (?:to|in|at)\b)"
    r"(?=\s*[?.!,]|\s*$|\s+(?:and|or|with|in|at|i|we)\b)"
)

# "the poetry ones from then" after the books since 2020: of the time talked about, not after it ("from then on" is)
FROM_THEN = re.compile(r"\bfrom (?:back )?(?:then|that time)\b(?! on\b)")

ASK_SINCE_WHEN = "Since when? Say a date, e.g. “since 2020”, or ask about one visit first."
ASK_BEFORE_WHEN = "Before when? Say a date, e.g. “before 2020”, or ask about one visit first."


def since(reading: Reading, moment: datetime | None, now: datetime) -> Reading | None:
    """The reading with its dates from the day after `moment` (the date of the item talked about) to `now`,
    when it says "since then"; the reading as it is when it does not; None when it does but nothing dated is
    talked about (asked back, see ASK_SINCE_WHEN)."""
    if not reading.since_then:
        return reading
    if moment is None:
        return None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    start = moment.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    return replace(reading, dates=(DateRange(start, now, f"after {moment.strftime('%B %-d, %Y')}"),))


def of_the_time_talked_about(reading: Reading, talked: DateRange | None) -> Reading:
    """The reading with the dates of the question before (`talked`) when it says "from then" (of that time) and no
    date of its own; as it is otherwise ("since then", "from then on": after the item talked about)."""
    if not reading.since_then or talked is None or reading.dates or FROM_THEN.search(reading.text) is None:
        return reading
    return replace(reading, dates=(talked,), since_then=False)


def beside_the_time_talked_about(reading: Reading, prior: Request | None, now: datetime) -> Reading:
    """The reading with the times it says beside the one talked about, of "that" ("the six months before that", "before
    then", and "since then" after a question of a time that has ended, see `_since_the_time_talked_about`), placed
    beside the time of the question before (`prior`); "before that" after one item picked is left to `before_the_item`."""
    reading = _since_the_time_talked_about(reading, prior, now)
    if prior is None or prior.dates is None:
        return reading
    picked = prior.superlative is not None or bool(prior.limit)
    kept = prior.dates

    def placed(date: DateRange) -> DateRange:
        if date.beside is None or not date.beside.anchored or (picked and date.beside.amount == 0):
            return date
        return placed_beside(date, kept) or date

    return replace(reading, dates=tuple(placed(d) for d in reading.dates))


def before_the_item(reading: Reading, moment: datetime | None) -> Reading | None:
    """The reading with its "before that" left unplaced (nothing before it was a time: "my first trip with Mary", then
    "and before that?") before the day of the item talked about (`moment`); as it is when it says none; None when
    nothing dated is talked about (asked back, see ASK_BEFORE_WHEN)."""
    if not any(d.beside is not None and d.beside.amount == 0 for d in reading.dates):
        return reading
    if moment is None:
        return None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    day = moment.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    dates = tuple(
        DateRange(EARLIEST, day, f"before {day_said(day)}") if d.beside is not None and d.beside.amount == 0 else d for d in reading.dates
    )
    return replace(reading, dates=dates)


def _since_the_time_talked_about(reading: Reading, prior: Request | None, now: datetime) -> Reading:
    """ "and since then?", "after that" after a question of a time that ended before now ("how many beers before 2020"):
    the time since its end, read as a time beside it; as it is otherwise (after an item picked, "since then" is after its
    day; "from then" is that time again; "did we go back after that?" is a visit after the item)."""
    if not reading.since_then or reading.goes_back or FROM_THEN.search(reading.text) or prior is None or prior.dates is None:
        return reading
    if prior.superlative is not None or prior.limit or prior.dates.negated or prior.dates.parts:
        return reading
    if prior.dates.end >= now - timedelta(days=1):  # "since then" after "since 2020": nothing after it yet
        return reading
    since = DateRange(EARLIEST, now, "since then", beside=Beside(1, 0, "", anchored=True))
    return replace(reading, dates=(*reading.dates, since), since_then=False)
