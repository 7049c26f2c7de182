"""The item talked about against the top item of another kind (“was that further than my longest hike ever?”): the
comparative and the superlative are read with what they measure, the kind by the collection's nouns, and the reply
says yes or no with both values. Not so: a comparative against the one before, a superlative of the item itself, a
word that is no comparative."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.than_the_top_of_a_kind import against_the_top_asked, kind_named, verdict

DEFINITION = load_definition(DEFINITION_FILE)
NOUNS = {("Activity", "Hike"): ("hike", "hikes"), ("Activity", "Run"): ("run", "runs"), ("Book", None): ("book", "books")}


@pytest.mark.parametrize(
    ("text", "word", "top", "noun"),
    [
        ("was that further than my longest hike ever", "further", "longest", "hike"),
        ("Is it longer than my longest run?", "longer", "longest", "run"),
        ("so was this one shorter than my shortest hike I've ever done?", "shorter", "shortest", "hike"),
    ],
)
def test_a_comparative_against_the_top_of_a_kind_is_read(text: str, word: str, top: str, noun: str) -> None:
    asked = against_the_top_asked(text, DEFINITION)
    assert asked is not None
    assert (asked.word, asked.top_word, asked.noun) == (word, top, noun)


@pytest.mark.parametrize(
    "text",
    [
        "was it longer than the one before?",  # another item pointed to (than_another_item.py)
        "was that my longest hike ever?",  # the item's own rank (the_most_ever.py)
        "was that further than 20 km",
        "was that nicer than my longest hike",  # no comparative of a size
        "further than my longest hike ever in Spain with Tom",  # more said than the top one
    ],
)
def test_other_questions_are_not_read_so(text: str) -> None:
    assert against_the_top_asked(text, DEFINITION) is None


def test_the_kind_is_named_by_the_collection_nouns() -> None:
    assert kind_named("hike", NOUNS) == ("Activity", "Hike")
    assert kind_named("books", NOUNS) == ("Book", None)
    assert kind_named("wine", NOUNS) is None


def item(title: str) -> dict[str, Any]:
    return {"title": title}


def test_the_reply_says_both_values() -> None:
    asked = against_the_top_asked("was that further than my longest hike ever", DEFINITION)
    assert asked is not None
    assert verdict(asked, item("Oakland ride"), 77.0, item("Napa hike"), 21.7, "km") == (
        "Yes, Oakland ride (77 km) is further than your longest hike, Napa hike (21.7 km)."
    )
    assert verdict(asked, item("Short ride"), 12.0, item("Napa hike"), 21.7, "km").startswith("No, Short ride (12 km) is not further")
    assert verdict(asked, item("Same ride"), 21.7, item("Napa hike"), 21.7, "km").startswith("No, the same")
