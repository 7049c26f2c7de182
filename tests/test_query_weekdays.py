"""Days of the week said of every such day: “beers on Fridays”, “weekend hikes”, “runs not on weekends”, “in 2025 on
weekends”, then “and on weekdays?”. The items counted are those whose date falls on one of those days; a day of one
week (“last Friday”, “this weekend”) is never read as every such day."""

from __future__ import annotations

import re
from typing import Any

import pytest

from parley.core.query.mongo import build_query
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids
from .test_understanding import DEFINITION, read

WEEKEND = {6, 7}
WORKING_DAYS = {1, 2, 3, 4, 5}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_days(kind: str, days: set[int], year: int | None = None) -> set[str]:
    return {
        i["_id"] for i in ITEMS if i["type"] == kind and i["itemDate"].isoweekday() in days and (year is None or i["itemDate"].year == year)
    }


async def say_all(harness: ParleyHarness, *turns: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, turn) for turn in turns]


@pytest.mark.parametrize(
    ("wording", "days"),
    [
        ("how many beers have I had on fridays", {5}),
        ("count my beers on a friday", {5}),
        ("how many walks did I do on a Sunday", {7}),
        ("how many walks on saturdays or sundays", WEEKEND),
        ("how many hikes at the weekend", WEEKEND),
        ("how many hikes during the week", WORKING_DAYS),
        ("how many runs not on weekends", WORKING_DAYS),
    ],
)
async def test_a_count_on_days_of_the_week_counts_the_items_of_those_days(harness: ParleyHarness, wording: str, days: set[int]) -> None:
    (reply,) = await say_all(harness, wording)
    kind = next(k for k in ("Beer", "Walk", "Hike", "Run") if k.lower() in wording)
    expected = of_days(kind, days)
    text = reply["text"]
    assert 0 < len(expected) < len(of_days(kind, set(range(1, 8)))), wording
    assert f" {len(expected)} " in f" {text} ", text
    assert "didn't understand" not in text, text
    assert "on weekends" in text if days == WEEKEND else "on weekdays" in text if days == WORKING_DAYS else "on " in text, text


@pytest.mark.parametrize(
    ("wording", "kind", "days"),
    [
        ("show me my weekend hikes", "Hike", WEEKEND),
        ("which runs were on a saturday", "Run", {6}),
        ("list my sunday walks", "Walk", {7}),
        ("show weekday lunches", "Lunch", WORKING_DAYS),
    ],
)
async def test_the_items_listed_are_those_of_the_days_said(harness: ParleyHarness, wording: str, kind: str, days: set[int]) -> None:
    (reply,) = await say_all(harness, wording)
    expected = of_days(kind, days)
    assert ids(reply) and ids(reply) <= expected, reply["text"]
    assert len(ids(reply)) == len(expected) or f"of {len(expected)}" in reply["text"], reply["text"]
    assert "didn't understand" not in reply["text"], reply["text"]


def counted(reply: dict[str, Any], expected: set[str], said: str) -> bool:
    return re.search(rf"\b{len(expected)} hikes? {said}\b", reply["text"]) is not None


async def test_the_days_of_the_week_go_with_a_year_and_give_way_in_a_follow_up(harness: ParleyHarness) -> None:
    weekends, weekdays, weekdays_2024 = await say_all(
        harness, "how many hikes did I do in 2025 on weekends?", "and on weekdays?", "and in 2024?"
    )
    assert counted(weekends, of_days("Hike", WEEKEND, 2025), "in 2025 on weekends"), weekends["text"]
    assert counted(weekdays, of_days("Hike", WORKING_DAYS, 2025), "in 2025 on weekdays"), weekdays["text"]
    assert counted(weekdays_2024, of_days("Hike", WORKING_DAYS, 2024), "in 2024 on weekdays"), weekdays_2024["text"]


async def test_another_kind_asked_after_keeps_the_days(harness: ParleyHarness) -> None:
    _, runs = await say_all(harness, "hikes on weekends", "and runs?")
    expected = of_days("Run", WEEKEND)
    assert ids(runs) and ids(runs) <= expected and f"{len(expected)} runs on weekends" in runs["text"], runs["text"]


async def test_weekends_set_against_weekdays(harness: ParleyHarness) -> None:
    (reply,) = await say_all(harness, "did I hike more on weekends or on weekdays?")
    weekend, weekday = len(of_days("Hike", WEEKEND)), len(of_days("Hike", WORKING_DAYS))
    text = reply["text"]
    assert str(weekend) in text and str(weekday) in text, text
    assert ("weekends" if weekend > weekday else "weekdays") in text.split(".")[0], text


@pytest.mark.parametrize(
    "wording", ["how many beers last friday", "hikes this weekend", "Ben flies in on Friday. How many beers have I had?"]
)
def test_a_day_of_one_week_is_not_every_such_day(wording: str) -> None:
    reading, _ = read(wording)
    assert not any(d.weekdays for d in reading.dates)


def test_the_days_of_the_week_are_stored_and_old_requests_still_read() -> None:
    _, request = read("hikes in 2025 on weekends")
    again = Request.from_dict(request.to_dict())
    assert again.dates == request.dates and again.dates is not None and again.dates.weekdays == (6, 7)
    stored_before = request.to_dict()
    stored_before["dates"].pop("weekdays")
    assert Request.from_dict(stored_before).dates is not None and not Request.from_dict(stored_before).dates.weekdays


def test_the_days_of_the_week_are_a_filter_on_the_items_day() -> None:
    _, request = read("runs not on weekends")
    query = build_query(request, DEFINITION)
    assert query.filter["$expr"] == {"$in": [{"$isoDayOfWeek": "$itemDate"}, [1, 2, 3, 4, 5]]}
    assert "itemDate" not in query.filter
