"""“Which of our trips was the most recent?” after the trips with Anna is the most recent of those trips; with nobody
talked about, or said of another kind, "our trips" are every trip."""

from __future__ import annotations

import pytest

from parley.core.query.of_ours import of_ours_talked_about
from parley.core.query.people import People
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked

WITH_ANNA = Request("scrapbook", category="Travel", people=(People(("Anna",), exclude=False),))


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_our_ones_are_those_with_the_company_talked_about() -> None:
    assert of_ours_talked_about("Which of our trips was the most recent?", WITH_ANNA, {"Travel"})
    assert of_ours_talked_about("which one of our trips was the longest", WITH_ANNA, set())


def test_our_ones_of_nobody_talked_about_or_another_kind_are_all() -> None:
    assert not of_ours_talked_about("Which of our trips was the most recent?", Request("scrapbook", category="Travel"), {"Travel"})
    assert not of_ours_talked_about("Which of our dinners was the best?", WITH_ANNA, {"Food"})
    assert not of_ours_talked_about("which of my trips was the most recent?", WITH_ANNA, {"Travel"})
    assert not of_ours_talked_about("our trips, which was the most recent?", WITH_ANNA, {"Travel"})


async def test_the_most_recent_of_our_trips(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "How many trips did I take with Anna?")
    reply = await harness.say(conversation, "Which of our trips was the most recent?")
    trips = [i for i in ITEMS if i["category"] == "Travel" and "Anna" in i["who"]]
    assert picked(reply) == [max(trips, key=lambda i: i["itemDate"])["_id"]], reply["text"]
