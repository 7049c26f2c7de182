"""After the same average asked of two places (or years), a claim of one of them said the non-native way ("So France is
more high, yes?", "so 2026 is less good?") is the claim "higher" ("worse") against the other one: a yes or no with both
averages (was: "more" read as "show me more", and "No, I found no French activities"). Claims of anything but one of
the two are not taken as that comparison."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _average(kind: str, country: str | None = None, year: int | None = None) -> float:
    ratings: list[float] = [
        i["rating"]
        for i in ITEMS
        if i["type"] == kind
        and (country is None or (i.get("place") or {}).get("countryCode") == country)
        and (year is None or i["itemDate"].year == year)
    ]
    return sum(ratings) / len(ratings)


async def test_more_high_claimed_of_the_first_place(harness: ParleyHarness) -> None:
    expected = "yes" if _average("Dinner", "FR") > _average("Dinner", "ES") else "no"
    *_, reply = await reply_texts(
        harness, "What is the average rating I gave for dinners in France?", "And for Spain?", "So France is more high, yes?"
    )
    assert reply.lower().startswith(expected) and "France" in reply and "Spain" in reply, reply


async def test_more_good_claimed_of_the_second_place(harness: ParleyHarness) -> None:
    expected = "yes" if _average("Dinner", "ES") > _average("Dinner", "FR") else "no"
    *_, reply = await reply_texts(harness, "average rating of my dinners in france", "and in spain", "so spain is more good?")
    assert reply.lower().startswith(expected) and "France" in reply and "Spain" in reply, reply


async def test_less_good_claimed_of_a_year(harness: ParleyHarness) -> None:
    expected = "yes" if _average("Wine", year=2026) < _average("Wine", year=2025) else "no"
    *_, reply = await reply_texts(harness, "average rating of my wines in 2025", "and 2026", "so 2026 is less good?")
    assert reply.lower().startswith(expected) and "2025" in reply and "2026" in reply, reply


async def test_a_place_that_is_neither_of_the_two_is_not_compared_with_them(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "average rating of my dinners in france", "and in spain", "so italy is more high?")
    assert "France" not in reply and "Spain" not in reply, reply


async def test_more_alone_still_pages(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "list my dinners in france", "more")
    assert "higher" not in reply.lower() and "Spain" not in reply, reply
