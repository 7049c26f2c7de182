"""“more science or history ones there” after the museums in Lisbon: “history” names history books and history
museums, and here it is the museums, the kind talked about and the kind of the other option (was: science museums
against history books). Said with its kind, the word keeps it."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def museums(kind: str) -> int:
    return len([i for i in ITEMS if i["category"] == "Museum" and i["type"] == kind and (i.get("place") or {}).get("city") == "Lisbon"])


async def test_history_of_the_museums_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many museums did i visit in lisbon")
    reply = await harness.say(conversation, "more science or history ones there")
    text = reply["text"]
    assert f"{museums('History')} history museum" in text and "book" not in text, text


async def test_history_books_said_with_their_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "more history books or science museums")
    assert "history book" in reply["text"] and "science museum" in reply["text"], reply["text"]
