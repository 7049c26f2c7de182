"""The item talked about against every item of its kind: “Is that the longest book I've ever read, or have I managed
something longer?” is no when a longer book was read, and says it with both values; “was that my longest trip ever?”
(nights, for trips), “is it the shortest hike I've done” likewise. Not so: “is that the longest book in 2020”, or a
comparative against the one before (“was it longer than the one before it?”)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.the_most_ever import most_ever_asked, of_its_type, the_field, verdict

DEFINITION = load_definition(DEFINITION_FILE)


def book(ident: str, title: str, pages: int) -> dict[str, Any]:
    return {"_id": ident, "title": title, "category": "Book", "fields": {"pages": pages}, "itemDate": datetime(2024, 1, 1)}


@pytest.mark.parametrize(
    ("text", "word", "larger"),
    [
        ("Huh. Is that the longest book I've ever read, or have I managed something longer?", "longest", True),
        ("Was that the longest trip I've ever taken?", "longest", True),
        ("was that my longest trip ever?", "longest", True),
        ("is it the biggest book i've read", "biggest", True),
        ("is this the shortest hike I have done so far?", "shortest", False),
        ("was it the longest one of all time", "longest", True),
        ("isn't that the thickest book we've ever read?", "thickest", True),
    ],
)
def test_a_superlative_of_all_ever_is_read(text: str, word: str, larger: bool) -> None:
    asked = most_ever_asked(text, DEFINITION)
    assert asked is not None
    assert (asked.word, asked.measured.larger) == (word, larger)


@pytest.mark.parametrize(
    "text",
    [
        "what is the longest book I've read",  # a question for the longest, not of the item talked about
        "was it longer than the one before it?",
        "is that the longest book in 2020?",
        "is that the best rated wine I've had",  # not a size
    ],
)
def test_not_a_superlative_of_all_ever(text: str) -> None:
    assert most_ever_asked(text, DEFINITION) is None


def test_no_when_a_longer_one_was_read() -> None:
    asked = most_ever_asked("Is that the longest book I've ever read?", DEFINITION)
    assert asked is not None
    sleep = book("a", "The Science of Sleep", 600)
    field = the_field(asked, DEFINITION, sleep)
    assert field is not None and field.name == "pages"
    said = verdict(asked, field, sleep, [sleep, book("b", "The Science of Stars", 636), book("c", "Dune", 300)], "pages")
    assert said.startswith("No, your longest book is The Science of Stars (636 pages)")
    assert "600 pages" in said


def test_yes_when_none_is_longer() -> None:
    asked = most_ever_asked("was that my longest book ever?", DEFINITION)
    assert asked is not None
    stars = book("b", "The Science of Stars", 636)
    field = the_field(asked, DEFINITION, stars)
    assert field is not None
    said = verdict(asked, field, stars, [book("a", "The Science of Sleep", 600), stars], "pages")
    assert said.startswith("Yes, The Science of Stars is your longest book (636 pages")


def test_the_shortest_is_the_smaller() -> None:
    asked = most_ever_asked("is it the shortest book i've read", DEFINITION)
    assert asked is not None
    sleep = book("a", "The Science of Sleep", 600)
    field = the_field(asked, DEFINITION, sleep)
    assert field is not None
    said = verdict(asked, field, sleep, [sleep, book("c", "Dune", 300)], "pages")
    assert said.startswith("No, your shortest book is Dune (300 pages)")


def test_a_noun_naming_the_type_compares_within_the_type() -> None:
    run = {"_id": "r", "title": "Morning run", "category": "Activity", "type": "Run", "fields": {"distance": 12.0}}
    asked = most_ever_asked("was that my longest run ever?", DEFINITION)
    assert asked is not None and of_its_type(asked, run) == "Run"
    book_asked = most_ever_asked("is that the longest book I've ever read", DEFINITION)
    assert book_asked is not None
    assert of_its_type(book_asked, {**book("a", "Sleep", 600), "type": "Popular science"}) is None


def test_one_said_of_the_type_talked_about() -> None:
    run = {"_id": "r", "title": "Morning run", "category": "Activity", "type": "Run", "fields": {"distance": 12.0}}
    asked = most_ever_asked("is it the shortest one i've done", DEFINITION)
    assert asked is not None
    assert of_its_type(asked, run, "Run") == "Run"
    assert of_its_type(asked, run, None) is None
