""" "and the one before that" after "the third one" of a list: the second of that list, said with its position (see
core/query/one_before_in_list.py)."""

from __future__ import annotations

import pytest

from parley.core.query.one_before_in_list import position_after, position_before

from .conftest import ParleyHarness
from .conversing import reply_texts

LISTED = ("a", "b", "c", "d")


@pytest.mark.parametrize("said", ["and the one before that", "the one before", "ok and the one just before it?", "the one above that"])
def test_the_one_before_is_the_one_listed_before(said: str) -> None:
    assert position_before(said, LISTED, "c") == 2


@pytest.mark.parametrize(
    ("said", "selected"),
    [
        ("and the one before that", "a"),  # the first has none before it
        ("and the one before that", None),  # nothing picked
        ("and the one before that", "z"),  # picked from elsewhere
        ("and the trip before that", "c"),  # a kind said: one_before.py, by date
        ("what did i do before that", "c"),
        ("the one after that", "c"),
    ],
)
def test_nothing_else_is_the_one_listed_before(said: str, selected: str | None) -> None:
    assert position_before(said, LISTED, selected) is None


@pytest.mark.parametrize("said", ["And the one after that?", "and the next one?", "next?", "ok the one right after it"])
def test_the_one_after_is_the_one_listed_after(said: str) -> None:
    assert position_after(said, LISTED, "c") == 4


@pytest.mark.parametrize(
    ("said", "selected"),
    [
        ("and the one after that", "d"),  # the last shown has none after it
        ("and the one after that", None),  # nothing picked
        ("and the one after that", "z"),  # picked from elsewhere
        ("and the trip after that", "c"),  # a kind said: not the list's
        ("what did i do after that", "c"),
        ("and the one before that", "c"),
        ("what's next", "c"),
    ],
)
def test_nothing_else_is_the_one_listed_after(said: str, selected: str | None) -> None:
    assert position_after(said, LISTED, selected) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_one_before_the_third_is_the_second_said_so(harness: ParleyHarness) -> None:
    _, second, _, before = await reply_texts(harness, "dinners in lisbon", "the second one", "the third one", "and the one before that")
    assert before.startswith("The second of those 9 dinners is "), before
    assert before.removeprefix("The second of those 9 dinners is ").split(" — ")[0] in second, (second, before)
