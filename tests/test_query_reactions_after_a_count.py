"""“Oh nice, more than I thought. And beers, same year?” after a count: a reaction, then the same count for beers
(nothing set against anything)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_a_reaction_then_another_kind_counts_that_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many hikes did I do in 2024?")
    reply = await harness.say(conversation, "wow, fewer than I expected! and runs, that year?")
    runs = [i for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == 2024]
    assert runs and f"{len(runs)} runs" in reply["text"] and "hike" not in reply["text"], reply["text"]


async def test_more_than_an_other_doing_is_still_set_against_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did I hike more than I ran in 2024?")
    assert "hikes" in reply["text"] and "runs" in reply["text"], reply["text"]
