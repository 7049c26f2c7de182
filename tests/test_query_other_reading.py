""" "adn the books from that year" after "the history ones from 2018" was asked back (books or museums?), answered
"museums", narrowed and checked: the history books of 2018 (was: the museums' place and the person checked, read as
filters of books: none)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def history(category: str) -> int:
    return len([i for i in ITEMS if i["category"] == category and i["type"] == "History" and i["itemDate"].year == 2018])


@pytest.mark.parametrize(
    "said", ["adn the books from that year", "and the books", "what about history books from that year", "the books then?"]
)
async def test_the_other_reading_of_the_question_asked_back(harness: ParleyHarness, said: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the history ones from 2018")
    await harness.say(conversation, "musuems")
    await harness.say(conversation, "only the ones outside the us")
    await harness.say(conversation, "was mary at both")
    reply = await harness.say(conversation, said)
    assert count(reply) == history("Book"), reply["text"]


async def test_and_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the history ones from 2018")
    await harness.say(conversation, "books")
    reply = await harness.say(conversation, "and the museums")
    assert count(reply) == history("Museum"), reply["text"]


async def test_with_more_said_it_is_a_question_of_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the history ones from 2018")
    await harness.say(conversation, "musuems")
    reply = await harness.say(conversation, "and the books from 2019")
    assert count(reply) == len([i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == 2019]), reply["text"]


async def test_once_the_conversation_moved_on_the_books_are_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the history ones from 2018")
    await harness.say(conversation, "musuems")
    await harness.say(conversation, "museums in 2019")  # another time talked about now
    reply = await harness.say(conversation, "and the books")
    assert count(reply) != history("Book"), reply["text"]
