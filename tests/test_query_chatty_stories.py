"""Chatty messages that tell a story around the question: a verb said after "by" ("start by pulling up …")
is no author's name; "that year" in a sentence told before the question is the year just said; "in the
summer of 2025" is no plan; "counting everything, beers too" counts all of it; "of these two, which more,
dinners or lunches?" compares within what was just asked; "what did I rate that one?" asks the rating of the
one picked, no rating of 1."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, field: str, value: str, year: int) -> int:
    return len(matching(lambda i: i[field] == kind and i["itemDate"].year == year and value in (i["fields"].get("colour"), "")))


def _vegetarian(kind: str, year: int) -> int:
    return len(matching(lambda i: i["type"] == kind and i["itemDate"].year == year and i["fields"].get("cuisine") == "vegetarian"))


async def test_a_verb_after_by_is_no_name(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "For a scrapbook page on Italy, could you begin by digging out every lunch I had there?")
    lunches = matching(lambda i: i["type"] == "Lunch" and i["place"].get("country") == "Italy")
    assert lunches and f"{len(lunches)} Italian lunches" in reply["text"], reply["text"]
    assert " by " not in reply["text"], reply["text"]


async def test_that_year_told_before_the_question_is_the_year_just_said(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(
        conversation, "I'm trying to recall every dinner in the spring of 2024 — we travelled so much that year. Can you list them?"
    )
    start, end = datetime(2024, 3, 1), datetime(2024, 6, 1)
    dinners = matching(lambda i: i["type"] == "Dinner" and start <= i["itemDate"].replace(tzinfo=None) < end)
    assert len(dinners) > 1 and f"{len(dinners)} dinners in spring 2024" in reply["text"], reply["text"]


async def test_counting_everything_counts_all_of_the_kinds_compared_by_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Did I drink more things in 2022 or in 2023? Counting everything, wines and beers too")
    counts = {y: _count("Drink", "category", "", y) for y in (2022, 2023)}
    assert f"{counts[2022]} drinks in 2022" in reply["text"] and f"{counts[2023]} drinks in 2023" in reply["text"], reply["text"]


async def test_of_these_compares_the_kinds_within_what_was_just_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "wines in 2019")
    reply = await harness.say(conversation, "among those, more red or white?")
    red, white = _count("Wine", "type", "red", 2019), _count("Wine", "type", "white", 2019)
    assert f"{red} red wines" in reply["text"] and f"{white} white wine" in reply["text"], reply["text"]
    assert "2019" in reply["text"], reply["text"]


async def test_what_did_i_rate_that_one_asks_the_rating_of_the_one_picked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my latest hike")
    reply = await harness.say(conversation, "and what did I rate that one?")
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].replace(tzinfo=None) <= TODAY.replace(tzinfo=None))
    latest = max(hikes, key=lambda i: i["itemDate"])
    assert f"{latest['title']} is rated {latest['rating']}" in reply["text"], reply["text"]


async def test_of_those_two_compares_the_kinds_with_what_they_had_in_common(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "vegetarian lunches in 2022")
    await harness.say(conversation, "and the dinners?")
    reply = await harness.say(conversation, "between those two, were there more lunches or dinners?")
    lunches, dinners = _vegetarian("Lunch", 2022), _vegetarian("Dinner", 2022)
    assert f"{lunches} vegetarian lunch" in reply["text"] and f"{dinners} vegetarian dinner" in reply["text"], reply["text"]
