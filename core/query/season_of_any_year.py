"""A season said of what is asked about, before its noun and with no year: "my spring trip with Kenji", "our summer
holidays", "winter hikes", "the autumn ones" — things of that season, in whichever year (not the most recent one
only: the user names them by their season because that tells them apart). A season said with a year ("autumn hikes in
2023") or as a time of its own ("last summer", "in the spring of 2024") is read by dates.py before this."""

from __future__ import annotations

import re
from collections.abc import Collection
from datetime import datetime

from .dates import FIRST_YEAR, SEASONS, DateRange, season_range
from .utterance import Utterance

# the season, then the word it describes (not "spring of 2024", "summer before last", "winter and spring", "summer 2019");
# not after "a" ("need a summer reading list": a season to come, not of what was done)
SEASON_OF_IT = re.compile(
    r"(?<!\bin )(?<!\bduring )(?<!\bthis )(?<!\blast )(?<!\bnext )(?<!\bpast )(?<!\bevery )(?<!\ba )"
    r"\b(?:(?P<the>the|my|our|that|those|these)\s+)?(?P<s>spring|summer|autumn|fall|winter)\s+(?P<noun>[a-z]+)(?:\s+(?P<next>[a-z]+))?"
)
_ONES = frozenset({"one", "ones"})
# a noun after the kind's word makes it a word of another thing ("my summer reading list", "our winter hiking plans")
_NOUNS_AFTER = frozenset({"list", "lists", "plan", "plans", "goal", "goals", "challenge", "challenges", "club", "group"})


def every_year_season(first_month: int, now: datetime) -> DateRange:
    """The season starting in `first_month` in every year up to now ("my spring trip"): any of them."""
    parts = tuple(
        season_range(year, first_month) for year in range(FIRST_YEAR, now.year + 1) if season_range(year, first_month).start <= now
    )
    name = next(s for s, m in SEASONS.items() if m == first_month)
    return DateRange(parts[0].start, parts[-1].end, f"in {name} (every year)", parts, season=first_month)


def seasons_of_any_year(utterance: Utterance, now: datetime, kinds: Collection[str]) -> list[DateRange]:
    """The seasons said of the things asked about with no year (see the module), each claimed as a date: the word after
    the season is one of the collection's `kinds` ("trip", "road trip", "hikes") or "one(s)", and ends what it names
    ("the spring half marathon", "summer reading list" say no kind done in that season)."""
    found: list[DateRange] = []
    for m in utterance.matches(SEASON_OF_IT):
        if m["s"] == "fall" and not m["the"]:
            continue
        two = f"{m['noun']} {m['next']}" if m["next"] else ""
        named = two in kinds or m["noun"] in kinds or m["noun"] in _ONES
        then = m["next"] if m["noun"] in kinds or m["noun"] in _ONES else None
        if not named or then in _NOUNS_AFTER:
            continue
        date = every_year_season(SEASONS[m["s"]], now)
        utterance.claim(m.start("s"), m.end("s"), "date", date)
        found.append(date)
    return found
