"""Two items named by their titles and compared: “Which is longer, The Wine Handbook or Why Birds Matter?” names the
longer with both values and the difference (“longer” books: pages); “By how many pages?” right after is that difference.
Not so: a comparison of two kinds (“more wine or beer?”), a title naming several items, “by how many” said later or of
another unit."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.which_of_two_named import (
    ITEMS_COMPARED_KEY,
    by_how_much,
    by_how_much_asked,
    compared,
    keep,
    the_field,
    titled,
    two_named_asked,
    winner,
)

DEFINITION = load_definition(DEFINITION_FILE)
PAGES = DEFINITION.field("pages")


def book(ident: str, title: str, pages: int, rating: int = 4) -> dict[str, Any]:
    return {
        "_id": ident,
        "title": title,
        "category": "Book",
        "fields": {"pages": pages},
        "rating": rating,
        "itemDate": datetime(2018, 1, 1),
    }


HANDBOOK, BIRDS = book("a", "The Wine Handbook", 380), book("b", "Why Birds Matter", 400)


@pytest.mark.parametrize(
    ("text", "word", "titles"),
    [
        (
            "My book club is arguing about page counts again, honestly. Which is longer, The Wine Handbook or Why Birds Matter?",
            "longer",
            ("The Wine Handbook", "Why Birds Matter"),
        ),
        ("which is longer the wine handbook or why birds matter", "longer", ("the wine handbook", "why birds matter")),
        ("Which book was shorter: Dune or Emma?", "shorter", ("Dune", "Emma")),
        ("which one is thicker, dune, or emma??", "thicker", ("dune", "emma")),
        ("so which was better, Dune or Emma", "better", ("Dune", "Emma")),
        ("what book is more long, Dune or Emma?", "more long", ("Dune", "Emma")),
    ],
)
def test_two_titles_compared_are_read(text: str, word: str, titles: tuple[str, str]) -> None:
    asked = two_named_asked(text, DEFINITION)
    assert asked is not None
    assert (asked.word, asked.titles) == (word, titles)


@pytest.mark.parametrize(
    "text",
    ["more wine or beer in 2021?", "which is longer?", "which is tastier, dune or emma", "was it longer than the other one?"],
)
def test_not_two_titles_compared(text: str) -> None:
    assert two_named_asked(text, DEFINITION) is None


def test_a_title_names_one_item_only() -> None:
    assert titled("the wine handbook", [HANDBOOK, BIRDS]) == HANDBOOK
    assert titled("Wine", [HANDBOOK]) is None  # a part of a title is no title
    assert titled("Dune", [book("c", "Dune", 1), book("d", "Dune", 2)]) is None


def test_the_longer_is_named_with_both_values_and_the_difference() -> None:
    asked = two_named_asked("Which is longer, The Wine Handbook or Why Birds Matter?", DEFINITION)
    assert asked is not None
    field = the_field(asked, DEFINITION, HANDBOOK, BIRDS)
    assert field is not None and field.name == "pages"
    said = compared(asked, field, HANDBOOK, BIRDS, "pages")
    assert said == "Why Birds Matter is longer: 400 pages, against 380 pages for The Wine Handbook (20 pages more)."


def test_the_winner_is_the_one_in_focus_after() -> None:
    longer = two_named_asked("Which is longer, The Wine Handbook or Why Birds Matter?", DEFINITION)
    shorter = two_named_asked("Which book was shorter: The Wine Handbook or Why Birds Matter?", DEFINITION)
    assert longer is not None and shorter is not None
    assert winner(longer, PAGES, HANDBOOK, BIRDS) is BIRDS
    assert winner(shorter, PAGES, HANDBOOK, BIRDS) is HANDBOOK
    # no winner, none in focus: the same pages, or one of them without any
    assert winner(longer, PAGES, HANDBOOK, book("c", "Dune", 380)) is None
    assert winner(longer, PAGES, HANDBOOK, {**BIRDS, "fields": {}}) is None


def test_by_how_many_pages_right_after() -> None:
    memory: dict[str, Any] = {}
    keep(memory, HANDBOOK, BIRDS, PAGES, 3)
    kept = memory[ITEMS_COMPARED_KEY]
    for text in ("By how many pages? I need to settle this properly.", "by how much?", "and by how many pages", "how many pages more?"):
        assert by_how_much_asked(text, kept, 4, PAGES, "pages"), text
    assert not by_how_much_asked("by how many nights?", kept, 4, PAGES, "pages")  # another unit
    assert not by_how_much_asked("by how many pages?", kept, 6, PAGES, "pages")  # not right after
    assert not by_how_much_asked("by how much? and who wrote it?", kept, 4, PAGES, "pages")  # another question too
    assert by_how_much(PAGES, HANDBOOK, BIRDS, "pages") == "By 20 pages: Why Birds Matter has 400 pages, The Wine Handbook has 380 pages."
