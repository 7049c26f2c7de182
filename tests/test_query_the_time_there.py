"""A time there said first, then a number asked of "it": the one thing of the kind that number measures
(core/query/the_time_there.py)."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.the_time_there import kinds_measured, the_time_there

MEASURED = kinds_measured(load_definition(DEFINITION_FILE))


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("When I was in Tokyo with Kenji, how many nights was it?", "how many nights was my travel in Tokyo with Kenji?"),
        ("the time we were in Lecce, how many nights was that", "how many nights was my travel in Lecce?"),
        ("so when we went to Paris how many nights was it?", "so how many nights was my travel to Paris?"),
        ("back when I stayed in Kyoto: how many pages was it?", "how many pages was my book in Kyoto?"),
        ("When I was in Tokyo, how many km was it?", "how many km was my activity in Tokyo?"),  # km: activities only
    ],
)
def test_a_number_of_it_is_of_the_one_thing_there_it_measures(said: str, read: str) -> None:
    assert the_time_there(said, MEASURED) == read


@pytest.mark.parametrize(
    "said",
    [
        "When I was in Tokyo, how many museums did I see?",  # no number asked of "it"
        "When I was in Tokyo, how long was it?",  # "long" measures several kinds
        "When I was in Tokyo, how many stars was it?",  # the rating: every kind's
        "how many nights was it?",  # no time there said
    ],
)
def test_anything_else_is_left_as_it_is(said: str) -> None:
    assert the_time_there(said, MEASURED) == said


def test_a_word_of_a_number_field_is_of_its_one_kind() -> None:
    assert MEASURED("nights") == "Travel"
    assert MEASURED("Pages") == "Book"
    assert MEASURED("rating") is None  # common to every kind
    assert MEASURED("vintage") == "Drink"
