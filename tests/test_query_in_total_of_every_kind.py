"""“how many wines have i had altogether” after “more wines or beers in 2025” and “and 2024”: the question before was
of every kind (the kinds were the options), so “altogether” asks for every wine, nothing of 2024 kept (was: the
wines of 2024). A kind said without “altogether” after such a question keeps its time."""

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


async def test_altogether_after_kinds_compared(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "more wines or beers in 2025")
    await harness.say(conversation, "and 2024")
    reply = await harness.say(conversation, "lol ok. how many wines have i had altogether")
    assert count(reply) == len([i for i in ITEMS if i["type"] == "Wine"]), reply["text"]


async def test_a_kind_without_altogether_keeps_the_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "more wines or beers in 2025")
    reply = await harness.say(conversation, "and how many wines")
    assert count(reply) == len([i for i in ITEMS if i["type"] == "Wine" and i["itemDate"].year == 2025]), reply["text"]
