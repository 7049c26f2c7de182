""" "which restaurant I liked the most?", "the one I liked the less?": how much the user liked it is the rating (the best
or the worst rated), never a count of the most frequent restaurant ("which restaurant did I go to the most?" still is)."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.ordering import recognize_ordering
from parley.core.query.quantities import read_shape
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

DEFINITION = load_definition(DEFINITION_FILE)


def _read(text: str) -> tuple[str | None, list[tuple[str, bool]]]:
    utterance = Utterance(text)
    shape = read_shape(utterance, DEFINITION)
    _, superlatives, _ = recognize_ordering(utterance)
    return (shape.aggregate.op if shape.aggregate else None), [(s.field, s.highest) for s in superlatives]


@pytest.mark.parametrize(
    "text",
    [
        "in porto, which restaurant i liked the most?",
        "which wine did i like the most",
        "which museum we enjoyed the most in 2024",
        "what hike did i love most",
        "which restaurant did i like best",
    ],
)
def test_liked_the_most_is_the_best_rated(text: str) -> None:
    assert _read(text) == (None, [("rating", True)])


@pytest.mark.parametrize(
    "text", ["and the one i liked the less?", "the one i liked the least", "which did we enjoy the less?", "which one i liked the less"]
)
def test_liked_the_less_is_the_worst_rated(text: str) -> None:
    assert _read(text) == (None, [("rating", False)])


@pytest.mark.parametrize("text", ["which restaurant did i go to the most?", "which city did i visit most often"])
def test_the_most_without_liking_is_still_the_most_frequent(text: str) -> None:
    op, _ = _read(text)
    assert op == "mode"


def test_liked_the_less_expensive_is_no_worst_rating() -> None:
    assert ("rating", False) not in _read("the one i liked the less expensive than this")[1]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_liked_the_most_then_the_less_in_a_city(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    porto = sorted((i for i in ITEMS if i["category"] == "Food" and i["place"]["city"] == "Porto"), key=lambda i: i["rating"])
    assert porto[0]["rating"] < porto[1]["rating"] and porto[-2]["rating"] < porto[-1]["rating"]
    best: dict[str, Any] = await harness.say(conversation, "In Porto, which restaurant I liked the most?")
    assert porto[-1]["title"] in best["text"] and "most often" not in best["text"]
    worst: dict[str, Any] = await harness.say(conversation, "And the one I liked the less?")
    assert porto[0]["title"] in worst["text"] and "understand" not in worst["text"]
