"""The speller against real English: a common word is what the user meant ("settle" is not Seattle,
"wall" is not walk), while rare words still read as the collection's words, and a very common short
word typed with two letters swapped ("teh", "adn") is read as that word."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.english import COMMON, is_common, zipf
from parley.core.query.ordering import Superlative
from parley.core.query.request import Reading, Request, build_request
from parley.core.query.spelling import Speller

from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


def read(text: str) -> tuple[Reading, Request]:
    reading, _ = READER.read(text, NOW)
    return reading, build_request(reading, "find", "scrapbook", None, None)


def test_the_english_word_list_ships_offline_and_ranks_words() -> None:
    assert zipf("the") > zipf("wall") > COMMON > zipf("wich") > zipf("bordeax") == 0.0
    assert is_common("settle") and not is_common("diffrent")


@pytest.mark.parametrize("word", ["settle", "wall", "hungry", "older", "wings", "plate", "trail", "bench", "witness", "silence"])
def test_a_common_english_word_is_never_made_another_word(word: str) -> None:
    assert READER.speller.correct(word) is None


def test_a_common_word_that_is_a_form_of_a_collection_word_still_reads_as_it() -> None:
    correction = READER.speller.correct("rate")  # "did i rate it more than 2 stars"
    assert correction is not None and correction.became == "rated"


@pytest.mark.parametrize(
    ("word", "became"), [("brasil", "brazil"), ("wich", "which"), ("berkley", "berkeley"), ("diffrent", "different"), ("itlay", "italy")]
)
def test_rare_misspellings_still_read_as_the_collections_words(word: str, became: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is not None and correction.became == became


@pytest.mark.parametrize(("word", "became"), [("teh", "the"), ("hte", "the"), ("adn", "and"), ("wiht", "with"), ("lsat", "last")])
def test_a_very_common_word_with_two_letters_swapped_is_read_as_it(word: str, became: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is not None and correction.became == became


@pytest.mark.parametrize("word", ["tow", "pls", "yr", "thx", "bet", "form", "hke"])
def test_short_words_that_are_no_swapped_common_word_are_left_alone(word: str) -> None:
    assert READER.speller.correct(word) is None


def test_the_swap_needs_no_collection_vocabulary() -> None:
    speller = Speller([("merlot", "merlot")])
    correction = speller.correct("adn")
    assert correction is not None and correction.became == "and"


@pytest.mark.parametrize("text", ["what was teh best one", "which of them was teh best?"])
def test_the_best_asked_with_a_swapped_the(text: str) -> None:
    reading, request = read(text)
    assert request.superlative == Superlative("rating", True, "the best rated")
    assert [(c.word, c.became) for c in reading.corrections] == [("teh", "the")]


def test_a_common_verb_is_not_read_as_a_city() -> None:
    reading, request = read("could you settle something for me, how many hikes did I do in italy")
    assert request.place is not None and request.place.name == "Italy"
    assert reading.stated_corrections == ()


def test_a_wall_is_not_a_walk() -> None:
    _, request = read("how many walks near the wall")
    assert request.type == "Walk" and request.place is None


@pytest.mark.parametrize(
    ("word", "became"), [("bikign", "bike"), ("hikign", "hike"), ("hikde", "hike"), ("skiign", "ski"), ("walkign", "walk")]
)
def test_a_form_of_a_collection_word_with_two_letters_swapped_reads_as_it(word: str, became: str) -> None:
    speller = Speller([(w, w) for w in ("bike", "hike", "ski", "walk", "merlot")])
    correction = speller.correct(word)
    assert correction is not None and correction.became == became, (word, correction)


@pytest.mark.parametrize("word", ["bigkni", "zorbign", "hkiign"])
def test_a_word_that_is_no_form_swapped_is_not_made_one(word: str) -> None:
    speller = Speller([(w, w) for w in ("bike", "hike", "ski", "walk", "merlot")])
    correction = speller.correct(word)
    assert correction is None or correction.became not in ("bike", "hike"), (word, correction)
