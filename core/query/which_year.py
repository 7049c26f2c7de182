""" "which yr had more?" after "wines 2019" and "year before?": the two years just asked about, one question each
about the same things, compared by their counts. Only when the last two questions differ in their year alone and
nothing else is said; otherwise nothing is guessed (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .dates import DateRange
from .request import Reading, Request

WHICH_YEAR = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|then|now|but)\W+)*(?:which|what)\W+(?:year|yr)\W+(?:had|has|did\W+i\W+have|was|saw)\W+(?:more|most)"
    r"(?:\W+(?:of\W+them|then|of\W+those))?\W*$",
    re.IGNORECASE,
)


def years_just_asked(text: str, history: Any, turn: int) -> tuple[Request, tuple[DateRange, DateRange]] | None:
    """What the last two questions asked about (without their years) and their two years, in the order asked,
    when `text` asks which year had more; None otherwise."""
    if not WHICH_YEAR.match(text) or not isinstance(history, list) or len(history) < 2:
        return None
    first, second = history[-2], history[-1]
    if second.get("turn") != turn - 1 or first.get("turn") != turn - 2:
        return None
    one, other = Request.from_dict(first["request"]), Request.from_dict(second["request"])
    if one.dates is None or other.dates is None or one.dates.single_year() is None or other.dates.single_year() is None:
        return None
    if one.dates.single_year() == other.dates.single_year() or one.dates.negated or other.dates.negated:
        return None
    if _plain(one) != _plain(other) or one.aggregate is not None or other.aggregate is not None:
        return None
    return _plain(one), (one.dates, other.dates)


def _plain(request: Request) -> Request:
    """What a question asked about, without its year, its pick or its action."""
    return replace(request, dates=None, action="count", superlative=None, limit=0, within=None, sort=None, aggregate=None)


def as_compared(reading: Reading, years: tuple[DateRange, DateRange]) -> Reading:
    """The reading as if the two years had been said: "more in 2019 or 2018?"."""
    return replace(reading, dates=years, unknown_words=(), shape=replace(reading.shape, contrast=True))
