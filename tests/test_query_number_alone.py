"""A number said in words alone (number_alone.py): "one with five?", "what about three?" are a number said again
for the bound asked before (a bare number), never a name ("with Five"); a number of something ("with five friends"),
"one" (a pronoun) and the numbers of a ranking ("my last five") are not taken."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.number_alone import numbers_said_alone
from parley.core.query.utterance import Utterance

from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("And from Australia, there is also one with five?", "5"),
        ("what about three?", "3"),
        ("and one with four", "4"),
        ("any with Ten?", "10"),
        ("how about two, then?", "2"),
    ],
)
def test_a_number_alone(text: str, number: str) -> None:
    (said,) = numbers_said_alone(Utterance(text))
    assert said[1] == number
    reading = READER.read(text, NOW, None)[0]
    assert reading.bare_numbers == (number,) and not reading.unknown_names, reading


@pytest.mark.parametrize(
    "text",
    [
        "hikes with five friends",
        "is there one with Mary?",
        "my last five hikes",
        "top five wines",
        "is there one?",
        "about five km away?",
        "five wines with Tom",
    ],
)
def test_no_number_alone(text: str) -> None:
    assert numbers_said_alone(Utterance(text)) == []
