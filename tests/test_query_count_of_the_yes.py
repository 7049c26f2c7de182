""" "how many hikes" right after "with elena? Yes, 3 hikes with Elena": the kind of the yes/no just answered, said alone in a
count, counts what that yes/no found; not when it found none, nor when the count says more or asks of them all."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, ids, result_id_set, with_


def hikes(i: dict[str, object]) -> bool:
    return i.get("type") == "Hike"


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("asked", ["how many hkes", "how many hikes", "ok so how many hikes?", "and how many hikes", "how many hikes"])
async def test_the_hikes_the_yes_found(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did i ever go hiking with elena")
    reply = await harness.say(conversation, asked)
    expected = ids(lambda i: hikes(i) and with_("Elena")(i))
    assert result_id_set(reply) == expected and str(len(expected)) in reply["text"], reply["text"]


async def test_after_an_ellipsis_of_the_yes(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did i ever go hiking with sarah")
    await harness.say(conversation, "with elena")
    reply = await harness.say(conversation, "how many hkes")
    assert result_id_set(reply) == ids(lambda i: hikes(i) and with_("Elena")(i)), reply["text"]


async def test_of_another_kind_too(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "have i had wine with kenji")
    reply = await harness.say(conversation, "how many wines")
    assert result_id_set(reply) == ids(lambda i: i.get("type") == "Wine" and with_("Kenji")(i)), reply["text"]


@pytest.mark.parametrize(
    ("first", "asked", "expected"),
    [
        ("did i ever go hiking with sarah", "how many hikes", hikes),  # the yes/no found none: every hike
        ("did i ever go hiking with elena", "how many hikes in total", hikes),  # of them all
        ("did i ever go hiking with elena", "how many runs", lambda i: i.get("type") == "Run"),  # another kind
    ],
)
async def test_not_of_those(harness: ParleyHarness, first: str, asked: str, expected: object) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, asked)
    assert result_id_set(reply) <= ids(expected)  # type: ignore[arg-type]
    assert str(len(ids(expected))) in reply["text"], reply["text"]  # type: ignore[arg-type]
