"""A comparison of kinds of the category just asked about ("drinks with Mary and Priya", then "more beers or
cocktails?") is asked within that question: its people, place and time stay; a comparison that names its own
place, time or people, or comes first, is asked as said."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, *people: str, country: str | None = None) -> int:
    return sum(
        1
        for i in ITEMS
        if i["type"] == kind
        and all(p in i["who"] for p in people)
        and (country is None or (i.get("place") or {}).get("countryCode") == country)
    )


async def test_kinds_of_the_drinks_with_two_friends_are_counted_with_them(harness: ParleyHarness) -> None:
    beers, cocktails = _count("Beer", "Mary", "Priya"), _count("Cocktail", "Mary", "Priya")
    *_, reply = await reply_texts(harness, "drinks with mary and priya", "so were there more beers or coctails")
    assert f"{beers} beers" in reply and f"{cocktails} cocktails" in reply and "Mary and Priya" in reply, reply


async def test_kinds_of_the_meals_in_a_country_are_counted_there(harness: ParleyHarness) -> None:
    lunches, dinners = _count("Lunch", country="JP"), _count("Dinner", country="JP")
    *_, reply = await reply_texts(harness, "What did I eat in Japan?", "Did I have more lunches or dinners?")
    assert f"{lunches} lunches" in reply and f"{dinners} dinners" in reply and "Japan" in reply, reply


async def test_a_comparison_naming_its_own_people_is_asked_as_said(harness: ParleyHarness) -> None:
    beers, cocktails = _count("Beer", "Tom"), _count("Cocktail", "Tom")
    *_, reply = await reply_texts(harness, "drinks with mary and priya", "more beers or cocktails with Tom?")
    assert f"{beers} beers" in reply and f"{cocktails} cocktails" in reply and "Priya" not in reply, reply
