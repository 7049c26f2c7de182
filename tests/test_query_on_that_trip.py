"""“how many dinners did I have on that trip?” after “was Tom on the Lisbon trip?”: the days of that one trip (from its
day, for its nights) bound the dinners, not every dinner ever."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

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


def _on_trip(trip: dict[str, Any], category: str) -> list[dict[str, Any]]:
    """What was recorded of a kind during a trip: its days, in its country."""
    start = trip["itemDate"].replace(hour=0, minute=0, second=0, microsecond=0)
    end = start + timedelta(days=trip["fields"]["nights"])
    country = trip["place"]["countryCode"]
    return [i for i in ITEMS if i["category"] == category and start <= i["itemDate"] < end and i["place"]["countryCode"] == country]


async def test_that_trip_after_the_one_flight_picked_is_its_days_in_its_country(harness: ParleyHarness) -> None:
    latest = max((i for i in ITEMS if i["type"] == "Flight"), key=lambda i: i["itemDate"])
    drinks = _on_trip(latest, "Drink")
    there = [i for i in ITEMS if i["category"] == "Drink" and i["place"]["city"] == latest["place"]["city"]]
    assert len(drinks) != len(there)  # its days in its country, not every drink in its city
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "And the most recent flight?")
    reply = await harness.say(conversation, "what did i drink on that trip")
    assert f"{len(drinks)} " in reply["text"] and "on that trip" in reply["text"], reply["text"]


async def test_that_trip_the_message_tells_of_is_the_one_trip_at_its_place(harness: ParleyHarness) -> None:
    (alba,) = [i for i in ITEMS if i["category"] == "Travel" and i["place"]["city"] == "Alba"]
    drinks = _on_trip(alba, "Drink")
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "which trips did I take with Anna?")
    reply = await harness.say(conversation, "The Alba one was my favourite, so much good food and wine. What did we drink on that trip?")
    assert f"{len(drinks)} " in reply["text"] and "on that trip" in reply["text"], reply["text"]  # no best wine picked


async def test_a_trip_told_in_anothers_claim_is_the_one_checked(harness: ParleyHarness) -> None:
    (india,) = [i for i in ITEMS if i["category"] == "Travel" and i["place"]["countryCode"] == "IN"]
    assert "Mary" in india["who"]
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(
        conversation, "Mary swears she came with me to India, but I only remember Chloé and James being there. Was Mary on that trip?"
    )
    assert reply["text"].startswith("Yes"), reply["text"]


async def test_the_trip_set_against_the_other_time_there_is_the_longer_of_them(harness: ParleyHarness) -> None:
    trips = [i for i in ITEMS if i["category"] == "Travel" and i["place"]["city"] == "Lecce"]
    longest = max(trips, key=lambda i: i["fields"]["nights"])
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    first = await harness.say(conversation, "my trip to lecce last year how many nights was it")
    assert not first["text"].startswith("Yes"), first["text"]
    reply = await harness.say(conversation, "And compared with the other time I was in Lecce, which trip was longer?")
    assert longest["title"] in reply["text"] and str(longest["fields"]["nights"]) in reply["text"], reply["text"]
