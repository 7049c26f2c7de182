"""“I'm looking at the pictures from that trip to Kyoto. What did we eat on that trip?” when the user has been to Kyoto
on several separate stays: the question asks of the things of one trip there (its meals, not the trip itself), so which
one is asked back, each stay told by its year (by its first day when two share a year): “Which trip to Kyoto do you
mean: the one in 2016, the one on March 3, 2023 or the one on April 7, 2023?”. The answer (“the first time, the one with
Mary”) picks one by year, position or company (see the_one_meant.chosen), and the question is answered over its days."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any

from .dates import DateRange
from .library import Library
from .request import Request
from .the_one_meant import Option
from .visits import stays

THE_STAY_MEANT_KEY = "theStayMeant"  # memory key of the question asked back about which trip, with its options and turn
MOST_STAYS = 4  # more than this are not offered one by one

# "that trip to Kyoto", "our holiday in Lisbon", "the visit to Nara": one trip, told by its place
_A_TRIP_THERE = re.compile(r"\b(?:the|that|our|my|this) (?:trip|holiday|vacation|journey|visit|stay|getaway) (?:to|in|at)\b")


@dataclass(frozen=True)
class StayMeant:
    """The question asked, and the stays at its place of which one is meant (oldest first; each option's id is its first
    and last day, "2016-04-27/2016-04-28")."""

    request: Request
    options: tuple[Option, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"request": self.request.to_dict(), "options": [[o.id, o.said, o.year, list(o.people)] for o in self.options]}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> StayMeant:
        options = tuple(Option(str(i), str(s), int(y), "", tuple(map(str, p))) for i, s, y, p in data["options"])
        return StayMeant(Request.from_dict(data["request"]), options)


def _day(moment: datetime) -> date:
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).date()


def _options(runs: list[tuple[date, date]], found: list[dict[str, Any]]) -> tuple[Option, ...]:
    """Each stay as an option: told by its year, or by its first day when another stay shares that year; with everyone
    who was there on any of its days."""
    years = [first.year for first, _ in runs]
    options = []
    for first, last in runs:
        said = f"the one in {first.year}" if years.count(first.year) == 1 else f"the one on {first:%B} {first.day}, {first.year}"
        there = [i for i in found if isinstance(i.get("itemDate"), datetime) and first <= _day(i["itemDate"]) <= last]
        people = tuple(dict.fromkeys(str(p) for i in there for p in i.get("who") or ()))
        options.append(Option(f"{first.isoformat()}/{last.isoformat()}", said, first.year, "", people))
    return tuple(options)


async def which_stay(library: Library, request: Request, text: str) -> StayMeant | None:
    """The stays a question about the things of "that trip to <place>" could mean (2 to 4 separate stays there, with
    things of the kind asked about on at least two of them), or None when the question is not so: it names no such
    trip, asks about the trips themselves (see the_one_meant), or has a time, a pick or a ranking of its own."""
    said = text.lower()
    if _A_TRIP_THERE.search(said) is None or request.action not in ("find", "count"):
        return None
    place = request.place
    if place is None or place.negated or place.kind == "nearby" or request.dates is not None or request.category is None:
        return None
    if request.within is not None or request.superlative is not None:
        return None
    definition = library.definition(request.collection)
    category = next((c for c in definition.categories if c.name == request.category), None)
    words = {w.lower() for w in (category.name, *category.synonyms)} if category is not None else set()
    if any(m.group(0).split()[1] in words for m in _A_TRIP_THERE.finditer(said)):
        return None  # "how many nights was our trip to Lecce?": the trip itself is asked about
    _, there = await library.all(Request(request.collection, place=place))
    runs = stays(i["itemDate"] for i in there if isinstance(i.get("itemDate"), datetime))
    if not 1 < len(runs) <= MOST_STAYS:
        return None
    _, asked = await library.all(replace(request, people=()))
    days = {_day(i["itemDate"]) for i in asked if isinstance(i.get("itemDate"), datetime)}
    if sum(any(first <= d <= last for d in days) for first, last in runs) < 2:
        return None  # the things asked about are of one stay only: answered as asked
    return StayMeant(request, _options(runs, there))


def question(meant: StayMeant) -> str:
    """ "Which trip to Kyoto do you mean: the one in 2016 or the one in 2023?" """
    said = [o.said for o in meant.options]
    place = meant.request.place
    where = f" to {place.name}" if place is not None else ""
    return f"Which trip{where} do you mean: {', '.join(said[:-1])} or {said[-1]}?"


def of_the_stay(meant: StayMeant, chosen_id: str) -> Request:
    """The question asked again over the days of the stay chosen."""
    first, last = (date.fromisoformat(d) for d in chosen_id.split("/"))
    start = datetime(first.year, first.month, first.day, tzinfo=UTC)
    end = datetime(last.year, last.month, last.day, tzinfo=UTC) + timedelta(days=1)
    ending = f"{last.day}" if (first.year, first.month) == (last.year, last.month) else f"{last:%B} {last.day}"
    label = f"on that trip ({first:%B} {first.day}–{ending}, {last.year})"
    return replace(meant.request, dates=DateRange(start, end, label))
