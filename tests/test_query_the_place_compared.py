""" "whats the average rating of the greek ones" after walks in Italy against walks in Greece: the Greek walks, not the
Greek meals (the_place_compared.py)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of(kind: str, country: str) -> list[dict]:  # type: ignore[type-arg]
    return [i for i in ITEMS if i.get("type") == kind and i["place"]["country"] == country]


@pytest.mark.parametrize(
    "turns",
    [
        ("did i hike more in itlay or greece", "and walks?", "whats the average rating of the greek ones"),
        ("more walks in italy or greece?", "average rating of the greek ones?"),
        ("walks: italy or greece, which more", "and the average rating of the ones in greece"),
    ],
)
async def test_the_option_named_by_its_country(harness: ParleyHarness, turns: tuple[str, ...]) -> None:
    walks = of("Walk", "Greece")
    mean = sum(i["rating"] for i in walks) / len(walks)
    replies = await reply_texts(harness, *turns)
    assert f"{mean:.1f} over {len(walks)} Greek walks" in replies[-1], replies


async def test_the_option_named_by_its_nationality_is_listed(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "did i hike more in itlay or greece", "the italian ones")
    assert f"{len(of('Hike', 'Italy'))} Italian hikes" in replies[-1], replies


async def test_a_value_of_the_kind_is_its_own_question(harness: ParleyHarness) -> None:
    reds = [i for i in of("Wine", "France") if i["fields"].get("colour") == "red"]
    replies = await reply_texts(harness, "more wines from italy or france", "how many french ones were red")
    assert f"{len(reds)} French red wines" in replies[-1], replies
