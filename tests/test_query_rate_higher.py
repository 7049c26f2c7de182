"""“which did i rate higher” between the items of the previous answer: the one with the higher rating."""

from __future__ import annotations

import pytest

from .test_understanding import read


@pytest.mark.parametrize(("wording", "highest"), [("which one did we rate higher?", True), ("the one i scored lower", False)])
def test_rate_higher_or_lower_picks_by_rating(wording: str, highest: bool) -> None:
    reading, _ = read(wording)
    assert [(s.field, s.highest) for s in reading.superlatives] == [("rating", highest)]


def test_rated_higher_than_a_number_stays_a_bound() -> None:
    reading, _ = read("hikes i rated higher than 3")
    assert not reading.superlatives and [(c.field, c.op) for c in reading.comparisons] == [("rating", ">")]
