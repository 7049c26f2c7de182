"""The holidays people date things by, and the days each covers in a year (pure).

A holiday said as a time ("around Christmas 2022", "at Easter", "on Halloween") is a span of days, never a guess left
unsaid: the reply states the days taken. Christmas is the Christmas holidays, 15 December to 6 January (Epiphany);
Easter the week before and after Easter Sunday; New Year the days either side of 1 January; Thanksgiving (the United
States') its Thursday to the Sunday after; a holiday of one day (Halloween, New Year's Eve) that day, and three days
either side of it when said "around" it.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

AROUND_ONE_DAY = 3  # "around Halloween": the days either side of a holiday of one day


def _on(month: int, day: int) -> Callable[[int], datetime]:
    return lambda year: datetime(year, month, day, tzinfo=UTC)


def easter_sunday(year: int) -> datetime:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    el = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * el) // 451
    month, day = divmod(h + el - 7 * m + 114, 31)
    return datetime(year, month, day + 1, tzinfo=UTC)


def thanksgiving_day(year: int) -> datetime:
    """The United States' Thanksgiving: the fourth Thursday of November."""
    first = datetime(year, 11, 1, tzinfo=UTC)
    return first + timedelta(days=(calendar.THURSDAY - first.weekday()) % 7 + 21)


@dataclass(frozen=True)
class Holiday:
    name: str  # as the reply says it: "Christmas"
    day: Callable[[int], datetime]  # the holiday's own day in a year
    before: int = 0  # the days it covers before its day
    after: int = 0  # and after it

    @property
    def one_day(self) -> bool:
        return self.before == 0 and self.after == 0


HOLIDAYS: dict[str, Holiday] = {
    "christmas": Holiday("Christmas", _on(12, 25), before=10, after=12),
    "christmas eve": Holiday("Christmas Eve", _on(12, 24)),
    "christmas day": Holiday("Christmas Day", _on(12, 25)),
    "boxing day": Holiday("Boxing Day", _on(12, 26)),
    "new year's eve": Holiday("New Year's Eve", _on(12, 31)),
    "new year's day": Holiday("New Year's Day", _on(1, 1)),
    "new year": Holiday("New Year", _on(1, 1), before=3, after=2),
    "easter": Holiday("Easter", easter_sunday, before=7, after=7),
    "thanksgiving": Holiday("Thanksgiving", thanksgiving_day, after=3),
    "halloween": Holiday("Halloween", _on(10, 31)),
    "valentine's day": Holiday("Valentine's Day", _on(2, 14)),
}

# the ways each is written, as the normalized utterance has them (lower case, straight quotes)
SPELLINGS: dict[str, str] = {
    "christmas": "christmas",
    "xmas": "christmas",
    "x-mas": "christmas",
    "christmastime": "christmas",
    "christmas time": "christmas",
    "christmas holidays": "christmas",
    "christmas holiday": "christmas",
    "christmas break": "christmas",
    "christmas period": "christmas",
    "christmas season": "christmas",
    "christmas eve": "christmas eve",
    "xmas eve": "christmas eve",
    "christmas day": "christmas day",
    "xmas day": "christmas day",
    "boxing day": "boxing day",
    "new year's eve": "new year's eve",
    "new years eve": "new year's eve",
    "new year eve": "new year's eve",
    "nye": "new year's eve",
    "new year's day": "new year's day",
    "new years day": "new year's day",
    "new year day": "new year's day",
    "new year's": "new year",
    "new years": "new year",
    "new year": "new year",
    "the new year": "new year",
    "easter": "easter",
    "easter weekend": "easter",
    "easter holidays": "easter",
    "easter holiday": "easter",
    "easter break": "easter",
    "thanksgiving": "thanksgiving",
    "thanksgiving weekend": "thanksgiving",
    "halloween": "halloween",
    "hallowe'en": "halloween",
    "valentine's day": "valentine's day",
    "valentines day": "valentine's day",
    "valentine's": "valentine's day",
    "valentines": "valentine's day",
}


def days_of(key: str, year: int, around: bool = False) -> tuple[datetime, datetime]:
    """The days the holiday covers in `year`, [first, end): the end exclusive. `around` widens a holiday of one day."""
    holiday = HOLIDAYS[key]
    day = holiday.day(year)
    before, after = (AROUND_ONE_DAY, AROUND_ONE_DAY) if around and holiday.one_day else (holiday.before, holiday.after)
    return day - timedelta(days=before), day + timedelta(days=after + 1)


def _day(moment: datetime, year_too: bool) -> str:
    return f"{moment.day} {calendar.month_name[moment.month]}" + (f" {moment.year}" if year_too else "")


def holiday_label(key: str, year: int, around: bool = False) -> str:
    """ "around Christmas 2022 (15 December 2022 – 6 January 2023)", "on Halloween 2023 (31 October 2023)": the
    holiday and the days taken for it."""
    first, end = days_of(key, year, around)
    last = end - timedelta(days=1)
    name = HOLIDAYS[key].name
    if first == last:
        return f"on {name} {year} ({_day(first, True)})"
    days = f"{_day(first, first.year != last.year)} – {_day(last, True)}"
    return f"around {name} {year} ({days})"


def holiday_year(key: str, start: datetime, around: bool = False) -> int | None:
    """The year of the holiday whose days start at `start`, or None when no year's do."""
    for year in (start.year, start.year + 1):
        if days_of(key, year, around)[0] == start:
            return year
    return None


def latest_begun(key: str, now: datetime, around: bool = False) -> int:
    """The year of the latest such holiday whose days have begun by `now` ("at Christmas" on 29 November 2026: 2025)."""
    year = now.year
    while days_of(key, year, around)[0] > now:
        year -= 1
    return year


def latest_ended(key: str, now: datetime, around: bool = False) -> int:
    """The year of the latest such holiday whose days are over by `now` ("last Christmas")."""
    year = now.year
    while days_of(key, year, around)[1] > now:
        year -= 1
    return year
