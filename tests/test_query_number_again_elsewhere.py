"""A yes/no going on from the one before with another number for its bound (number_again_elsewhere.py): "and from
Australia, also one with five?" after the Portuguese wines rated 5 keeps that question; a yes/no of its own, one with a
bound of its own or after a question of no single bound is not taken."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.comparisons import Comparison
from parley.core.query.continuing import yes_or_no_request
from parley.core.query.number_again_elsewhere import number_again_elsewhere
from parley.core.query.request import Request

from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)
RATED_5 = Comparison("rating", "==", 5.0)
PRIOR = Request("scrapbook", "verify", "Drink", "Wine", comparisons=(RATED_5,))


@pytest.mark.parametrize(
    "text",
    [
        "And from Australia, there is also one with five?",
        "and from Italy, is there one with 4?",
        "what about Spain, one with 3?",
        "is there one from France too with 4?",
    ],
)
def test_the_question_again(text: str) -> None:
    reading = READER.read(text, NOW, None)[0]
    assert number_again_elsewhere(reading, PRIOR) == PRIOR
    _, request = yes_or_no_request(reading, "scrapbook", PRIOR, None, None, None)
    assert (request.category, request.type) == ("Drink", "Wine")
    assert request.place is not None and request.comparisons[0].field == "rating"
    assert request.comparisons[0].value == float(reading.bare_numbers[0])


@pytest.mark.parametrize(
    ("text", "prior"),
    [
        ("is there one from Australia with five?", PRIOR),  # goes on from nothing
        ("and from Australia, also one rated over 3?", PRIOR),  # a bound of its own
        ("and from Australia, also one over 4?", PRIOR),  # a bound said with the number
        ("and from Australia, also one with five?", Request("scrapbook", "verify", "Drink", "Wine")),  # no bound before
        ("and from Australia?", PRIOR),  # no number
    ],
)
def test_not_the_question_again(text: str, prior: Request) -> None:
    assert number_again_elsewhere(READER.read(text, NOW, None)[0], prior) is None
