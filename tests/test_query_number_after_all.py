""" "was mary on all thre of them": right after "all", a word one typo from a number word is that number ("three"), not
the nearest other word ("there") (see `spelling.number_after_all`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.spelling import number_after_all

from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


@pytest.mark.parametrize(
    ("word", "before", "meant"), [("thre", "was mary on all ", "three"), ("fuor", "all ", "four"), ("sevn", "were all ", "seven")]
)
def test_a_number_typed_after_all_is_that_number(word: str, before: str, meant: str) -> None:
    said = number_after_all(word, before)
    assert said is not None and said.became == meant


@pytest.mark.parametrize(
    ("word", "before"),
    [
        ("thre", "was mary "),  # not after "all"
        ("there", "was mary on all "),  # a word as typed
        ("tree", "all "),  # common: left as typed
        ("three", "all "),  # the number itself
        ("thee", "ball "),  # "all" inside another word
    ],
)
def test_other_words_are_no_number(word: str, before: str) -> None:
    assert number_after_all(word, before) is None


def test_all_three_of_them_checks_every_one_of_them() -> None:
    reading, _ = READER.read("was mary on all thre of them", NOW)
    assert [c.became for c in reading.corrections] == ["three"]
    assert not reading.refers_to_place and "three" not in reading.unknown_words


def test_there_after_all_is_still_there() -> None:
    reading, _ = READER.read("was mary on all there", NOW)
    assert not [c for c in reading.corrections if c.became == "three"]
