""" "Which museums had it?" right after "Have I ever seen the Dinosaurs Alive exhibition anywhere? Yes, 20 museums …":
the museums with that exhibition (was: every museum, "it" dropped silently); not when the question names a value of its own."""

from __future__ import annotations

import pytest

from parley.core.query.which_had_it import IT_ASKED_OF

from .conftest import ParleyHarness
from .sample_items import TODAY, ids, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def silk_roads(i: dict[str, object]) -> bool:
    fields = i.get("fields")
    return i.get("category") == "Museum" and isinstance(fields, dict) and fields.get("exhibition") == "Silk Roads"


@pytest.mark.parametrize("said", ["which museums had it?", "ok which ones showed it", "where was it on", "In which museums was it?"])
def test_asked_of_it(said: str) -> None:
    assert IT_ASKED_OF.search(said.lower())


@pytest.mark.parametrize("said", ["which museums did I like?", "it was great, which one was best", "how many had it"])
def test_not_asked_of_it(said: str) -> None:
    assert not IT_ASKED_OF.search(said.lower())


@pytest.mark.parametrize("asked", ["Which museums had it?", "so which museums showed it"])
async def test_the_items_the_yes_found_by_their_value(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Have I ever seen the Silk Roads exhibition anywhere?")
    reply = await harness.say(conversation, asked)
    expected = ids(silk_roads)
    assert 0 < len(expected) < len(ids(lambda i: i.get("category") == "Museum"))
    assert result_id_set(reply) == expected, reply["text"]


async def test_not_after_a_yes_no_without_a_value(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I ever go to a museum with elena?")
    reply = await harness.say(conversation, "which museums had the Silk Roads exhibition?")
    assert result_id_set(reply) == ids(silk_roads), reply["text"]
