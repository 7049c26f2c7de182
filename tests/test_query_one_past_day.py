"""One day or weekend of the past said bare: “which beers did I have on Tuesday?”, “We had friends over on Saturday. What
did we eat?”, “runs over the weekend”, “hikes last weekend” are of the latest such day (weekend) before today, and the
reply says which day it took; “on Tuesdays”, “weekend runs” stay every such day; a plan (“we leave on Friday”, “next
weekend”) dates nothing; a day with nothing on it is said plainly."""

from __future__ import annotations

import calendar
from datetime import datetime, timedelta
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _day(item: dict[str, Any]) -> datetime:
    moment: datetime = item["itemDate"]
    return moment.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=TODAY.tzinfo)


def _on(kind: str, day: datetime) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == kind and _day(i) == day]


def _a_day_with(kind: str, weekdays: set[int]) -> datetime:
    return max(_day(i) for i in ITEMS if i["type"] == kind and i["itemDate"].isoweekday() in weekdays)


def _named(day: datetime) -> str:
    return f"{calendar.day_name[day.weekday()]}, {day.day} {calendar.month_name[day.month]} {day.year}"


@pytest.mark.parametrize("days_after", [1, 3, 6])
async def test_a_bare_day_in_a_question_is_the_latest_such_day(harness: ParleyHarness, days_after: int) -> None:
    day = _a_day_with("Beer", {1, 2, 3, 4, 5, 6, 7})
    harness.clock.now = day + timedelta(days=days_after, hours=12)
    weekday = calendar.day_name[day.weekday()]
    (reply,) = await harness.reply_texts(f"how many beers did I drink on {weekday.lower()}?")
    assert f"as {_named(day)}" in reply and f" {len(_on('Beer', day))} beer" in reply, reply


async def test_a_day_told_in_a_story_before_the_question_dates_it(harness: ParleyHarness) -> None:
    day = _a_day_with("Dinner", {5})
    harness.clock.now = day + timedelta(days=2, hours=9)
    (reply,) = await harness.reply_texts("Some friends came round on Friday. What did we have for dinner?")
    dinners = _on("Dinner", day)
    assert f"as {_named(day)}" in reply, reply
    # "what did we have": of the one dinner found, its dish (a field asked of the one thing described); else the count
    told = dinners[0]["fields"]["dish"] if len(dinners) == 1 else f"{len(dinners)} dinner"
    assert told in reply, reply


async def test_the_weekend_is_the_latest_one_and_last_weekend_said_on_a_sunday_the_one_before(harness: ParleyHarness) -> None:
    saturday = _a_day_with("Run", {6})
    sunday = saturday + timedelta(days=1)
    runs = len(_on("Run", saturday)) + len(_on("Run", sunday))
    harness.clock.now = sunday + timedelta(days=1, hours=8)  # the Monday after
    (reply,) = await harness.reply_texts("how many runs did I do over the weekend?")
    assert f"I found {runs} run" in reply and f"{saturday.day}" in reply, reply
    harness.clock.now = sunday + timedelta(days=7, hours=20)  # the Sunday after: "last weekend" is the one before
    (reply,) = await harness.reply_texts("How many runs did I go on last weekend?")
    assert f"I found {runs} run" in reply and f"{saturday.day}" in reply, reply


async def test_nothing_on_that_day_is_said_plainly(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY  # Sunday 29 November 2026: no wine on the Tuesday before
    (reply,) = await harness.reply_texts("which wines did I open on Tuesday?")
    assert "Tuesday, 24 November 2026" in reply and "no wines" in reply, reply


@pytest.mark.parametrize(
    "wording",
    [
        "We're heading to Lisbon on Friday. How many wines have I had?",
        "My parents will be here over the weekend. How many wines have I had?",
        "how many wines have I had, we leave next Friday",
    ],
)
async def test_a_plan_dates_nothing(harness: ParleyHarness, wording: str) -> None:
    harness.clock.now = TODAY
    wines = sum(1 for i in ITEMS if i["type"] == "Wine")
    (reply,) = await harness.reply_texts(wording)
    assert f"{wines} wines" in reply and "took" not in reply, reply


async def test_every_such_day_stays_every_such_day(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    tuesdays = sum(1 for i in ITEMS if i["type"] == "Wine" and i["itemDate"].isoweekday() == 2)
    (reply,) = await harness.reply_texts("how many wines did I drink on Tuesdays?")
    assert f"{tuesdays} wine" in reply and "took" not in reply, reply
