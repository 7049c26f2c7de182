"""The field a question asked of one thing, answered of the one then chosen: "how long was my Santa Fe trip?" asked
back, then "the one Anna came along on" is that trip's nights (10), not the trip listed again."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.field_of_the_one_meant import field_asked_of_the_one
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import TODAY

DEFINITION = load_definition(DEFINITION_FILE)
SANTA_FE = "I'm thinking about going back to New Mexico next spring. Remind me, how long was my Santa Fe trip?"


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("asked", "chosen", "nights"),
    [
        (SANTA_FE, "Oh, the one Anna came along on", 10),
        (SANTA_FE, "the one with james", 8),
        (SANTA_FE, "the 2012 one", 12),
        ("how long was my trip to sintra", "the first one", 8),
        ("how long was the trip to sintra?", "the later one", 11),
    ],
)
async def test_the_field_asked_is_answered_of_the_one_chosen(harness: ParleyHarness, asked: str, chosen: str, nights: int) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    back = await harness.say(conversation, asked)
    assert "do you mean" in back["text"], back["text"]
    reply = await harness.say(conversation, chosen)
    assert f"nights {nights}" in reply["text"], reply["text"]


def test_only_a_field_of_the_definition() -> None:
    trip = Request("scrapbook", category="Travel")
    assert field_asked_of_the_one("how long was my santa fe trip?", trip, DEFINITION) is not None
    assert field_asked_of_the_one("who came on my santa fe trip?", trip, DEFINITION) is None
    assert field_asked_of_the_one("where was my trip", trip, DEFINITION) is None
    assert (
        field_asked_of_the_one("how long was my santa fe trip?", Request("scrapbook", category="Travel", action="verify"), DEFINITION)
        is None
    )
    assert field_asked_of_the_one("", trip, DEFINITION) is None
