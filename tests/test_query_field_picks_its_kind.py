"""“and how many nights was I away in total last year?” after the bike rides: a number field only one kind has (nights,
of the travels) picks that kind, even when another kind was talked about before."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_nights_after_the_runs_are_the_nights_away(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many km did I run in 2024")
    reply = await harness.say(conversation, "and the nights in total that year?")
    trips = [i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == 2024]
    nights = sum(i["fields"].get("nights", 0) for i in trips)
    assert trips and f"is {nights} over" in reply["text"] and "travels" in reply["text"], reply["text"]
