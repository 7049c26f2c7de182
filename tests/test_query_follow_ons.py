"""Follow-ons that name another kind and counts said in words: “and museums?” after a comparison of seasons
compares the museums the same way, “what about dinners?” after “how many hikes in Kyoto?” counts the dinners
there (naming another kind resets the context, but not the question it continues), and “give me five best
rated …” picks the first five."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.collection.sample.generate import SAMPLE_FILE, decode

from .conftest import ParleyHarness

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
ITEMS = list(decode(SAMPLE_FILE.read_bytes()))
Item = dict[str, Any]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def ids(reply: dict[str, Any]) -> list[str]:
    return list(reply["channelData"]["interpretation"].get("resultIds", []))


def matching(predicate: Callable[[Item], bool]) -> list[Item]:
    return [i for i in ITEMS if predicate(i)]


def in_months(*months: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].month in months


async def test_and_another_kind_after_a_comparison_of_seasons_compares_that_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did I hike more in summer or in winter?")
    assert "summer" in reply["text"] and "winter" in reply["text"]
    reply = await harness.say(conversation, "what about museums?")
    museum = matching(lambda i: i["category"] == "Museum")
    summer = len([i for i in museum if in_months(6, 7, 8)(i)])
    winter = len([i for i in museum if in_months(12, 1, 2)(i)])
    assert f"{summer} museums in summer" in reply["text"] and f"{winter} museums in winter" in reply["text"]


async def test_and_another_kind_after_how_many_asks_it_of_that_kind_in_the_same_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many hikes did I do in Kyoto?")
    reply = await harness.say(conversation, "what about the dinners?")
    dinners = matching(lambda i: i["type"] == "Dinner" and i["place"]["city"] == "Kyoto")
    assert set(ids(reply)) == {i["_id"] for i in dinners} and str(len(dinners)) in reply["text"]


async def test_another_kind_after_a_listing_is_asked_anew(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me the museums in Kyoto")
    reply = await harness.say(conversation, "and the dinners?")
    assert "Kyoto" not in reply["text"]


@pytest.mark.parametrize(
    ("text", "count", "predicate"),
    [
        ("Give me five best rated hikes", 5, lambda i: i["type"] == "Hike"),
        ("list two best rated museums", 2, lambda i: i["category"] == "Museum"),
        ("show me 4 best rated dinners", 4, lambda i: i["type"] == "Dinner"),
    ],
)
async def test_a_count_said_before_best_rated_picks_that_many(
    harness: ParleyHarness, text: str, count: int, predicate: Callable[[Item], bool]
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    chosen = ids(await harness.say(conversation, text))
    assert len(chosen) == count
    ratings = sorted((i["rating"] for i in matching(predicate)), reverse=True)
    assert sorted((i["rating"] for i in ITEMS if i["_id"] in chosen), reverse=True) == ratings[:count]
