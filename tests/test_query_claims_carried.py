"""A follow-on of a claimed number keeps the number: “what about 2024?” after “did I have at least 7 hikes in
2023, right? Yes, 7” is “No, 6 hikes in 2024” (was: “Yes, 6”, some hikes, the number claimed dropped); a
follow-on of a yes/no that claimed no number, or a question of its own, is not checked against it."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def hikes(year: int) -> int:
    return sum(1 for i in ITEMS if i["category"] == "Activity" and i["type"] == "Hike" and i["itemDate"].year == year)


async def test_the_number_claimed_is_checked_again_for_the_year_said_next(harness: ParleyHarness) -> None:
    assert hikes(2023) >= 7 > hikes(2024) > 0
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did i have at least 7 hikes in 2023, right?")
    assert reply["text"].startswith("Yes"), reply["text"]
    reply = await harness.say(conversation, "what about 2024?")
    assert reply["text"].startswith("No") and str(hikes(2024)) in reply["text"], reply["text"]


async def test_a_yes_no_without_a_number_carries_none(harness: ParleyHarness) -> None:
    assert hikes(2024) >= 3 and hikes(2025) >= 3
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did i have fewer than 3 hikes in 2023, right?")
    assert reply["text"].startswith("No"), reply["text"]
    reply = await harness.say(conversation, "did I hike in 2024?")
    assert reply["text"].startswith("Yes"), reply["text"]
    reply = await harness.say(conversation, "and in 2025?")
    assert reply["text"].startswith("Yes"), reply["text"]
