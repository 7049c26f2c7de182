"""“is that the only one that long?” after an item picked by a superlative asks whether another item shares its value:
no with the others named, yes when none does. Not so: a question of the item's own value, a superlative claimed
(“is that the longest one?”), “the only one” of something else (“the only hike with Tom”)."""

from __future__ import annotations

import pytest

from parley.core.query.only_one_that import only_one_asked, only_one_verdict


@pytest.mark.parametrize(
    "text",
    [
        "is that the only one that long?",
        "was it the only run this long",
        "so is this the only one with that distance?",
        "is that really the only one rated that high?",
        "that's the only one that long, right?",
        "Is it the only book that thick?",
    ],
)
def test_the_only_one_at_its_value_is_asked(text: str) -> None:
    assert only_one_asked(text)


@pytest.mark.parametrize(
    "text",
    [
        "is that the longest one?",
        "how long was it",
        "is that the only hike with Tom?",  # a companion, not the value ranked by
        "the only one that long",  # no question of the item talked about
        "was that the only run in 2024?",
        "is that the only one that long in Paris or are there others elsewhere",  # more said than the ties
    ],
)
def test_other_questions_are_not_read_so(text: str) -> None:
    assert not only_one_asked(text)


def test_others_at_the_value_make_a_no_that_names_them() -> None:
    text = only_one_verdict("Run A", "20.9 km", ["Run B", "Run C", "Run D", "Run E"], "run", "runs")
    assert text == "No, 4 other runs have 20.9 km too: Run B, Run C, Run D and 1 more."
    assert only_one_verdict("Run A", "20.9 km", ["Run B"], "run", "runs") == "No, 1 other run has 20.9 km too: Run B."
    assert (
        only_one_verdict("Wine A", "rated 5", ["Wine B", "Wine C"], "wine", "wines")
        == "No, 2 other wines are rated 5 too: Wine B and Wine C."
    )


def test_alone_at_its_value_is_a_yes() -> None:
    assert only_one_verdict("Run A", "20.9 km", [], "run", "runs") == "Yes, Run A is the only run with 20.9 km."
    assert only_one_verdict("Wine A", "rated 5", [], "wine", "wines") == "Yes, Wine A is the only wine rated 5."
