"""The same superlative asked of another time: "which one was the longest?" among the trips of 2025, then "and this
year?", is the longest trip of this year, not every trip of it; "and how many this year?" is a count."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.request import Reading
from parley.core.query.superlative_of_another_time import only_a_time_said

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def trips(year: int) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == year]


async def test_the_longest_again_of_this_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my trips in 2025")
    await harness.say(conversation, "which one was the longest?")
    reply = await harness.say(conversation, "and this year?")
    this_year = trips(TODAY.year)
    most = max(i["fields"]["nights"] for i in this_year)
    longest = {i["_id"] for i in this_year if i["fields"]["nights"] == most}
    assert len(picked(reply)) == 1 and picked(reply)[0] in longest, reply["text"]


async def test_how_many_this_year_is_a_count(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my trips in 2025")
    await harness.say(conversation, "which one was the longest?")
    reply = await harness.say(conversation, "and how many this year?")
    assert len(picked(reply)) == len(trips(TODAY.year)), reply["text"]


async def test_a_time_after_a_question_about_the_one_picked_is_the_list(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my trips in 2025")
    await harness.say(conversation, "which one was the longest?")
    await harness.say(conversation, "where was it?")
    reply = await harness.say(conversation, "and this year?")
    assert len(picked(reply)) == len(trips(TODAY.year)), reply["text"]


def test_only_a_time_is_said() -> None:
    this_year = DateRange(datetime(2026, 1, 1, tzinfo=UTC), datetime(2027, 1, 1, tzinfo=UTC), "this year")
    assert only_a_time_said(Reading(text="and this year?", dates=(this_year,), unknown_words=("and",)))
    assert not only_a_time_said(Reading(text="and how many this year?", dates=(this_year,), unknown_words=("and", "how", "many")))
    assert not only_a_time_said(Reading(text="and in italy?", unknown_words=("and",)))
