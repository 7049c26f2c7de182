"""Orders to leave something out, said as a verb opening the clause: "skip the ones in italy" after the dinners abroad,
"drop the french ones" after the wines from Italy or France, "leave out spain", "take out the ones with Mary", "remove
the beers". Each leaves out what follows it, never answers with it (was: "1 Italian dinner last year (2025). (I didn't
understand “skip”.)", the opposite of what was asked). Said elsewhere ("which hikes did Mary skip?", "did my ratings
drop?") the verb orders nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from parley.core.query.leaving_out_verbs import VERB, ordered_at

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, with_

Item = dict[str, Any]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(reply: str) -> int:
    return int(reply.split()[0].replace(",", ""))


def _number(test: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if test(i))


async def _after(harness: ParleyHarness, first: str, then: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    return str((await harness.say(conversation, then))["text"])


def _country(code: str) -> Callable[[Item], bool]:
    return lambda i: i["place"]["countryCode"] == code


def _wine(i: Item) -> bool:
    return bool(i["type"] == "Wine")


def _abroad_2025(kind: str) -> Callable[[Item], bool]:
    return lambda i: i["type"] == kind and i["itemDate"].year == 2025 and i["place"]["countryCode"] != "US"


@pytest.mark.parametrize("then", ["skip the ones in italy", "ok leave out italy", "and remove the ones from italy", "take out italy"])
async def test_an_order_to_leave_a_place_out_of_the_dinners_abroad(harness: ParleyHarness, then: str) -> None:
    dinners = _abroad_2025("Dinner")
    expected = _number(lambda i: dinners(i) and i["place"]["countryCode"] != "IT")
    assert expected != _number(lambda i: dinners(i) and i["place"]["countryCode"] == "IT")
    reply = await _after(harness, "dinners outside the us last year", then)
    assert _count(reply) == expected and "understand" not in reply, reply


@pytest.mark.parametrize("then", ["drop the french ones", "skip the french ones", "ignore the french ones"])
async def test_an_order_to_leave_out_one_place_of_an_or(harness: ParleyHarness, then: str) -> None:
    expected = _number(lambda i: _wine(i) and i["rating"] == 5 and i["place"]["countryCode"] == "IT")
    reply = await _after(harness, "five star wines from italy or france", then)
    assert _count(reply) == expected and "Italian" in reply, reply


async def test_an_order_to_leave_out_a_kind(harness: ParleyHarness) -> None:
    drinks = _number(lambda i: i["category"] == "Drink" and i["type"] != "Beer")
    reply = await _after(harness, "everything i drank", "remove the beers")
    assert _count(reply) == drinks, reply


async def test_an_order_to_leave_out_a_person(harness: ParleyHarness) -> None:
    hikes = _number(lambda i: i["type"] == "Hike" and not with_("Mary")(i))
    reply = await _after(harness, "my hikes", "now drop the ones with mary")
    assert _count(reply) == hikes, reply


def test_the_verb_orders_only_at_the_start_of_its_clause() -> None:
    def orders(text: str) -> list[str]:
        return [m.group() for m in VERB.finditer(text) if ordered_at(text, m.start())]

    assert orders("skip the ones in italy") == ["skip"]
    assert orders("wines from europe, but drop the french ones") == ["drop"]
    assert orders("ok can you leave out spain") == ["leave out"]
    assert orders("which hikes did mary skip") == []  # who missed them (missed_of_those.py)
    assert orders("did my ratings drop in 2024") == []
    assert orders("the day i dropped my phone") == []


async def test_a_verb_that_tells_what_happened_leaves_nothing_out(harness: ParleyHarness) -> None:
    reply = await _after(harness, "hikes in 2023", "forget about it, how many runs")
    assert _count(reply.removeprefix("I found ")) == _number(lambda i: i["type"] == "Run"), reply
