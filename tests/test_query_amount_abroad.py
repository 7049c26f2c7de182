"""A number field's word said with "abroad" (amount_abroad.py): "nights abroad 2025?", "how many nights abroad in
2025?" are the total of the nights away from home; a kind counted abroad, a score, or the field's word elsewhere in
the message are not taken."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.amount_abroad import amount_abroad
from parley.core.query.assistant_model import ENGINE_WORDS

from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)
FIELDS = ["nights", "night", "km", "pages"]


@pytest.mark.parametrize(
    "text", ["nights abroad 2025?", "how many nights abroad in 2025?", "and my nights overseas last year", "How much km abroad?"]
)
def test_a_total_abroad(text: str) -> None:
    assert amount_abroad(text, FIELDS)


@pytest.mark.parametrize(
    "text",
    ["how many trips abroad in 2024?", "stars abroad?", "any long nights in Paris abroad", "abroad nights?", "trips abroad with 3 nights"],
)
def test_no_total_abroad(text: str) -> None:
    assert not amount_abroad(text, FIELDS)
    assert not amount_abroad(text, [])


def test_read_as_the_total() -> None:
    shape = READER.read("nights abroad 2025?", NOW, None)[0].shape
    assert shape.aggregate is not None and shape.aggregate.op == "sum" and "nights" in shape.field_words
    assert READER.read("how many trips abroad in 2024?", NOW, None)[0].shape.aggregate is None
