"""People compared and referred to, over the sample, through the whole assistant: "more hikes with Anna or
with Sofia?" counts each one's items (an accented name typed with or without its accent), "Mary vs Chloé"
and "Anna compared to Sofia" set two people against each other."""

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


def count(predicate: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if predicate(i))


def hikes_with(name: str) -> int:
    return count(lambda i: i["type"] == "Hike" and name in (i["who"] or []))


def counts(reply: dict[str, Any]) -> dict[str, int]:
    found: dict[str, int] = reply["channelData"]["interpretation"]["counts"]
    return found


async def test_two_people_each_with_a_with_are_compared(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did i do more hikes with anna or with chloe?")
    assert counts(reply) == {"hikes with Anna": hikes_with("Anna"), "hikes with Chloé": hikes_with("Chloé")}
    assert "Chloé" in reply["text"]


async def test_two_people_set_against_each_other_are_compared_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "were there more hikes with Mary or with Roberto?")
    reply = await harness.say(conversation, "what about Chloe versus Sofia")
    assert counts(reply) == {"hikes with Chloé": hikes_with("Chloé"), "hikes with Sofia": hikes_with("Sofia")}
    reply = await harness.say(conversation, "and Sofia compared to Anna?")
    assert counts(reply) == {"hikes with Sofia": hikes_with("Sofia"), "hikes with Anna": hikes_with("Anna")}
