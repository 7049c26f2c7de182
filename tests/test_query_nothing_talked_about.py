"""Follow-ons said with nothing talked about are asked back, not answered for everything: “the second one”
(nothing listed), “did it get a 5?” (“it” is nothing yet), “the worst one?” (the worst of what?); and “best”
said alone after a list is the best rated of it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import ParleyHarness

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("text", ["the second one", "show me the 3rd one"])
async def test_picking_with_nothing_listed_is_asked(harness: ParleyHarness, text: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    assert "?" in reply["text"], reply["text"]


@pytest.mark.parametrize("text", ["did it get a 5?", "was it in Lisbon", "it was with Chloé?"])
async def test_it_with_nothing_talked_about_is_asked(harness: ParleyHarness, text: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    assert "“it”" in reply["text"] and "?" in reply["text"] and not reply["text"].startswith(("Yes", "No")), reply["text"]


async def test_it_after_something_talked_about_is_that_thing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my best rated hike in 2023")
    reply = await harness.say(conversation, "was it with Mary?")
    assert "“it”" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("text", "asked"), [("the worst one?", "worst rated of what"), ("which was the most recent one", "most recent of what")]
)
async def test_a_superlative_of_nothing_named_is_asked_then_completed(harness: ParleyHarness, text: str, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    assert asked in reply["text"].lower() and "?" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "books")
    assert "book" in reply["text"] and "?" not in reply["text"], reply["text"]


@pytest.mark.parametrize("text", ["best", "and best?", "ok best pls"])
async def test_best_said_alone_after_a_list_is_its_best_rated(harness: ParleyHarness, text: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in Japan")
    reply = await harness.say(conversation, text)
    assert reply["text"].startswith("The best rated") and "museum" in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [("more hikes or runs in 2021?", "n in 2020?", "in 2020"), ("hikes in 2022", "nd 2023?", "hikes in 2023")],
)
async def test_n_as_texted_is_and(harness: ParleyHarness, first: str, then: str, expected: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, then)
    assert expected in reply["text"] and "understand" not in reply["text"] and "of what" not in reply["text"], reply["text"]
