"""A yes/no about every item of one side of a comparison of two times, named by its time: "the fall ones, were they all
italian?" after "more wines that spring or in the fall of that year?" claims something of every wine of the fall of
2019, the option of that time (not of the answer listed before the comparison, the spring ones); what is claimed of them
(a value, a place, a score) is no part of which ones are meant (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .dates import SEASONS, season_range
from .request import Reading, Request, build_request
from .the_time_compared import same_time

# "were they all …", "are those all …", "all of them …": every one of the ones named
_ALL_OF_THEM = re.compile(
    r"\b(?:were|are|did|have|had|do)\s+(?:they|those|these|them)\s+all\b|\ball\s+of\s+(?:them|those|these)\b"
    r"|\b(?:they|those|these)\s+all\s+(?:were|are|got|had)\b"
)
# "the fall ones", "those from the spring", "the ones of 2024": a set named by a time
_THE_ONES = re.compile(r"\b(?:the|those)\s+(?:[a-z]+\s+)?ones\b|\b(?:the\s+ones|those)\s+(?:from|of|in)\b")


def the_option_of_the_time(reading: Reading, collection: str, compared: dict[str, Any] | None, year: int | None) -> Request | None:
    """The option of `compared` (the comparison just before, of one kind at two times) whose time the yes/no names when it
    claims something of all of "the <time> ones"; None when it names no kind-free set by one of the two times."""
    text = reading.text.lower()
    if not compared or compared.get("byTopic") or reading.topics or len(reading.dates) != 1 or reading.people:
        return None
    if not _ALL_OF_THEM.search(text) or not _THE_ONES.search(text):
        return None
    options = [Request.from_dict(each) for _, each in compared.get("options") or ()] or _seasons_of_one_year(compared)
    if len(options) != 2 or len({(o.category, o.type, o.types) for o in options}) != 1 or options[0].category is None:
        return None
    said = build_request(replace(reading, places=(), values=(), comparisons=()), "find", collection, None, None, year).dates
    if said is None:
        return None
    named = [o for o in options if o.dates is not None and same_time(o.dates, said)]
    return named[0] if len(named) == 1 else None


def _seasons_of_one_year(compared: dict[str, Any]) -> list[Request]:
    """The options of seasons compared within one year ("more that spring or in the fall of that year?", of 2019): what
    they share, in each season of that year; none when no one year is shared, or a winter (which runs into the next
    year) is compared."""
    seasons, common = compared.get("seasons") or (), compared.get("common")
    if not isinstance(common, dict) or len(seasons) != 2:
        return []
    shared = Request.from_dict(common)
    year = shared.dates.single_year() if shared.dates is not None else None
    months = [SEASONS.get(str(s)) for s in seasons]
    if year is None or None in months or 12 in months:
        return []
    return [replace(shared, dates=season_range(year, m)) for m in months if m is not None]
