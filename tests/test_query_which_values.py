"""“which ones?” right after a count of different values names every value counted, not only the five the count
showed; "list them" still lists the items they were counted over."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_which_ones_after_a_count_of_different_cities_names_them_all(harness: ParleyHarness) -> None:
    cities = sorted({i["place"]["city"] for i in matching(lambda i: i["category"] == "Food" and i["itemDate"].year == 2021)})
    assert len(cities) > 5
    counted, named = await reply_texts(harness, "in how many different cities did i eat in 2021?", "ok, which ones?")
    assert f"{len(cities)} different cities" in counted, counted
    assert named.startswith(f"The {len(cities)} cities: "), named
    assert all(city in named for city in cities), named


async def test_which_grapes_after_a_count_of_different_grapes_names_them_all(harness: ParleyHarness) -> None:
    grapes = {i["fields"]["variety"] for i in matching(lambda i: i["type"] == "Wine")}
    assert len(grapes) > 5
    _, named = await reply_texts(harness, "how many different grape varieties are among my wines", "which varieties?")
    assert all(grape in named for grape in grapes), named


async def test_list_them_after_such_a_count_lists_the_items(harness: ParleyHarness) -> None:
    meals = matching(lambda i: i["category"] == "Food" and i["itemDate"].year == 2021)
    _, listed = await reply_texts(harness, "in how many different cities did i eat in 2021?", "list them")
    assert f"{len(meals)} meals" in listed, listed
