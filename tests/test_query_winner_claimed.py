""" "so barcelona wins on lunches?" right after lunches in Barcelona were compared with Lisbon's: a verdict on that
comparison, Barcelona's option first; "wins on dinners" then is another question."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.winner_claimed import winner_claimed


def _lunches() -> dict[str, Any]:
    common = {"collection": "scrapbook", "action": "count", "category": "Food", "type": "Lunch", "types": []}
    return {
        "common": common,
        "options": [["in Barcelona", {**common, "place": "Barcelona"}], ["in Lisbon", {**common, "place": "Lisbon"}]],
        "seasons": [],
        "text": "more lunches in barcelona or lisbon",
        "measure": None,
    }


@pytest.mark.parametrize(
    ("said", "first"),
    [
        ("so barcelona wins on lunches?", "in Barcelona"),
        ("lisbon wins for the lunches then?", "in Lisbon"),
        ("so barcelona wins?", "in Barcelona"),
        ("barcelona wins on food, right?", "in Barcelona"),
    ],
)
def test_a_win_on_the_kind_compared_is_a_verdict(said: str, first: str) -> None:
    again = winner_claimed(said, _lunches())
    assert again is not None and again["against"] is True
    assert again["options"][0][0] == first


@pytest.mark.parametrize("said", ["so barcelona wins on dinners?", "barcelona wins in spain?", "so rome wins on lunches?"])
def test_a_win_on_something_else_is_not_taken(said: str) -> None:
    assert winner_claimed(said, _lunches()) is None
