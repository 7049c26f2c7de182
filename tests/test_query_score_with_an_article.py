"""The one score said as "a 5" (score_with_an_article.py): "was it really a 5 though?", "any of those a 5?" are rated
5; a number out of the score's range, of more than two digits, or with something after it is not taken."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.score_with_an_article import scores_with_an_article
from parley.core.query.utterance import Utterance

from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "value"),
    [("Was it really a 5 though?", 5.0), ("any of those a 5?", 5.0), ("was that one a 3, then?", 3.0), ("is it a 4", 4.0)],
)
def test_a_score(text: str, value: float) -> None:
    (said,) = scores_with_an_article(Utterance(text), 1, 5)
    assert said.value == value
    (bound,) = READER.read(text, NOW, None)[0].comparisons
    assert (bound.field, bound.op, bound.value) == ("rating", "==", value)


@pytest.mark.parametrize(
    "text",
    ["was it a 2019?", "was it a 9?", "a 5 km walk?", "a 4 star hotel", "did I have 5?", "was it rated 5?", "the 5 best"],
)
def test_no_score(text: str) -> None:
    assert scores_with_an_article(Utterance(text), 1, 5) == []


def test_a_bound_before_the_score_is_the_bound() -> None:
    text = "was the wine any good, at least a 4?"
    assert scores_with_an_article(Utterance(text), 1, 5) == []
    (bound,) = READER.read(text, NOW, None)[0].comparisons
    assert (bound.field, bound.op, bound.value) == ("rating", ">=", 4)


@pytest.mark.parametrize("text", ["anything better than a 3?", "was it over a 4?", "up to a 4?", "at most a 2"])
def test_a_score_after_a_bound_is_never_that_score_alone(text: str) -> None:
    assert scores_with_an_article(Utterance(text), 1, 5) == []
