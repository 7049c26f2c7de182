"""“was mary there for most of those?”, “was roberto on most of them”: a yes/no over the previous answer that
holds when more than half of it fits, “Yes, 10 of the 14: …” (was: “there” asked about as a place, or “most”
not understood); “the ones without her” next leaves that person out of the previous answer."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def hikes_of(year: int) -> list[dict[str, Any]]:
    return matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == year)


@pytest.mark.parametrize(
    ("asking", "person"),
    [("was mary there for most of those?", "Mary"), ("was roberto on most of them", "Roberto"), ("Was Tom there for most of them?", "Tom")],
)
async def test_most_of_them_holds_when_over_half_of_the_previous_answer_fits(harness: ParleyHarness, asking: str, person: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2016")
    reply = await harness.say(conversation, asking)
    hikes = hikes_of(2016)
    came = [h for h in hikes if person in h["who"]]
    verdict = "Yes" if 2 * len(came) > len(hikes) else "No"
    assert reply["text"].startswith(f"{verdict}, {len(came) or 'none'} of the {len(hikes)}"), reply["text"]


async def test_the_ones_without_her_after_most_of_them_leaves_her_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2016")
    await harness.say(conversation, "was mary there for most of those?")
    reply = await harness.say(conversation, "ok show me the ones without her")
    without = [h for h in hikes_of(2016) if "Mary" not in h["who"]]
    assert f"{len(without)} hikes in 2016 without Mary" in reply["text"], reply["text"]
