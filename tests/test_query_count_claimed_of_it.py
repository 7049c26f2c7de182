""" "did i really go to more than 10", "was it more than 15?" after "how many museums did i visit in 2022? 12": the count
just given checked against the number (was: "What should I look for?"). The negatives: a count claimed with its own
kind, time, place or company is a question of its own; a message that claims no number is none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.count_claimed_of_it import count_claimed
from parley.core.query.dates import DateRange
from parley.core.query.request import Reading

from .fake_reading import read


@pytest.mark.parametrize(
    ("said", "claimed"),
    [
        ("did i really go to more than 10", (">", 10)),
        ("was it more than 15?", (">", 15)),
        ("so over 10 then?", (">", 10)),
        ("did we have at least three", (">=", 3)),
        ("were there fewer than 5?", ("<", 5)),
    ],
)
def test_claimed(said: str, claimed: tuple[str, int]) -> None:
    assert count_claimed(said, read(said), True, False) == claimed


@pytest.mark.parametrize(
    ("said", "counted", "bounded"),
    [
        ("was it more than 15?", False, False),  # after a list or one item: maybe its field
        ("over 20?", True, True),  # after "how many runs over 21 km": the bound again
        ("more than 2024?", True, False),  # a year compared
    ],
)
def test_not_of_the_count(said: str, counted: bool, bounded: bool) -> None:
    assert count_claimed(said, read(said), counted, bounded) is None


def test_asked_of_a_bounded_count() -> None:
    assert count_claimed("did i really have more than 10", read("x"), True, True) == (">", 10)


@pytest.mark.parametrize(
    "said",
    [
        "did i visit more than 10 museums?",  # its own kind
        "was it more than 10 in 2019?",
        "did i really go to paris more than 10",
        "how many more than 10",
        "was it good?",
    ],
)
def test_not_claimed(said: str) -> None:
    reading = read(said)
    if "museums" in said:
        reading = Reading(said, topics=((),))  # a kind said (the fake reader knows no museums)
    if "2019" in said:
        reading = Reading(said, dates=(DateRange(datetime(2019, 1, 1, tzinfo=UTC), datetime(2020, 1, 1, tzinfo=UTC), "in 2019"),))
    assert count_claimed(said, reading, True, False) is None
