"""“Since March”, “since last summer”, “after last year”, “before the spring”: a time said after “since”, “after”,
“before” or “until” opens a range from (or up to) it (pure: `now` is an argument).

A bare month, season or holiday after such a word is the latest one that has begun by `now`: on 29 November 2026
“since March” is from 1 March 2026, “since the winter” from 1 December 2025, “since Christmas” from 25 December
2025 (a holiday is its own day here, “since Christmas 2022” from 25 December 2022). A date already read ("last summer",
"last year", "May 2024") is opened as it was read: “since last summer” is from 1 June 2026, and “since the start of
last year” (“the beginning of”, “from the start of”) from 1 January 2025; “until the end of 2024” up to 1 January 2025.
A date of the year talked about (“since that year”) is left as it is, its “since” not understood.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from .dates import EARLIEST, MONTHS, SEASONS, DateRange
from .derived import alternation
from .holiday_calendar import HOLIDAYS, SPELLINGS
from .utterance import Utterance

# "since", "ever since", "after", "before", "until", "till": the word that opens a range from the time said after it
_OPENER = r"(?P<op>since|after|before|until|till)\s+"
# a month, season or holiday said bare after the opener: "since march", "since the spring", "since christmas"; "since the
# start of march", "from the beginning of the year" (this year), "until the end of the month" (this month)
_BARE = re.compile(
    r"\b(?P<op>since|after|before|until|till|from)\s+(?:(?:the\s+)?(?P<edge>start|beginning|end)\s+of\s+)?(?:the\s+)?"
    rf"(?:(?P<m>{'|'.join(sorted(MONTHS, key=len, reverse=True))})|(?P<s>spring|summer|autumn|fall|winter)"
    rf"|(?P<h>{alternation(SPELLINGS)})|(?<=the )(?P<unit>year|month))\b(?!\s+(?:of\s+)?(?:19|20)\d\d)"
)
# the opener right before a date read, or "since the start of", "from the beginning of", "until the end of" before it
_CUE = re.compile(rf"\b(?:{_OPENER}|(?P<from>from)\s+)(?:(?:the\s+)?(?P<edge>start|beginning|end)(?:\s+of)?\s+)?$")


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
    if said["unit"] == "year":  # "since the start of the year": this year
        return DateRange(datetime(now.year, 1, 1, tzinfo=UTC), datetime(now.year + 1, 1, 1, tzinfo=UTC), f"{now.year}")
    if said["unit"] == "month":
        start = datetime(now.year, now.month, 1, tzinfo=UTC)
        return DateRange(start, _add_months(start, 1), start.strftime("%B %Y"))
    holiday = HOLIDAYS[SPELLINGS[re.sub(r"\s+", " ", said["h"])]]  # a holiday: its own day
    start = holiday.day(now.year)
    if start > now:
        start = holiday.day(now.year - 1)
    return DateRange(start, start + timedelta(days=1), f"{holiday.name} {start.year}")


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


def _edge_opener(op: str, edge: str | None) -> str | None:
    """The opener a cue stands for: "since the start of" is "since"; "until the end of", "before the end of" are "until";
    "before the start of" is "before"; "from the start of" is "since" ("from" alone names the time itself). None for a cue
    that says no one edge ("since the end of": the end of which part, unsaid)."""
    if edge is None:
        return None if op == "from" else op
    if edge == "end":
        return "until" if op in ("until", "till", "before") else None
    return "since" if op in ("since", "from", "after") else "before" if op in ("before", "until", "till") else None


def open_dates(utterance: Utterance, dates: list[DateRange], now: datetime) -> list[DateRange]:
    """The dates read, each said right after “since”, “after”, “before” or “until” opened from (or up to) it, and the
    bare months, seasons and holidays said so added (see the module's description). The words are claimed."""
    result = list(dates)
    for said in utterance.matches(_BARE):
        op = _edge_opener(said["op"], said["edge"])
        if op is None or (said["unit"] and not said["edge"]):
            continue  # "from march": that March (dates.py); "since the year": no time said
        meaning = opened(op, _bare_range(said, now), now)
        utterance.claim(said.start(), said.end(), "date", meaning)
        result.append(meaning)
    for span in [s for s in utterance.of_kind("date") if any(s.value is d for d in result)]:
        cue = _CUE.search(utterance.text, 0, span.start)
        date: DateRange = span.value
        if cue is None or not utterance.is_free(cue.start(), cue.end()) or date.relative or date.parts or date.negated or date.beside:
            continue
        op = _edge_opener(cue["op"] or cue["from"], cue["edge"])
        if op is None:
            continue
        meaning = opened(op, date, now)
        utterance.spans.remove(span)
        utterance.claim(cue.start(), span.end, "date", meaning)
        result = [meaning if d is date else d for d in result]
    return result
