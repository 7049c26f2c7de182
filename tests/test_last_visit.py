"""“Last time” at a place: the items of the latest visit there (a run of consecutive days), both the pure
run of days and through the engine; with no place talked about it is asked."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from parley.core.query.last_visit import last_visit

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_the_last_visit_is_the_run_of_days_ending_on_the_latest() -> None:
    moments = [
        datetime(2024, 5, 1, 9),
        datetime(2025, 3, 30, 20),
        datetime(2025, 3, 31, 8),
        datetime(2025, 4, 1, 13),
        datetime(2025, 4, 1, 19),
    ]
    visit = last_visit(moments)
    assert visit is not None
    assert (visit.start, visit.end) == (datetime(2025, 3, 30, tzinfo=UTC), datetime(2025, 4, 2, tzinfo=UTC))
    assert "March 30 to April 1, 2025" in visit.label
    assert last_visit([]) is None


def visit_ids(city: str, kind: str) -> set[str]:
    there = sorted((i for i in ITEMS if i["place"]["city"] == city), key=lambda i: i["itemDate"], reverse=True)
    last = there[0]["itemDate"].date()
    days = {last}
    for item in there:
        day = item["itemDate"].date()
        if day not in days and min(days) - day > timedelta(days=1):
            break
        days.add(day)
    return {i["_id"] for i in there if i["itemDate"].date() in days and i["category"] == kind}


async def test_last_time_in_a_place_means_the_latest_visit_there(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "which drinks did we have when we were last in lisbon")
    wanted = visit_ids("Lisbon", "Drink")
    interpretation = reply["channelData"]["interpretation"]
    assert wanted and set(interpretation["resultIds"]) == wanted and "last visit" in reply["text"]


async def test_last_time_with_no_place_is_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what did i drink last time?")
    assert reply["text"].startswith("Last time where?")


async def test_another_place_said_alone_after_a_last_visit_is_the_last_visit_there(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what did i eat in lisbon last time")
    reply = await harness.say(conversation, "and in barcelona?")
    wanted = visit_ids("Barcelona", "Food")
    every_meal = {i["_id"] for i in ITEMS if i["place"]["city"] == "Barcelona" and i["category"] == "Food"}
    assert wanted < every_meal  # the last visit is not every meal there
    interpretation = reply["channelData"]["interpretation"]
    assert set(interpretation["resultIds"]) == wanted and "last visit" in reply["text"], reply["text"]
    await harness.say(conversation := await harness.start_conversation(), "what did i eat in lisbon last time")
    kind = await harness.say(conversation, "drinks in barcelona?")  # a kind of its own said: every one there, no visit
    drinks = {i["_id"] for i in ITEMS if i["place"]["city"] == "Barcelona" and i["category"] == "Drink"}
    assert set(kind["channelData"]["interpretation"]["resultIds"]) == drinks and "last visit" not in kind["text"], kind["text"]
