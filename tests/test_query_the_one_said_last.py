""" "How many nights I was staying in Paris for my trip?" of two trips to Paris: "my trip" (one thing, ending the question,
its place said before it) asks back which one, 2019 or 2022 (was: the nights of both added up); "on my trips" still adds
them up. "The natural history one." of "the natural history or the history" museum in Sydney picks the natural history one
(was: both, "history" being said too), and "And the other one?" then the history one."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.places import Place
from parley.core.query.request import Request
from parley.core.query.the_one_meant import OneMeant, Option, chosen, says_one

from .conftest import ParleyHarness
from .sample_items import TODAY

DEFINITION = load_definition(DEFINITION_FILE)
PARIS = Place("Paris", "city", "FR")
NIGHTS = Request("scrapbook", "count", "Travel", place=PARIS, aggregate=Aggregate("sum", "nights"))


@pytest.mark.parametrize(
    "said",
    [
        "How many nights I was staying in Paris for my trip?",
        "how many nights was i in paris on the trip",
        "nights in Paris on my holiday, how many?",
    ],
)
def test_the_one_thing_ending_the_question(said: str) -> None:
    assert says_one(said, DEFINITION, NIGHTS)


@pytest.mark.parametrize(
    "said",
    [
        "How many nights was I in Paris on my trips?",  # several
        "How many nights did my trip last in total, in Paris?",  # the place said after it
        "how many nights in Paris with my family?",  # no kind of the travels
    ],
)
def test_no_one_thing_after_its_place(said: str) -> None:
    assert not says_one(said, DEFINITION, NIGHTS)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_which_trip_is_asked_back_then_its_nights(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "How many nights I was staying in Paris for my trip?")
    assert "do you mean" in reply["text"] and "2019" in reply["text"] and "2022" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "The one from 2022")
    assert "12" in reply["text"], reply["text"]


async def test_the_trips_are_added_up(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "How many nights was I in Paris on my trips?")
    assert "19" in reply["text"], reply["text"]


MUSEUMS = OneMeant(
    Request("scrapbook", "find", "Museum", place=Place("Sydney", "city", "AU")),
    (Option("a", "the natural history", 2026, "natural history"), Option("b", "the history", 2026, "history")),
)


@pytest.mark.parametrize(
    ("said", "meant"), [("The natural history one.", "a"), ("the history one", "b"), ("natural history", "a"), ("the history", "b")]
)
def test_the_kind_said_in_full_not_the_one_within_it(said: str, meant: str) -> None:
    assert chosen(MUSEUMS, said) == meant


def test_a_kind_of_neither_chooses_none() -> None:
    assert chosen(MUSEUMS, "the art one") is None


async def test_the_natural_history_one_then_the_other_one(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "What rating did I give the museum in Sydney?")
    assert "natural history" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "The natural history one.")
    assert reply["text"] == "Sydney Natural History Museum is rated 3.", reply["text"]
    reply = await harness.say(conversation, "And the other one?")
    assert reply["text"] == "Sydney History Museum is rated 2.", reply["text"]
