"""“So this year I rode more, is it correct?” after the total distance cycled this year and the year before: the
claim is of the totals just told (the distance), this year's against the year before's, a yes or no with both values
(was: “Yes” because there were bike rides this year). A claim with “than” of its own, or of no other year, is not it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parley.core.query.aggregate import Aggregate
from parley.core.query.is_it_higher import is_it_higher
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def distance(year: int) -> float:
    return sum(i["fields"]["distance"] for i in ITEMS if i["type"] == "Bike ride" and i["itemDate"].year == year)


def prior_total() -> Request:
    return replace(read("bike rides in 2025")[1], aggregate=Aggregate("sum", "distance", "distance"))


@pytest.mark.parametrize("text", ["So this year I rode more, is it correct?", "i cycled less in 2026, right?", "in 2026 we rode way more"])
def test_a_claim_of_more_is_the_total_against_the_year_before(text: str) -> None:
    prior = prior_total()
    assert prior.aggregate is not None
    said = is_it_higher(read(text)[0], prior)
    assert said is not None and "in 2026 than in 2025" in said, said


@pytest.mark.parametrize(
    "text", ["this year I rode more than 100 km, right?", "I rode more in 2025, right?", "I rode more", "this year I want more wines"]
)
def test_no_claim_against_the_total(text: str) -> None:
    assert is_it_higher(read(text)[0], prior_total()) is None


async def test_rode_more_this_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "total distance of my bike rides this year")
    await harness.say(conversation, "and the year before?")
    reply = await harness.say(conversation, "So this year I rode more, is it correct?")
    truth = distance(2026) > distance(2025)
    assert reply["text"].startswith("Yes" if truth else "No"), reply["text"]
