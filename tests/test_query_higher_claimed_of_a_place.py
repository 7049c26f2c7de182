"""After the average rating of a kind in one country, then in another, a claim that the ones of one country "have the
higher score" (or, said with its demonym, "the Spanish ones are rated better") is checked against the other country's
average: a yes or no with both averages, not the best item of that country."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _average(kind: str, country: str) -> float:
    ratings: list[float] = [i["rating"] for i in ITEMS if i["type"] == kind and (i.get("place") or {}).get("countryCode") == country]
    return sum(ratings) / len(ratings)


async def test_a_country_claimed_to_have_the_higher_score(harness: ParleyHarness) -> None:
    expected = "yes" if _average("Wine", "IT") > _average("Wine", "ES") else "no"
    *_, reply = await reply_texts(harness, "avg rating of my wines in italy", "and in spain", "so the italy wines have the better score?")
    assert reply.lower().startswith(expected) and "Spain" in reply and "Italy" in reply, reply


async def test_a_demonym_claimed_rated_higher_names_its_country(harness: ParleyHarness) -> None:
    expected = "yes" if _average("Beer", "VN") > _average("Beer", "JP") else "no"
    *_, reply = await reply_texts(harness, "average rating of beers in japan", "and vietnam", "the vietnamese ones are rated higher then?")
    assert reply.lower().startswith(expected) and "Japan" in reply, reply
