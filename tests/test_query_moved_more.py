""" "so this year i rode less than last year, corect?": "more"/"less" right after a verb of going along a way compares
the distance (was: the counts of rides, "the same: 4 bike rides"); other words after it leave it to counts or bounds."""

from __future__ import annotations

import pytest

from parley.core.query.moved_more import larger, moved_comparative


@pytest.mark.parametrize(
    ("text", "more"),
    [
        ("so this year i rode less than last year, corect?", False),
        ("did I run more than last year?", True),
        ("I walked further than in 2024, right?", True),
        ("did we hike less than the year before?", False),
    ],
)
def test_a_verb_of_going_compared_is_the_distance(text: str, more: bool) -> None:
    match = moved_comparative(text)
    assert match is not None and larger(match) is more


@pytest.mark.parametrize(
    "text",
    [
        "did i ride more bike rides in 2025 or 2026?",  # the rides counted
        "did I run more often this year?",
        "did I ever run more than 20 km?",  # a bound on one run
        "did i ever run more than 20km this year",
        "Was I hiking more than cycling overall, would you say?",  # two kinds, counted
        "did I run less than 5 times?",
        "more runs or more rides?",  # no verb
        "which did I like more?",
        "which month did I hike more, june or july?",
        "did I run more in 2024 or 2025?",
        "did i hike more with roberto or with anna this year",  # who came along, counted
    ],
)
def test_other_comparatives_are_left_alone(text: str) -> None:
    assert moved_comparative(text) is None
