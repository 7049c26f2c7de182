""" "and in athens?" after "how many of those" (a count of what a yes/no found): said again of another place or time with
no word of its own asking for a number, and finding none, it answers "No — … I found no …"; a count asked in so many
words, or one that finds some, is answered as a count."""

from __future__ import annotations

import pytest

from parley.core.query.none_asked_again import none_asked_again

from .conftest import ParleyHarness
from .sample_items import TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_batch_conversation(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "didn't I drink a 5 star assyrtiko in nafplio this year? pretty sure I did")
    await harness.say(conversation, "oh nice, how many of those")
    reply = await harness.say(conversation, "and in athnes?")
    assert reply["text"].startswith("No") and "Athens" in reply["text"], reply["text"]


@pytest.mark.parametrize("asked", ["and in athnes?", "and in 1990?", "what about 1990", "but in 1990?", "ok and in 1990"])
def test_said_again_finding_none(asked: str) -> None:
    assert none_asked_again(asked, "count", 0)


@pytest.mark.parametrize(
    ("asked", "action", "count"),
    [
        ("and how many in 1990?", "count", 0),  # a count asked in so many words
        ("and the number in 1990", "count", 0),
        ("and in 2024?", "count", 5),  # some found: its number
        ("and in 1990?", "find", 0),  # a list asked again
        ("wines in 1990", "count", 0),  # not said again of the question before
    ],
)
def test_not_a_no(asked: str, action: str, count: int) -> None:
    assert not none_asked_again(asked, action, count)


async def test_a_count_asked_anew(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many wines in 2026")
    reply = await harness.say(conversation, "and how many in 1990")
    assert reply["text"].startswith("I found no wines"), reply["text"]
