"""Places listed as the options, then "the most" of a kind ("Lisbon, Porto or Sintra: where did I have the most
meals?", "where did I drink the most beer: Porto or Lisbon?") is a comparison of each place's count, not the items
of all of them; a remark on the answer with the user's reason ("Makes sense, we were there longest.") is no
superlative of the question after it."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, city: str) -> int:
    return len(matching(lambda i: i["type"] == kind and (i.get("place") or {}).get("city") == city))


def _category_count(category: str, city: str) -> int:
    return len(matching(lambda i: i["category"] == category and (i.get("place") or {}).get("city") == city))


def _said(n: int, noun: str, city: str) -> str:
    return f"{n} {noun if n == 1 else noun + 's'} in {city}"


async def test_places_listed_then_where_the_most_meals_gives_each_count(harness: ParleyHarness) -> None:
    (said,) = await reply_texts(harness, "Lisbon, Porto or Sintra: where did I have the most meals?")
    counts = {city: _category_count("Food", city) for city in ("Lisbon", "Porto", "Sintra")}
    assert said.startswith(f"More meals in {max(counts, key=counts.__getitem__)}"), said
    for city, n in counts.items():
        assert _said(n, "meal", city) in said, said


async def test_the_most_of_a_kind_then_the_places_listed_gives_each_count(harness: ParleyHarness) -> None:
    (said,) = await reply_texts(harness, "where did I drink the most wine: Porto or Lisbon?")
    for city in ("Porto", "Lisbon"):
        assert _said(_count("Wine", city), "wine", city) in said, said


async def test_a_remark_with_its_reason_adds_no_superlative_to_the_comparison_after_it(harness: ParleyHarness) -> None:
    _, said = await reply_texts(
        harness, "more meals in Lisbon or in Sintra?", "Makes sense, we were there longest. And walks, more in Lisbon or in Sintra?"
    )
    for city in ("Lisbon", "Sintra"):
        assert _said(_count("Walk", city), "walk", city) in said, said
