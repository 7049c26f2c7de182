""" "which of the novels did I rate the most bad?": "most" said of a word of a low rating is the worst rated, never the
best (was: "rated the most" read as the best rated, "bad" not understood)."""

from __future__ import annotations

import pytest

from .test_understanding import read


@pytest.mark.parametrize(
    "text",
    [
        "Which of the novels of this year I have rated the most bad?",
        "which wine did i rate most badly",
        "which hike did I like the most poorly",
        "which one is the most bad",
        "which wine is the baddest",
        "which wine did i rate the least good",
    ],
)
def test_most_of_a_bad_word_is_the_worst(text: str) -> None:
    reading, _ = read(text)
    assert [(s.field, s.highest) for s in reading.superlatives] == [("rating", False)]


@pytest.mark.parametrize(
    "text",
    ["which wine did I rate the most", "which hike did I like best", "which book did I enjoy the most"],
)
def test_most_alone_is_still_the_best(text: str) -> None:
    reading, _ = read(text)
    assert [(s.field, s.highest) for s in reading.superlatives] == [("rating", True)]
