"""Conversations with the sample's assistant over Direct Line at the moment the sample's tests ask at, for
the test modules that check one reply: what they say, and what the last reply was."""

from __future__ import annotations

from typing import Any

from .conftest import ParleyHarness
from .sample_items import TODAY


async def last_reply(harness: ParleyHarness, *texts: str) -> dict[str, Any]:
    """Say each text in a new conversation on TODAY; the reply activity to the last one."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return reply


async def reply_texts(harness: ParleyHarness, *texts: str) -> list[str]:
    """Say each text in a new conversation on TODAY; the text of every reply."""
    harness.clock.now = TODAY
    return await harness.reply_texts(*texts)


def count_of(reply: dict[str, Any]) -> int:
    """How many items the reply found, from its debug interpretation (-1 when it found none to count)."""
    count: int = reply["channelData"]["interpretation"].get("resultCount", -1)
    return count
