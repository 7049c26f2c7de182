""" "And the other ones, how many they are?" after "Which ones are not?" of "All my pinot noir, I rated them 4 or more,
true?": the rest of the answer before, the bound the narrowing said turned round (rated 4 or more), counted; a
narrowing that changed more than one bound is not guessed at (core/query/the_others.py)."""

from __future__ import annotations

import pytest

from parley.core.query.comparisons import Comparison
from parley.core.query.request import Request
from parley.core.query.the_others import HOW_MANY_ALONE, the_rest_of_the_narrowing

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ids

BASE = Request("scrapbook", category="Drink", comparisons=(Comparison("rating", ">=", 4),))


def history(base: Request, narrowed: Request) -> list[dict[str, object]]:
    return [{"turn": 1, "request": base.to_dict()}, {"turn": 2, "request": narrowed.to_dict()}]


def test_the_bound_said_the_other_way_round_is_turned_back() -> None:
    narrowed = Request("scrapbook", category="Drink", comparisons=(Comparison("rating", "<", 4),))
    rest = the_rest_of_the_narrowing(narrowed, history(BASE, narrowed), 3)
    assert rest is not None and rest.comparisons == (Comparison("rating", ">=", 4),)


def test_a_bound_added_is_negated() -> None:
    base = Request("scrapbook", category="Food")
    narrowed = Request("scrapbook", category="Food", comparisons=(Comparison("rating", "==", 5),))
    rest = the_rest_of_the_narrowing(narrowed, history(base, narrowed), 3)
    assert rest is not None and rest.comparisons == (Comparison("rating", "!=", 5),)


def test_two_bounds_changed_are_not_guessed_at() -> None:
    narrowed = Request("scrapbook", category="Drink", comparisons=(Comparison("rating", "<", 3), Comparison("vintage", ">", 2015)))
    assert the_rest_of_the_narrowing(narrowed, history(BASE, narrowed), 3) is None


def test_a_bound_moved_is_not_the_other_way_round() -> None:
    narrowed = Request("scrapbook", category="Drink", comparisons=(Comparison("rating", "<", 3),))  # not below 4: below 3
    assert the_rest_of_the_narrowing(narrowed, history(BASE, narrowed), 3) is None


@pytest.mark.parametrize("text", ["how many", "how many they are", "how many are there", "how many were they", "how many then"])
def test_how_many_alone(text: str) -> None:
    assert HOW_MANY_ALONE.fullmatch(text)


@pytest.mark.parametrize("text", ["how many nights", "how many km they are", "how many with tom"])
def test_how_many_of_something_else(text: str) -> None:
    assert not HOW_MANY_ALONE.fullmatch(text)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("last", ["And the other ones, how many they are?", "and the rest, how many are there?"])
async def test_the_other_ones_counted(harness: ParleyHarness, last: str) -> None:
    reply = await last_reply(harness, "All my pinot noir, I rated them 4 or more, true?", "Which ones are not?", last)  # batch76
    pinot = ids(lambda i: i["fields"].get("variety") == "pinot noir" and i["rating"] >= 4)
    assert count_of(reply) == len(pinot), reply["text"]
