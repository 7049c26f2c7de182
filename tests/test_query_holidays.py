"""Holidays said as times: “which trip did I take around Christmas 2022” is the Christmas holidays of 2022 (15 December
2022 to 6 January 2023, said in the reply), not the whole of 2022 (was: “around christmas” not understood and every trip of
2022 listed); “how many nights was it” is then the nights of the one trip found; “the Christmas before that” is a
year earlier. Easter, New Year, Thanksgiving, Halloween likewise; a holiday said as a purpose or a thing (“a bottle for
Christmas”, “the Christmas market”) or in a story told before the question is no time."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.query.dates import DateRange, recognize_dates
from parley.core.query.holiday_calendar import days_of, easter_sunday, thanksgiving_day
from parley.core.query.holidays import recognize_holidays, with_holidays
from parley.core.query.since_when import open_dates
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, by_id, result_id_set

NOW = datetime(2026, 11, 29, 15, 30, tzinfo=UTC)


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)  # type: ignore[misc]


def read(text: str, now: datetime = NOW) -> list[DateRange]:
    """The dates of `text` as the reader reads them: holidays first, then the other dates, then "since"."""
    utterance = Utterance(text)
    holidays = recognize_holidays(utterance, now)
    dates = [d for d in recognize_dates(utterance, now) if isinstance(d, DateRange)]
    return open_dates(utterance, with_holidays(utterance, holidays, dates), now)


def one(text: str) -> DateRange:
    [found] = read(text)
    return found


@pytest.mark.parametrize(
    ("year", "day"), [(2016, utc(2016, 3, 27)), (2019, utc(2019, 4, 21)), (2023, utc(2023, 4, 9)), (2024, utc(2024, 3, 31))]
)
def test_easter_sunday(year: int, day: datetime) -> None:
    assert easter_sunday(year) == day


def test_thanksgiving_is_the_fourth_thursday_of_november() -> None:
    assert [thanksgiving_day(y).day for y in (2022, 2023, 2024, 2025)] == [24, 23, 28, 27]


@pytest.mark.parametrize(
    ("text", "start", "end", "said"),
    [
        ("which trip did i take around christmas 2022", utc(2022, 12, 15), utc(2023, 1, 7), "15 December 2022 – 6 January 2023"),
        ("trips over xmas 2021", utc(2021, 12, 15), utc(2022, 1, 7), "Christmas 2021"),
        ("christmas of 2019", utc(2019, 12, 15), utc(2020, 1, 7), "Christmas 2019"),
        ("the 2019 christmas trip", utc(2019, 12, 15), utc(2020, 1, 7), "Christmas 2019"),
        ("in 2022, around christmas", utc(2022, 12, 15), utc(2023, 1, 7), "Christmas 2022"),
        ("what did we drink at easter 2023", utc(2023, 4, 2), utc(2023, 4, 17), "2 April – 16 April 2023"),
        ("on new year's eve 2019", utc(2019, 12, 31), utc(2020, 1, 1), "31 December 2019"),
        ("on christmas day 2020", utc(2020, 12, 25), utc(2020, 12, 26), "Christmas Day 2020"),
        ("around halloween 2023", utc(2023, 10, 28), utc(2023, 11, 4), "28 October – 3 November 2023"),
        ("on halloween 2023", utc(2023, 10, 31), utc(2023, 11, 1), "31 October 2023"),
        ("thanksgiving 2024", utc(2024, 11, 28), utc(2024, 12, 2), "28 November – 1 December 2024"),
        ("last christmas", utc(2025, 12, 15), utc(2026, 1, 7), "Christmas 2025"),
        ("the christmas before last", utc(2024, 12, 15), utc(2025, 1, 7), "Christmas 2024"),
        ("what did i drink at christmas?", utc(2025, 12, 15), utc(2026, 1, 7), "Christmas 2025"),
        ("hikes over easter", utc(2026, 3, 29), utc(2026, 4, 13), "Easter 2026"),
    ],
)
def test_a_holiday_is_its_days_said_in_the_label(text: str, start: datetime, end: datetime, said: str) -> None:
    found = one(text)
    assert (found.start, found.end) == (start, end) and said in found.label, found.label


def test_a_holiday_of_a_year_is_of_that_year_though_it_runs_into_the_next() -> None:
    assert one("around christmas 2022").single_year() == 2022


def test_the_christmas_before_that_is_a_year_before_the_one_talked_about() -> None:
    found = one("and the christmas before that, did i go anywhere?")
    assert found.relative and found.year_offset == -1
    assert (found.in_year(2022).start, found.in_year(2022).end) == (utc(2021, 12, 15), utc(2022, 1, 7))
    assert found.start == utc(2024, 12, 15)  # with no year talked about: the one before last


def test_a_bare_holiday_is_placed_in_the_year_talked_about() -> None:
    found = one("and at easter?")
    assert found.relative and found.in_year(2019).start == days_of("easter", 2019)[0]


@pytest.mark.parametrize(
    "text",
    [
        "getting my mom a bottle for christmas have i had more pinot noir or malbec",
        "which wines did i have at the christmas market",
        "Mary gave me a step counter at Christmas. How far did we walk in 2024?",
        "tell me about christmas",
        "a wine for this christmas",
    ],
)
def test_a_holiday_said_as_no_time_is_left_alone(text: str) -> None:
    assert all(not d.label.startswith(("around", "on ")) for d in read(text))


@pytest.mark.parametrize(
    ("text", "start"),
    [("runs since christmas", utc(2025, 12, 25)), ("since christmas 2022", utc(2022, 12, 25)), ("since easter", utc(2026, 4, 5))],
)
def test_since_a_holiday_is_from_its_own_day(text: str, start: datetime) -> None:
    found = one(text)
    assert (found.start, found.end) == (start, NOW)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _talk(harness: ParleyHarness, *turns: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, turn) for turn in turns]


def _trips(start: datetime, end: datetime) -> set[str]:
    return {i["_id"] for i in ITEMS if i["category"] == "Travel" and start <= i["itemDate"].replace(tzinfo=UTC) < end}


async def test_the_trip_around_christmas_then_its_nights_then_the_christmas_before(harness: ParleyHarness) -> None:
    found, nights, before = await _talk(
        harness, "which trip did i take around christmas 2022", "how many nights was it", "and the christmas before that?"
    )
    trips = _trips(utc(2022, 12, 15), utc(2023, 1, 7))
    assert len(trips) == 1 and result_id_set(found) == trips
    assert "15 December 2022 – 6 January 2023" in found["text"]
    assert str(by_id(next(iter(trips)))["fields"]["nights"]) in nights["text"]
    assert result_id_set(before) == _trips(utc(2021, 12, 15), utc(2022, 1, 7)) and "Christmas 2021" in before["text"]


@pytest.mark.parametrize("said", ["trips over xmas 2022", "did i travel at christmas in 2022?", "which trips in 2022 around christmas"])
async def test_other_ways_of_saying_christmas_of_a_year(harness: ParleyHarness, said: str) -> None:
    (reply,) = await _talk(harness, said)
    assert result_id_set(reply) == _trips(utc(2022, 12, 15), utc(2023, 1, 7)) and "understand" not in reply["text"], reply["text"]
