"""“When I ate in Madrid the last time?” is the latest meal in Madrid (one), not every meal of the latest visit there;
“when was I in Lisbon last time?”, “when did we go to Porto the last time?” and “what did I eat in Athens last time?”
stay the visit."""

from __future__ import annotations

import pytest

from parley.core.query.when_done_last import done_last_said

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "text", ["when i ate in madird the last time?", "when did we have sushi last time", "and when did i drink a riesling the last time"]
)
def test_when_a_thing_was_done_last(text: str) -> None:
    said = done_last_said(text)
    assert said is not None and text[said[0] : said[1]].endswith("last time")


@pytest.mark.parametrize(
    "text",
    [
        "when was i in lisbon last time",
        "when did we go to porto the last time?",
        "what did i eat in athens last time?",
        "when i was there the last time",
        "when did i last eat in madrid",
    ],
)
def test_a_visit_or_another_question_is_not(text: str) -> None:
    assert done_last_said(text) is None


async def test_the_latest_meal_in_madrid(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "When I ate in Madrid the last time?")
    meals = [i for i in ITEMS if i["category"] == "Food" and i["place"]["city"] == "Madrid"]
    assert picked(reply) == [max(meals, key=lambda i: i["itemDate"])["_id"]], reply["text"]
