"""“how many dinners did I have on that trip?” after “was Tom on the Lisbon trip?”: the days of that one trip (from its
day, for its nights) bound the dinners, not every dinner ever."""

from __future__ import annotations

from datetime import timedelta

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_dinners_on_that_trip_are_those_of_its_days(harness: ParleyHarness) -> None:
    (trip,) = [i for i in ITEMS if i["category"] == "Travel" and i["place"]["city"] == "Lisbon"]
    start = trip["itemDate"].replace(hour=0, minute=0, second=0, microsecond=0)
    end = start + timedelta(days=trip["fields"]["nights"])
    dinners = [i for i in ITEMS if i["type"] == "Dinner" and start <= i["itemDate"] < end]
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "was Tom on the Lisbon trip?")
    reply = await harness.say(conversation, "how many dinners did I have on that trip?")
    assert dinners and f"{len(dinners)} " in reply["text"] and "on that trip" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "and lunches?")
    lunches = [i for i in ITEMS if i["type"] == "Lunch" and start <= i["itemDate"] < end]
    assert f"{len(lunches)} " in reply["text"] and "on that trip" in reply["text"], reply["text"]
