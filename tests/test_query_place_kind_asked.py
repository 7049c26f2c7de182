""" "what place did i go to most in 2024", "how many places did i go in 2018" with no kind said: city or country is
asked back, and the answer ("country, but leave out the us", "countires") counts that part of the place; "and
country", "and cities" after the most frequent or distinct places ask the same by the other part of the place. The places of a
kind ("in how many places was that" after the museums of 2022) are asked back only when their cities outnumber their
countries."""

from __future__ import annotations

from collections import Counter

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def distinct(part: str, year: int) -> int:
    return len({i["place"][part] for i in ITEMS if i["itemDate"].year == year})


def top(part: str, year: int | None = None, home: str | None = None) -> str:
    counted = Counter(
        i["place"][part] for i in ITEMS if (year is None or i["itemDate"].year == year) and (home is None or i["place"]["country"] != home)
    )
    return counted.most_common(1)[0][0]


def asks_city_or_country(reply: str) -> bool:
    return reply.rstrip().endswith("?") and "cit" in reply and "countr" in reply


@pytest.mark.parametrize(
    "said",
    [
        "what place did i go to most in 2024",
        "which place did I visit most in 2024?",
        "my most visited place in 2024?",
        "Which location comes up most in 2024",
        "what place shows up the most in 2024",
    ],
)
async def test_the_most_frequent_place_is_asked_back_then_counted(harness: ParleyHarness, said: str) -> None:
    asked, country = await reply_texts(harness, said, "country, but leave out the us")
    assert asks_city_or_country(asked) and "city" in asked and "country" in asked, asked
    assert top("country", 2024, "United States") in country, country


@pytest.mark.parametrize(
    "said", ["how many places did i go in 2018", "In how many different places was I in 2018?", "how many diff locations in 2018"]
)
async def test_the_number_of_places_is_asked_back_then_counted(harness: ParleyHarness, said: str) -> None:
    asked, countries, cities = await reply_texts(harness, said, "countires", "and cities")
    assert asks_city_or_country(asked), asked
    assert f"{distinct('country', 2018)} different countries" in countries, countries
    assert f"{distinct('city', 2018)} different cities" in cities, cities


@pytest.mark.parametrize("then", ["and country", "what about countries?", "country?", "by country then"])
async def test_the_other_part_said_alone_asks_the_same_again(harness: ParleyHarness, then: str) -> None:
    replies = await reply_texts(harness, "outside the us which city do i have the most entries from", then)
    assert top("country", None, "United States") in replies[-1] and "understand" not in replies[-1], replies


async def test_places_of_a_kind_in_as_many_countries_as_cities_are_not_asked_back(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "How many ski days 2021?", "How many diff places?")  # 2 towns, 2 countries
    assert "2 different cities" in replies[-1] and not asks_city_or_country(replies[-1]), replies


@pytest.mark.parametrize(
    ("listed", "said", "kind", "year"),
    [
        ("museums i went to in 2022", "in how many places was that", "Museum", 2022),  # 8 cities, 5 countries
        ("hikes in 2023", "in how many different places?", "Hike", 2023),  # 5 cities, 2 countries
    ],
)
async def test_places_of_a_kind_in_more_cities_than_countries_are_asked_back(
    harness: ParleyHarness, listed: str, said: str, kind: str, year: int
) -> None:
    _, asked, countries = await reply_texts(harness, listed, said, "countries")
    of_kind = [i for i in ITEMS if kind in (i["category"], i["type"]) and i["itemDate"].year == year]
    assert asks_city_or_country(asked), asked
    assert f"{len({i['place']['country'] for i in of_kind})} different countries" in countries, countries


async def test_places_of_a_kind_in_one_place_said_are_not_asked_back(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "museums in italy", "in how many places was that")
    assert not asks_city_or_country(replies[-1]), replies


async def test_a_kind_alone_after_no_place_count_is_no_swap(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "how many hikes in 2023", "and cities")
    assert "comes up most often" not in replies[-1], replies
