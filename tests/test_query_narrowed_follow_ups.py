"""Follow-ups that narrow or step back from what was just talked about: "only walks" after a comparison of
years is the same comparison of walks."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = ""
    for text in texts:
        reply = str((await harness.say(conversation, text))["text"])
    return reply


def _count(kind: str, year: int) -> int:
    return len(matching(lambda i: i["type"] == kind and i["itemDate"].year == year))


async def test_a_kind_said_with_only_after_a_comparison_of_years_compares_that_kind(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "did I hike more in 2019 or in 2020?", "only walks")
    walks = (_count("Walk", 2019), _count("Walk", 2020))
    assert walks[0] != walks[1]
    assert f"{walks[0]} walks in 2019" in reply and f"{walks[1]} walks in 2020" in reply and "understand" not in reply, reply
