"""A number field's name written without its vowels (field_abbreviations.py): "longer than 600 pgs" is over 600 pages;
words too short to shorten, short forms another word already is and short forms shared by two words are not taken."""

from __future__ import annotations

from datetime import UTC, datetime

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.field_abbreviations import abbreviations, without_vowels

from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


def test_without_vowels() -> None:
    assert without_vowels("pages") == "pgs"
    assert without_vowels("hours") == "hrs"
    assert without_vowels("page") is None  # "pg": too short
    assert without_vowels("km") is None
    assert without_vowels("rhythm") is None  # nothing to leave out


def test_abbreviations_leave_out_the_taken_and_shared() -> None:
    assert abbreviations(["pages", "page"], []) == {"pgs": "pages"}
    assert abbreviations(["pages"], ["pgs"]) == {}  # a unit already
    assert abbreviations(["pages", "pagos"], []) == {}  # two words: which is meant cannot be told


def test_read_as_the_field() -> None:
    (bound,) = READER.read("books longer than 600 pgs", NOW, None)[0].comparisons
    assert (bound.field, bound.op, bound.value) == ("pages", ">", 600.0)


def test_not_read_as_a_field() -> None:
    assert not READER.read("books by pgs wodehouse", NOW, None)[0].comparisons


def test_no_word_to_correct_to() -> None:
    reading = READER.read("oops ment 2023", NOW, None)[0]
    assert not reading.comparisons and all(c.became != "mnt" for c in reading.corrections)
