"""The user's story around a question and their corrections of it, through the whole assistant: a question
that says nothing of its own is about what the story names ("my sister keeps asking about the walks I did
in 2023 - what have I got?"); "sorry, I meant the walks" asks the question before about the walks, also
when naming another kind reset the context; "the ones that were …" narrows the last answer; a greeting
before a question about "those" adds nothing to it."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(kind: str, year: int, among: list[Item] | None = None) -> int:
    return sum(1 for i in among or ITEMS if (i["category"] == kind or i.get("type") == kind) and i["itemDate"].year == year)


async def test_a_question_that_says_nothing_of_its_own_is_about_what_the_story_names(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "My sister keeps teasing me about the walks I did in 2023 - so what have I got?")
    walks = count("Walk", 2023)
    assert f"{walks} walks in 2023" in reply["text"]


@pytest.mark.parametrize("correction", ["oh no, I meant the hikes", "sorry I ment hikes"])
async def test_a_correction_asks_the_question_before_about_what_is_said_instead(harness: ParleyHarness, correction: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many books did I read in 2024?")
    reply = await harness.say(conversation, correction)  # another category: the context was reset, the question is kept
    assert reply["text"] == f"I found {count('Hike', 2024)} hikes in 2024."


async def test_the_ones_that_were_narrow_the_last_answer_and_a_greeting_adds_nothing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many books did I read in 2021?")
    books = [i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == 2021]
    reply = await harness.say(conversation, "list the ones that were novels or poetry")
    assert ids(reply) == {i["_id"] for i in books if i.get("type") in ("Novel", "Poetry")} != set()
    reply = await harness.say(conversation, "Nice! Which of those did I rate 5?")
    assert "I didn't understand" not in reply["text"]
