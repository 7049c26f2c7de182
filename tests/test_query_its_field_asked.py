"""A field of the item in focus asked by its name alone: "what exibition was on" after one museum was picked is that
museum's exhibition (though "exhibition" also names museums); a question searching by anything else is not."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.its_field_asked import its_field_asked
from parley.core.query.request import Reading
from parley.core.query.vocabulary import Topic

from .conftest import ParleyHarness
from .sample_items import TODAY, by_id
from .sample_items import result_ids as ids

DEFINITION = load_definition(DEFINITION_FILE)
MUSEUM = {"category": "Museum", "type": "Art"}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("pick", "asked", "field"),
    [
        ("the oldest museum i visited", "what exibition was on", "exhibition"),
        ("the oldest museum i visited", "which exhibition was showing", "exhibition"),
        ("the oldest museum i visited", "so what exhibition did they have on", "exhibition"),
        ("whats the oldest vintage in my wines", "what grape", "variety"),
        ("whats the oldest vintage in my wines", "which producer made it", "producer"),
        ("my longest book", "what author", "author"),
    ],
)
async def test_the_field_named_is_asked_of_the_item_in_focus(harness: ParleyHarness, pick: str, asked: str, field: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    picked = ids(await harness.say(conversation, pick))
    assert len(picked) == 1
    reply = await harness.say(conversation, asked)
    assert str(by_id(picked[0])["fields"][field]) in reply["text"], reply["text"]


async def test_a_search_by_more_than_the_field_is_no_question_of_the_item(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the oldest museum i visited")
    reply = await harness.say(conversation, "what exhibitions were on in 2020")
    assert len(ids(reply)) > 1, reply["text"]


def test_only_the_field_after_what_or_which() -> None:
    museum = ((Topic("Museum"),),)
    assert its_field_asked(Reading(text="what exhibition was on", topics=museum), DEFINITION, MUSEUM)
    assert not its_field_asked(Reading(text="what exhibitions were on", topics=museum), DEFINITION, MUSEUM)
    assert not its_field_asked(Reading(text="the exhibition was good", topics=museum), DEFINITION, MUSEUM)
    assert not its_field_asked(Reading(text="what exhibition did i see", topics=((Topic("Book"),),)), DEFINITION, MUSEUM)
