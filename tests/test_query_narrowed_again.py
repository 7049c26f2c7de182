""" "and drinks" after "what did I do with Sofia last year?" and "which of those were meals?": the drinks among the same
items (was: every drink, a switch of topic). Only after a narrowing by kind: "and walks" after "which of those were in
2024?" among the hikes with Mary asks of the walks with Mary in 2024, and "and books" there starts over, as ever."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.dialog import DialogMemory
from parley.core.query.narrowed_again import narrowed_again_said, narrows_by_kind
from parley.core.query.people import People
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

WITH_MARY = Request("scrapbook", people=(People(("Mary",), False),))
THOSE = ("a", "b", "c")
MEALS_OF_THOSE = Request("scrapbook", category="Food", people=WITH_MARY.people, within=THOSE)
HIKES = Request("scrapbook", category="Activity", type="Hike", people=WITH_MARY.people)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_a_narrowing_by_kind() -> None:
    assert narrows_by_kind(MEALS_OF_THOSE, WITH_MARY, False)
    drinks = Request("scrapbook", category="Drink", people=WITH_MARY.people, within=THOSE)
    assert narrows_by_kind(drinks, MEALS_OF_THOSE, True)  # "and drinks" after it: narrowed so again
    assert not narrows_by_kind(drinks, MEALS_OF_THOSE, False)  # the same set, not narrowed by kind before
    # "which of those were in 2024?" after the hikes: the same kind, narrowed by time
    assert not narrows_by_kind(Request("scrapbook", category="Activity", type="Hike", within=THOSE), HIKES, False)
    assert not narrows_by_kind(Request("scrapbook", people=WITH_MARY.people, within=THOSE), MEALS_OF_THOSE, True)  # no kind


def test_the_dialog_memory_remembers_a_narrowing_by_kind() -> None:
    memory = DialogMemory({})
    memory.request = WITH_MARY
    memory.request = MEALS_OF_THOSE
    assert memory.narrowed_by_kind
    memory.request = MEALS_OF_THOSE  # stored again in the same turn
    assert memory.narrowed_by_kind
    memory.request = HIKES
    assert not memory.narrowed_by_kind


@pytest.mark.parametrize("said", ["and drinks", "and the drinks?", "what about hikes", "And red wines?"])
def test_a_bare_and(said: str) -> None:
    assert narrowed_again_said(said)


@pytest.mark.parametrize("said", ["and drinks in 2024 with tom", "drinks", "which were drinks?"])
def test_not_a_bare_and(said: str) -> None:
    assert not narrowed_again_said(said)


async def test_and_another_kind_after_which_of_those_keeps_the_set(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    everything = await harness.say(conversation, "what did i do with mary last year")
    await harness.say(conversation, "which of those were meals")
    reply = await harness.say(conversation, "and drinks")
    assert reply["channelData"]["interpretation"]["request"]["within"], (everything["text"], reply["text"])
    year = TODAY.year - 1
    drinks = [i for i in ITEMS if "Mary" in i["who"] and i["category"] == "Drink" and i["itemDate"].year == year]
    assert count(reply) == len(drinks) < len([i for i in ITEMS if i["category"] == "Drink"]), reply["text"]


async def test_and_another_kind_after_a_narrowing_by_time_asks_anew(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes with mary")
    await harness.say(conversation, "which of those were in 2024")
    reply = await harness.say(conversation, "and walks")
    assert reply["channelData"]["interpretation"]["request"]["within"] is None, reply["text"]
