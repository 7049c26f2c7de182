""" "In how many different cities I have eaten there?" after "And abroad this year, in which country I have eaten the
most?": "there" is the country the answer named, of that time too (most_frequent.of_the_time_of_the_most)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def cities(category: str, country: str, year: int | None) -> int:
    return len(
        {
            i["place"]["city"]
            for i in ITEMS
            if i["category"] == category and i["place"]["country"] == country and year in (None, i["itemDate"].year)
        }
    )


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("And abroad this year, in which country I have eaten the most?", "In how many different cities I have eaten there?"),
        ("which country did i eat in most this year outside the us", "how many different cities there"),
    ],
)
async def test_there_keeps_the_time_of_the_most(harness: ParleyHarness, first: str, then: str) -> None:
    n = cities("Food", "Greece", TODAY.year)
    assert n < cities("Food", "Greece", None)
    replies = await reply_texts(harness, first, then)
    assert "Greece" in replies[0] and f"{n} different cities" in replies[-1], replies


async def test_a_time_said_is_kept(harness: ParleyHarness) -> None:
    replies = await reply_texts(
        harness, "And abroad this year, in which country I have eaten the most?", "how many different cities there in 2019"
    )
    assert "2019" in replies[-1], replies


async def test_without_a_time_before_none_is_added(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "outside the us which country do i have the most entries from", "how many cites there")
    assert "this year" not in replies[-1] and "2026" not in replies[-1], replies
