""" "actually all years not just 2023. how many did i rate 4 or more" after the beers of 2023, "all years" after them,
"not only walks, all the things with Elena", "more lunches or dinners, all of them, not only the 5 stars?": the question
before widened beyond what "not just" names (its time, its kind, its rating), the rest kept (was: "not just 2023" read
as NOT 2023, "all years" not understood). A real negation ("not in 2023", "except 2023") still leaves the year out.
And "so last year was the bigger one?" after the totals of two years: those totals set against each other."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.query.comparisons import Comparison
from parley.core.query.dates import DateRange
from parley.core.query.request import Reading, Request
from parley.core.query.vocabulary import Topic
from parley.core.query.widened_beyond import widened_beyond

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

Y2023 = DateRange(datetime(2023, 1, 1, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC), "in 2023")
PARTS = {
    "2023": Reading("2023", dates=(Y2023,)),
    "the 5 stars": Reading("the 5 stars", comparisons=(Comparison("rating", "==", 5.0),)),
    "walks": Reading("walks", topics=((Topic("Activity", "Walk"),),)),
}


def read(text: str) -> Reading:
    return PARTS.get(text.strip(" ?.!"), Reading(text))


BEERS_2023 = Request("scrapbook", category="Drink", type="Beer", dates=Y2023)


def test_not_just_a_year_takes_the_year_away_and_keeps_the_rest_asked() -> None:
    wide = widened_beyond("actually all years not just 2023. how many did i rate 4 or more", BEERS_2023, read)
    assert wide is not None and wide.request.dates is None and wide.request.type == "Beer"
    assert wide.rest == "how many did i rate 4 or more"
    alone = widened_beyond("all years", BEERS_2023, read)
    assert alone is not None and alone.request.dates is None and alone.rest == ""


def test_not_only_a_kind_or_a_rating_takes_that_away() -> None:
    walks = Request("scrapbook", category="Activity", type="Walk")
    wide = widened_beyond("And not only walks, all the things with Elena in Athens", walks, read)
    assert wide is not None and wide.request.category is None and wide.request.type is None
    assert wide.rest == "with Elena in Athens"
    kind_only = widened_beyond("not only walks, show me all of them", walks, read)
    assert kind_only is not None and kind_only.request.category == "Activity" and kind_only.request.type is None
    assert widened_beyond("not only walks, show me the hikes too", walks, read) is None  # walks and hikes: not read here
    assert widened_beyond("not only 2023 but also 2024", BEERS_2023, read) is None
    rated = Request("scrapbook", category="Food", type="Lunch", comparisons=(Comparison("rating", "==", 5.0),))
    wide = widened_beyond("In Paris I had more lunches or more dinners, all of them, not only the 5 stars?", rated, read)
    assert wide is not None and wide.request.comparisons == () and wide.request.type == "Lunch"
    assert wide.rest == "In Paris I had more lunches or more dinners?"


@pytest.mark.parametrize(
    "text",
    [
        "not in 2023",  # a real negation: the year left out, read as ever
        "except 2023",
        "all except 2023",
        "the ones not rated 5",
        "not just",  # nothing named
        "how many of them in all years",  # "all years" inside a question of its own
        "every year, how many",  # one count a year, maybe: not read here
    ],
)
def test_a_real_negation_or_a_question_of_its_own_is_no_widening(text: str) -> None:
    assert widened_beyond(text, BEERS_2023, read) is None


def test_only_a_restriction_the_question_before_has_is_widened() -> None:
    assert widened_beyond("not just 2023", Request("scrapbook", category="Drink"), read) is None
    assert widened_beyond("all years", Request("scrapbook", category="Drink"), read) is None
    assert widened_beyond("not only the 5 stars", BEERS_2023, read) is None
    assert widened_beyond("not just 2023", None, read) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


async def test_a_conversation_widened_beyond_the_year_it_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    beers = [i for i in ITEMS if i["type"] == "Beer"]
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "beers in 2023")
    assert count(reply) == len([i for i in beers if i["itemDate"].year == 2023])
    reply = await harness.say(conversation, "actually all years not just 2023. how many did i rate 4 or more")
    assert count(reply) == len([i for i in beers if (i.get("rating") or 0) >= 4]) and "not in" not in reply["text"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "beers in 2023")
    reply = await harness.say(conversation, "all years")
    assert count(reply) == len(beers)
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "beers not in 2023")  # a real negation: the year still left out
    assert count(reply) == len([i for i in beers if i["itemDate"].year != 2023])


async def test_bigger_after_the_totals_of_two_years_sets_those_totals_against_each_other(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    rides = {y: sum(i["fields"]["distance"] for i in ITEMS if i["type"] == "Bike ride" and i["itemDate"].year == y) for y in (2024, 2025)}
    conversation = await harness.start_conversation()
    await harness.say(conversation, "total distance of my bike rides last year")
    await harness.say(conversation, "and the year before")
    reply = await harness.say(conversation, "so last year was the bigger one?")
    assert reply["text"].startswith("Yes" if rides[2025] > rides[2024] else "No")
