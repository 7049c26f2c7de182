"""The time on either side of the one talked about (pure: `now` is an argument).

"And the six months before that?" after the runs of the past six months is the six months before those; "the month
after" after the hikes of March 2026 is April 2026, "two weeks later" the two weeks after the time talked about. "The
previous 3 months", "the following month" are of the time talked about when the question carries on the one before
("and the previous 3 months?"); said in a question of its own, "the previous 3 months" are the last three (and a time
after now is no time of a scrapbook: left out). "Before that", "until then" after the beers since 2020 are before 2020;
"since then", "after that" after the beers before 2020 are since 2020 (a question of a time, not of one item picked:
after "my first run with Anna", "since then" is after that run, see since_then.py). A year said so ("the year before
that", "the year after") is dates.py's: of the year talked about, as ever.

Each is read as a `DateRange` carrying its `Beside` (the side, how long, whether "that" said it) and, as a stand-in,
the time it means with nothing talked about (`as_read`); `placed_beside` places it beside the time of the question
before."""

from __future__ import annotations

import calendar
import re
from dataclasses import replace
from datetime import datetime, timedelta

from .dates import EARLIEST, NUMBER_WORDS, Beside, DateRange
from .utterance import Utterance

_AMOUNT = r"(?P<n>\d{1,3}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"
_UNIT = r"(?P<unit>year|yr|month|week|day)(?P<plural>s)?"
# what may follow such a time in a question: its end, or the question going on ("… before that, did I go anywhere?");
# not a story ("two days later we went to Rome"), nor what the time is before ("the week before my birthday")
_END = (
    r"(?=\s*(?:[?.!,;:]|$)|\s+(?:and|or|but|did|do|does|was|were|is|are|have|had|how|what|which|who|with|without|"
    r"too|again|right|then|in|at|on)\b)"
)
# "the six months before that", "the month after", "a week later", "the 2 years prior": beside the time talked about
WINDOW = re.compile(
    rf"\b(?:(?:in|during|over|for|from)\s+)?(?:the\s+)?(?:{_AMOUNT}\s+)?{_UNIT}\s+(?P<side>before|after|earlier|later|prior)"
    rf"(?:\s+(?:that|then|this|it))?{_END}"
)
# "the previous 3 months", "the preceding month", "the next two weeks", "the following month" (not "next month", said
# of plans: "Anna visits next month, which trips …")
FOLLOWING = re.compile(
    rf"\b(?:(?:in|during|over|for|from)\s+)?(?:(?P<the>the)\s+)?(?P<which>previous|preceding|prior|next|following|subsequent)\s+"
    rf"(?:{_AMOUNT}\s+)?{_UNIT}\b"
)
# "before that", "before then", "until then", "prior to that": all the time before the one talked about
OPEN_BEFORE = re.compile(
    rf"\b(?:before|until|till|up\s+(?:to|until)|prior\s+to|earlier\s+than)\s+(?:then|that(?:\s+(?:time|date|period))?){_END}"
)
# "the one before that", "the hike before that", "the summer before that": the thing or season before, not a time
_OF_A_THING = re.compile(r"(?:\b(?:the|that|this|my|our|a|an)\s+[a-z]+|\bone|\b1)\s+$")
SIDES = {"before": -1, "earlier": -1, "prior": -1, "previous": -1, "preceding": -1}  # else after: 1


def recognize_beside(utterance: Utterance, now: datetime) -> list[DateRange]:
    """Claim every time said beside the one talked about (kind "date") and return each, as read with nothing
    talked about (see the module's text)."""
    found: list[DateRange] = []
    for said in utterance.matches(WINDOW):
        unit = "year" if said["unit"] == "yr" else said["unit"]
        if said["n"] is None and (unit == "year" or said["plural"]):  # "the year before": dates.py's; "the months after": how many?
            continue
        beside = Beside(SIDES.get(said["side"], 1), _amount(said["n"]), unit, anchored=True)
        found.append(_claimed(utterance, said, beside, now, said["n"] is not None))
    for said in utterance.matches(FOLLOWING):
        unit = "year" if said["unit"] == "yr" else said["unit"]
        side = SIDES.get(said["which"], 1)
        if (said["n"] is None and (unit == "year" or said["plural"])) or (side > 0 and said["the"] is None):
            continue  # "the previous year": dates.py's; "next week" (plans told); "the previous months": how many?
        found.append(_claimed(utterance, said, Beside(side, _amount(said["n"]), unit, anchored=False), now, said["n"] is not None))
    for said in utterance.matches(OPEN_BEFORE):
        if _OF_A_THING.search(utterance.text[: said.start()]):
            continue
        meaning = DateRange(EARLIEST, now, "before then", beside=Beside(-1, 0, "", anchored=True))
        utterance.claim(said.start(), said.end(), "date", meaning)
        found.append(meaning)
    return found


def _amount(said: str | None) -> int:
    if said is None:
        return 1
    return int(said) if said.isdigit() else NUMBER_WORDS[said]


def _claimed(utterance: Utterance, said: re.Match[str], beside: Beside, now: datetime, counted: bool) -> DateRange:
    start, end, label = _from_now(beside, now, counted)
    meaning = DateRange(start, end, label, beside=beside)
    utterance.claim(said.start(), said.end(), "date", meaning)
    return meaning


def _from_now(beside: Beside, now: datetime, counted: bool) -> tuple[datetime, datetime, str]:
    """The time as read with nothing talked about: a number of units before now ("the previous 3 months": the last
    three), or the calendar unit before this one ("the previous month": last month); after now likewise."""
    plural = "s" if beside.amount != 1 else ""
    if counted:
        if beside.side < 0:
            return shifted(now, -beside.amount, beside.unit), now, f"in the last {beside.amount} {beside.unit}{plural}"
        return now, shifted(now, beside.amount, beside.unit), f"in the next {beside.amount} {beside.unit}{plural}"
    this = _unit_start(now, beside.unit)
    start = shifted(this, beside.side, beside.unit)
    end = shifted(start, 1, beside.unit)
    return start, end, f"{'last' if beside.side < 0 else 'next'} {beside.unit} ({_calendar_label(start, end, beside.unit)})"


def _unit_start(moment: datetime, unit: str) -> datetime:
    day = moment.replace(hour=0, minute=0, second=0, microsecond=0)
    if unit == "week":
        return day - timedelta(days=day.weekday())
    if unit == "month":
        return day.replace(day=1)
    if unit == "year":
        return day.replace(month=1, day=1)
    return day


def shifted(moment: datetime, amount: int, unit: str) -> datetime:
    """`moment` moved by `amount` units (a month or a year on the same day of the month, or the last one it has)."""
    if unit in ("day", "week"):
        return moment + timedelta(days=amount * (7 if unit == "week" else 1))
    months = amount * (12 if unit == "year" else 1)
    index = moment.year * 12 + (moment.month - 1) + months
    year, month = index // 12, index % 12 + 1
    return moment.replace(year=year, month=month, day=min(moment.day, calendar.monthrange(year, month)[1]))


def placed_beside(date: DateRange, kept: DateRange | None) -> DateRange | None:
    """The time `date` says beside `kept` (the time of the question before); None when there is no time to place it
    beside (none kept, several, or one open on that side: nothing is before "before 2020")."""
    beside = date.beside
    if beside is None or kept is None or kept.negated or kept.parts or kept.only_weekdays:
        return None
    edge = kept.start if beside.side < 0 else kept.end
    if edge <= EARLIEST or (edge >= date.end and beside.amount == 0):
        return None
    if beside.amount == 0:
        if beside.side < 0:
            return DateRange(EARLIEST, edge, f"before {point_said(edge)}", weekdays=kept.weekdays)
        return DateRange(edge, date.end, f"since {point_said(edge)}", weekdays=kept.weekdays)
    other = shifted(edge, beside.side * beside.amount, beside.unit)
    start, end = (other, edge) if beside.side < 0 else (edge, other)
    label = _calendar_label(start, end, beside.unit) if beside.amount == 1 else ""
    if label:
        return DateRange(start, end, label if label.startswith("the week") else f"in {label}")
    said = f"the {beside.unit}" if beside.amount == 1 else f"the {beside.amount} {beside.unit}s"
    side = "before" if beside.side < 0 else "from"  # "in the 6 months before May 28, 2026", "in the week from April 1, 2026"
    return DateRange(start, end, f"in {said} {side} {day_said(edge)}")


def _calendar_label(start: datetime, end: datetime, unit: str) -> str:
    """ "March 2026", "2025", "the week of March 2, 2026", "March 3, 2026" for a calendar unit; "" for another span."""
    if start != _unit_start(start, unit) or end != shifted(start, 1, unit):
        return ""
    if unit == "year":
        return str(start.year)
    if unit == "month":
        return f"{calendar.month_name[start.month]} {start.year}"
    if unit == "week":
        return f"the week of {day_said(start)}"
    return day_said(start)


def day_said(moment: datetime) -> str:
    return f"{calendar.month_name[moment.month]} {moment.day}, {moment.year}"


def point_said(moment: datetime) -> str:
    """A moment as a time is said: "2020" (its first day), "March 2020" (a month's first day), else "March 5, 2020"."""
    if moment == _unit_start(moment, "year"):
        return str(moment.year)
    if moment == _unit_start(moment, "month"):
        return f"{calendar.month_name[moment.month]} {moment.year}"
    return day_said(moment)


def as_read(date: DateRange) -> DateRange:
    """A time said beside the one talked about, as read with nothing talked about ("the previous 3 months": the last
    three); any other time as it is."""
    return replace(date, beside=None)
