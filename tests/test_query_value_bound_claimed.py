""" "was that over 15 km" after an average or a total just stated: that value checked against the bound, never every
item over 15 km; a question that says more than the bound is read as it is."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.aggregate import Aggregate
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.value_bound_claimed import bound_on_the_value

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
AVERAGE_DISTANCE = Aggregate("avg", "distance")
STATED = {"turn": 3}


@pytest.mark.parametrize(
    ("said", "op", "bound"),
    [("was that over 15 km", ">", 15.0), ("is it less than 10 km?", "<", 10.0), ("wasn't that at least 12 km?", ">=", 12.0)],
)
def test_a_bound_on_that_checks_the_value_just_stated(said: str, op: str, bound: float) -> None:
    reading, _ = READER.read(said, NOW)
    bounded = bound_on_the_value(reading, AVERAGE_DISTANCE, STATED, 4)
    assert bounded is not None and (bounded.op, bounded.field, bounded.bound_op, bounded.bound) == ("avg", "distance", op, bound)


@pytest.mark.parametrize(
    "said",
    [
        "was that one over 15 km",  # an item, not the value
        "was it over 15 km in 2021?",  # another time: a question of its own
        "any runs over 15 km?",  # no "that"
        "was that over 3 stars",  # another field
        "was it with Tom over 15 km",  # someone said
    ],
)
def test_a_question_saying_more_than_the_bound_is_not_the_value(said: str) -> None:
    reading, _ = READER.read(said, NOW)
    assert bound_on_the_value(reading, AVERAGE_DISTANCE, STATED, 4) is None


def test_only_right_after_the_value_and_only_of_a_number() -> None:
    reading, _ = READER.read("was that over 15 km", NOW)
    assert bound_on_the_value(reading, AVERAGE_DISTANCE, {"turn": 2}, 4) is None  # a turn in between
    assert bound_on_the_value(reading, Aggregate("distinct", "city"), STATED, 4) is None
    assert bound_on_the_value(reading, None, STATED, 4) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_average_just_stated_is_checked_and_the_time_changed_keeps_the_check(harness: ParleyHarness) -> None:
    runs = [i["fields"]["distance"] for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == 2020]
    stated, checked = await reply_texts(harness, "whats the average distance of my runs in 2020", "was that over 15 km")
    average = f"{sum(runs) / len(runs):.1f} km"
    assert average in stated and sum(runs) / len(runs) < 15, stated
    assert checked.startswith("No") and average in checked, checked
    rides = [i["fields"]["distance"] for i in ITEMS if i["type"] == "Bike ride" and i["itemDate"].year == 2023]
    _, _, again = await reply_texts(harness, "total distance of my bike rides in 2024", "was that more than 300 km", "and 2023?")
    assert again.startswith("Yes" if sum(rides) > 300 else "No") and f"{round(sum(rides), 1)} km" in again, again
