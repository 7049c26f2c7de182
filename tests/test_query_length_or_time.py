""" "how long" of one thing of a kind that keeps both a length and a time (a walk's distance and duration): which one is
asked back, unless a word says it (core/query/aspects.py, focus.py, pick_and_value.py)."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aspects import EITHER, Aspect, answer_aspect, asked_aspect
from parley.core.query.focus import aspect_of_pick, understood_now
from parley.core.query.pick_and_value import asked_of_pick

DEFINITION = load_definition(DEFINITION_FILE)
WALK = {"_id": "w1", "title": "Walk in Mill Valley", "category": "Activity", "type": "Walk", "fields": {"distance": 5.2, "duration": 78}}


@pytest.mark.parametrize("said", ["how long was it", "how long was my last walk", "and how long was that one?", "how long were we out"])
def test_how_long_of_an_activity_is_its_distance_or_its_duration(said: str) -> None:
    assert asked_aspect(said, DEFINITION, "Activity") == Aspect(EITHER, names=("distance", "duration"))


@pytest.mark.parametrize(
    ("said", "field"),
    [
        ("how long was it in minutes", "duration"),  # the unit says which
        ("how long did it take", "duration"),
        ("how long did the last walk last", "duration"),  # "last" as the verb
        ("how long was it, distance-wise", "distance"),
        ("how far was it", "distance"),
    ],
)
def test_a_word_that_says_which_is_read(said: str, field: str) -> None:
    aspect = asked_aspect(said, DEFINITION, "Activity")
    assert aspect is not None and aspect.kind == "field" and aspect.field == field


@pytest.mark.parametrize(("category", "field"), [("Travel", "nights"), ("Book", "pages")])
def test_how_long_of_a_kind_with_one_length_is_that_one(category: str, field: str) -> None:
    assert asked_aspect("how long was my last one", DEFINITION, category) == Aspect("field", field)


def test_the_question_back_names_the_item_and_its_fields() -> None:
    asked = answer_aspect(WALK, Aspect(EITHER, names=("distance", "duration")), DEFINITION)
    assert asked == "How long do you mean for Walk in Mill Valley: its distance or its duration?"


def test_a_pick_by_one_of_them_asks_the_other() -> None:
    # "how long was my longest walk" (by distance, shown): its duration; "… my last walk" (by date): asked back
    assert aspect_of_pick("how long was my longest walk", DEFINITION, WALK, "distance") == Aspect("field", "duration")
    assert aspect_of_pick("how long was my last walk", DEFINITION, WALK, "itemDate") == Aspect(EITHER, names=("distance", "duration"))
    assert asked_of_pick("how long was it", DEFINITION, "Activity", "distance") == Aspect("field", "duration")


@pytest.mark.parametrize(
    ("said", "field"),
    [
        ("how far was my last walk", "distance"),
        ("how many km was my last walk", "distance"),
        ("how many minutes was my last run", "duration"),
    ],
)
def test_a_number_asked_of_a_pick_is_its_field(said: str, field: str) -> None:
    assert aspect_of_pick(said, DEFINITION, WALK, "itemDate") == Aspect("field", field)


def test_a_size_word_of_the_field_answered_is_understood() -> None:
    note = "The most recent walk is Walk in Mill Valley. (I didn't understand “far”.)"
    assert understood_now(note, DEFINITION, Aspect("field", "distance")) == "The most recent walk is Walk in Mill Valley."
