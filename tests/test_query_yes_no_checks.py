"""Yes/no questions about the previous answer and about numbers, and the doing of an activity: “any of those
was rated 5?” (a statement's word order, asked), “did I give any of them a 4?” (a score given), “was the total
distance of my 2022 runs over 150 km?” (an aggregate set against a number), “how far did I bike …” (“bike”,
“biked”, “biking”: a bike ride)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def km(items: list[Item]) -> str:
    return f"{round(sum(i['fields']['distance'] for i in items), 1):g} km"


@pytest.mark.parametrize(("text", "year"), [("how far did I bike in 2021?", 2021), ("total km I biked in 2022", 2022)])
async def test_bike_as_a_verb_is_a_bike_ride(harness: ParleyHarness, text: str, year: int) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    rides = matching(lambda i: i["type"] == "Bike ride" and i["itemDate"].year == year)
    assert km(rides) in reply["text"] and "bike ride" in reply["text"] and "understand" not in reply["text"]


@pytest.mark.parametrize(
    ("question", "rating"),
    [
        ("any of those was rated 2?", 2),
        ("some of them were rated 5?", 5),
        ("did I give any of them a 1?", 1),
        ("did any of them get a 2", 2),
    ],
)
async def test_a_yes_no_about_the_previous_answer_checks_the_rating_said(harness: ParleyHarness, question: str, rating: int) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books I read in 2021")
    reply = await harness.say(conversation, question)
    books = matching(lambda i: i["category"] == "Book" and i["itemDate"].year == 2021 and i.get("rating") == rating)
    assert reply["text"].startswith("Yes" if books else "No"), reply["text"]
    assert f"{len(books)} book" in reply["text"] or not books


async def test_a_number_after_rated_in_a_year_is_no_score(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many books did I rate in 2023")
    books = matching(lambda i: i["category"] == "Book" and i["itemDate"].year == 2023)
    assert f"{len(books)} books" in reply["text"]


@pytest.mark.parametrize(
    ("question", "kind", "year", "bound"),
    [
        ("was the total distance of my 2022 runs over 150 km?", "Run", 2022, 150),
        ("is my 2021 bike ride total at least 200 km?", "Bike ride", 2021, 200),
    ],
)
async def test_a_total_against_a_number_is_a_yes_or_no(harness: ParleyHarness, question: str, kind: str, year: int, bound: float) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, question)
    done = matching(lambda i: i["type"] == kind and i["itemDate"].year == year)
    total = sum(i["fields"]["distance"] for i in done)
    assert reply["text"].startswith("Yes" if total >= bound else "No") and km(done) in reply["text"], reply["text"]
    reply = await harness.say(conversation, "and 2020?")
    before = matching(lambda i: i["type"] == kind and i["itemDate"].year == 2020)
    assert (
        reply["text"].startswith("Yes" if sum(i["fields"]["distance"] for i in before) >= bound else "No") and km(before) in reply["text"]
    )


async def test_ones_in_a_yes_no_is_the_kind_asked_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "spanish wines that aren't white")
    reply = await harness.say(conversation, "did I have any german ones that weren't white?")
    wines = matching(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "DE" and i["fields"].get("colour") != "white")
    assert reply["text"].startswith("Yes" if wines else "No") and "wine" in reply["text"], reply["text"]


async def test_one_after_a_dash_is_a_yes_no_about_the_kind_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "average rating of my books from 2021?")
    reply = await harness.say(conversation, "back to beers - have I ever had one in Peru?")
    beers = matching(lambda i: i["type"] == "Beer" and i["place"]["countryCode"] == "PE")
    assert reply["text"].startswith("Yes" if beers else "No"), reply["text"]


async def test_what_about_said_as_texted_keeps_the_yes_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "have I ever been skiing in Austria?")
    reply = await harness.say(conversation, "wat about italy")
    ski = matching(lambda i: i["type"] == "Ski" and i["place"]["countryCode"] == "IT")
    assert reply["text"].startswith("Yes" if ski else "No"), reply["text"]
