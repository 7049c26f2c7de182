"""A yes/no check of a list, then a superlative: “which had the bigest climb” after “any in switzerland” (yes, 1) ranks
the ski days checked, not the one found; so do “the longest one?”, “and the best rated?” after a check that found one
or none. Not so: after a check that found several (they may be meant), after a question that was no check, or two turns
later."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.any_of_the_list import the_list_checked
from parley.core.query.comparisons import Comparison
from parley.core.query.ordering import Superlative
from parley.core.query.request import Reading, Request

SKI_DAYS = Request("scrapbook", "find", "Activity", "Ski day", comparisons=(Comparison("elevation", ">", 1000, "m"),))
IN_SWITZERLAND = Request("scrapbook", "verify", "Activity", "Ski day", comparisons=SKI_DAYS.comparisons)
BIGGEST = Reading("which had the biggest climb", superlatives=(Superlative("elevation", True, "with the biggest climb"),))


def history(*requests: Request, last_turn: int = 4) -> list[dict[str, Any]]:
    first = last_turn - len(requests) + 1
    return [{"turn": first + n, "request": r.to_dict()} for n, r in enumerate(requests)]


@pytest.mark.parametrize(
    "reading",
    [
        BIGGEST,
        Reading("the longest one?", superlatives=(Superlative("@long", True, "the longest"),)),
        Reading("and the best rated?", superlatives=(Superlative("rating", True, "the best rated"),)),
    ],
)
def test_a_superlative_after_a_check_of_one_ranks_the_list_checked(reading: Reading) -> None:
    checked = the_list_checked(reading, IN_SWITZERLAND, ("scrapbook-01755",), history(SKI_DAYS, IN_SWITZERLAND), 5)
    assert checked == SKI_DAYS


def test_after_a_check_that_found_several_the_answer_is_kept() -> None:
    assert the_list_checked(BIGGEST, IN_SWITZERLAND, ("a", "b", "c"), history(SKI_DAYS, IN_SWITZERLAND), 5) is None


def test_no_superlative_keeps_the_one_found() -> None:
    who = Reading("who was with me")
    assert the_list_checked(who, IN_SWITZERLAND, ("scrapbook-01755",), history(SKI_DAYS, IN_SWITZERLAND), 5) is None


def test_after_no_check_nothing_changes() -> None:
    assert the_list_checked(BIGGEST, SKI_DAYS, ("a",), history(SKI_DAYS, SKI_DAYS), 5) is None


def test_a_check_two_turns_ago_is_not_the_one_before() -> None:
    assert the_list_checked(BIGGEST, IN_SWITZERLAND, ("a",), history(SKI_DAYS, IN_SWITZERLAND, last_turn=3), 5) is None
