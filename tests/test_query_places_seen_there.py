""" "how many cities did i see there" after "when was the croatia tirp" (one trip found): everything logged in Croatia,
not the one trip's one city; after several items of a kind ("hikes in italy") the count stays of that kind."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def cities(country: str, kind: str | None = None) -> int:
    return len({i["place"]["city"] for i in ITEMS if i["place"]["country"] == country and (kind is None or i["type"] == kind)})


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("when was the croatia tirp", "how many cities did i see there"),
        ("when was the croatia trip?", "how many different cities was I in there?"),
        ("my beach holiday in croatia", "in how many cities was i there"),
        ("the trip to croatia", "how many citys did we visit there"),
    ],
)
async def test_the_cities_there_after_one_trip_are_of_everything_there(harness: ParleyHarness, first: str, then: str) -> None:
    assert cities("Croatia") > cities("Croatia", "Beach holiday") >= 1
    replies = await reply_texts(harness, first, then)
    assert f"{cities('Croatia')} different cities in Croatia" in replies[-1], replies


async def test_the_cities_there_after_several_of_a_kind_stay_of_that_kind(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "hikes in italy", "how many cities there")
    n = cities("Italy", "Hike")
    assert (f"{n} cities" in replies[-1] or f"{n} city" in replies[-1]) and "hike" in replies[-1], replies
