"""How much one thing was liked: “how much did i like my paris trip” with two trips to Paris asks which one, each by its
year, and “the 2019 one” tells its rating; of one trip (Kyoto) its rating is told at once; of many things, their
average. “how much” and “how many stars” count nothing here."""

from __future__ import annotations

import pytest

from parley.core.query.how_liked import asked

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item

TRIPS = [i for i in ITEMS if i["category"] == "Travel"]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    harness = sample_assistant
    harness.clock.now = TODAY
    return harness


def trips_to(city: str) -> list[Item]:
    return sorted((i for i in TRIPS if i["place"].get("city") == city), key=lambda i: i["itemDate"])


@pytest.mark.parametrize(
    "question",
    [
        "how much did i like my paris trip",
        "How did I rate my trip to Paris?",
        "what did i give my paris trip",
        "how many stars did i give the trip to paris",
        "how much did we enjoy our paris trip?",
        "how well did i like the trip to paris",
    ],
)
async def test_two_trips_to_the_place_named_are_asked_back_by_year_then_the_one_chosen_tells_its_rating(
    harness: ParleyHarness, question: str
) -> None:
    first, second = trips_to("Paris")
    assert first["rating"] != second["rating"]
    which, chosen = await harness.reply_texts(question, f"the {first['itemDate'].year} one")
    assert which.endswith("?") and str(first["itemDate"].year) in which and str(second["itemDate"].year) in which, which
    assert "found" not in which.lower(), which
    assert f"rated {first['rating']}" in chosen, chosen


@pytest.mark.parametrize(
    "question", ["how did i rate my trip to kyoto", "how much did i enjoy the kyoto trip", "how much did u like my kyoto trip"]
)
async def test_one_trip_to_the_place_named_tells_its_rating_at_once(harness: ParleyHarness, question: str) -> None:
    (kyoto,) = trips_to("Kyoto")
    (reply,) = await harness.reply_texts(question)
    assert f"is rated {kyoto['rating']}" in reply and "understand" not in reply, reply


async def test_many_things_liked_are_told_by_their_average_rating(harness: ParleyHarness) -> None:
    there = [i["rating"] for i in ITEMS if i["place"].get("city") == "Paris"]
    (reply,) = await harness.reply_texts("how much did i like paris")
    assert "average rating" in reply and f"{sum(there) / len(there):.1f}" in reply and f"{len(there)} items" in reply, reply


async def test_near_questions_are_left_as_they_were(harness: ParleyHarness) -> None:
    did, wine = await harness.reply_texts("did i like my trip to kyoto", "how much wine did i drink in paris")
    assert did.startswith("Yes"), did
    wines = [i for i in ITEMS if i.get("type") == "Wine" and i["place"].get("city") == "Paris"]
    assert f"{len(wines)} wines" in wine and "rated" not in wine, wine


def test_the_phrasings_that_ask_how_much_something_was_liked() -> None:
    for text in (
        "how much did i like my paris trip",
        "How did we rate that dinner?",
        "how many stars did I give the hike",
        "what rating did i give it",
        "what score have we given the museum in Porto",
        "how highly did i rate the book by Ada Winter",
        "And what rating I gave to my Sintra trip?",  # a learner's question, without "did"
    ):
        assert asked(text), text
    for text in (
        "what did i rate 5 stars with her this year",  # the things rated so: a list
        "how many trips did i like",
        "did i like my trip to kyoto",
        "how much wine did i drink",
        "how did i get to the airport",
    ):
        assert not asked(text), text
