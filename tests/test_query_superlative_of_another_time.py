"""The same superlative asked of another time: "which one was the longest?" among the trips of 2025, then "and this
year?", is the longest trip of this year, not every trip of it; "and how many this year?" is a count."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def trips(year: int) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == year]


async def test_the_longest_again_of_this_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my trips in 2025")
    await harness.say(conversation, "which one was the longest?")
    reply = await harness.say(conversation, "and this year?")
    this_year = trips(TODAY.year)
    most = max(i["fields"]["nights"] for i in this_year)
    longest = {i["_id"] for i in this_year if i["fields"]["nights"] == most}
    assert len(picked(reply)) == 1 and picked(reply)[0] in longest, reply["text"]


async def test_how_many_this_year_is_a_count(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my trips in 2025")
    await harness.say(conversation, "which one was the longest?")
    reply = await harness.say(conversation, "and how many this year?")
    assert len(picked(reply)) == len(trips(TODAY.year)), reply["text"]
