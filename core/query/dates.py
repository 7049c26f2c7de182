"""Dates and date ranges in an utterance, relative to `now` (pure: `now` is an argument).

Understood: "in 2015", "2015", "in the 1980s", "in March 2020", "on February 3rd, 2019",
"between 2018 and 2019", "from May 2019 to 2021", "since March 2020", "after 2019",
"before 2015", "last year", "this year", "last month", "last week", "yesterday", "today",
"last summer", "this winter", "over the winter" (the last one ended), "summer 2019", "in the last 3 years", "2 years
ago" (the calendar year 2024 in 2026; "3 months ago" a span around it), "this march", "last march" (the one before "this
march" said beside it), "from 2020 on", "in 2019 or 2023", "between May
and August 2023" (every month from May through August; "May and August" alone are the two months). Holidays ("around
Christmas 2022") are read in holidays.py, "since the start of last year" in since_when.py.
A range is [start, end): the end is exclusive. Seasons are the northern meteorological ones;
"last summer" is the most recent summer that has ended.

Some dates are of the year being talked about rather than of `now`: "that year", "the same year",
"the year before", "the previous year", a bare month ("in March") and a season said beside a year
("autumn hikes in 2023", "the autumn ones from that year"). They carry what they are relative to, and
`in_year` places them in a year once the conversation gives one.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from .derived import alternation
from .holiday_calendar import days_of, holiday_label
from .utterance import Utterance

MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
MONTH_ABBREVIATIONS = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
ALL_MONTHS = {**MONTHS, **MONTH_ABBREVIATIONS}
SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}  # first month
SEASON_NAMES = {3: "spring", 6: "summer", 9: "autumn", 12: "winter"}
NUMBER_WORDS = {
    "a": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "a few": 3,
    "few": 3,
}
EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
LATEST = datetime(9999, 1, 1, tzinfo=UTC)  # the end of a time said only by its days of the week ("on weekends")


def words_pattern(*tables: Iterable[str]) -> str:
    """A regular-expression group matching any word of these tables ("(?:september|sept|…)" of `ALL_MONTHS`; also
    `MONTHS`, `WEEKDAY_NAMES`), the longest first: how another module reads months or days without writing them again."""
    return "(?:" + alternation(word for table in tables for word in table) + ")"


@dataclass(frozen=True)
class Beside:
    """A time said against the time talked about (see either_side.py): "the six months before that" (-1, 6, "month"),
    "the month after" (1, 1, "month"), "before that" (-1, 0: all the time on that side)."""

    side: int  # -1: before the time talked about, 1: after it
    amount: int  # how many units; 0 for all the time on that side
    unit: str  # "day", "week", "month" or "year" ("" when `amount` is 0)
    anchored: bool  # said of "that" or "then" ("the month before that"): of the time talked about, even in a question of its own


@dataclass(frozen=True)
class DateRange:
    start: datetime
    end: datetime  # exclusive
    label: str
    parts: tuple[DateRange, ...] = ()  # "in 2019 or 2023": any of these (start and end then span them all)
    year_offset: int | None = None  # "that year" (0), "the year before" (-1): of the year talked about
    month: int | None = None  # "in March": that month of the year talked about, when there is one
    season: int | None = None  # "the autumn ones from that year": the season's first month, in that year
    negated: bool = False  # "not in 2023": any time outside the range
    weekdays: tuple[int, ...] = ()  # "on weekends": only on these ISO days of the week (1 Monday … 7 Sunday), whatever else holds
    assumed: str = ""  # "“on Friday” as Friday, 27 November 2026": what a bare day was taken as, said in the reply
    of_year: int | None = None  # "around Christmas 2022" (15 December 2022 – 6 January 2023): the one year it is said of
    holiday: str = ""  # "at Christmas", "the Christmas before that": that holiday of the year talked about (holiday_calendar.py)
    around: bool = False  # "around Halloween": the days either side of a holiday of one day too
    months: tuple[int, int] | None = None  # "from March to June": those months (first, last) of the year talked about
    beside: Beside | None = None  # "the six months before that": placed beside the time talked about (else as read, from now)

    @property
    def only_weekdays(self) -> bool:
        """Whether the range is said only by its days of the week ("on Fridays"), at any time."""
        return bool(self.weekdays) and not self.parts and self.start == EARLIEST and self.end == LATEST

    @property
    def relative(self) -> bool:
        """Whether the year talked about decides this range ("that year", "in March")."""
        relative = self.year_offset is not None or self.month is not None or self.season is not None
        return relative or bool(self.holiday) or self.months is not None

    def contains(self, moment: datetime) -> bool:
        if self.weekdays and moment.isoweekday() not in self.weekdays:
            return False
        if self.negated:
            return not replace(self, negated=False).contains(moment)
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        if self.parts:
            return any(part.contains(moment) for part in self.parts)
        return self.start <= moment < self.end

    def single_year(self) -> int | None:
        """The calendar year this range lies in, if it lies in one ("in 2019", "in March 2020")."""
        if self.parts or self.negated:
            return None
        if self.of_year is not None:
            return self.of_year
        last = self.end - timedelta(microseconds=1)
        return self.start.year if self.start.year == last.year else None

    def in_year(self, year: int) -> DateRange:
        """This range in the year talked about: "that year" after 2023 is 2023, "the year before" 2022."""
        year += self.year_offset or 0
        if self.holiday:
            placed = holiday_range(self.holiday, year, self.around)
        elif self.months is not None:  # "from November to February" of 2023: November 2022 to February 2023
            first, last = self.months
            placed = months_range(year - (1 if first > last else 0), first, last)
        elif self.season is not None:
            placed = season_range(year - (1 if self.season == 12 else 0), self.season)
        elif self.month is not None:
            placed = month_range(year, self.month)
        else:
            placed = year_range(year)
        placed = on_weekdays(placed, self.weekdays)
        return replace(placed, negated=True, label=f"not {placed.label}") if self.negated else placed  # "except in July"


def placed_together(dates: tuple[DateRange, ...], year: int | None) -> tuple[DateRange, ...]:
    """Dates compared in one sentence: "last year than the year before" is 2025 and 2024 — a relative one
    after a date of one year is of that year; one said first, of the year talked about (`year`) if any. A bare
    "that year" is always the year talked about: "more in 2025 than in that year" after 2022 sets 2025 against 2022,
    never 2025 against itself."""
    placed: list[DateRange] = []
    for date in dates:
        before = placed[-1].single_year() if placed else year
        if year is not None and date.year_offset == 0 and date.month is None and date.season is None:
            before = year
        placed.append(date.in_year(before) if date.relative and before is not None else date)
    opening = _season_opening(placed[0]) if placed else None
    if opening is None:
        return tuple(placed)
    # "more in autumn 2025 than in 2023": the season said with the first year is that of the bare years after it
    return (placed[0], *(_same_season(date, opening) for date in placed[1:]))


def _season_opening(date: DateRange) -> int | None:
    """The first month of the season this range is exactly (autumn 2025: 9), None for any other range."""
    plain = not date.parts and not date.negated and not date.weekdays and date.start.day == 1
    if plain and date.start.month in SEASON_NAMES and date.end == _add_months(date.start, 3):
        return date.start.month
    return None


def _same_season(date: DateRange, opening: int) -> DateRange:
    """A whole calendar year said bare ("than in 2023") as the season starting in `opening` of that year (winter 2023
    holds January 2023, as "winter 2023" does); any other range as it is."""
    whole_year = not date.parts and not date.negated and not date.weekdays and date.start == _utc(date.start.year)
    if not whole_year or date.end != _utc(date.start.year + 1):
        return date
    return season_range(date.start.year - (1 if opening == 12 else 0), opening)


def any_of(ranges: list[DateRange]) -> DateRange:
    """ "in 2019 or 2023": items of any of the ranges; "on Saturdays or Sundays": on any of those days."""
    if all(r.only_weekdays and not r.negated for r in ranges):
        return weekdays_range(tuple(sorted({day for r in ranges for day in r.weekdays})))
    parts = tuple(p for r in ranges for p in (r.parts or (r,)))
    label = "in " + " or ".join(p.label.removeprefix("in ") for p in parts)
    return DateRange(min(p.start for p in parts), max(p.end for p in parts), label, parts)


WEEKDAY_NAMES = {name.lower(): i + 1 for i, name in enumerate(calendar.day_name)}  # ISO: monday 1 … sunday 7
WEEKEND = (6, 7)
WORKING_DAYS = (1, 2, 3, 4, 5)
ALL_DAYS = (*WORKING_DAYS, *WEEKEND)


def weekdays_label(days: tuple[int, ...]) -> str:
    """ "on weekends", "on weekdays", "on Fridays", "on Saturdays or Mondays"."""
    if days == WEEKEND:
        return "on weekends"
    if days == WORKING_DAYS:
        return "on weekdays"
    names = [f"{calendar.day_name[day - 1]}s" for day in days]
    return "on " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1])


def weekdays_range(days: tuple[int, ...]) -> DateRange:
    """Any time, on these days of the week only ("on Fridays")."""
    return DateRange(EARLIEST, LATEST, weekdays_label(days), weekdays=days)


def on_weekdays(date: DateRange, days: tuple[int, ...]) -> DateRange:
    """ "in 2025 on weekends": the range, on these days of the week only (its own days given way to them)."""
    if not days:
        return date
    plain = date.label.removesuffix(f" {weekdays_label(date.weekdays)}") if date.weekdays else date.label
    return replace(date, weekdays=days, label=f"{plain} {weekdays_label(days)}")


def other_weekdays(date: DateRange) -> DateRange:
    """ "not on weekends": any time, on the other days of the week."""
    return weekdays_range(tuple(d for d in ALL_DAYS if d not in date.weekdays))


def fold_weekdays(dates: list[DateRange]) -> list[DateRange]:
    """ "in 2025 on weekends": one date, the year on weekends. One day-of-week filter said beside other dates holds for
    each of them ("more in 2024 or 2025 on weekends?"); one date said beside several day-of-week filters, for each of those
    ("more on weekends or weekdays in 2025?")."""
    days = [d for d in dates if d.only_weekdays]
    others = [d for d in dates if not d.only_weekdays]
    if not days or not others:
        return dates
    if len(days) == 1:
        return [on_weekdays(d, days[0].weekdays) for d in others]
    if len(others) == 1:
        return [on_weekdays(others[0], d.weekdays) for d in days]
    return dates


@dataclass(frozen=True)
class DateProblem:
    """A date that does not exist ("February 30th"): said plainly, never guessed."""

    message: str


def _utc(year: int, month: int = 1, day: int = 1) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def _add_months(moment: datetime, months: int) -> datetime:
    index = moment.year * 12 + (moment.month - 1) + months
    return _utc(index // 12, index % 12 + 1)


def year_range(year: int) -> DateRange:
    return DateRange(_utc(year), _utc(year + 1), f"in {year}")


def month_range(year: int, month: int) -> DateRange:
    start = _utc(year, month)
    return DateRange(start, _add_months(start, 1), f"in {calendar.month_name[month]} {year}")


def months_range(year: int, first: int, last: int) -> DateRange:
    """The months from `first` of `year` through `last` (of the next year when it comes earlier in the year)."""
    closing_year = year + (1 if last < first else 0)
    opening = calendar.month_name[first] + ("" if closing_year == year else f" {year}")
    label = f"from {opening} through {calendar.month_name[last]} {closing_year}"
    return DateRange(_utc(year, first), _add_months(_utc(closing_year, last), 1), label)


def holiday_range(key: str, year: int, around: bool = False) -> DateRange:
    """The days of a holiday in `year` (see holiday_calendar.py), said of that year though they may run into the next."""
    start, end = days_of(key, year, around)
    return DateRange(start, end, holiday_label(key, year, around), of_year=year)


def season_range(year: int, first_month: int, label: str | None = None) -> DateRange:
    """The season starting in `first_month` of `year` (winter 2025 = December 2025 to February 2026)."""
    start = _utc(year, first_month)
    last = _add_months(start, 2)
    months = f"{calendar.month_name[first_month]} {year}–{calendar.month_name[last.month]} {last.year}"
    name = label or f"in {SEASON_NAMES[first_month]} {year if first_month != 12 else f'{year}/{year + 1}'}"
    return DateRange(start, _add_months(start, 3), f"{name} ({months})")


def _count(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


_YEAR = r"(?:19|20)\d\d"
_MONTH = r"(?:" + "|".join(sorted(ALL_MONTHS, key=len, reverse=True)) + r")\.?"
_POINT = rf"(?:{_MONTH}\s+{_YEAR}|{_YEAR})"  # a month of a year, or a year
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_AMOUNT = r"(?P<n>\d+|a few|few|a|one|two|three|four|five|six|seven|eight|nine|ten)"
UNITS = {"yr": "year"}  # the short forms of a unit, as the long one
_UNIT = r"(?P<unit>year|yr|month|week|day)s?"  # "yr": a year, as texted

PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("between", re.compile(rf"\b(?:between|from)\s+(?P<a>{_POINT})\s+(?:and|to|until|till|through)\s+(?P<b>{_POINT})\b")),
    # "between May and August 2023", "from May to August", "May through August", "may-aug 2023": every month from one to the
    # other, both in (not the two months alone, as "May and August" is)
    (
        "months",
        re.compile(
            rf"\b(?:between\s+(?P<a>{_MONTH})(?:\s+(?:of\s+)?(?P<ya>{_YEAR}))?\s+and\s+"
            rf"|(?:from\s+)?(?P<a2>{_MONTH})(?:\s+(?:of\s+)?(?P<ya2>{_YEAR}))?\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b)\s*)"
            rf"(?P<b>{_MONTH})(?:,?\s+(?:of\s+)?(?P<yb>{_YEAR}))?\b"
        ),
    ),
    ("span", re.compile(rf"\b(?P<a>{_YEAR})\s*(?:-|–|to)\s*(?P<b>{_YEAR})\b")),
    ("day", re.compile(rf"\b(?:on\s+)?(?:the\s+)?(?P<m>{_MONTH})\s+{_DAY}(?:,)?(?:\s+(?P<y>{_YEAR}))?\b")),
    ("day_first", re.compile(rf"\b(?:on\s+)?(?:the\s+)?{_DAY}\s+(?:of\s+)?(?P<m>{_MONTH})(?:,)?(?:\s+(?P<y>{_YEAR}))?\b")),
    ("open", re.compile(rf"\b(?P<op>since|after|before|until|till|prior to)\s+(?P<a>{_POINT})\b")),
    (
        "open_end",
        re.compile(
            rf"\b(?:in\s+|from\s+)?(?P<a>{_POINT})\s+(?P<op>or later|and later|or after|onwards?|or earlier|and earlier|or before)\b"
        ),
    ),
    # "and from 2020 on?": since 2020 (not "from 2020 on weekends": the year, on weekends)
    ("open_end", re.compile(rf"\bfrom\s+(?P<a>{_POINT})\s+(?P<op>on)\b(?=\s*(?:[?.!,;]|$|(?:and|but|then|too)\b))")),
    ("recent", re.compile(rf"\b(?:in\s+|during\s+|over\s+|within\s+)?(?:the\s+)?(?:last|past)\s+{_AMOUNT}\s+{_UNIT}\b")),
    ("ago", re.compile(rf"\b{_AMOUNT}\s+{_UNIT}\s+ago\b")),
    # "the summer before last", "the year before last", "last winter but one": one further back than "last"
    (
        "before_last",
        re.compile(
            r"\b(?:in\s+|during\s+)?(?:the\s+)?(?P<s>spring|summer|autumn|fall|winter|year|month|week)\s+before\s+last\b"
            r"|\b(?:in\s+|during\s+)?(?:the\s+)?last\s+(?P<s2>spring|summer|autumn|fall|winter|year|month|week)\s+but\s+one\b"
        ),
    ),
    # "and the summer before", "the winter before that": the same season a year before the one talked about (a year said
    # with it names the year itself)
    (
        "season_before",
        re.compile(
            r"\b(?:in\s+|during\s+)?(?:the\s+)?(?P<s>spring|summer|autumn|fall|winter)\s+(?:before|earlier)(?:\s+that)?"
            rf"(?!\s+(?:last|{_POINT})\b)(?![^.!?]*\b{_YEAR}\b)\b"  # "the summer before that, back in 2025": that year's
        ),
    ),
    # "over the winter" with no year: the last one that has ended, as "last winter" ("over the winter of 2024": that one)
    (
        "season",
        re.compile(
            r"\b(?:in\s+|during\s+)?(?P<which>last|this|past|over\s+the)\s+(?P<s>spring|summer|autumn|fall|winter)\b"
            rf"(?!\s+(?:of\s+)?{_YEAR}\b)"
        ),
    ),
    ("season_year", re.compile(rf"\b(?:in\s+|during\s+)?(?:the\s+)?(?P<s>spring|summer|autumn|fall|winter)\s+(?:of\s+)?(?P<y>{_YEAR})\b")),
    # "that year", "the same year", "the year before", "the previous year": of the year talked about
    ("that_year", re.compile(r"\b(?:in\s+|during\s+|from\s+|of\s+)?(?:that|the\s+same|same)\s+(?:year|yr)\b")),  # "that yr", texted
    (
        "year_before",
        re.compile(
            r"\b(?:in\s+|during\s+|from\s+|of\s+)?(?:the\s+|a\s+)?(?:(?:previous|prior|preceding)\s+year"
            rf"|year\s+(?:before|earlier)(?:\s+that)?(?!\s+{_YEAR}))\b"
        ),
    ),
    # "the year after", "the next year", "the following year", "a year later": the year after the one talked about
    (
        "year_after",
        re.compile(
            r"\b(?:in\s+|during\s+|from\s+|of\s+)?(?:the\s+(?:next|following|subsequent)\s+year"
            rf"|(?:the\s+|a\s+)?year\s+(?:after|later)(?:\s+that)?(?!\s+(?:year|{_YEAR})))\b"
        ),
    ),
    (
        "relative",
        re.compile(
            r"\b(?:in\s+|during\s+)?(?P<which>last|this|past|previous)\s+(?P<unit>year|yr|month|week)"
            # "this years ones", "last years hikes": the possessive with its apostrophe left out (not "the last years")
            r"(?:s(?<!\bthe last years)(?<!\bthe past years)(?<!\bthe last months)(?<!\bthe past months)(?=\s+(?:ones?|[a-z]+s)\b))?\b"
        ),
    ),
    ("named_day", re.compile(r"\b(?P<which>yesterday|today)\b")),
    ("decade", re.compile(r"\b(?:in\s+|during\s+)?(?:the\s+)?(?P<d>(?:19|20)\d0)'?s\b")),
    ("month_year", re.compile(rf"\b(?:in\s+|during\s+)?(?P<m>{_MONTH})\s+(?:of\s+)?(?P<y>{_YEAR})\b")),
    ("year", re.compile(rf"\b(?:in\s+|during\s+|from\s+|of\s+)?(?P<y>{_YEAR})\b")),
    # "this march", "last march", "than the last march", "this past october": one month of one year (not "this may be")
    (
        "month_dated",
        re.compile(
            r"\b(?:in\s+|during\s+)?(?:the\s+)?(?P<which>this\s+past|this|last|past)\s+(?P<m>"
            + "|".join(sorted(MONTHS, key=len, reverse=True))
            + rf")\b(?<!\bthis may)(?!\s+(?:of\s+)?{_YEAR}\b)"
        ),
    ),
    ("month", re.compile(r"\b(?:in|during)\s+(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b")),
    # "and june", "what about july?": a month alone after a follow-on's opening, the whole message (as "and in june")
    (
        "month_said_next",
        re.compile(
            r"^\W*(?:(?:ok|okay|so),?\s+)?(?:and|or|then|what about|how about)\s+(?:for\s+)?(?P<m>"
            + "|".join(sorted(MONTHS, key=len, reverse=True))
            + r")\s*[?.!]*$"
        ),
    ),
    # "show me only the March ones": a month said of the ones talked about (only the month is claimed)
    # "those October trips", "my March runs": a month said as an adjective of the things (not "may": "those may seem")
    (
        "month_of_ones",
        re.compile(
            r"(?:(?<=\bthe )|(?<=\bthose )|(?<=\bthese )|(?<=\bmy )|(?<=\bour ))(?P<m>"
            + "|".join(sorted(MONTHS, key=len, reverse=True))
            + r")(?= ones?\b|(?<!may) (?!ones?\b)[a-z]+s\b)"
        ),
    ),
]


_DAY_NAME = "(?:" + "|".join(WEEKDAY_NAMES) + ")"
_DAY_WORD = rf"(?:{_DAY_NAME}|weekend|week-?day)"
# Days of the week said of every such day: "on Fridays", "at weekends", "on a Sunday", "every weekend", "at the weekend",
# "during the week", "my sunday walks", "weekday lunches". A single day said bare ("on Friday") or of one week ("last
# Friday", "this weekend", "a long weekend") is a day of its own, never read as every such day.
_WEEKDAYS = re.compile(
    rf"\b(?:(?:on|at|over|during|in)\s+)?(?:the\s+)?(?P<plural>{_DAY_WORD})s\b"
    rf"|\b(?:on|at|over|during|in)\s+(?:a|any)\s+(?P<one>{_DAY_WORD})\b"
    rf"|\b(?:every|each)\s+(?P<every>{_DAY_WORD})\b"
    r"|\bat\s+the\s+(?P<the>weekend)\b"
    r"|\bduring\s+the\s+(?P<week>week)\b(?!\s*(?:of|before|after|ending|starting|beginning|\d))"
    r"|(?<!\bthis )(?<!\blast )(?<!\bnext )(?<!\bthat )(?<!\bcoming )(?<!\bpast )(?<!\ba )(?<!\blong )(?<!\bone )"
    rf"\b(?P<kind>{_DAY_WORD})(?=\s+(?!(?:this|plus|plans|does|goes|always|was|has|is)\b)[a-z]{{3,}}s\b)"  # "weekend hikes"
)


# One day or weekend of the past said bare: "on Friday", "last Friday", "this past Saturday", "on the weekend", "over the
# weekend", "last weekend" (not "on Fridays", "on a Friday", "at the weekend": every such day; not "next Friday")
_ONE_DAY = re.compile(
    rf"(?<!\bthe )\b(?:(?P<last>last|this\s+past|past)\s+|(?:on|over|during)\s+(?:the\s+)?(?:(?P<on_last>last|past)\s+)?)"
    rf"(?P<day>{_DAY_NAME}|weekend)\b(?![-'’]?s\b)"
    rf"(?!,?\s+(?:the\s+)?\d)(?!,?\s+(?:of\s+)?{words_pattern(ALL_MONTHS)}\b)"  # "on Friday 13 March 2025": the date said
)
# the tense of the sentence a bare day is said in: "We had a party on Friday", "which hikes did I do on the weekend?" (past);
# "we fly on Friday", "what are we doing on the weekend?" (not: a plan, which dates nothing)
_PAST = re.compile(
    r"\b(?:did|didn't|didnt|had|hadn't|was|wasn't|wasnt|were|weren't|went|ate|drank|drunk|got|took|saw|ran|made|came|met|spent"
    r"|bought|brought|caught|thought|gave|threw|rode|swam|flew|sat|slept|left|(?!(?:speed|indeed|need|seed|feed|breed|proceed|succeed|exceed)\b)[a-z]{3,}ed)\b"
)
_FUTURE = re.compile(
    r"\b(?:will|won't|shall|'ll|’ll|going to|gonna|next|coming|tomorrow|plan|plans|planning)\b|\b(?:am|is|are|'m|'re|’m|’re)\s+\w+ing\b"
)


def _sentence_around(text: str, at: int) -> str:
    start = max(text.rfind(stop, 0, at) for stop in ".!?;") + 1
    ends = [e for e in (text.find(stop, at) for stop in ".!?;") if e >= 0]
    return text[start : min(ends) if ends else len(text)]


def _said_in_the_past(text: str, at: int) -> bool:
    sentence = _sentence_around(text, at)
    return _PAST.search(sentence) is not None and _FUTURE.search(sentence) is None


def _one_day_before(said: re.Match[str], now: datetime) -> DateRange:
    """The most recent such day before today ("on Friday" on Sunday 29 November 2026: Friday 27); of a weekend, the latest
    begun before today ("last weekend": the latest ended before today), Saturday and Sunday."""
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    word = said["day"]
    quoted = "“" + " ".join(w.capitalize() if w in WEEKDAY_NAMES else w for w in said[0].split()) + "”"
    if word != "weekend":
        day = today - timedelta(days=(today.isoweekday() - WEEKDAY_NAMES[word]) % 7 or 7)
        named = f"{calendar.day_name[day.weekday()]}, {day.day} {calendar.month_name[day.month]} {day.year}"
        return DateRange(day, day + timedelta(days=1), f"on {named}", assumed=f"{quoted} as {named}")
    saturday = today - timedelta(days=(today.isoweekday() - WEEKEND[0]) % 7 or 7)
    if (said["last"] or said["on_last"]) and saturday + timedelta(days=2) > today:  # "last weekend" said on a Sunday: the one before
        saturday -= timedelta(weeks=1)
    sunday = saturday + timedelta(days=1)
    month = "" if saturday.month == sunday.month else f" {calendar.month_name[saturday.month]}"
    named = f"the weekend of {saturday.day}{month}–{sunday.day} {calendar.month_name[sunday.month]} {sunday.year}"
    return DateRange(saturday, saturday + timedelta(days=2), f"on {named}", assumed=f"{quoted} as {named}")


def _weekdays_said(word: str) -> tuple[int, ...]:
    word = word.replace("-", "")
    if word == "weekend":
        return WEEKEND
    if word in ("weekday", "week"):
        return WORKING_DAYS
    return (WEEKDAY_NAMES[word],)


BARE_SEASON = re.compile(r"\b(?:in\s+|during\s+)?(?:the\s+)?(?P<s>spring|summer|autumn|fall|winter)\b")


def _point(text: str) -> DateRange:
    parts = text.replace(".", "").split()
    if len(parts) == 2:
        return month_range(int(parts[1]), ALL_MONTHS[parts[0]])
    return year_range(int(parts[0]))


def _interpret(kind: str, m: re.Match[str], now: datetime) -> DateRange | DateProblem:
    if kind == "between" or kind == "span":
        opening, closing = _point(m["a"]), _point(m["b"])
        if closing.end <= opening.start:
            return DateProblem(f"“{m.group().strip()}” ends before it starts")
        return DateRange(
            opening.start,
            closing.end,
            f"between {m['a'].title() if not m['a'].isdigit() else m['a']} and {m['b'].title() if not m['b'].isdigit() else m['b']}",
        )
    if kind == "months":
        return _months_said(m, now)
    if kind in ("day", "day_first"):
        month = ALL_MONTHS[m["m"].rstrip(".")]
        year = int(m["y"]) if m["y"] else now.year
        day_number = int(m["day"])
        if not 1 <= day_number <= calendar.monthrange(year, month)[1]:
            return DateProblem(f"{calendar.month_name[month]} {day_number}{' ' + str(year) if m['y'] else ''} is not a date")
        start = _utc(year, month, day_number)
        if not m["y"] and start > now:  # "on March 3rd" means the last one
            start = _utc(year - 1, month, day_number)
        return DateRange(start, start + timedelta(days=1), f"on {calendar.month_name[month]} {day_number}, {start.year}")
    if kind == "open_end":
        point = _point(m["a"])
        shown = m["a"].title() if not m["a"].isdigit() else m["a"]
        if m["op"] in ("or earlier", "and earlier", "or before"):
            return DateRange(EARLIEST, point.end, f"until {shown}")
        return DateRange(point.start, now, f"since {shown}")
    if kind == "open":
        point = _point(m["a"])
        shown = m["a"].title() if not m["a"].isdigit() else m["a"]
        if m["op"] == "since":
            return DateRange(point.start, now, f"since {shown}")
        if m["op"] == "after":
            return DateRange(point.end, now, f"after {shown}")
        if m["op"] in ("until", "till"):
            return DateRange(EARLIEST, point.end, f"until {shown}")
        return DateRange(EARLIEST, point.start, f"before {shown}")
    if kind in ("recent", "ago"):
        amount, unit = _count(m["n"]), UNITS.get(m["unit"], m["unit"])
        if unit == "year":
            start = now.replace(year=now.year - amount) if not (now.month == 2 and now.day == 29) else now - timedelta(days=365 * amount)
        elif unit == "month":
            start = _add_months(now, -amount).replace(day=min(now.day, 28), hour=now.hour, minute=now.minute)
        else:
            start = now - timedelta(days=amount * (7 if unit == "week" else 1))
        plural = "s" if amount != 1 else ""
        if kind == "recent":
            return DateRange(start, now, f"in the last {amount} {unit}{plural}")
        if unit == "year":  # "two years ago" in 2026: the calendar year 2024, as "the year before last"
            chosen = year_range(now.year - amount)
            return DateRange(chosen.start, chosen.end, f"{amount} year{plural} ago ({now.year - amount})")
        day = start.replace(hour=0, minute=0, second=0, microsecond=0)
        width = {"year": 365, "month": 31, "week": 7, "day": 1}[unit]
        return DateRange(day - timedelta(days=width // 2), day + timedelta(days=width - width // 2), f"about {amount} {unit}{plural} ago")
    if kind == "season":
        opening_month = SEASONS[m["s"]]
        year = now.year if opening_month != 12 else now.year - (1 if now.month < 12 else 0)
        label = f"{m['which']} {m['s']}"
        if m["which"] != "this" and re.search(rf"\bthis\s+{m['s']}\b", m.string):  # "this summer or last summer": the one before
            return season_range(year - 1, opening_month, label)
        if m["which"] == "this" or season_range(year, opening_month).end <= now:
            placed = season_range(year, opening_month, label)
        else:
            placed = season_range(year - 1, opening_month, label)  # the most recent one that has ended
        # "over the summer": the last one, or that of the year talked about ("lunches in summer 2025", then "… over the summer")
        return replace(placed, season=opening_month) if m["which"].startswith("over") else placed
    if kind == "before_last":
        return _before_last(m["s"] or m["s2"], now)
    if kind == "season_before":  # a year before the season talked about; the one before last until the conversation gives one
        return replace(_before_last(m["s"], now), year_offset=-1, season=SEASONS[m["s"]])
    if kind == "season_year":
        opening_month = SEASONS[m["s"]]
        return season_range(int(m["y"]) - (1 if opening_month == 12 else 0), opening_month)  # winter 2024 = the one holding January 2024
    if kind == "relative":
        which, unit = m["which"], UNITS.get(m["unit"], m["unit"])
        back = 0 if which == "this" else 1
        if unit == "year":
            chosen = year_range(now.year - back)
            return DateRange(chosen.start, chosen.end, f"{'this' if not back else 'last'} year ({now.year - back})")
        if unit == "month":
            start = _add_months(_utc(now.year, now.month), -back)
            return DateRange(
                start, _add_months(start, 1), f"{'this' if not back else 'last'} month ({calendar.month_name[start.month]} {start.year})"
            )
        monday = (now - timedelta(days=now.weekday())).replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(weeks=back)
        return DateRange(monday, monday + timedelta(weeks=1), f"{'this' if not back else 'last'} week")
    if kind == "named_day":
        today = now.replace(hour=0, minute=0, second=0, microsecond=0)
        start = today - timedelta(days=1 if m["which"] == "yesterday" else 0)
        return DateRange(start, start + timedelta(days=1), m["which"])
    if kind == "decade":
        decade = int(m["d"])
        return DateRange(_utc(decade), _utc(decade + 10), f"in the {decade}s")
    if kind == "month_year":
        return month_range(int(m["y"]), ALL_MONTHS[m["m"].rstrip(".")])
    if kind == "year":
        return year_range(int(m["y"]))
    if kind == "that_year":  # of the year talked about; this year until the conversation gives one
        return DateRange(_utc(now.year), _utc(now.year + 1), "that year", year_offset=0)
    if kind == "year_before":  # the year before the one talked about; last year until the conversation gives one
        return replace(year_range(now.year - 1), year_offset=-1)
    if kind == "year_after":  # the year after the one talked about; this year until the conversation gives one
        return replace(year_range(now.year), label="the year after", year_offset=1)
    month = MONTHS[m["m"]]
    if kind == "month_dated":
        return _dated_month(month, m, now)
    if kind == "month_of_ones":  # "only the March ones": of the year talked about, else of every year (never only the last)
        return replace(every_year_month(month, now), month=month)
    return _bare_month(month, now)


def _months_said(m: re.Match[str], now: datetime) -> DateRange | DateProblem:
    """ "between May and August 2023": May to August 2023; "from November 2022 to February": to February 2023; said with
    no year, the latest such months begun, or those of the year talked about."""
    first, last = ALL_MONTHS[(m["a"] or m["a2"]).rstrip(".")], ALL_MONTHS[m["b"].rstrip(".")]
    opening_year = m["ya"] or m["ya2"]
    if m["yb"]:
        year = int(opening_year) if opening_year else int(m["yb"]) - (1 if first > last else 0)
        said = months_range(year, first, last)
        if said.end != _add_months(_utc(int(m["yb"]), last), 1):
            return DateProblem(f"“{m.group().strip()}” ends before it starts")
        return said
    if opening_year:
        return months_range(int(opening_year), first, last)
    year = now.year if first <= now.month else now.year - 1
    return replace(months_range(year, first, last), months=(first, last))


def _bare_month(month: int, now: datetime) -> DateRange:
    """ "in March": the most recent March that has begun, or March of the year talked about."""
    year = now.year if month <= now.month else now.year - 1
    return replace(month_range(year, month), month=month)


def _dated_month(month: int, m: re.Match[str], now: datetime) -> DateRange:
    """ "this march": the March of this year (the last one if it has not begun); "last march", "this past march": the most
    recent one that has ended, or the one before "this march" said beside it ("this march … than the last march")."""
    year = now.year if month <= now.month else now.year - 1
    if m["which"] == "this":
        return month_range(year, month)
    if month_range(year, month).end > now or re.search(rf"\bthis\s+{m['m']}\b", m.string):
        year -= 1
    return month_range(year, month)


def _before_last(unit: str, now: datetime) -> DateRange:
    """ "the summer before last": the one before the most recent that has ended; "the year before last": two back."""
    if unit in SEASONS:
        opening_month = SEASONS[unit]
        year = now.year if opening_month != 12 else now.year - (1 if now.month < 12 else 0)
        if season_range(year, opening_month).end > now:  # "last" is the most recent one that has ended
            year -= 1
        return season_range(year - 1, opening_month, f"the {unit} before last")
    if unit == "year":
        chosen = year_range(now.year - 2)
        return DateRange(chosen.start, chosen.end, f"the year before last ({now.year - 2})")
    if unit == "month":
        start = _add_months(_utc(now.year, now.month), -2)
        return DateRange(start, _add_months(start, 1), f"the month before last ({calendar.month_name[start.month]} {start.year})")
    monday = (now - timedelta(days=now.weekday())).replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(weeks=2)
    return DateRange(monday, monday + timedelta(weeks=1), "the week before last")


def _whole_year(date: DateRange) -> bool:
    """ "in 2023", "that year": a calendar year, which a season said beside it narrows."""
    if date.parts or date.month is not None or date.season is not None:
        return False
    return date.year_offset is not None or (date.start == _utc(date.start.year) and date.end == _utc(date.start.year + 1))


# "this year than last", "this month than last": "last" said alone, of the unit just said with "this"
_THAN_LAST = re.compile(
    r"\bthan\s+(?:the\s+)?(?P<last>last)\b(?!\s+(?:spring|summer|autumn|fall|winter|years?|yrs?|months?|weeks?|time|one|visit|trip)\b)"
)
_THIS_UNIT = re.compile(r"\bthis\s+(?P<unit>year|yr|month|week)\b")
_LAST_UNIT = re.compile(r"(?P<which>last)\s+(?P<unit>year|yr|month|week)")


def recognize_dates(utterance: Utterance, now: datetime) -> list[DateRange | DateProblem]:
    """Claim every date expression (kind "date") and return what each means."""
    found: list[tuple[int, DateRange | DateProblem]] = []
    for kind, pattern in PATTERNS:
        for match in utterance.matches(pattern):
            meaning = _interpret(kind, match, now)
            utterance.claim(match.start(), match.end(), "date", meaning)
            found.append((match.start(), meaning))
    for said in _MONTH_PAIR.finditer(utterance.text):  # "more often, March or April?": two months set side by side
        if said["y"]:  # "in june vs july 2025": the june read as the latest one is of 2025 too
            for span in [s for s in utterance.spans if s.kind == "date" and s.start <= said.start("a") < s.end]:
                if isinstance(span.value, DateRange) and span.value.month == MONTHS[said["a"]] and span.end == said.end("a"):
                    one = month_range(int(said["y"]), MONTHS[said["a"]])
                    found = [(at, one if d is span.value else d) for at, d in found]
                    utterance.spans.remove(span)
                    utterance.claim(span.start, span.end, "date", one)
        for group in ("a", "b"):
            if utterance.is_free(*said.span(group)):
                month = MONTHS[said[group]]  # "june or july 2025": both of the year said after them
                meaning = month_range(int(said["y"]), month) if said["y"] else _bare_month(month, now)
                utterance.claim(*said.span(group), "date", meaning)
                found.append((said.start(group), meaning))
        for which in utterance.matches(_WHICH_MONTH):  # "in which month …, March or April?": the two months are its options
            utterance.claim(which.start(), which.end(), "contrast", which[0])
    for said in _THAN_LAST.finditer(utterance.text):  # "more km this yr than last": the last of what "this" said
        this = [m for m in _THIS_UNIT.finditer(utterance.text, 0, said.start()) if not utterance.is_free(*m.span())]
        if this and utterance.is_free(said.start("last"), said.end("last")):
            meaning = _interpret("relative", _LAST_UNIT.fullmatch(f"last {this[-1]['unit']}"), now)  # type: ignore[arg-type]
            utterance.claim(said.start("last"), said.end("last"), "date", meaning)
            found.append((said.start("last"), meaning))
    for said in utterance.matches(_ONE_DAY):  # "We had a party on Friday.", "last weekend": the latest such day before now
        if said["last"] or said["on_last"] or _said_in_the_past(utterance.text, said.start()):
            meaning = _one_day_before(said, now)
            utterance.claim(said.start(), said.end(), "date", meaning)
            found.append((said.start(), meaning))
    for said in utterance.matches(_WEEKDAYS):  # "on weekends", "on a Friday": every such day
        meaning = weekdays_range(_weekdays_said(next(w for w in said.groups() if w)))
        utterance.claim(said.start(), said.end(), "date", meaning)
        found.append((said.start(), meaning))
    for said in _MONTH_LEFT_OUT.finditer(utterance.text):  # "runs in 2024 except july": the month left out, of the year asked about
        if utterance.is_free(*said.span("m")):
            meaning = _bare_month(ALL_MONTHS[said["m"]], now)
            utterance.claim(*said.span("m"), "date", meaning)
            found.append((said.start("m"), meaning))
    found = [(at, d) for at, d in found if not _year_said_again(utterance.text, at, d, found)]
    found = _months_of_years(utterance, found)
    found = _months_of_every_year(utterance, found, now)
    years = [i for i, (_, d) in enumerate(found) if isinstance(d, DateRange) and _whole_year(d)]
    seasons = list(utterance.matches(BARE_SEASON))
    left_out = [s for s in seasons if _LEFT_OUT.search(utterance.text, 0, s.start()) is not None]
    if len(years) == 1 and left_out and len({SEASONS[s["s"]] for s in seasons}) == 1:
        # "runs in 2024 excluding the summer": the summer of that year, a time of its own beside the year (cut from it later)
        whole = found[years[0]][1]
        assert isinstance(whole, DateRange)
        first_month = SEASONS[left_out[-1]["s"]]
        part = season_range(whole.start.year - (1 if first_month == 12 else 0), first_month)
        for spoken in seasons:
            utterance.claim(spoken.start(), spoken.end(), "date", part)
        found.append((seasons[0].start(), part))
    elif len(years) == 1 and len({SEASONS[s["s"]] for s in seasons}) == 1:  # "autumn hikes in 2023", "the autumn ones from that year"
        at, year = found[years[0]]
        assert isinstance(year, DateRange)
        first_month = SEASONS[seasons[-1]["s"]]
        narrowed = replace(season_range(year.start.year - (1 if first_month == 12 else 0), first_month), year_offset=year.year_offset)
        if year.year_offset is not None:
            narrowed = replace(narrowed, season=first_month)
        for season in seasons:
            utterance.claim(season.start(), season.end(), "date", narrowed)
        found[years[0]] = (at, narrowed)
    found = _months_of_the_year_said(utterance, found)
    return [meaning for _, meaning in sorted(found, key=lambda pair: pair[0])]


def _months_of_the_year_said(
    utterance: Utterance, found: list[tuple[int, DateRange | DateProblem]]
) -> list[tuple[int, DateRange | DateProblem]]:
    """ "in 2023 between May and August": months said with no year beside one year, and no other date, are of that year."""
    dates = [(at, d) for at, d in found if isinstance(d, DateRange)]
    if len(dates) != 2 or len(found) != 2:
        return found
    spans = [d for _, d in dates if d.months is not None and d.year_offset is None]
    years = [d for _, d in dates if not d.relative and _whole_year(d)]
    if len(spans) != 1 or len(years) != 1:
        return found
    placed = spans[0].in_year(years[0].start.year)
    for span in [s for s in utterance.spans if s.kind == "date" and (s.value is spans[0] or s.value is years[0])]:
        utterance.spans.remove(span)  # one date: the year said is the months' (still understood, no date of its own)
        utterance.claim(span.start, span.end, "date" if span.value is spans[0] else "year of the months", placed)
    return [(min(at for at, _ in dates), placed)]


# "March or April", "june vs july 2025", "may and june": two months named side by side, each a month without "in" before it
_MONTH_NAME = "(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + ")"
_MONTH_PAIR = re.compile(
    rf"\b(?P<a>{_MONTH_NAME})\s*,?\s+(?:or|vs\.?|versus|and|compared (?:to|with))\s+(?:(?:in|during)\s+)?(?P<b>{_MONTH_NAME})\b(?:\s+(?:of\s+)?(?P<y>{_YEAR})\b)?"
)

# "except July", "but not the summer", "excluding August": a month or a season left out, said right after the cue (a month
# then needs no "in": "except may" is the month)
_LEFT_OUT = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|exclude|not|apart\s+from|aside\s+from|other\s+than|without|besides|minus|not\s+count(?:ing)?|"
    r"leaving\s+out)\s+(?:(?:in|during)\s+)?(?:the\s+)?$"
)
_MONTH_LEFT_OUT = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|exclude|not|apart\s+from|aside\s+from|other\s+than|without|besides|minus|not\s+count(?:ing)?|"
    rf"leaving\s+out)\s+(?:(?:in|during)\s+)?(?:the\s+)?(?P<m>{_MONTH_NAME})\b"
)

_WHICH_MONTH = re.compile(r"\b(?:in\s+|during\s+)?(?:which|what)\s+(?:one\s+of\s+the\s+)?months?\b")

# "in September of last year", "september last year", "in March of that year": a month named just before a year
_MONTH_BEFORE = re.compile(
    r"(?:\b(?:in|during)\s+)?\b(?P<m>" + "|".join(sorted(ALL_MONTHS, key=len, reverse=True)) + r")\.?,?\s+(?:of\s+)?$"
)


def _months_of_years(utterance: Utterance, found: list[tuple[int, DateRange | DateProblem]]) -> list[tuple[int, DateRange | DateProblem]]:
    """A month said right before a whole year is that month of that year, one date: "what did I do in September of
    last year" is September 2025, not the year 2025 beside the last September."""
    merged = list(found)
    for at, date in found:
        if not isinstance(date, DateRange) or not _whole_year(date):
            continue
        year_span = next((s for s in utterance.spans if s.kind == "date" and s.value is date and s.start == at), None)
        if year_span is None:
            continue
        said = _MONTH_BEFORE.search(utterance.text, 0, year_span.start)
        if said is None:
            continue
        month = ALL_MONTHS[said["m"]]
        inside = [s for s in utterance.spans if s.start < year_span.start and s.end > said.start() and s is not year_span]
        if any(s.kind != "date" or not isinstance(s.value, DateRange) or s.value.month is None for s in inside):
            continue  # a word between claimed as something else: not one date
        one = month_range(date.start.year, month)
        if date.year_offset is not None:
            one = replace(one, year_offset=date.year_offset, month=month)
        for span in (*inside, year_span):
            utterance.spans.remove(span)
        utterance.claim(said.start(), year_span.end, "date", one)
        dropped = {id(s.value) for s in inside}
        merged = [(a, one if d is date else d) for a, d in merged if id(d) not in dropped]
        merged = [(said.start() if d is one else a, d) for a, d in merged]
    return merged


# "over all the years", "in all years", "every year", "ever": a bare month said with it is that month in every year
_EVERY_YEAR = re.compile(
    r"\b(?:(?:over|in|across|during|through(?:out)?|for|of)\s+)?(?:all\s+(?:of\s+)?(?:the\s+|my\s+)?(?:years|yrs)|the\s+years"
    r"|(?:every|any|each)\s+(?:year|yr))\b|\bever\b"
)
FIRST_YEAR = 1950  # the earliest year a month "in every year" reaches back to


def every_year_month(month: int, now: datetime) -> DateRange:
    """A month in every year up to this one ("in March, over all the years"): any of those months."""
    return month_in_years(month, tuple(range(FIRST_YEAR, now.year + 1)))


def month_in_years(month: int, years: tuple[int, ...]) -> DateRange:
    parts = tuple(month_range(year, month) for year in years)
    return DateRange(parts[0].start, parts[-1].end, f"in {calendar.month_name[month]} (every year)", parts)


def years_of_every_year(date: DateRange | None) -> tuple[int, ...] | None:
    """The years of a month "in every year" (see `every_year_month`), so that "and in March?" after the ski
    days in January over all the years is March in those years too; None for any other range."""
    if date is None or len(date.parts) < 2 or date.negated:
        return None
    months = {(p.start.month, p.start.day, p.end - p.start < timedelta(days=32)) for p in date.parts}
    if len(months) != 1 or not next(iter(months))[2] or next(iter(months))[1] != 1:
        return None
    return tuple(p.start.year for p in date.parts)


def _months_of_every_year(
    utterance: Utterance, found: list[tuple[int, DateRange | DateProblem]], now: datetime
) -> list[tuple[int, DateRange | DateProblem]]:
    """ "over all the years, I was skiing more in March than in January, right?": bare months said with "all the
    years", "every year" or "ever" are those months in every year, never only this year's (which may hold none).
    Only when every date said is a bare month: "in March 2024" or "last year" beside it names the year."""
    months = [d for _, d in found if isinstance(d, DateRange)]
    if not months or any(d.month is None or d.year_offset is not None or d.parts for d in months):
        return found
    said = next(utterance.matches(_EVERY_YEAR), None)
    if said is None:
        return found
    utterance.claim(said.start(), said.end(), "every year", said[0])
    every = {id(d): every_year_month(d.month, now) for d in months if d.month is not None}
    utterance.spans[:] = [replace(s, value=every[id(s.value)]) if s.kind == "date" and id(s.value) in every else s for s in utterance.spans]
    return [(at, every.get(id(d), d)) for at, d in found]


_SENTENCE_ENDS = re.compile(r"[.!?]+\s+\w")


def _year_said_again(text: str, at: int, date: DateRange | DateProblem, found: list[tuple[int, DateRange | DateProblem]]) -> bool:
    """ "everything I drank in the summer of 2025 — we had such a great trip that year. Can you list it all?":
    "that year" in a sentence told before the question, after a date of one year, is that date's year
    said again, no date of its own (in the question itself it is still asked about)."""
    if not isinstance(date, DateRange) or date.year_offset != 0 or date.month is not None or date.season is not None:
        return False
    earlier = [d for b, d in found if b < at and isinstance(d, DateRange) and not d.relative and d.single_year() is not None]
    return bool(earlier) and _SENTENCE_ENDS.search(text, at) is not None
