"""“That day”, “that month”: the day or the month of the item the conversation is on. “When did I first go out with
Elena?” then “what did we do that day?” asks what was done on that first outing's date, “any wine that same month?”
what was drunk in its month (pure: the phrases and the readings they make)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from .dates import DateRange

if TYPE_CHECKING:
    from .request import Reading

# "that day", "on that same day", "the same day", "that very day", "on that date"; not "since that day" nor "after that
# day" (the time after it, see since_then.py), nor "the day before" / "the day after" (a day beside it)
THAT_DAY = re.compile(
    r"(?<!since )(?<!after )(?<!from )(?<!before )(?<!until )"
    r"\b(?:(?:on|during|over|in the course of)\s+)?(?:that(?:\s+(?:same|very))?|the\s+(?:same|very)|same)\s+(?:day|date)\b"
    r"(?!\s+(?:before|after)\b)"
)
ASK_WHICH_DAY = "Which day do you mean? Say the date, e.g. “on 7 July 2026”, or ask about one item first."


# "any wine during that same month?", "what else did I do that month?": the month of the item the conversation is on
THAT_MONTH = re.compile(r"\b(?:(?:during|in|over)\s+)?(?:that(?:\s+same)?|the\s+same|same)\s+month\b")
ASK_WHICH_MONTH = "Which month do you mean? Say it, e.g. “in March 2023”, or ask about one item first."


def _the_day_of(moment: datetime) -> DateRange:
    start = datetime(moment.year, moment.month, moment.day, tzinfo=UTC)
    return DateRange(start, start + timedelta(days=1), f"on {start.strftime('%B %-d, %Y')}")


def _the_month_of(moment: datetime) -> DateRange:
    start = datetime(moment.year, moment.month, 1, tzinfo=UTC)
    end = datetime(moment.year + (moment.month == 12), moment.month % 12 + 1, 1, tzinfo=UTC)
    return DateRange(start, end, f"in {start.strftime('%B %Y')}")


def _within_the_span(
    reading: Reading, moment: datetime | str | None, said_as: re.Pattern[str], span: Callable[[datetime], DateRange]
) -> Reading | None:
    """The reading with its dates the `span` around `moment` (the date of the item talked about) when it says
    `said_as` and no date of its own; as it is when it does not; None when it does but nothing dated is talked
    about (asked back)."""
    said = said_as.search(reading.text)
    if said is None or reading.dates:
        return reading
    if isinstance(moment, str):  # as remembered: "2023-08-09T00:00:00"
        moment = datetime.fromisoformat(moment)
    if moment is None:
        return None
    words = set(said[0].split())
    return replace(reading, dates=(span(moment),), unknown_words=tuple(w for w in reading.unknown_words if w not in words))


def on_that_day(reading: Reading, moment: datetime | str | None) -> Reading | None:
    """The reading on the whole day of `moment` when it says "that day" (None: asked back, see ASK_WHICH_DAY)."""
    return _within_the_span(reading, moment, THAT_DAY, _the_day_of)


def in_that_month(reading: Reading, moment: datetime | str | None) -> Reading | None:
    """The reading in the month of `moment` when it says "that month" (None: asked back, see ASK_WHICH_MONTH)."""
    return _within_the_span(reading, moment, THAT_MONTH, _the_month_of)


# "when was the first time", "when did I last …": the date of a first or last one asked, which the answer tells
_WHEN = re.compile(r"\bwhen\b")


def asks_when_beyond_the_day(reading: Reading, kept: DateRange | None) -> bool:
    """Whether the question asks when a first or last one was ("and with Kenji, when was the first time?") after a
    question of one day (`kept`: "what did we do that day?"): its answer is a date, never that day's, so the day is
    not kept."""
    one_day = kept is not None and not kept.parts and kept.end - kept.start <= timedelta(days=1)
    return one_day and bool(reading.superlatives) and not reading.dates and _WHEN.search(reading.text.lower()) is not None
