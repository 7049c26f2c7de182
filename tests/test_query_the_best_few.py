""" "the best 5 hikes", "the best three wines of all time": a count after "the best" says how many (core/query/ordering.py,
top_few.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS

from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


@pytest.mark.parametrize(
    ("said", "count", "highest"),
    [
        ("the best 5 hikes of all time", 5, True),
        ("the best 5 hikes", 5, True),
        ("the best three wines from italy", 3, True),
        ("my top 3 beers ever", 3, True),
        ("the worst 2 dinners overall", 2, False),
        ("the best hike in 2020", 1, True),
        ("which one is the best?", 1, True),
    ],
)
def test_the_count_said_after_the_best_is_how_many(said: str, count: int, highest: bool) -> None:
    reading, _ = READER.read(said, NOW)
    assert [(s.field, s.count, s.highest) for s in reading.superlatives] == [("rating", count, highest)]
    assert not {"of", "all", "time", "ever", "overall"} & set(reading.unknown_words)
