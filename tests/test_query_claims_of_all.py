"""Claims of every one of a set (batch 82): "were all my bike rides in 2024 on weekends?" claims the days of the week of
every bike ride of 2024, kept by "what about 2025" (core/query/all_on_those_days.py); "the fall ones, were they all
italian?" after spring and fall compared claims it of every item of the fall's option (all_of_the_time_compared.py);
"so 2025 was my big walking year" claims 2025 the best year (best_year.py)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from parley.core.query.all_of_the_time_compared import the_option_of_the_time
from parley.core.query.all_on_those_days import every_one_of_the_days_claimed, on_any_day
from parley.core.query.best_year import year_claimed
from parley.core.query.dates import WEEKEND, DateRange, on_weekdays, recognize_dates, season_range, weekdays_range, year_range
from parley.core.query.people import People
from parley.core.query.request import Reading, Request
from parley.core.query.season_of_any_year import seasons_of_any_year
from parley.core.query.the_time_compared import same_time
from parley.core.query.utterance import Utterance
from parley.core.query.vocabulary import Topic

NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)
RIDES = Request("scrapbook", "verify", category="Activity", type="Bike ride")


def test_the_days_claimed_of_all_leave_the_year() -> None:
    claimed = replace_dates(RIDES, on_weekdays(year_range(2024), WEEKEND))
    every = every_one_of_the_days_claimed(claimed)
    assert every is not None and every.dates is not None
    assert (every.dates.start, every.dates.end, every.dates.weekdays) == (year_range(2024).start, year_range(2024).end, ())
    assert every.dates.label == "in 2024"


def test_days_said_alone_leave_any_time() -> None:
    assert on_any_day(weekdays_range(WEEKEND)) is None


@pytest.mark.parametrize(
    "claimed",
    [
        Request("scrapbook", "verify", category="Activity", dates=year_range(2024)),  # no days of the week claimed
        Request("scrapbook", "verify", category="Activity", dates=on_weekdays(year_range(2024), WEEKEND), within=("a", "b")),
        Request(
            "scrapbook", "verify", category="Activity", dates=on_weekdays(year_range(2024), WEEKEND), people=(People(("Mary",), False),)
        ),  # a person said too: what is claimed is not only the days
    ],
)
def test_nothing_else_is_a_claim_of_days(claimed: Request) -> None:
    assert every_one_of_the_days_claimed(claimed) is None


def replace_dates(request: Request, dates: DateRange) -> Request:
    return replace(request, dates=dates)


WINES = Request("scrapbook", "count", category="Drink", type="Wine")
SEASONS_COMPARED = {
    "byTopic": False,
    "options": [
        ["spring", replace_dates(WINES, season_range(2019, 3)).to_dict()],
        ["fall", replace_dates(WINES, season_range(2019, 9)).to_dict()],
    ],
}


def _reading(text: str) -> Reading:
    utterance = Utterance(text)
    dates = tuple(d for d in recognize_dates(utterance, NOW) if isinstance(d, DateRange))
    return Reading(text=text, dates=dates + tuple(seasons_of_any_year(utterance, NOW, ("wine", "wines"))))


def test_the_fall_ones_are_the_fall_option() -> None:
    option = the_option_of_the_time(_reading("the fall ones, were they all italian?"), "scrapbook", SEASONS_COMPARED, 2019)
    assert option is not None and option.dates == season_range(2019, 9)


@pytest.mark.parametrize(
    "said",
    [
        "the fall ones, were any italian?",  # not all of them
        "were they all italian?",  # no time named
        "the winter ones, were they all italian?",  # no such option
    ],
)
def test_no_option_is_named(said: str) -> None:
    assert the_option_of_the_time(_reading(said), "scrapbook", SEASONS_COMPARED, 2019) is None


def test_no_option_after_two_kinds_compared() -> None:
    kinds = {**SEASONS_COMPARED, "byTopic": True}
    assert the_option_of_the_time(_reading("the fall ones, were they all italian?"), "scrapbook", kinds, 2019) is None


def test_days_of_the_week_alone_name_the_option_on_those_days() -> None:
    weekend, weekdays = on_weekdays(year_range(2026), WEEKEND), on_weekdays(year_range(2026), (1, 2, 3, 4, 5))
    assert same_time(weekend, weekdays_range(WEEKEND)) and not same_time(weekdays, weekdays_range(WEEKEND))
    assert not same_time(year_range(2026), weekdays_range(WEEKEND))


WALKS = ((Topic("Activity", "Walk"),),)


@pytest.mark.parametrize("said", ["so 2025 was my big walking year, right?", "was that my big walking year?"])
def test_a_big_year_is_the_best_year(said: str) -> None:
    assert year_claimed(Reading(text=said, topics=WALKS), 2025) == 2025


@pytest.mark.parametrize("said", ["was 2025 a big walking year?", "2025 was my big walk, right?"])
def test_a_big_year_not_claimed_the_best(said: str) -> None:
    assert year_claimed(Reading(text=said, topics=WALKS), 2025) is None


def test_the_fall_ones_after_seasons_of_one_year_compared() -> None:
    compared = {
        "byTopic": False,
        "options": [],
        "seasons": ["spring", "autumn"],
        "common": replace_dates(WINES, year_range(2019)).to_dict(),
    }
    option = the_option_of_the_time(_reading("the fall ones, were they all italian?"), "scrapbook", compared, 2019)
    assert option is not None and option.dates == season_range(2019, 9) and option.type == "Wine"


def test_no_option_after_winter_compared_in_one_year() -> None:
    compared = {
        "byTopic": False,
        "options": [],
        "seasons": ["summer", "winter"],
        "common": replace_dates(WINES, year_range(2019)).to_dict(),
    }
    assert the_option_of_the_time(_reading("the winter ones, were they all italian?"), "scrapbook", compared, 2019) is None
