""" "Where did I eat in the winter of 2022?": a winter runs from one year into the next, so "the winter of 2022" is
December 2021 to February 2022 or December 2022 to February 2023; when both hold things of what is asked, which one is
asked back (“i mean dec 2022 thru feb 2023” then answers it); when only one does, that one is answered, its months said.
Not a comparison ("more in summer or in the winter of 2022": the winter months of 2022), nor "winter 2022/23" (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from .dates import DateRange, season_range
from .request import Request

_A_DAY = timedelta(days=1)
_WINTER_OF = re.compile(r"\bwinter\s+(?:of\s+)?(?P<y>(?:19|20)\d\d)\b(?!\s*[/–-]\s*\d)", re.IGNORECASE)


def two_winters(text: str, request: Request) -> tuple[DateRange, DateRange] | None:
    """The two winters "the winter of <year>" may mean, when the request is dated by the one read (the winter holding
    January of that year); else None."""
    said = list(_WINTER_OF.finditer(text))
    if len(said) != 1 or request.dates is None or request.action not in ("find", "count", "list", "map"):
        return None
    year = int(said[0]["y"])
    ending, starting = season_range(year - 1, 12), season_range(year, 12)
    if (request.dates.start, request.dates.end) != (ending.start, ending.end) or request.dates.weekdays or request.dates.negated:
        return None
    return ending, starting


def question(text: str, winters: tuple[DateRange, DateRange]) -> str:
    """ "Which winter of 2022 do you mean: December 2021 to February 2022, or December 2022 to February 2023?" """
    said = _WINTER_OF.search(text)
    year = said["y"] if said else str(winters[1].start.year)
    spans = [f"{w.start:%B %Y} to {(w.end - _A_DAY):%B %Y}" for w in winters]
    return f"Which winter of {year} do you mean: {spans[0]}, or {spans[1]}?"


def in_winter(request: Request, winter: DateRange) -> Request:
    """The request of that winter."""
    return replace(request, dates=winter)
