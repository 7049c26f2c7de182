""" "read anythng else by her?" after the author of the longest book of 2024: yes or no about her other books (was: the
25 items sharing a place, a person or the day with it), then "how many by her in total": all of her books, not only
those of 2024; "anything else?" alone still asks what is related to the item in focus. "Did its author write anything
else that I rated below 3?" after the longest novel: his other books rated below 3 (was: a yes/no of the novel itself)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.else_by_the_maker import else_by_the_maker, its_maker_named
from parley.core.query.other_than_it import other_than_it, other_words
from parley.core.query.quantities import VERIFY
from parley.core.query.request import Reading, Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
DEFINITION = load_definition(DEFINITION_FILE)
READER = sample_reader(DEFINITION, list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


@pytest.mark.parametrize(
    "said",
    [
        "read anything else by her?",
        "anything else by him",
        "what else by the same author?",
        "something else by its author?",
        "anything else by Ada Winter?",
    ],
)
def test_else_by_someone_asks_what_they_made(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert else_by_the_maker(reading, DEFINITION), reading


@pytest.mark.parametrize(
    "said", ["anything else?", "what else did i do that day?", "anything else by the river?", "anything by her?", "other books by her?"]
)
def test_else_alone_or_by_no_one_is_no_question_of_a_maker(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert not else_by_the_maker(reading, DEFINITION), reading


def test_else_is_said_as_other() -> None:
    assert other_words(Reading(text="did i read anything else by her?", unknown_words=("anything", "else"))) == ("anything", "else")
    assert other_words(Reading(text="any other wines there?", unknown_words=("other",))) == ("other",)
    assert other_words(Reading(text="anything by her?", unknown_words=("anything",))) == ()
    assert other_words(Reading(text="where else?", unknown_words=("else",))) == ()


def test_else_leaves_the_one_in_focus_out_of_its_kind_only() -> None:
    book = {"_id": "b1", "category": "Book", "type": "Novel"}
    said = Reading(text="read anything else by her?", unknown_words=("anything", "else"))
    assert other_than_it(Request("scrapbook", category="Book"), said, book) == Request("scrapbook", category="Book", not_ids=("b1",))
    everything = Reading(text="what else did i do in the same city?", unknown_words=("else",))
    assert other_than_it(Request("scrapbook"), everything, book) is None  # every kind: everything there, as asked
    assert other_than_it(Request("scrapbook"), said, book, made_by=True) == Request("scrapbook", not_ids=("b1",))


@pytest.mark.parametrize("said", ["read anything else by her?", "drank any wine in Peru?", "ate anything with Mary in 2024?"])
def test_a_past_verb_opening_a_question_of_any_asks_whether(said: str) -> None:
    assert VERIFY.search(said)


@pytest.mark.parametrize("said", ["read anything else by her", "show me anything by her?", "read books by her?", "went to any museums"])
def test_no_question_of_any_or_no_past_verb_asks_nothing(said: str) -> None:
    assert not VERIFY.search(said)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _books_by(author: str) -> list[dict[str, object]]:
    return [i for i in ITEMS if i["category"] == "Book" and (i.get("fields") or {}).get("author") == author]


@pytest.mark.parametrize("asked", ["read anythng else by her?", "did i read anything else by her?"])
async def test_her_other_books_then_all_of_hers(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "longest book 2024")
    author = await harness.say(conversation, "author?")
    name = author["text"].rsplit("author ", 1)[1].rstrip(".")
    books = _books_by(name)
    assert len(books) > 2
    reply = await harness.say(conversation, asked)
    assert reply["text"].startswith(f"Yes, {len(books) - 1} books by {name}"), reply["text"]
    assert "didn't understand" not in reply["text"], reply["text"]
    reply = await harness.say(conversation, "how many by her in total")
    assert f"{len(books)} books by {name}" in reply["text"] and "2024" not in reply["text"], reply["text"]


async def test_anything_else_alone_is_still_what_is_related(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "longest book 2024")
    reply = await harness.say(conversation, "anything else?")
    assert "sharing a place, a person or the day" in reply["text"], reply["text"]


async def test_in_total_of_a_text_not_asked_before_is_its_own_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books by Nina Petrova in 2022")
    reply = await harness.say(conversation, "how many by Grace Obi in total")
    assert "Nina" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("Did its author write anything else that I rated below 3?", "Did Marco Bellini write anything else that I rated below 3?"),
        ("read anything else by its author?", "read anything else by Marco Bellini?"),
        ("anything else by the same author", "anything else by Marco Bellini"),
    ],
)
def test_its_maker_is_named_when_what_else_is_asked(said: str, meant: str) -> None:
    assert its_maker_named(said, "Marco Bellini", "author", DEFINITION) == meant


@pytest.mark.parametrize("said", ["who is its author?", "is its author italian?", "anything else that day?", "anything else by its title?"])
def test_its_maker_is_not_named_otherwise(said: str) -> None:
    assert its_maker_named(said, "Marco Bellini", "author", DEFINITION) == said
    assert its_maker_named("anything else by its author?", None, None, DEFINITION) == "anything else by its author?"


async def test_what_else_its_author_wrote(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "whats the longest novle ive ever read")
    author = await harness.say(conversation, "Who wrote it?")
    name = author["text"].rsplit("author ", 1)[1].rstrip(".")
    low = [i for i in _books_by(name) if i["rating"] < 3]
    assert low
    reply = await harness.say(conversation, "Ha, I loved that one. Did its author write anything else that I rated below 3?")
    assert reply["text"].startswith(f"Yes, {len(low)} ") and name in reply["text"], reply["text"]
