"""“When was my first time in Paris?”, “the very first thing I did in 2025”, “my earliest visit to Lisbon”: the time or
the thing itself asked is the earliest item by date (“and the last time?” said alone the latest, not the items of the
last visit); “and the last one, how long ago was it?” after “which was the first one?” the latest of the same, with the
time since it; “with who was I going the second time?” the second of them by date (the second trip there when only
one of the kind talked about was); “the one with the train” picks that one of the trips asked back about; “after this
one we went back there again, or not?” a yes/no of another trip there after it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from parley.core.query.how_long_ago import time_since

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching
from .sample_items import result_ids as ids
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def in_city(city: str) -> Callable[[Item], bool]:
    return lambda i: i["place"]["city"] == city


def in_year(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


def trips(*tests: Callable[[Item], bool]) -> list[Item]:
    return sorted(matching(lambda i: i["category"] == "Travel" and all(t(i) for t in tests)), key=lambda i: i["itemDate"])


def dated(predicate: Callable[[Item], bool]) -> list[Item]:
    return sorted(matching(predicate), key=lambda i: i["itemDate"])


def company(item: Item) -> list[str]:
    return list(item["who"]) or ["on your own"]


def said(day: datetime) -> str:
    return f"{day:%B} {day.day}, {day.year}"


@pytest.mark.parametrize(
    ("then", "now", "since"),
    [
        (datetime(2016, 4, 22), datetime(2026, 12, 4, tzinfo=UTC), "10 years and 7 months ago"),
        (datetime(2026, 6, 10, tzinfo=UTC), datetime(2026, 12, 4, tzinfo=UTC), "5 months ago"),
        (datetime(2025, 12, 5, tzinfo=UTC), datetime(2026, 12, 4, tzinfo=UTC), "11 months ago"),
        (datetime(2025, 12, 4, tzinfo=UTC), datetime(2026, 12, 4, tzinfo=UTC), "1 year ago"),
        (datetime(2026, 11, 20, tzinfo=UTC), datetime(2026, 12, 4, tzinfo=UTC), "14 days ago"),
        (datetime(2026, 12, 4, 9, tzinfo=UTC), datetime(2026, 12, 4, 12, tzinfo=UTC), "today"),
    ],
)
def test_the_time_since_is_said_in_whole_years_and_months(then: datetime, now: datetime, since: str) -> None:
    assert time_since(then, now) == since


@pytest.mark.parametrize(
    ("wording", "highest"),
    [
        ("When was my first time in Paris?", False),
        ("what was the very first thing I did in 2025", False),
        ("and the last time?", True),
        ("ok, my last time?", True),
        ("the most recent thing I did", True),
    ],
)
def test_the_time_or_thing_itself_is_a_pick_by_date(wording: str, highest: bool) -> None:
    reading, _ = read(wording)
    assert not reading.selections and not reading.last_visit
    assert [(s.field, s.highest) for s in reading.superlatives] == [("itemDate", highest)]


@pytest.mark.parametrize("wording", ["hikes I did for the first time", "what did I eat in Athens last time?"])
def test_for_the_first_time_and_last_time_as_when_are_no_pick(wording: str) -> None:
    reading, _ = read(wording)
    assert not reading.superlatives


@pytest.mark.parametrize(
    ("first", "city"),
    [
        ("When was my first time in Paris?", "Paris"),
        ("what was the first thing I did in Lisbon", "Lisbon"),
        ("my earliest visit to Lisbon", "Lisbon"),
    ],
)
async def test_first_time_at_a_place_then_the_last_time_and_who_was_there(harness: ParleyHarness, first: str, city: str) -> None:
    harness.clock.now = TODAY
    there = dated(in_city(city))
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, first)
    assert ids(reply) == [there[0]["_id"]], reply["text"]
    assert said(there[0]["itemDate"]) in reply["text"]
    reply = await harness.say(conversation, "And the last time?")
    assert ids(reply) == [there[-1]["_id"]], reply["text"]
    reply = await harness.say(conversation, "Who was with me on that day?")
    assert all(name in reply["text"] for name in company(there[-1])), reply["text"]


async def test_the_first_thing_of_a_year_and_who_was_there(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    year = dated(in_year(2025))
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "What was the very first thing I did in 2025?")
    assert ids(reply) == [year[0]["_id"]], reply["text"]
    reply = await harness.say(conversation, "Oh fun, who was with me on that one?")
    assert all(name in reply["text"] for name in company(year[0])), reply["text"]


def japan(item: Item) -> bool:
    return bool(item["place"]["countryCode"] == "JP")


async def test_the_last_one_after_the_first_one_by_date_and_how_long_ago(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    japanese = trips(japan)
    assert len(japanese) > 2
    conversation = await harness.start_conversation()
    await harness.say(conversation, "How many times I was travelling to Japan?")
    reply = await harness.say(conversation, "Which was the first one?")
    assert ids(reply) == [japanese[0]["_id"]], reply["text"]
    reply = await harness.say(conversation, "And the last one, how long ago it was?")
    latest = japanese[-1]
    assert ids(reply) == [latest["_id"]], reply["text"]
    assert time_since(latest["itemDate"].replace(tzinfo=UTC), TODAY) in reply["text"]
    reply = await harness.say(conversation, "and the third time, who was with me?")
    assert ids(reply) == [japanese[2]["_id"]], reply["text"]
    assert all(name in reply["text"] for name in company(japanese[2])), reply["text"]


async def test_how_long_ago_of_the_item_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    latest = dated(in_city("Lisbon"))[-1]
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "when did I last go to Lisbon")
    assert ids(reply) == [latest["_id"]], reply["text"]
    reply = await harness.say(conversation, "how long ago was that")
    assert f"{said(latest['itemDate'])}, {time_since(latest['itemDate'].replace(tzinfo=UTC), TODAY)}" in reply["text"]


async def test_the_second_time_there_is_the_second_trip_there_by_date(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    lecce = trips(in_city("Lecce"))
    holidays = [t for t in lecce if t["type"] == "Beach holiday"]
    assert len(holidays) == 1 and len(lecce) > 1
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my beach holidays in Lecce")
    reply = await harness.say(conversation, "With who I was going the second time?")
    assert ids(reply) == [lecce[1]["_id"]], reply["text"]
    assert all(name in reply["text"] for name in company(lecce[1])), reply["text"]


async def test_the_one_with_a_kind_then_whether_we_went_back_after_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    santa_fe = trips(in_city("Santa Fe"))
    (train,) = [t for t in santa_fe if t["type"] == "Train journey"]
    later = [t for t in santa_fe if t["itemDate"].date() > train["itemDate"].date()]
    assert later and santa_fe[-1] is not train
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Who was coming with me on the trip to Santa Fe?")
    assert reply["text"].startswith("Which"), reply["text"]
    reply = await harness.say(conversation, "The one with the train.")
    assert ids(reply) == [train["_id"]], reply["text"]
    reply = await harness.say(conversation, "After this one we went back there again, or not?")
    assert reply["text"].startswith("Yes"), reply["text"]
    assert set(ids(reply)) == {t["_id"] for t in later}
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Who was coming with me on the trip to Santa Fe?")
    await harness.say(conversation, f"the {santa_fe[-1]['itemDate'].year} one")
    reply = await harness.say(conversation, "did we ever go back after that")
    assert reply["text"].startswith("No"), reply["text"]


async def test_a_time_beyond_the_ones_there_is_said_to_be_none(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    lisbon = trips(in_city("Lisbon"))
    assert len(lisbon) == 1
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my trips to Lisbon")
    reply = await harness.say(conversation, "who was with me the second time")
    assert reply["text"] == "I found 1 travel in Lisbon, so no second time.", reply["text"]
