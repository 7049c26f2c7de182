"""A time told by the pandemic: "before covid", "pre-covid", "since the pandemic", "after lockdown" — before or from
March 2020, when covid-19 was declared a pandemic and the lockdowns began. Where the pandemic started is an assumption
(some would say 2020, some March 2020), so the reply says it was taken so ("I took “before covid” as before March
2020"). "During covid" has no end everyone agrees on, and is left unread rather than guessed."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from .dates import EARLIEST, DateRange
from .utterance import Utterance

PANDEMIC_START = datetime(2020, 3, 1, tzinfo=UTC)  # the month covid-19 was declared a pandemic
_PANDEMIC = r"(?:the )?(?:covid(?:[- ]?19)?|corona(?:virus)?|(?:the )?pandemic|lockdowns?|the lockdowns?)"
PANDEMIC = re.compile(
    rf"\b(?P<op>before|prior to|pre|after|since|post)[- ](?:the )?{_PANDEMIC}(?:[- ](?:times?|era|days))?\b"
    rf"|\b(?P<adjective>pre|post)[- ]?(?:covid|pandemic|lockdown)\b"
)
_BEFORE = frozenset({"before", "prior to", "pre"})


def pandemic_dates(utterance: Utterance, now: datetime) -> list[DateRange]:
    """The times the utterance tells by the pandemic, each claimed as a date that says what it was taken as."""
    found: list[DateRange] = []
    for m in utterance.matches(PANDEMIC):
        said = m[0]
        if (m["op"] or m["adjective"]) in _BEFORE:
            date = DateRange(EARLIEST, PANDEMIC_START, "before March 2020", assumed=f"“{said}” as before March 2020")
        else:
            date = DateRange(PANDEMIC_START, now, "since March 2020", assumed=f"“{said}” as since March 2020")
        utterance.claim(m.start(), m.end(), "date", date)
        found.append(date)
    return found
