"""“How long did I run this year?”: a total, of the distance or the duration, asked back (“Total of what: distance or
duration?”); “in km” answers it with the total distance, and “and in 2025” asks the same of 2025. Not so of one
thing (“how long did it take me”), nor of a trip (“how long did i stay in kyoto”: nights only)."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.how_long_done import how_long_done

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

DEFINITION = load_definition(DEFINITION_FILE)


def _total(kind: str, year: int, field: str) -> float:
    return round(sum(i["fields"][field] for i in ITEMS if i["type"] == kind and i["itemDate"].year == year and i["fields"].get(field)), 1)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("how long did i run this year", True),
        ("How long did I hike in 2025?", True),
        ("how long did we walk in japan", True),
        ("how long have i been cycling", False),
        ("how long did it take me", False),
        ("how long did i run that day, that one", False),
        ("how long did i stay in kyoto", False),
        ("how far did i run this year", False),
        ("how much did i cycle in 2024", True),
        ("How much did we hike last summer?", True),
        ("how much did i drink in 2024", False),  # no kind with a length and a time
        ("how much did it cost", False),
        ("how much did i spend on hikes", False),
        ("how much did i run on it", False),  # one thing
    ],
)
def test_how_long_done_over_all_of_it(text: str, done: bool) -> None:
    assert how_long_done(text, DEFINITION) is done


@pytest.mark.parametrize(
    "question",
    ["how long did i run this year", "How long did I run this year?", "how long did i hike in 2025", "how long did we walk this yaer"],
)
async def test_how_long_asks_distance_or_duration(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert reply.endswith("?") and "distance" in reply and "duration" in reply, reply


@pytest.mark.parametrize(("answer", "field"), [("in km", "distance"), ("distance", "distance"), ("in minutes", "duration")])
async def test_the_answer_gives_the_total(harness: ParleyHarness, answer: str, field: str) -> None:
    _, reply = await reply_texts(harness, "how long did i run this year", answer)
    assert f"{_total('Run', 2026, field):g}" in reply, reply


async def test_and_in_another_year_keeps_the_total(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how long did i run this year", "in km", "and in 2025")
    assert f"{_total('Run', 2025, 'distance'):g}" in reply, reply
