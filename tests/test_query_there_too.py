""" "mary there too?" after the one hike talked about: "Yes, Mary was with you …" (was: the items of the place "there"
points at). The negatives: a name the collection does not know, no "there", no question, or more than a name."""

from __future__ import annotations

import pytest

from parley.core.query.there_too import asked_with_its_verb

PEOPLE = ("Mary", "Anna Lindqvist", "Roberto")


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("mary there too?", "was mary there too?"),
        ("And Anna along as well?", "was Anna along too?"),
        ("mary and roberto with me too??", "were mary and roberto with me too?"),
        ("anna lindqvist there too?", None),  # two words that are not "X and Y": left as said
    ],
)
def test_asked_with_its_verb(said: str, asked: str | None) -> None:
    assert asked_with_its_verb(said, PEOPLE) == asked


@pytest.mark.parametrize(
    "said", ["mary there too", "zebulon there too?", "mary too?", "wines there too?", "was mary there too?", "paris there too?"]
)
def test_left_as_said(said: str) -> None:
    assert asked_with_its_verb(said, PEOPLE) is None
