"""Terse follow-ons of a count, a distinct count or two averages: "Dinners?" after "in how many cities did I have
lunch?" is that distinct count of the dinners; "just white" after "more wine in 2023 or 2024?" is that comparison of
the white wines; "so 2023 was higher?" after the average rating of 2022's beers, then 2023's, sets the two averages
against each other (with two decimals where one would show a tie)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(kind: str, year: int | None = None, colour: str | None = None) -> list[dict[str, Any]]:
    return [
        i
        for i in ITEMS
        if i["type"] == kind
        and (year is None or i["itemDate"].year == year)
        and (colour is None or i.get("fields", {}).get("colour") == colour)
    ]


def _average(kind: str, year: int) -> float:
    ratings = [i["rating"] for i in _of(kind, year) if i.get("rating") is not None]
    return float(sum(ratings) / len(ratings))


async def test_a_kind_alone_after_a_distinct_count_counts_its_own(harness: ParleyHarness) -> None:
    cities = {i["place"]["city"] for i in _of("Dinner") if (i.get("place") or {}).get("city")}
    *_, reply = await reply_texts(harness, "in how many different cities did I have lunch?", "Dinners?")
    assert f"{len(cities)} different cities" in reply and "dinners" in reply, reply


async def test_a_colour_alone_after_a_comparison_of_years_compares_that_colour(harness: ParleyHarness) -> None:
    older, newer = len(_of("Wine", 2023, "white")), len(_of("Wine", 2024, "white"))
    *_, reply = await reply_texts(harness, "did I drink more wine in 2023 or 2024?", "just white")
    assert f"{older} white wine" in reply and f"{newer} white wine" in reply and "2023" in reply and "2024" in reply, reply
    assert "white" in reply, reply


async def test_a_year_claimed_higher_after_two_averages_is_checked_against_the_other(harness: ParleyHarness) -> None:
    before, after = _average("Beer", 2022), _average("Beer", 2023)
    *_, reply = await reply_texts(harness, "average rating of my beers in 2022", "and in 2023", "so 2023 was higher?")
    assert reply.startswith("Yes" if after > before else "No"), reply
    assert "2022" in reply and "2023" in reply, reply


async def test_a_place_claimed_higher_after_two_averages_is_checked_against_the_other(harness: ParleyHarness) -> None:
    def average(code: str) -> float:
        ratings = [i["rating"] for i in _of("Dinner") if (i.get("place") or {}).get("countryCode") == code]
        return float(sum(ratings) / len(ratings))

    japan, korea = average("JP"), average("KR")
    *_, reply = await reply_texts(harness, "avg rating of dinners in japan", "what about korea", "so japan is rated higher?")
    assert reply.startswith("Yes" if japan > korea else "No"), reply
    assert "Japan" in reply and "Korea" in reply, reply
