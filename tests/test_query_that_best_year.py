"""“was that my biggest wine year too” after “which year did I walk the most? 2023”: the year talked about claimed the
best for the kind named, checked against every year of it (was: “I don't know what makes one the biggest for drink”);
nothing claimed when no year is talked about, no kind is named, or no best year is said."""

from __future__ import annotations

import pytest

from parley.core.query.best_year import year_claimed
from parley.core.query.request import Reading
from parley.core.query.vocabulary import Topic

WINES = ((Topic("Drink", "Wine"),),)


@pytest.mark.parametrize(
    "said",
    [
        "was that my biggest wine year too",
        "was that also my best wine year?",
        "is that my top wine year as well",
        "so was it our biggest wine yr too?",
        "was this my busiest wine year",
    ],
)
def test_that_year_claimed(said: str) -> None:
    assert year_claimed(Reading(text=said, topics=WINES), 2023) == 2023


def test_a_year_said_is_claimed_still() -> None:
    assert year_claimed(Reading(text="was 2019 my best wine year?", topics=WINES), 2023) == 2019


@pytest.mark.parametrize(
    ("said", "talked_about", "topics"),
    [
        ("was that my biggest wine year too", None, WINES),  # no year talked about
        ("was that my biggest year too", 2023, ()),  # no kind named
        ("was that a good wine year?", 2023, WINES),  # no best claimed
        ("how many wines that year?", 2023, WINES),
    ],
)
def test_nothing_claimed(said: str, talked_about: int | None, topics: tuple[tuple[Topic, ...], ...]) -> None:
    assert year_claimed(Reading(text=said, topics=topics), talked_about) is None
