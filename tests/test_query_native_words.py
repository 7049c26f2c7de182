"""A common word of another language for a kind the collection has ("vino blanco", "Wein", "cervezas", "libros"):
read as the English it means, from the shipped glossary, and said as an assumption; never a common English word, a
name or place of the collection, nor a word inside a title (core/query/native_words.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.native_words import NativeWords, glossary_entries, shipped_glossary
from parley.core.query.request import Request, build_request

from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)

GLOSSARY = """
# a comment
wine/wines | es vino/vinos | de wein/weine | fr vin/vins
white wine/white wines | es vino blanco/vinos blancos
novel/novels | fr roman/romans | it romanzo/romanzi
city/cities | es ciudad/ciudades
beer/beers | es cerveza/cervezas
"""
VOCABULARY = {"wine", "wines", "white", "novel", "novels", "beer", "beers"}


def words(taken: frozenset[str] = frozenset()) -> NativeWords:
    return NativeWords(glossary_entries(GLOSSARY), known=VOCABULARY.__contains__, taken=taken.__contains__)


def read(text: str) -> tuple[Request, list[tuple[str, str, str]]]:
    reading, _ = READER.read(text, NOW)
    taken = [(c.word, c.became, c.reason) for c in reading.stated_corrections if c.kind == "meaning"]
    return build_request(reading, "find", "scrapbook", None, None), taken


def test_the_glossary_gives_each_form_its_english() -> None:
    entries = {(e.word, e.english, e.language) for e in glossary_entries(GLOSSARY)}
    assert {("vino", "wine", "es"), ("vinos", "wines", "es"), ("weine", "wines", "de"), ("vino blanco", "white wine", "es")} <= entries


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("ok show me the vino blanco of this year", "ok show me the white wine of this year"),
        ("all the Wein I drank", "all the wine I drank"),
        ("my cervezas of 2025", "my beers of 2025"),
        ("any romanzi?", "any novels?"),
    ],
)
def test_a_word_of_the_glossary_is_read_as_its_english(text: str, read_as: str) -> None:
    translated, taken = words().translated(text)
    assert translated == read_as and taken and taken[0].kind == "meaning" and "glossary" in taken[0].reason


@pytest.mark.parametrize(
    "text",
    [
        "books by roman polanski",  # a common English word ("roman") is never taken
        "trips to the ciudad",  # its English ("city") is no word of this collection
        "with vin",  # 3 letters or fewer
        "the book called Vino Veritas",  # inside a title
        'with "vino" in the title',  # quoted
        "the vinos-bar",  # a part of a longer word
    ],
)
def test_a_word_that_means_something_else_or_nothing_here_is_left_as_said(text: str) -> None:
    translated, taken = words().translated(text)
    assert translated == text and not taken


def test_a_name_or_place_of_the_collection_is_never_taken() -> None:
    translated, taken = words(frozenset({"wein"})).translated("wines with Wein")  # someone called Wein
    assert translated == "wines with Wein" and not taken


def test_a_word_with_two_readings_is_dropped() -> None:
    glossary = glossary_entries("wine/wines | es vino\nbeer/beers | xx vino")
    assert "vino" not in NativeWords(glossary, known=VOCABULARY.__contains__, taken=lambda w: False).words


def test_the_shipped_glossary_leaves_out_the_samples_places_and_english_words() -> None:
    kept = READER.native_words.words
    assert {"vino", "wein", "cervezas", "libros", "livros", "museus", "vino blanco"} <= set(kept)
    assert not {"essen", "praia", "roman", "diner", "ciudad"} & set(kept)  # Essen and Praia are cities; city is no kind here
    assert len(shipped_glossary()) > 200


@pytest.mark.parametrize(
    ("text", "category", "type", "colour"),
    [
        ("ok show me the vino blanco of this year", "Drink", "Wine", "white"),
        ("Show me all the Wein I drank in Germany or Austria", "Drink", "Wine", None),
        ("my cervezas of 2025", "Drink", "Beer", None),
        ("libros 2026", "Book", None, None),
        ("how many museus in 2024", "Museum", None, None),
    ],
)
def test_the_reader_reads_the_kind_and_says_the_assumption(text: str, category: str, type: str | None, colour: str | None) -> None:
    request, taken = read(text)
    assert (request.category, request.type) == (category, type), request
    assert [v.value for v in request.values] == ([colour] if colour else [])
    assert taken and "glossary" in taken[0][2]


def test_a_title_with_the_word_is_looked_for_as_said() -> None:
    request, taken = read('books with "libros" in the title')
    assert not taken and any(t.text == "libros" for t in request.texts), request
