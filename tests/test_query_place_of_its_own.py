"""“and walks in Italy but outside Tuscany?” after “more walks in Tuscany or in France?”: the place said anew, as
neither option, is asked about on its own (was: the comparison again, each option narrowed to that place too)."""

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


async def test_a_place_said_anew_after_a_comparison_of_places(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    walks = [i for i in ITEMS if i["type"] == "Walk"]
    reply = await harness.say(conversation, "did I take more walks in Tuscany or in France?")
    assert str(len([i for i in walks if i["place"].get("region") == "Tuscany"])) in reply["text"]
    reply = await harness.say(conversation, "ok and walks in Italy but outside Tuscany?")
    italy = [i for i in walks if i["place"]["country"] == "Italy" and i["place"].get("region") != "Tuscany"]
    assert count(reply) == len(italy) and "France" not in reply["text"], reply["text"]


async def test_a_common_filter_after_a_comparison_still_compares_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "more walks or hikes in 2023?")
    reply = await harness.say(conversation, "and in Italy?")
    assert "walk" in reply["text"] and "hike" in reply["text"] and "Italy" in reply["text"], reply["text"]  # compared again, in Italy
