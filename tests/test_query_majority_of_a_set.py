"""“were most of the french meals that year in paris?”: a majority claimed of a set the question names itself (after
“most of”), the part claimed said last (a place, one person): “No, 7 of the 23: …”; “where did I have most of them?”
next is the most frequent city of that whole set. Not fired when the part is not said last, nor on “the most of”."""

from __future__ import annotations

from collections import Counter

import pytest

from parley.core.query.most_of import whole_of
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.quantities import WHERE_MOST
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import TODAY, matching

PARIS = Place("Paris", "city", "FR")
MEALS_IN_PARIS = Request("scrapbook", "verify", category="Food", place=PARIS)
HIKES_WITH_TOM = Request("scrapbook", "verify", category="Hobby", people=(People(("Tom",), exclude=False),))


@pytest.mark.parametrize(
    "text",
    [
        "were most of the french meals that year in paris",
        "did I have most of my meals in Paris?",
        "most of my meals were in paris, right?",
        "were most of the meals from Paris?",
    ],
)
def test_the_place_said_last_is_the_part(text: str) -> None:
    assert whole_of(MEALS_IN_PARIS, text) == Request("scrapbook", "verify", category="Food")


def test_the_person_said_last_is_the_part() -> None:
    assert whole_of(HIKES_WITH_TOM, "were most of my hikes with Tom?") == Request("scrapbook", "verify", category="Hobby")


@pytest.mark.parametrize(
    "text",
    [
        "were most of my meals in paris french?",  # the place is part of the whole
        "was Tom there for most of them?",  # the previous answer is the whole (see test_query_most_of_them.py)
        "where did I have the most of my meals in paris",  # no majority claimed
        "were at most 3 of the meals in paris?",
        "did I have meals in paris?",
        "were most of the meals in lyon?",  # the place said is not the request's
    ],
)
def test_no_whole_when_the_part_is_not_said_last(text: str) -> None:
    assert whole_of(MEALS_IN_PARIS, text) is None


def test_no_whole_of_the_previous_answer() -> None:
    assert whole_of(Request("scrapbook", "verify", place=PARIS, within=("a", "b")), "were most of the meals in paris?") is None


@pytest.mark.parametrize("text", ["where did I have most of them?", "so where did i eat most of those", "and where did we go most of them"])
def test_where_most_of_them_asks_the_most_frequent_place(text: str) -> None:
    assert WHERE_MOST.search(text.lower()) is not None


@pytest.mark.parametrize("text", ["where did I have most of the wine", "where were most of them rated 5"])
def test_where_most_of_something_else_is_no_place_count(text: str) -> None:
    assert WHERE_MOST.search(text.lower()) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_majority_of_the_meals_named_then_where_most_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "french meals in 2021")
    meals = matching(lambda i: i["category"] == "Food" and i["fields"].get("cuisine") == "french" and i["itemDate"].year == 2022)
    in_paris = [m for m in meals if m["place"]["city"] == "Paris"]
    reply = await harness.say(conversation, "were most of the french meals in 2022 in paris?")
    verdict = "Yes" if 2 * len(in_paris) > len(meals) else "No"
    assert reply["text"].startswith(f"{verdict}, {len(in_paris)} of the {len(meals)}"), reply["text"]
    reply = await harness.say(conversation, "so where did I have most of them?")
    (city, _), *_ = Counter(m["place"]["city"] for m in meals).most_common()
    assert city in reply["text"] and "didn't understand" not in reply["text"], reply["text"]
