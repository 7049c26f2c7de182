"""Someone who missed the things asked about (missed_of_those.py): "the Lisbon dinners he missed" after "how many of
them was he at?" (Ben) are the Lisbon dinners without him, not none of the ones he was at; "which hikes did mary skip",
"the trips tom and anna sat out", "the ones she couldn't make" leave them out; "he missed his flight" (an object after
the verb) is no company."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.missed_of_those import without_the_one_who_missed
from parley.core.query.people import People
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import matching
from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("which hikes did mary skip", ("Mary",)),
        ("the trips tom and anna sat out", ("Tom", "Anna")),
        ("dinners ben missed in 2024", ("Ben",)),
        ("the museums Chloé couldn't make it to", ("Chloé",)),
    ],
)
def test_a_named_person_who_missed_them_is_left_out(text: str, names: tuple[str, ...]) -> None:
    (people,) = READER.read(text, NOW, None)[0].people
    assert people.exclude and set(people.names) == set(names), people


@pytest.mark.parametrize("text", ["And the Lisbon dinners he missed, which were those?", "the ones she couldn't make", "which did he skip"])
def test_a_pronoun_who_missed_them_is_the_person_talked_about_left_out(text: str) -> None:
    reading = READER.read(text, NOW, None)[0]
    assert [p.exclude for p in reading.pronouns] == [True] and not reading.people, reading


@pytest.mark.parametrize("text", ["he missed his flight to rome, which trip was that", "did i miss any concerts with tom"])
def test_a_verb_with_an_object_or_the_user_missing_is_no_company_left_out(text: str) -> None:
    reading = READER.read(text, NOW, None)[0]
    assert not any(p.exclude for p in reading.pronouns) and not any(p.exclude for p in reading.people), reading


def test_the_person_asked_for_before_is_dropped_with_the_answer() -> None:
    prior = Request("scrapbook", action="count", category="Food", people=(People(("Ben", "Mary"), exclude=False),), within=("a", "b"))
    reading = READER.read("the ones ben missed", NOW, None)[0]
    base, answer = without_the_one_who_missed(reading, prior, ("a", "b"))
    assert base is not None and answer is None and base.within is None
    assert base.people == (People(("Mary",), exclude=False),)


def test_a_question_without_a_left_out_person_keeps_the_question_before() -> None:
    prior = Request("scrapbook", people=(People(("Ben",), exclude=False),), within=("a",))
    reading = READER.read("which of those were in 2024", NOW, None)[0]
    assert without_the_one_who_missed(reading, prior, ("a",)) == (prior, ("a",))


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_dinners_he_missed_after_the_ones_he_was_at(harness: ParleyHarness) -> None:
    reply = await last_reply(
        harness,
        "was Ben at any of my dinners in Lisbon?",
        "How many of them was he at?",
        "And the Lisbon dinners he missed, which were those?",
    )
    lisbon = [i for i in matching(lambda i: i["type"] == "Dinner") if (i.get("place") or {}).get("city") == "Lisbon"]
    assert count_of(reply) == len([i for i in lisbon if "Ben" not in i["who"]]) > 0, reply["text"]
    assert "without Ben" in reply["text"], reply["text"]
