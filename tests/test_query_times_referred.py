"""Times said of what was talked about (batch 82): "same month of last year?" after March 2026 is March 2025
(core/query/same_month.py); "that winter" after a ski day of February 2026 is the winter holding it (that_season.py);
"how long ago was i in Cusco?" is the last visit there, said with how long ago it was (how_long_ago_there.py); "my trip
last summer" is one trip told by its time (the_one_meant.py)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.dates import DateRange, month_range, season_range, year_range
from parley.core.query.how_long_ago_there import asks_since_a_visit, with_time_since
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request
from parley.core.query.same_month import in_the_same_month
from parley.core.query.that_season import season_holding, still_unknown
from parley.core.query.the_one_meant import OneMeant, Option, chosen, says_one
from parley.core.query.vocabulary import Topic
from parley.core.query.which_winter import question, two_winters

DINNERS = Request("scrapbook", category="Food", type="Dinner")


def _dated(dates: DateRange) -> Request:
    return replace(DINNERS, dates=dates)


def test_the_same_month_of_another_year() -> None:
    moved = in_the_same_month("Same month of last year?", _dated(year_range(2025)), _dated(month_range(2026, 3)))
    assert moved is not None and moved.dates == month_range(2025, 3)


@pytest.mark.parametrize(
    ("said", "now", "before"),
    [
        ("and last year?", year_range(2025), month_range(2026, 3)),  # no "same month": the whole year
        ("same month of last year?", year_range(2025), year_range(2026)),  # no month talked about
        ("same month of last year?", month_range(2025, 7), month_range(2026, 3)),  # a month said of its own
        ("the same month?", year_range(2026), month_range(2026, 3)),  # the same year: nothing to move
    ],
)
def test_no_month_moved(said: str, now: DateRange, before: DateRange) -> None:
    assert in_the_same_month(said, _dated(now), _dated(before)) is None


def test_that_winter_holds_the_day_talked_about() -> None:
    assert season_holding("how many ski days did i get that winter", datetime(2026, 2, 16)) == season_range(2025, 12)
    assert season_holding("how many ski days that winter", datetime(2025, 12, 20)) == season_range(2025, 12)
    assert season_holding("and that summer?", datetime(2024, 7, 1, tzinfo=UTC)) == season_range(2024, 6)


@pytest.mark.parametrize(
    ("said", "moment"),
    [
        ("how many ski days did i get that winter", datetime(2025, 7, 1)),  # a July day: not in any winter
        ("how many ski days did i get last winter", datetime(2026, 2, 16)),  # not "that"
        ("how many ski days did i get that winter", None),  # nothing talked about
    ],
)
def test_no_season_of_the_day(said: str, moment: datetime | None) -> None:
    assert season_holding(said, moment) is None


def test_the_season_words_are_read() -> None:
    assert still_unknown(["that winter", "zorblax"]) == ["zorblax"]


CUSCO = Place("Cusco", "city", "PE", in_collection=True)


def test_how_long_ago_at_a_place_asks_the_last_visit() -> None:
    assert asks_since_a_visit(Reading(text="how long ago was i in Cusco?", places=(CUSCO,)), Request("scrapbook", place=CUSCO))


@pytest.mark.parametrize(
    ("reading", "request_"),
    [
        (Reading(text="how long was i in Cusco?", places=(CUSCO,)), Request("scrapbook", place=CUSCO)),  # its length
        (Reading(text="how long ago was that?"), Request("scrapbook")),  # the item talked about (aspects.py)
        (  # a kind said: the latest of that kind there, not the visit
            Reading(text="how long ago did i eat in Cusco?", places=(CUSCO,), topics=((Topic("Food", None),),)),
            Request("scrapbook", category="Food", place=CUSCO),
        ),
    ],
)
def test_no_visit_asked(reading: Reading, request_: Request) -> None:
    assert not asks_since_a_visit(reading, request_)


def test_the_visit_says_how_long_ago() -> None:
    visit = DateRange(datetime(2023, 8, 9, tzinfo=UTC), datetime(2023, 8, 12, tzinfo=UTC), "on your last visit (from August 9 to 11, 2023)")
    said = with_time_since(Request("scrapbook", place=CUSCO, dates=visit), datetime(2026, 11, 29, tzinfo=UTC))
    assert said.dates is not None and said.dates.label == "on your last visit (from August 9 to 11, 2023: 3 years and 3 months ago)"


TRAVEL = load_definition(DEFINITION_FILE)
TRIPS = Request("scrapbook", category="Travel", dates=season_range(2026, 6))


@pytest.mark.parametrize("said", ["how many nights was my trip last summer?", "how long was the trip in 2019", "our trip this year"])
def test_one_thing_told_by_its_time(said: str) -> None:
    assert says_one(said, TRAVEL, TRIPS, by_time=True)


@pytest.mark.parametrize("said", ["how many nights were my trips last summer?", "how many nights last summer", "my trip to Nara"])
def test_no_one_thing_told_by_its_time(said: str) -> None:
    assert not says_one(said, TRAVEL, TRIPS, by_time=True)


def test_the_winter_of_a_year_has_two_readings() -> None:
    asked = replace(DINNERS, dates=season_range(2021, 12))
    winters = two_winters("Where did I eat in the winter of 2022?", asked)
    assert winters == (season_range(2021, 12), season_range(2022, 12))
    assert question("Where did I eat in the winter of 2022?", winters) == (
        "Which winter of 2022 do you mean: December 2021 to February 2022, or December 2022 to February 2023?"
    )


@pytest.mark.parametrize(
    ("said", "dates"),
    [
        ("Where did I eat in the winter of 2022/23?", season_range(2021, 12)),  # both years said
        ("Where did I eat last winter?", season_range(2025, 12)),  # no year said
        ("Where did I eat in the summer of 2022?", season_range(2022, 6)),
        ("Where did I eat in the winter of 2022?", year_range(2022)),  # read otherwise (the months of 2022)
    ],
)
def test_one_winter_only(said: str, dates: DateRange) -> None:
    assert two_winters(said, replace(DINNERS, dates=dates)) is None


def _meant() -> OneMeant:
    nara = Option("a", "the one in Nara (2026)", 2026, "flight", (), "Nara", 6, "Japan")
    athens = Option("b", "the one in Athens (2026)", 2026, "flight", (), "Athens", 7, "Greece")
    return OneMeant(TRIPS, (nara, athens))


@pytest.mark.parametrize(
    ("said", "expected"), [("the greek one", "b"), ("the japanese trip", "a"), ("greece", "b"), ("the italian one", None)]
)
def test_an_option_told_by_its_country(said: str, expected: str | None) -> None:
    assert chosen(_meant(), said) == expected


def test_the_country_is_kept_across_turns() -> None:
    assert OneMeant.from_dict(_meant().to_dict()).options[1].country == "Greece"
