"""A trip said as what the user is trying to remember, then a question of “it”: “Im tryng to remember the Sintra trip,
how many nights was it?” asks “how many nights was the Sintra trip?” (was: the frame and “it” not read, “I found 2
travels in Sintra”), which asks back which of the two trips is meant (see thinking_of.py)."""

from __future__ import annotations

import pytest

from parley.core.query.thinking_of import asked_of_the_trip

from .conftest import ParleyHarness
from .sample_items import TODAY


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Im tryng to remember the Sintra trip, how many nights was it?", "how many nights was the Sintra trip?"),
        ("I'm trying to recall our Kyoto holiday, how long did it last?", "how long did our Kyoto holiday last?"),
        ("I cant remember our trip to Lisbon, was it in 2014?", "was our trip to Lisbon in 2014?"),
        ("i dont quite remember my Porto stay, how many nights was it", "how many nights was my Porto stay"),
        ("Thinking of the 2011 trip, what did we eat?", "what did we eat on the 2011 trip?"),
        ("Speaking of our Kyoto holiday, who was with me then?", "who was with me on our Kyoto holiday?"),
    ],
)
def test_the_trip_remembered_is_what_the_question_asks_of(said: str, asked: str) -> None:
    assert asked_of_the_trip(said) == asked


@pytest.mark.parametrize(
    "said",
    [
        "I'm trying to remember something, how many nights was it?",  # no trip named: left as it is
        "I'm going to remember this trip, it was great",  # no question asked of it
        "how many nights was it?",
    ],
)
def test_left_as_it_is_without_a_trip_and_a_question(said: str) -> None:
    assert asked_of_the_trip(said) == said


async def test_the_sintra_trip_remembered_is_asked_back(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY
    conversation = await sample_assistant.start_conversation()
    reply = await sample_assistant.say(conversation, "Im tryng to remember the Sintra trip, how many nights was it?")
    text = str(reply["text"])
    assert "2011" in text and "2014" in text and text.rstrip().endswith("?")
