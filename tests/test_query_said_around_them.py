"""Words said around what a question asks, that narrow nothing: a place said before “where … the most” is the
question's (“outside the us where did I hike the most”), and “there” after two other places said right after a
comparison of places points at them (“but Florence or Paris there?”)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _items(kind: str, where: Callable[[dict[str, Any]], bool]) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == kind and where(i.get("place") or {})]


def _category_count(category: str, city: str) -> int:
    return sum(1 for i in ITEMS if i["category"] == category and (i.get("place") or {}).get("city") == city)


async def test_a_place_said_before_where_the_most_narrows_the_most_common_city(harness: ParleyHarness) -> None:
    hikes = _items("Hike", lambda p: p.get("countryCode") not in (None, "US"))
    (city, count), *_ = Counter(i["place"]["city"] for i in hikes).most_common()
    reply = (await reply_texts(harness, "outside the united states, where did i go hiking the most?"))[-1]
    assert city in reply and f"{count} of {len(hikes)}" in reply, reply


async def test_a_place_said_after_where_the_most_narrows_it_too(harness: ParleyHarness) -> None:
    hikes = _items("Hike", lambda p: p.get("countryCode") not in (None, "US"))
    (city, count), *_ = Counter(i["place"]["city"] for i in hikes).most_common()
    reply = (await reply_texts(harness, "where have i hiked the most outside the us"))[-1]
    assert city in reply and f"{count} of {len(hikes)}" in reply, reply


async def test_there_after_two_other_places_compares_them_again(harness: ParleyHarness) -> None:
    paris, florence = _category_count("Museum", "Paris"), _category_count("Museum", "Florence")
    assert paris != florence
    *_, reply = await reply_texts(harness, "more museums in tokyo or in barcelona?", "but florence or paris there?")
    assert f"{paris} museums in Paris" in reply and f"{florence} museums in Florence" in reply, reply
