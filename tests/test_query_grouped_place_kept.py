""" "which country shows up the least in my scrapbook?" after the most visited city in Spain: the country of all the
items, not Spain's own (grouped_place_kept.py); "and in spain" after the most visited city abroad keeps Spain, larger than
a city."""

from __future__ import annotations

from collections import Counter

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def ranked(part: str, country: str | None = None) -> list[tuple[str, int]]:
    return Counter(i["place"][part] for i in ITEMS if country in (None, i["place"]["country"])).most_common()


@pytest.mark.parametrize(
    "asked",
    [
        "Out of curiosity, which country shows up the least in my scrapbook?",
        "which country has the fewest items",
        "which country shows up least often?",
    ],
)
async def test_the_least_country_after_a_country_is_of_everything(harness: ParleyHarness, asked: str) -> None:
    (least, n), (_, m) = ranked("country")[-1], ranked("country")[-2]
    assert n < m
    replies = await reply_texts(harness, "whats my most visited city abroad", "and in spain", asked)
    assert least in replies[-1] and "Spain is Spain" not in replies[-1], replies


async def test_the_most_frequent_country_after_a_city_is_of_everything(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "what did i do in barcelona", "which country comes up the most")
    assert ranked("country")[0][0] in replies[-1], replies


async def test_a_larger_place_is_kept(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "whats my most visited city abroad", "and in spain")
    assert ranked("city", "Spain")[0][0] in replies[-1] and "Spain" in replies[-1], replies


async def test_a_place_said_is_kept(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "which city comes up the most in spain")
    assert ranked("city", "Spain")[0][0] in replies[-1], replies


@pytest.mark.parametrize("text", ["whats my most visited city abroad", "my most visited city", "least visited city?"])
async def test_most_visited_is_understood(harness: ParleyHarness, text: str) -> None:
    replies = await reply_texts(harness, text)
    assert "didn't get that" not in replies[-1] and "city" in replies[-1], replies
