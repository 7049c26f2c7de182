"""A kind said with "non" before it names the rest of its own category: "how much non-fiction did I read last
year?" counts the books that are not novels (never everything that is not a novel), and a hyphened word with a part
mistyped ("non-fcition") is read with that part corrected (core/query/non_kind.py, reader._compound_corrected)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.non_kind import category_of_the_rest
from parley.core.query.request import Request, build_request
from parley.core.query.vocabulary import Topic

from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


def request_of(text: str) -> Request:
    reading, _ = READER.read(text, NOW)
    return build_request(reading, "count", "scrapbook", None, None)


@pytest.mark.parametrize(
    "text",
    ["how much non-fiction did i get through last year", "how much non fiction did i read", "how much non-fcition did i get through"],
)
def test_non_before_a_kind_asks_of_the_rest_of_its_category(text: str) -> None:
    request = request_of(text)
    assert (request.category, request.type, request.not_types) == ("Book", None, ("Novel",)), request


def test_a_mistyped_part_of_a_hyphened_word_is_corrected() -> None:
    reading, _ = READER.read("how much non-fcition did i get through", NOW)
    assert ("non-fcition", "non-fiction") in [(c.word, c.became) for c in reading.corrections]


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("not fiction", [Topic("Book", "Novel", negated=True)]),  # no "non": left to the question's own words
        ("non-fiction or hikes", [Topic("Book", "Novel", negated=True), Topic("Activity", "Hike")]),  # another kind said
        ("non-alcoholic", [Topic("Drink", None, negated=True)]),  # a whole category left out: no category of the rest
        ("nonetheless no novels", [Topic("Book", "Novel", negated=True)]),  # "non" inside a word
        ("non-fiction, non-hiking", [Topic("Book", "Novel", negated=True), Topic("Activity", "Hike", negated=True)]),  # two categories
    ],
)
def test_no_category_of_the_rest_where_non_does_not_name_one(text: str, topics: list[Topic]) -> None:
    assert category_of_the_rest(text, topics) is None


def test_a_category_said_before_is_kept() -> None:
    assert category_of_the_rest("non-fiction", [Topic("Book", "Novel", negated=True)]) == "Book"
    request = request_of("how many non-fiction books did i read in 2024")
    assert (request.category, request.not_types) == ("Book", ("Novel",))


def test_a_hyphened_word_of_no_typo_stays_as_written() -> None:
    reading, _ = READER.read("my walks with a well-known author", NOW)
    assert not [c for c in reading.corrections if "-" in c.word]
