"""How many times the user has been somewhere: “how many separate times have I been to Nara?”, “how often did I go
to Lisbon?”, “how many visits to Kyoto since 2015?” — the separate stays there, each a run of days with something
logged there, a quiet day between them at most, not the number of things logged: “3 separate
visits to Nara: June 12 to 14, 2013, …”. Asked only of a place with no kind of thing said (“how many times did I eat
ramen in Osaka?” counts the meals)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, date, datetime, timedelta

from ..bot import IntentContext
from ..turn import Reply
from .answers import corrections_said, unclear_said
from .library import Library
from .remembered import remember
from .request import Reading, Request
from .restate import qualifiers

# "how many (separate) times", "how many visits", "how often"; with a verb of going or being there ("been to",
# "went", "visited", "was I in"), or visits and stays said
VISITS = re.compile(r"\bhow (?:many (?:separate |different |distinct |individual |seperate )?(?P<what>times|visits|stays)|often)\b")
GOING = re.compile(
    r"\b(?:been|be|go|goes|gone|went|going|visit|visits|visited|stay|stayed|travel(?:l?ed)?|back|return(?:ed)?)\b|\b(?:was|were) (?:i|we) (?:in|at)\b"
)
WORDS = frozenset(
    ("separate", "seperate", "different", "distinct", "individual", "times", "visits", "stays", "often", "actually", "really")
)


def visits_asked(reading: Reading, request: Request) -> Request | None:
    """What the visits are counted over when the question asks how many times the user has been to the place it names
    (no kind said; "how many times did I eat in Osaka?" counts meals): the place, with the dates and the people the
    question says itself (not the kind asked about before: "how many times have I been to Nara?" after the trips to
    Japan counts every stay in Nara); None when it asks no such thing."""
    text = reading.text.lower()
    asked = VISITS.search(text)
    place = request.place
    if asked is None or place is None or place.negated or place.kind == "nearby" or reading.topics or not reading.places:
        return None
    if asked["what"] not in ("visits", "stays") and GOING.search(text, asked.end()) is None:
        return None
    return Request(
        request.collection,
        "count",
        place=place,
        dates=request.dates if reading.dates else None,
        people=request.people if reading.people else (),
    )


def _day(moment: datetime) -> date:
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).date()


def stays(moments: Iterable[datetime]) -> list[tuple[date, date]]:
    """The separate stays: runs of the days of `moments` no more than a day apart (a quiet day in a stay does not split
    it), first and last day of each, in order."""
    runs: list[tuple[date, date]] = []
    for day in sorted({_day(m) for m in moments}):
        if runs and day - runs[-1][1] <= timedelta(days=2):  # a day with nothing logged in between: the same stay
            runs[-1] = (runs[-1][0], day)
        else:
            runs.append((day, day))
    return runs


def _span(first: date, last: date) -> str:
    """ "June 12 to 14, 2013", "May 30 to June 2, 2014", "March 3, 2020" """
    if first == last:
        return first.strftime("%B %-d, %Y")
    if first.year != last.year:
        return f"{first.strftime('%B %-d, %Y')} to {last.strftime('%B %-d, %Y')}"
    if first.month != last.month:
        return f"{first.strftime('%B %-d')} to {last.strftime('%B %-d, %Y')}"
    return f"{first.strftime('%B %-d')} to {last.strftime('%-d, %Y')}"


async def answer(library: Library, ctx: IntentContext, request: Request, reading: Reading, unknown: list[str]) -> Reply:
    """ "3 separate visits to Nara: June 12 to 14, 2013, June 3 to 4, 2020 and June 14 to 16, 2026." """
    _, found = await library.all(request)
    runs = stays(i["itemDate"] for i in found if isinstance(i.get("itemDate"), datetime))
    where = qualifiers(Request(request.collection, place=request.place, dates=request.dates, people=request.people))
    if not runs:
        text = f"I found nothing {where}, so no visits there."
    else:
        shown = [_span(*run) for run in runs[-5:]]
        listed = "; ".join(shown)
        latest = f", the latest {len(shown)}: {listed}" if len(runs) > len(shown) else f": {listed}"
        count = "1 visit" if len(runs) == 1 else f"{len(runs)} separate visits"
        text = f"{count} {where}{latest} (days there no more than a day apart count as one visit)."
    remember(library, ctx, request, found, len(found))
    ctx.annotations.update({"request": request.to_dict(), "resultCount": len(found), "visits": len(runs)})
    summary = corrections_said(reading) + text
    return Reply(text=summary + unclear_said(reading, [w for w in unknown if w not in WORDS]), speech=summary)
