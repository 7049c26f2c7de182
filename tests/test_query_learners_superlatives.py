"""“which of them has the most young vintage?”, “the youngest vintage”, “the most old vintage”: a learner's or the
plain superlative of age picks the highest or lowest number (was: “most young vintage” not understood); the reply
restates it in plain English (“the youngest vintage”)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "highest", "label"),
    [
        ("which one has the youngest vintage", True, "with the youngest vintage"),
        ("the one with the most old vintage", False, "with the oldest vintage"),
        ("which had the more young vintage?", True, "with the younger vintage"),
    ],
)
def test_age_words_order_by_the_number(text: str, highest: bool, label: str) -> None:
    reading, _ = read(text)
    assert [(s.field, s.highest, s.label) for s in reading.superlatives] == [("vintage", highest, label)]


async def test_the_most_young_vintage_of_the_answer_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    spanish = sorted((i for i in ITEMS if i["type"] == "Wine" and i["place"]["country"] == "Spain"), key=lambda i: i["fields"]["vintage"])
    assert spanish[-1]["fields"]["vintage"] > spanish[-2]["fields"]["vintage"]
    await harness.say(conversation, "wines from spain")
    reply = await harness.say(conversation, "Which of them has the most young vintage?")
    assert spanish[-1]["title"] in reply["text"] and "youngest" in reply["text"], reply["text"]
