"""A kind said first and then described in a clause of the user's own ("wines that I rated 5") is a question of
its own: nothing of the question before (its place, its companions) is kept; a value said so ("reds that I rated
5") still narrows it."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_a_kind_described_anew_keeps_nothing_of_the_question_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "wines from italy without Mary")
    reply = await harness.say(conversation, "wines that I gave a 5?")
    five = [i for i in ITEMS if i["type"] == "Wine" and i.get("rating") == 5]
    assert reply["text"].startswith(f"{len(five)} wines") and "Mary" not in reply["text"], reply["text"]


async def test_a_value_described_so_narrows_the_question_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "wines from france")
    reply = await harness.say(conversation, "reds that i rated 5")
    french = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "FR" and i.get("rating") == 5]
    assert ids(reply) == {i["_id"] for i in french if i["fields"].get("colour") == "red"}, reply["text"]
