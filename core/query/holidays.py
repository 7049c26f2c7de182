"""Holidays said as times: "which trip did I take around Christmas 2022", "at Easter", "last Christmas", "the
Christmas before that", "on Halloween 2023", "over New Year" (pure: `now` is an argument).

Each is the span of days holiday_calendar.py gives it, and its label says those days, so the reply states what was
taken for the holiday. A holiday with a year ("Christmas 2022", "the 2022 Christmas") is that year's; "last Christmas"
the latest one over; "this Christmas" this year's; "the Christmas before last" the one before that. Said bare after a
word of time ("at Christmas", "over Easter") it is the latest one begun, or that of the year talked about when the
conversation gives one, as a bare month is; "the Christmas before that" is the one a year before the one talked about.
"In 2022, around Christmas" is Christmas 2022. A holiday said as a purpose or a thing ("a bottle for Christmas", "the
Christmas market") is no time, nor a bare holiday in a sentence told before the question ("Mary bought me a step
counter at Christmas. How far did we walk in 2024?"). "Since Christmas" is since_when.py's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from .dates import DateRange, holiday_range
from .derived import alternation
from .holiday_calendar import HOLIDAYS, SPELLINGS, latest_begun, latest_ended
from .utterance import Utterance

_NAME = rf"(?P<name>{alternation(SPELLINGS)})"
_YEAR = r"(?P<y>(?:19|20)\d\d)"
_NEAR = r"around|about|near|close\s+to|round"
_PREPOSITION = rf"(?:(?P<prep>{_NEAR}|at|over|during|on|in|for|by)\s+)"
# not "for" (a bottle for Christmas), "in" (in the new year) nor "about" (tell me about Christmas)
_BARE_PREPOSITION = r"(?P<prep>around|round|near|close\s+to|at|over|during|on)\s+"
# a thing of the holiday, not its time: "the christmas market", "an easter egg", "a valentine's card"
_NOT_A_THING = (
    r"(?!\s+(?:market|tree|party|parties|present|gift|card|ale|beer|song|carol|movie|film|light|jumper|sweater|cake|pudding"
    r"|cookie|egg|bunny|candy|costume|resolution|special|edition|blend|menu|dinner\s+menu)s?\b)"
)

_WITH_YEAR = re.compile(rf"\b{_PREPOSITION}?(?:the\s+)?{_NAME}\s*,?\s*(?:(?:of|in)\s+)?{_YEAR}\b")
_YEAR_FIRST = re.compile(rf"\b{_PREPOSITION}?(?:the\s+)?{_YEAR}\s+{_NAME}\b")
_BEFORE_LAST = re.compile(
    rf"\b{_PREPOSITION}?(?:the\s+)?(?:{_NAME}\s+before\s+last|last\s+(?P<name2>{alternation(SPELLINGS)})\s+but\s+one)\b"
)
_LAST_OR_THIS = re.compile(rf"\b{_PREPOSITION}?(?:the\s+)?(?P<which>last|past|this)\s+{_NAME}\b{_NOT_A_THING}")
# "the christmas before (that)", "the previous easter", "the christmas after that", "the following easter": of the one talked about
_APART = re.compile(
    rf"\b{_PREPOSITION}?the\s+(?:(?P<dir>previous|prior|preceding|following|next|subsequent)\s+{_NAME}{_NOT_A_THING}"
    rf"|(?P<name2>{alternation(SPELLINGS)})\s+(?P<dir2>before|earlier|after|later)(?:\s+that)?(?!\s+(?:last|(?:19|20)\d\d)\b))\b"
)
_BARE = re.compile(rf"\b{_BARE_PREPOSITION}(?:the\s+)?{_NAME}\b{_NOT_A_THING}")

_OPENED = re.compile(r"\b(?:since|after|before|until|till)\s+$")  # "since Christmas 2022": from its day (since_when.py)
_EARLIER = ("previous", "prior", "preceding", "before", "earlier")


def _around(said: re.Match[str]) -> bool:
    return (said["prep"] or "").replace(" ", "") in ("around", "about", "near", "closeto", "round")


def _key(said: re.Match[str], group: str = "name") -> str:
    return SPELLINGS[re.sub(r"\s+", " ", said[group])]


def _in_a_told_sentence(text: str, at: int) -> bool:
    """Whether `at` is in a sentence ended by "." or "!" that more of the message follows (a story before the question)."""
    ends = re.compile(r"[.!]+\s+\w")
    question = text.find("?", at)
    told = ends.search(text, at)
    return told is not None and (question < 0 or told.start() < question)


def recognize_holidays(utterance: Utterance, now: datetime) -> list[DateRange]:
    """Claim every holiday said as a time (kind "date") and return what each means, in the order said."""
    found: list[tuple[int, DateRange]] = []

    def claim(said: re.Match[str], meaning: DateRange) -> None:
        utterance.claim(said.start(), said.end(), "date", meaning)
        found.append((said.start(), meaning))

    for said in [*utterance.matches(_WITH_YEAR), *utterance.matches(_YEAR_FIRST)]:
        if not utterance.is_free(said.start(), said.end()):
            continue
        if _OPENED.search(utterance.text, 0, said.start()):  # "since Christmas 2022": from its own day (since_when.py opens it)
            claim(said, holiday_day(_key(said), int(said["y"])))
        else:
            claim(said, holiday_range(_key(said), int(said["y"]), _around(said)))
    for said in utterance.matches(_BEFORE_LAST):
        key = _key(said, "name" if said["name"] else "name2")
        claim(said, holiday_range(key, latest_ended(key, now, _around(said)) - 1, _around(said)))
    for said in utterance.matches(_LAST_OR_THIS):
        key, around = _key(said), _around(said)
        if said["which"] == "this" and latest_begun(key, now, around) != now.year:
            continue  # "a wine for this Christmas": one still to come dates nothing kept
        claim(said, holiday_range(key, now.year if said["which"] == "this" else latest_ended(key, now, around), around))
    for said in utterance.matches(_APART):
        key, around = _key(said, "name" if said["name"] else "name2"), _around(said)
        offset = -1 if (said["dir"] or said["dir2"]) in _EARLIER else 1
        default = latest_ended(key, now, around) - 1 if offset < 0 else latest_begun(key, now, around)
        claim(said, replace(holiday_range(key, default, around), holiday=key, around=around, year_offset=offset))
    for said in utterance.matches(_BARE):
        if _in_a_told_sentence(utterance.text, said.start()):
            continue
        key, around = _key(said), _around(said)
        claim(said, replace(holiday_range(key, latest_begun(key, now, around), around), holiday=key, around=around))
    return [meaning for _, meaning in sorted(found, key=lambda pair: pair[0])]


def holiday_day(key: str, year: int) -> DateRange:
    """The holiday's own day in `year` (Christmas 2022: 25 December 2022), for a range opened from it."""
    holiday = HOLIDAYS[key]
    day = holiday.day(year)
    return DateRange(day, day + timedelta(days=1), f"{holiday.name} {year}", of_year=year)


def with_holidays(utterance: Utterance, holidays: list[DateRange], dates: list[DateRange]) -> list[DateRange]:
    """The dates read and the holidays, in the order said; a bare holiday said beside one year and no other date is that
    year's ("in 2022, around Christmas", "what did I drink at Easter in 2019": Christmas 2022, Easter 2019)."""
    if not holidays:
        return dates
    bare = [h for h in holidays if h.holiday and h.year_offset is None]
    years = [d for d in dates if not d.relative and not d.parts and not d.negated and not d.weekdays and _whole_year(d)]
    if len(holidays) == 1 and len(bare) == 1 and len(dates) == 1 and len(years) == 1:
        (holiday,), (year,) = bare, years
        placed = holiday.in_year(year.start.year)
        for span in [s for s in utterance.spans if s.kind == "date" and s.value in (year, holiday)]:
            utterance.spans.remove(span)  # one date: the year said is the holiday's (still understood, no date of its own)
            utterance.claim(span.start, span.end, "date" if span.value is holiday else "year of the holiday", placed)
        return [placed]
    starts = {id(s.value): s.start for s in utterance.spans if s.kind == "date"}
    return sorted([*holidays, *dates], key=lambda d: starts.get(id(d), 0))


def _whole_year(date: DateRange) -> bool:
    return date.start.month == 1 and date.start.day == 1 and date.end == date.start.replace(year=date.start.year + 1)
