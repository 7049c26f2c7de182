""" "so I ran further in 2025 than that, is that right?" after the 2024 total: the group named before "than" is the one
claimed to win, so the yes/no is of it; "was that more than my walks?" claims the value just given wins."""

from __future__ import annotations

import pytest

from parley.core.query.claimed_over_the_value import named_group_claimed_first

from .conftest import ParleyHarness
from .sample_items import TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "said",
    [
        "so yeah i ran further in twenty twenty five than that is that right",
        "more in 2025 than that?",
        "i walked more in may than it, right",
    ],
)
def test_the_named_group_claimed_first(said: str) -> None:
    assert named_group_claimed_first(said)


@pytest.mark.parametrize(
    "said",
    [
        "was that more than my walks that year?",
        "is that more than this yr",
        "so longer than in 2025?",
        "that's more than it was in 2024",
        "more in 2025 than this year?",
        "vs walks",
    ],
)
def test_the_value_given_claimed_first_or_none(said: str) -> None:
    assert not named_group_claimed_first(said)


async def test_further_than_that_is_a_yes_when_it_holds(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how far did i run in twenty twenty five")
    await harness.say(conversation, "and the year before")
    reply = await harness.say(conversation, "so yeah i ran further in twenty twenty five than that is that right")
    assert reply["text"].startswith("Yes, more in 2025"), reply["text"]
