""" "which yr had more?" after "wines 2019" and "year before?": the years just asked about, one question each about
the same things, compared by their counts. "So which of those three years did I read the most novels in?" after the
novels of 2015, of the year after and of the year after that: those three. Only when the last questions differ in their
year alone and the question says nothing else of its own (a kind it names is the one asked about); otherwise nothing
is guessed (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .dates import DateRange
from .filler_lead import filler_lead
from .request import Reading, Request

_HOW_MANY = {"two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4, "five": 5, "5": 5, "both": 2}
# "which yr had more", "what year did I have the most", "which of those three years did i read the most novels in",
# "in which of the two years were there more": a year asked among the ones just asked about
WHICH_YEAR = re.compile(
    filler_lead("and|so|ok|okay|then|now|but") + r"(?:in\W+)?(?:which|what)\W+(?P<of>of\W+(?:the|those|these|them)\W+)?"
    r"(?:(?P<n>two|three|four|five|both|[2-5])\W+)?(?:year|yr)s?\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_MORE = re.compile(r"\b(?:more|most)\b", re.IGNORECASE)
# said without "of those": only "which year had more (of them)?", the years asked being what it is about ("which year did
# I read the most novels?" asks of every year)
_HAD_MORE = re.compile(r"^\W+(?:had|has|did\W+i\W+have|was|saw)\W+(?:more|most)(?:\W+(?:of\W+them|then|of\W+those))?\W*$", re.IGNORECASE)


def years_just_asked(reading: Reading, history: Any, turn: int) -> tuple[Request, tuple[DateRange, ...]] | None:
    """What the last questions asked about (without their years) and their years, in the order asked, when the
    question asks which of those years had more; None otherwise."""
    said = WHICH_YEAR.match(reading.text)
    if said is None or not _MORE.search(said["rest"]) or not isinstance(history, list) or len(history) < 2:
        return None
    if not said["of"] and not said["n"] and not _HAD_MORE.match(said["rest"]):
        return None
    if reading.dates or reading.places or reading.people or reading.comparisons or reading.values:
        return None  # "which year had more in Spain?": a question of its own
    asked = _years_in_a_row(history, turn)
    wanted = _HOW_MANY.get((said["n"] or "").lower(), len(asked))
    if len(asked) < 2 or len(asked) < wanted:
        return None
    asked = asked[-wanted:]  # "which of the two years": the last two asked
    plain = _plain(asked[-1])
    said_kinds = {(t.category, t.type) for group in reading.topics for t in group if not t.negated}
    if said_kinds and not said_kinds & {(plain.category, plain.type), (plain.category, None)}:
        return None  # "which year had more wines?" after the beers of two years
    return plain, tuple(one.dates for one in asked if one.dates is not None)


def _years_in_a_row(history: list[Any], turn: int) -> list[Request]:
    """The requests of the turns just before this one that asked the same thing of one year each, years apart from one
    another, in the order asked."""
    asked: list[Request] = []
    for back, entry in enumerate(reversed(history), start=1):
        if not isinstance(entry, dict) or entry.get("turn") != turn - back or not entry.get("request"):
            break
        one = Request.from_dict(entry["request"])
        year = one.dates.single_year() if one.dates is not None else None
        if year is None or one.aggregate is not None or (asked and _plain(one) != _plain(asked[0])):
            break
        if any(a.dates is not None and a.dates.single_year() == year for a in asked):
            break
        asked.insert(0, one)
    return asked


def _plain(request: Request) -> Request:
    """What a question asked about, without its year, its pick or its action."""
    return replace(request, dates=None, action="count", superlative=None, limit=0, within=None, sort=None, aggregate=None)


def as_compared(reading: Reading, years: tuple[DateRange, ...]) -> Reading:
    """The reading as if the years had been said: "more in 2019 or 2018?"."""
    return replace(reading, dates=years, unknown_words=(), superlatives=(), sorts=(), shape=replace(reading.shape, contrast=True))
