"""A unit agrees with the number before it: "1 night fewer", "1 page more", "2 nights"; units that are no plural
nouns ("km", "min") and plurals a letter rule cannot undo ("calories") are said as they are."""

from __future__ import annotations

import pytest

from parley.core.query.one_unit import agreeing
from parley.core.query.quantities import number


@pytest.mark.parametrize(
    ("value", "unit", "said"),
    [
        (1, "nights", "1 night"),
        (1.0, "pages", "1 page"),
        (1, "stars", "1 star"),
        (1, "glasses", "1 glass"),
        (1, "miles", "1 mile"),
        (2, "nights", "2 nights"),
        (1.5, "nights", "1.5 nights"),
        (11, "nights", "11 nights"),
        (1, "km", "1 km"),
        (1, "min", "1 min"),
        (1, "hrs", "1 hrs"),
        (1, "calories", "1 calories"),
        (1, "bus", "1 bus"),
    ],
)
def test_the_unit_agrees_with_the_number(value: float, unit: str, said: str) -> None:
    assert number(value, unit) == said


def test_nothing_but_one_is_singular() -> None:
    assert agreeing("0", "nights") == "nights"
    assert agreeing("1", "nights") == "night"
