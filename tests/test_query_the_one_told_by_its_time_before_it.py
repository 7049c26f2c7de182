"""One thing told by its time said before its noun: "how many nights was my 2024 flight?" with two flights in 2024 asks
which one (as "my flight last year" does), never the total of the two; "my 2024 flights" (plural) stays the total, and
the answer "Budapest" picks the one there. The user's story before the question ("Filling in my travel journal and I've
forgotten something: …") is an aside: none of its words is a word not understood."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.request import Request
from parley.core.query.the_one_meant import says_one

from .conftest import ParleyHarness
from .conversing import reply_texts

DEFINITION = load_definition(DEFINITION_FILE)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "one"),
    [
        ("how many nights was my 2024 flight?", True),
        ("how many nights was our summer holiday", True),
        ("how many nights was the april trip", True),
        ("how many nights were my 2024 flights?", False),
        ("how many nights did I travel in 2024", False),
        ("was the 2020 travel total over 30 nights?", False),
    ],
)
def test_the_one_thing_told_by_its_time_before_it(text: str, one: bool) -> None:
    request = Request("scrapbook", category="Travel", action="find", aggregate=Aggregate("sum", "nights"))
    assert says_one(text, DEFINITION, request, by_time=True) is one


async def test_which_2024_flight_is_asked_and_the_city_answers(harness: ParleyHarness) -> None:
    asked, reply = await reply_texts(
        harness, "Filling in my travel journal and I've forgotten something: how many nigths was my 2024 flight?", "Budapest"
    )
    assert asked.rstrip().endswith("?") and "Budapest" in asked and "Jaipur" in asked and "19" not in asked, asked
    assert "understand" not in asked, asked  # the story around the question is no word misunderstood
    assert "7" in reply and "19" not in reply, reply


async def test_the_2024_flights_are_their_total(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "how many nights were my 2024 flights?")
    assert "19" in reply, reply
