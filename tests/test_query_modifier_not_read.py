""" "do i have any natural wine logged": an unread word said right before the word of the kind narrows it, so a yes/no
answers neither yes nor no for the wider kind (was: "Yes, 270 wines"); words that narrow nothing never block."""

from __future__ import annotations

import pytest

from parley.core.query.modifier_not_read import kind_words, modifier_not_read, not_answered
from parley.core.query.spelling import Correction

WINE = kind_words(("Drink", "drinks", "Wine", "wine"))


@pytest.mark.parametrize(
    ("text", "unknown", "said"),
    [
        ("do i have any natural wine logged", ["natural", "logged"], ("natural", "wine")),
        ("any orange wines?", ["orange"], ("orange", "wines")),
    ],
)
def test_an_unread_word_before_the_kind_narrows_it(text: str, unknown: list[str], said: tuple[str, str]) -> None:
    assert modifier_not_read(text, unknown, WINE) == said


def test_a_word_read_as_the_kind_counts_as_its_word() -> None:
    marathon = Correction("marathon", "running", 66.0, "runs", "meaning")
    runs = kind_words(("Activity", "Run", "running", "jogging"), (marathon,))
    assert modifier_not_read("ever run a half marathon distnace?", ["half", "distance"], runs) == ("half", "marathon")


@pytest.mark.parametrize(
    ("text", "unknown"),
    [
        ("do i have any red wine logged", ["logged"]),  # "logged" after, and narrows nothing
        ("did i have any other wines in 2024", ["other"]),  # "other": no narrowing of the kind
        ("any logged wine?", ["logged"]),
        ("a proper wine?", ["proper"]),  # "proper": a real one, no narrowing
        ("wine natural?", ["natural"]),  # not said before the kind
        ("do i have natural stuff", ["natural"]),  # no word of the kind
        ("anna never came wine tasting?", ["came"]),  # a verb's, no determiner before it
    ],
)
def test_words_that_narrow_nothing_never_block(text: str, unknown: list[str]) -> None:
    assert modifier_not_read(text, unknown, WINE) is None


def test_what_is_said_instead() -> None:
    said = not_answered("natural", "wine", 270, "270 wines")
    assert "yes or no" in said and "270 wines" in said and not said.startswith(("Yes", "No"))


def test_none_even_without_the_word_is_no() -> None:
    assert not_answered("natural", "wine", 0, "0 wines").startswith("No: ")
