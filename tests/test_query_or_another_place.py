""" "or madrid" after the dinners in Barcelona: the dinners in Barcelona or Madrid (was: Madrid's only), and what
follows narrows those ("without the 2018 ones"); only a place of the same kind as the one asked, said alone."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def dinners(*cities: str) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] in cities]


@pytest.mark.parametrize("said", ["or madrid", "Or Madrid?", "or in madrid?", "ok or madird", "or else madrid"])
async def test_or_a_city_adds_it_to_the_city_asked(harness: ParleyHarness, said: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in barcelnoa")
    reply = await harness.say(conversation, said)
    assert count(reply) == len(dinners("Barcelona", "Madrid")), reply["text"]


async def test_then_narrowed(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in barcelnoa")
    await harness.say(conversation, "or madrid")
    reply = await harness.say(conversation, "without the 2018 ones")
    assert count(reply) == len([i for i in dinners("Barcelona", "Madrid") if i["itemDate"].year != 2018]), reply["text"]


async def test_a_place_with_more_said_is_a_question_of_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in barcelnoa")
    reply = await harness.say(conversation, "and in madrid")  # no "or": Madrid instead
    assert count(reply) == len(dinners("Madrid")), reply["text"]
