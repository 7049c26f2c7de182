"""“how many things have i done with elena altogether” after her museum in Athens this summer: every kind, with her,
at any time and anywhere (was: the museum, Athens and the summer kept, “1 museum”); not when a kind is named, the
answer before is referred to, or a field is totalled."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asking",
    [
        "how many things have i done with elena altogether",
        "how many entries with Elena in total?",
        "how many things did I do with Elena overall?",
    ],
)
async def test_everything_with_her_in_total(harness: ParleyHarness, asking: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in athens in 2026 with elena")
    reply = await harness.say(conversation, asking)
    everything = matching(lambda i: "Elena" in i["who"])
    assert f"{len(everything)} items with Elena" in reply["text"], reply["text"]


async def test_a_kind_named_in_total_is_not_everything(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in athens in 2026 with elena")
    reply = await harness.say(conversation, "how many museums with elena altogether?")
    assert "items" not in reply["text"], reply["text"]
