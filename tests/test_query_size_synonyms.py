"""Informal size words: “which of those was the chunkiest, page-wise?” is the biggest (pages, for books), as are
“heftiest”, “bulkiest”; “lengthiest” is the longest; “chunkier” picks the bigger of two. Not a size word: “chunk”."""

from __future__ import annotations

import pytest

from parley.core.query.ordering import recognize_ordering
from parley.core.query.utterance import Utterance

SIZES = ("long", "big", "thick", "far", "high", "steep")


@pytest.mark.parametrize(
    ("text", "field", "highest"),
    [
        ("which of those was the chunkiest, page-wise?", "@big", True),
        ("the chunkiest book", "@big", True),
        ("which one was the heftiest", "@big", True),
        ("my bulkiest novel", "@big", True),
        ("the fattest one", "@big", True),
        ("the lengthiest trip", "@long", True),
    ],
)
def test_an_informal_size_word_is_the_size_it_means(text: str, field: str, highest: bool) -> None:
    _, superlatives, _ = recognize_ordering(Utterance(text), SIZES)
    assert [(s.field, s.highest) for s in superlatives] == [(field, highest)]


def test_an_informal_comparative_picks_the_bigger() -> None:
    _, superlatives, _ = recognize_ordering(Utterance("which one was chunkier"), SIZES)
    assert [(s.field, s.highest) for s in superlatives] == [("@big", True)]


def test_a_chunk_is_no_size() -> None:
    _, superlatives, _ = recognize_ordering(Utterance("books with a chunk of history"), SIZES)
    assert superlatives == []
