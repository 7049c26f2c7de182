"""A month said alone after a follow-on's opening: “adn june” after the km run in March and May is June of
that year (was: “I didn't understand “june””), as “and in june” is; “what about july?” after the hikes of
2024 is July 2024."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def of_type(kind: str, start: datetime, end: datetime) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["category"] == "Activity" and i["type"] == kind and start <= i["itemDate"] < end]


async def test_what_about_a_month_after_a_year(harness: ParleyHarness) -> None:
    july = of_type("Hike", datetime(2024, 7, 1), datetime(2024, 8, 1))
    assert july
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my hikes in 2024")
    reply = await harness.say(conversation, "what about july?")
    assert count(reply) == len(july) and "July 2024" in reply["text"], reply["text"]


async def test_and_a_month_alone_after_a_total_of_a_month(harness: ParleyHarness) -> None:
    june = of_type("Walk", datetime(2026, 6, 1), datetime(2026, 7, 1))
    assert june
    km = round(sum(i["fields"]["distance"] for i in june), 1)
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many km did I walk in April this year?")
    reply = await harness.say(conversation, "and june")
    assert f"{km}" in reply["text"] and "understand" not in reply["text"], reply["text"]
