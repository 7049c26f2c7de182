""" "add them all up" after the bike rides: a total, of the field asked back ("Total of what: distance, duration or
elevation?"), then "the km" answers it; the verb and its particle with what is added between them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


@pytest.mark.parametrize("said", ["add them all up", "add those up", "can you add it all up", "add up the km", "what does it add up to"])
def test_adding_up_is_a_total(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert reading.shape.aggregate is not None and reading.shape.aggregate.op == "sum", reading.shape


@pytest.mark.parametrize("said", ["add wine to the list up top", "wines i added last year", "what did i add"])
def test_other_adding_is_no_total(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert reading.shape.aggregate is None, reading.shape


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_adding_them_up_asks_which_total_then_answers(harness: ParleyHarness) -> None:
    rides = [i for i in ITEMS if i["type"] == "Bike ride" and i["itemDate"].year == 2022]
    _, asked, km = await reply_texts(harness, "bike rides in 2022", "add them all up", "the km")
    assert asked.endswith("?") and "distance" in asked and "duration" in asked, asked
    assert f"{round(sum(i['fields']['distance'] for i in rides), 1)} km" in km, km
