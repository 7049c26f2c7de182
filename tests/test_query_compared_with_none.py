"""A comparison of averages (largest, smallest) with an option of none (compared_with_none.py): "rated better than the
Paris one?" with nothing in Paris tells no winner and no yes or no; totals, and options that all have a value, are
compared as they are."""

from __future__ import annotations

import pytest

from parley.core.query.compared_with_none import no_winner, some_of_none


@pytest.mark.parametrize(("op", "values"), [("avg", [3.0, None]), ("max", [None, 12.5]), ("min", [2.0, 2.5, None])])
def test_no_winner(op: str, values: list[float | None]) -> None:
    assert some_of_none(op, values)


@pytest.mark.parametrize(
    ("op", "values"),
    [
        ("sum", [85.9, None]),  # a total of nothing is nothing: 0 km
        ("avg", [3.0, 4.5]),  # each has a value
        ("avg", [None, None]),  # none at all: said otherwise ("I found no … to compare")
        ("max", [1.0]),
    ],
)
def test_compared_as_it_is(op: str, values: list[float | None]) -> None:
    assert not some_of_none(op, values)


def test_said_without_a_winner() -> None:
    text = no_winner("better", "the average rating is 3 over 1 city break in Bordeaux and none in Paris.")
    assert text.startswith("I can't tell which is better:") and not text.startswith(("Yes", "No"))
