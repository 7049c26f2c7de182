"""“Last time” at a place: the most recent visit there, a run of consecutive days. “What did I eat in Athens
last time?” means the meals of the days of the latest stay in Athens, not every meal there ever."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from .dates import DateRange
from .filler_lead import filler_lead
from .request import LAST_VISIT_LABEL, Request

if TYPE_CHECKING:
    from .library import Library

# "… in Athens last time?", "when I was last in Lisbon", "when we were there most recently", "when was I last in
# Florence?", "last visit to San Sebastián?", "the last time I was in Lisbon"; not "the last time I had …" nor "when
# was the last time?" (the most recent item, see ordering.py), nor "my last visit to a museum" (a visit to no place
# said: the most recent museum)
LAST_VISIT = re.compile(
    r"(?<!\bwhen's the )(?<!\bwhen was the )(?<!\bwhen is the )\b(?P<w>last time)\b(?! (?:that|when)\b)"
    r"(?! (?:i|we)\b(?! (?:was|were) (?:in|at|there|here)\b))"  # "the last time I was in Lisbon": a visit, "… I had ramen" none
    r"|\b(?:i|we) (?:was|were) (?P<w2>last|most recently) (?=(?:in|at|there|here)\b)"
    r"|\b(?:was|were) (?:i|we) (?P<w3>last|most recently) (?=(?:in|at|there|here)\b)"
    r"|\b(?P<w4>(?:last|latest|most recent) (?:visit|stay))(?= (?:to|in|at) (?!(?:a|an|the|my|our|that|this|those|these|one)\b))"
)

# "and the last time?", "ok, my last time?": the time itself asked, alone, as "the first time" was before it: the latest
# item by date (see ordering.py), not the items of a visit
TIME_ITSELF = re.compile(
    filler_lead("and|so|ok|okay|then|now|but|what about|how about") + r"(?:the|my|our) (?:very )?(?:last|latest|most recent) time\W*$"
)

LAST_VISIT_KEY = "pendingLastVisit"  # the turn that asked "Last time where?", so that the place said next answers it


def _day(moment: datetime) -> datetime:
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)


def last_visit(moments: Iterable[datetime]) -> DateRange | None:
    """The days of the latest visit: the run of consecutive days that ends on the most recent of `moments`
    (the times of the items at the place); None when there are none."""
    days = sorted({_day(m) for m in moments}, reverse=True)
    if not days:
        return None
    first = days[0]
    for day in days[1:]:
        if first - day > timedelta(days=1):
            break
        first = day
    end = days[0] + timedelta(days=1)
    if first == days[0]:
        shown = f"on {first.strftime('%B %-d, %Y')}"
    elif first.year != days[0].year:
        shown = f"from {first.strftime('%B %-d, %Y')} to {days[0].strftime('%B %-d, %Y')}"
    elif first.month != days[0].month:
        shown = f"from {first.strftime('%B %-d')} to {days[0].strftime('%B %-d, %Y')}"
    else:
        shown = f"from {first.strftime('%B %-d')} to {days[0].strftime('%-d, %Y')}"
    return DateRange(first, end, f"{LAST_VISIT_LABEL} ({shown})")


async def of_last_visit(library: Library, request: Request) -> Request | str:
    """The request narrowed to the days of the latest visit to its place (of any kind of item: the flight,
    the walks, the meals), or the question to ask back when no place is talked about."""
    if request.place is None or request.place.negated:
        return "Last time where? Say the place, e.g. “what did I eat in Lisbon last time?”."
    _, there = await library.all(Request(request.collection, place=request.place))
    visit = last_visit(i["itemDate"] for i in there if isinstance(i.get("itemDate"), datetime))
    if visit is None:
        return f"I found nothing {request.place.name and 'in ' + request.place.name}, so no last visit there."
    return replace(request, dates=visit)


def visited_again(request: Request, prior: Request | None, said_more: bool) -> bool:
    """Whether the request asks of another place what the question before asked of its last visit ("and in Porto?"
    after "when was I last in Lisbon?": the last visit to Porto). Only when that question asked of the visit itself: a
    ranking within it ("best meal then", then "Madrid?") took the visit for its time, which is none of the other place's;
    and only when the question says no more than the place (`said_more`: a time or a kind of its own, "museums in
    Porto?", is a question of its own)."""
    if (
        said_more
        or prior is None
        or prior.dates is None
        or not prior.dates.label.startswith(LAST_VISIT_LABEL)
        or prior.superlative is not None
    ):
        return False
    place = request.place
    return request.dates is None and place is not None and not place.negated and place != prior.place
