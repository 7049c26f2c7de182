""" "new question. vegeterian dinners this year" after the seafood dinners of Lisbon: the vegetarian dinners of every
place (was: none, Lisbon kept); "Ugh, never mind the running, I'm starving. Which Japanese dinner did I rate the
highest?": a Japanese dinner (was: a run in Japan, "the running" read as the kind asked). "never mind" leaves the topic
it names only when a mark closes it within a few words; "never mind show me trips" reads the request."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.assistant_model import query_model
from parley.core.recognizer import Recognizer

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

RECOGNIZER = Recognizer(query_model([load_definition(DEFINITION_FILE)]))


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("Ugh, never mind the running, I'm starving. Which Japanese dinner?", "I'm starving. Which Japanese dinner?"),
        ("never mind my hikes - what about books", "what about books"),
        ("never mind, show me trips", "show me trips"),
        ("nevermind show me the trips in italy", "show me the trips in italy"),  # no mark: only the phrase is left
        ("new question. vegeterian dinners this year", "vegeterian dinners this year"),
        ("ok another question: how many books", "how many books"),
    ],
)
def test_what_the_reset_leaves(text: str, rest: str) -> None:
    found = RECOGNIZER.find_switch(text)
    assert found is not None and text[found.end :].strip(" ,.:-") == rest, text


def test_no_reset_said() -> None:
    assert RECOGNIZER.find_switch("which question did I ask first") is None


async def test_a_new_question_starts_clean(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "seafood dinners in lisbon")
    reply = await harness.say(conversation, "new question. vegeterian dinners this year")
    expected = [
        i for i in ITEMS if i["type"] == "Dinner" and i["fields"].get("cuisine") == "vegetarian" and i["itemDate"].year == TODAY.year
    ]
    assert count(reply) == len(expected), reply["text"]


async def test_never_mind_the_kind_then_another_request(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many runs have I logged this year?")
    reply = await harness.say(conversation, "Ugh, never mind the running, I'm starving. Which Japanese dinner did I rate the highest?")
    assert "dinner" in reply["text"].lower() and "run" not in reply["text"].lower(), reply["text"]
