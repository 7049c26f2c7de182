"""“Since March”, “since last summer”, “after last year”, “before the spring”: a time said after “since”, “after”,
“before” or “until” opens a range from (or up to) it (pure: `now` is an argument).

A bare month, season or holiday after such a word is the latest one that has begun by `now`: on 29 November 2026
“since March” is from 1 March 2026, “since the winter” from 1 December 2025, “since Christmas” from 25 December
2025. A date already read ("last summer", "last year", "May 2024") is opened as it was read: “since last summer” is
from 1 June 2026. A date of the year talked about (“since that year”) is left as it is, its “since” not understood.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from .dates import EARLIEST, MONTHS, SEASONS, DateRange
from .utterance import Utterance

# "since", "ever since", "after", "before", "until", "till": the word that opens a range from the time said after it
_OPENER = r"(?P<op>since|after|before|until|till)\s+"
# a month, season or holiday said bare after the opener: "since march", "since the spring", "since christmas"
_BARE = re.compile(
    rf"\b{_OPENER}(?:the\s+)?(?:(?P<m>{'|'.join(sorted(MONTHS, key=len, reverse=True))})"
    r"|(?P<s>spring|summer|autumn|fall|winter)|(?P<h>christmas|xmas|new\s+year'?s?(?:\s+day)?))\b(?!\s+(?:of\s+)?(?:19|20)\d\d)"
)
_CUE = re.compile(rf"\b{_OPENER}$")
HOLIDAYS = {"christmas": (12, 25), "xmas": (12, 25)}  # "new year": 1 January


def _latest_begun(month: int, day: int, now: datetime) -> datetime:
    """The latest `month`/`day` that is not after `now`."""
    moment = datetime(now.year, month, day, tzinfo=UTC)
    return moment if moment <= now else datetime(now.year - 1, month, day, tzinfo=UTC)


def _add_months(moment: datetime, months: int) -> datetime:
    index = moment.year * 12 + moment.month - 1 + months
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=UTC)


def _bare_range(said: re.Match[str], now: datetime) -> DateRange:
    """The bare month, season or holiday said, the latest one begun by `now`."""
    if said["m"]:
        start = _latest_begun(MONTHS[said["m"]], 1, now)
        return DateRange(start, _add_months(start, 1), start.strftime("%B %Y"))
    if said["s"]:
        start = _latest_begun(SEASONS[said["s"]], 1, now)
        return DateRange(start, _add_months(start, 3), f"{said['s']} {start.year}")
    month, day = HOLIDAYS.get(said["h"], (1, 1))
    start = _latest_begun(month, day, now)
    return DateRange(start, start.replace(day=day + 1), f"{said['h'].title()} {start.year}")


def _day(moment: datetime) -> str:
    return moment.strftime("%B %Y") if moment.day == 1 else f"{moment.strftime('%B')} {moment.day}, {moment.year}"


def opened(op: str, date: DateRange, now: datetime) -> DateRange:
    """The range `op` ("since", "after", "before", "until") opens from `date`."""
    if op == "since":
        return DateRange(date.start, now, f"since {_day(date.start)}")
    if op == "after":
        return DateRange(date.end, now, f"after {date.label.removeprefix('in ')}")
    if op == "before":
        return DateRange(EARLIEST, date.start, f"before {_day(date.start)}")
    return DateRange(EARLIEST, date.end, f"until the end of {date.label.removeprefix('in ')}")


def open_dates(utterance: Utterance, dates: list[DateRange], now: datetime) -> list[DateRange]:
    """The dates read, each said right after “since”, “after”, “before” or “until” opened from (or up to) it, and the
    bare months, seasons and holidays said so added (see the module's description). The words are claimed."""
    result = list(dates)
    for said in utterance.matches(_BARE):
        meaning = opened(said["op"], _bare_range(said, now), now)
        utterance.claim(said.start(), said.end(), "date", meaning)
        result.append(meaning)
    for span in [s for s in utterance.of_kind("date") if any(s.value is d for d in result)]:
        cue = _CUE.search(utterance.text, 0, span.start)
        date: DateRange = span.value
        if cue is None or not utterance.is_free(cue.start(), cue.end()) or date.relative or date.parts or date.negated or date.beside:
            continue
        meaning = opened(cue["op"], date, now)
        utterance.spans.remove(span)
        utterance.claim(cue.start(), span.end, "date", meaning)
        result = [meaning if d is date else d for d in result]
    return result
