"""“How much ski days I have in total?” (a learner's “how many”) counts the ski days (was: “Total of what:
distance, duration or elevation?”); “how much” of a thing counted in the plural is a count, “how much” of a
field or of nothing named is still a total."""

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


async def ask(harness: ParleyHarness, text: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return await harness.say(conversation, text)


async def test_how_much_of_a_plural_kind_in_total_is_a_count(harness: ParleyHarness) -> None:
    walks = [i for i in ITEMS if i["category"] == "Activity" and i["type"] == "Walk" and i["itemDate"].year == 2023]
    reply = await ask(harness, "how much walks did I make in 2023 in total?")
    assert count(reply) == len(walks) and "Total of what" not in reply["text"], reply["text"]
    assert f"{len(walks)} walks" in reply["text"], reply["text"]


async def test_how_much_of_a_field_in_total_is_still_its_total(harness: ParleyHarness) -> None:
    reply = await ask(harness, "how much elevation in total on my hikes in 2024?")
    assert "total elevation" in reply["text"].lower(), reply["text"]
    reply = await ask(harness, "how much did i walk in total in 2023")
    assert "Total of what" in reply["text"], reply["text"]
