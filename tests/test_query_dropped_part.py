""" "forget the year, just the italian ones" after the red wines of 2023: the reds of every year, of Italy (was: a switch
of topic, 71 Italian meals); "forget ben, all my rides with james since then" after the rides with James without Ben
since 2020: with James since 2020 (was: "since when?"). What follows "forget" must be a part of the question before;
"forget walks, how many trips" still starts over."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.dropped_part import dropped_part, keeps_the_context
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

SINCE_2020 = datetime(2020, 1, 1)
REDS_2023 = Request(
    "scrapbook",
    category="Drink",
    type="Wine",
    dates=DateRange(datetime(2023, 1, 1, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC), "in 2023"),
)
RIDES = Request("scrapbook", category="Activity", type="Bike ride", people=(People(("James",), False), People(("Ben",), True)))
LISBON = Request("scrapbook", category="Food", place=Place("Lisbon", "city"))


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


@pytest.mark.parametrize(
    "said",
    [
        "forget the year, just the italian ones",
        "ok forget the year - only italian",
        "drop the date, the italian ones",
        "ignore the yr; italian ones?",
    ],
)
def test_the_time_dropped(said: str) -> None:
    dropped = dropped_part(said, REDS_2023)
    assert dropped is not None and dropped.request.dates is None and dropped.request.type == "Wine"
    assert "italian" in dropped.rest.lower()


@pytest.mark.parametrize(
    "said", ["forget ben, all my rides with james since then", "Forget Ben: rides with james", "never mind ben, the rides with james"]
)
def test_a_person_dropped(said: str) -> None:
    dropped = dropped_part(said, RIDES)
    assert dropped is not None and [p.names for p in dropped.request.people] == [("James",)]


def test_the_place_dropped() -> None:
    dropped = dropped_part("forget lisbon, the dinners", LISBON)
    assert dropped is not None and dropped.request.place is None


@pytest.mark.parametrize(
    ("said", "prior"),
    [
        ("forget walks, how many trips", RIDES),  # a topic: starts over as ever
        ("forget the year, just the italian ones", LISBON),  # no year asked before
        ("forget tom, rides with james", RIDES),  # not one of the people asked about
        ("forget the year", REDS_2023),  # nothing asked after it
        ("I forget the year, the italian ones", REDS_2023),  # said inside a clause
    ],
)
def test_not_a_part_of_the_question_before(said: str, prior: Request) -> None:
    assert dropped_part(said, prior) is None
    assert not keeps_the_context(said, prior.to_dict())


async def test_forget_the_year_keeps_the_rest_of_the_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "red wines from 2022")
    await harness.say(conversation, "adn 2023?")
    reply = await harness.say(conversation, "forget the year, just the italian ones")
    reds = [i for i in ITEMS if i["type"] == "Wine" and i["fields"].get("colour") == "red"]
    assert count(reply) == len([i for i in reds if i["place"]["country"] == "Italy"]), reply["text"]


async def test_forget_a_person_keeps_the_time(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "bike rides with james and ben since 2020")
    await harness.say(conversation, "teh same but without ben")
    reply = await harness.say(conversation, "forget ben, all my rides with james since then")
    rides = [i for i in ITEMS if i["type"] == "Bike ride" and "James" in i["who"] and i["itemDate"] >= SINCE_2020]
    assert count(reply) == len(rides), reply["text"]


async def test_forget_a_topic_still_starts_over(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "walks in 2024")
    reply = await harness.say(conversation, "forget walks, how many trips did i take")
    assert reply["channelData"]["interpretation"]["contextSwitch"] == "explicit", reply["channelData"]["interpretation"]
