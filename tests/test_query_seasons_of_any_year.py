"""A season said before what it describes with no year (“my spring trip”, “winter hikes”, “the summer ones”) is that
season in any year, not a word ignored; a season of something else (“a summer reading list”, “the spring half
marathon”), a season of its own (“in spring”, “last summer”) or “fall” as a verb is no such time of the items."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.season_of_any_year import seasons_of_any_year
from parley.core.query.utterance import Utterance

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
KINDS = frozenset({"trip", "trips", "road trip", "hike", "hikes", "reading", "book", "books"})


@pytest.mark.parametrize(("text", "month"), [("my spring trip with kenji", 3), ("winter hikes", 12), ("our summer road trip", 6)])
def test_a_season_said_of_the_things_is_that_season_in_any_year(text: str, month: int) -> None:
    (date,) = seasons_of_any_year(Utterance(text), NOW, KINDS)
    assert date.season == month and len(date.parts) > 10
    assert date.contains(datetime(2016, month, 15, tzinfo=UTC)) and date.contains(datetime(2025, month, 15, tzinfo=UTC))
    assert not date.contains(datetime(2025, (month + 5) % 12 + 1, 15, tzinfo=UTC))


@pytest.mark.parametrize(
    "text",
    ["need a summer reading list", "before the spring half marathon", "in spring", "trips last summer", "did i fall hiking"],
)
def test_a_season_of_something_else_is_no_season_of_the_things(text: str) -> None:
    assert seasons_of_any_year(Utterance(text), NOW, KINDS) == []
