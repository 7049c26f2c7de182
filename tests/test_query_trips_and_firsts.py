"""“First” said as an adverb (“when did I first travel to France?”: the earliest), “there” after it (the place asked
about, not the first one's city), and a yes/no about a companion “on that trip” that leaves the trip's entries
as “those” (“was Mary part of this trip?”, then “how many of those were dinners?”)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def dated(predicate: Callable[[Item], bool], newest: bool) -> str:
    chosen = (max if newest else min)((i for i in ITEMS if predicate(i)), key=lambda i: i["itemDate"])
    return str(chosen["_id"])


def trip_to(country: str) -> Callable[[Item], bool]:
    return lambda i: i["category"] == "Travel" and i["place"]["country"] == country


def greek_2026(i: Item) -> bool:
    return bool(i["place"]["country"] == "Greece" and i["itemDate"].year == 2026)


async def test_first_as_an_adverb_picks_the_earliest_and_there_stays_the_place_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "where did we first eat sushi?")
    assert ids(reply) == [dated(lambda i: i["fields"].get("dish") == "sushi", newest=False)]
    reply = await harness.say(conversation, "when did I first travel to France")
    assert ids(reply) == [dated(trip_to("France"), newest=False)]
    reply = await harness.say(conversation, "and the latest trip there?")
    assert ids(reply) == [dated(trip_to("France"), newest=True)]


async def test_a_companion_on_that_trip_is_a_yes_no_and_those_stay_the_trips_entries(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what do I have from Greece in 2026?")
    assert count(reply) == sum(map(greek_2026, ITEMS))
    reply = await harness.say(conversation, "was Mary part of this trip?")
    assert reply["text"].startswith("Yes") and "didn't understand" not in reply["text"]
    reply = await harness.say(conversation, "how many of those were dinners?")
    assert count(reply) == sum(1 for i in ITEMS if greek_2026(i) and i["type"] == "Dinner")
    reply = await harness.say(conversation, "and which of them was the best?")
    assert len(ids(reply)) == 1


async def test_someone_not_on_that_trip_is_a_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many things from Greece in 2026?")
    reply = await harness.say(conversation, "was Roberto part of that trip")
    assert reply["text"].startswith("No")
