""" "how many cites there" after the country most entries come from: "cites" (an English word the speller keeps) is
the cities with a letter left out; "contries", "regons" too; "counties" is no typo of the countries."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def distinct(part: str, year: int) -> int:
    return len({i["place"][part] for i in ITEMS if i["itemDate"].year == year})


async def test_how_many_cites_there_counts_the_cities_of_the_country_named(harness: ParleyHarness) -> None:
    italy = len({i["place"]["city"] for i in ITEMS if i["place"]["country"] == "Italy"})
    replies = await reply_texts(harness, "outside the us which country do i have the most entries from", "how many cites there")
    assert f"{italy} different cities in Italy" in replies[-1] and "reference" not in replies[-1], replies


@pytest.mark.parametrize(
    ("said", "part", "plural"),
    [
        ("how many cites in 2018", "city", "cities"),
        ("how many different cites did i go to in 2018?", "city", "cities"),
        ("how many contries in 2018", "country", "countries"),
        ("how many regons in 2018", "region", "regions"),
    ],
)
async def test_a_place_part_with_a_letter_left_out_is_counted(harness: ParleyHarness, said: str, part: str, plural: str) -> None:
    reply = (await reply_texts(harness, said))[-1]
    assert f"{distinct(part, 2018)} different {plural}" in reply, reply


async def test_counties_are_not_the_countries(harness: ParleyHarness) -> None:
    reply = (await reply_texts(harness, "how many counties in 2018"))[-1]
    assert "different countries" not in reply, reply
