"""“Last” and “best” said the short way: “when did we last …?” picks the most recent, “and …?” after it asks
the same of other items, “best one” picks the best rated of the previous answer."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def newest(predicate: Callable[[Item], bool]) -> str:
    return str(max((i for i in ITEMS if predicate(i)), key=lambda i: i["itemDate"])["_id"])


def best(predicate: Callable[[Item], bool]) -> int:
    return max(i["rating"] for i in ITEMS if predicate(i))


def dish(name: str) -> Callable[[Item], bool]:
    return lambda i: i["fields"].get("dish") == name


async def test_last_as_an_adverb_picks_the_most_recent_and_and_asks_it_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "When did we last eat cioppino?")
    assert ids(reply) == [newest(dish("cioppino"))]
    reply = await harness.say(conversation, "and mole?")
    assert ids(reply) == [newest(dish("mole"))]
    reply = await harness.say(conversation, "where did i most recently go skiing")
    assert ids(reply) == [newest(lambda i: i["type"] == "Ski")]


async def test_last_year_after_i_is_a_date_not_the_most_recent(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "which hikes did i do last year")
    assert len(ids(reply)) > 1


async def test_best_one_without_the_picks_the_best_rated_of_the_answer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "ski days in 2024")
    before = ids(reply)
    assert len(before) > 1
    reply = await harness.say(conversation, "best 1 pls")
    chosen = ids(reply)
    assert len(chosen) == 1 and chosen[0] in before
    assert next(i for i in ITEMS if i["_id"] == chosen[0])["rating"] == best(lambda i: i["_id"] in before)


async def test_where_was_the_restaurant_of_the_picked_item_is_its_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "my most recent lunch")
    chosen = next(i for i in ITEMS if i["_id"] == ids(reply)[0])
    assert chosen["_id"] == newest(lambda i: i["type"] == "Lunch")
    reply = await harness.say(conversation, "where was the restaurant?")
    assert chosen["place"]["city"] in reply["text"] and chosen["place"]["country"] in reply["text"]
    reply = await harness.say(conversation, "what city was that restaurant in")
    assert chosen["place"]["city"] in reply["text"]
