"""Follow-ups of an answer, through the whole assistant: "which ones?" after a count lists what was counted;
"Both of them are from Helen Park?" (a statement with a question mark, "both of them" its subject) checks the two
of the answer before; "how many books of Helen Park in total?" after her five-star poetry counts all of her books;
"have I ever seen … anywhere?" asks over every place without "I didn't understand “anywhere”"."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.which_were_they import LIST_THEM, which_were_they

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("said", ["which ones?", "ok which were they", "what are they?", "name them", "Which ones exactly?"])
def test_which_ones_alone_lists_them(said: str) -> None:
    assert which_were_they(said) == LIST_THEM


@pytest.mark.parametrize("said", ["which ones were in Italy?", "what was it?", "which one?", "what?", "which wines"])
def test_other_which_questions_are_left_as_they_are(said: str) -> None:
    assert which_were_they(said) == said


def museums_of(year: int) -> set[str]:
    return {i["_id"] for i in ITEMS if i["category"] == "Museum" and i["itemDate"].year == year}


async def test_which_ones_after_a_count_shows_the_items_counted(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in 2025")
    reply = await harness.say(conversation, "which ones?")
    assert museums_of(2025) and ids(reply) == museums_of(2025), reply["text"]
    assert "Try “Show me" not in reply["text"]


async def test_both_of_them_said_as_a_statement_is_checked_over_the_two(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Which poetry books I rated 5 stars?")
    five_stars = [i for i in ITEMS if i.get("type") == "Poetry" and i["rating"] == 5]
    authors = {i["fields"]["author"] for i in five_stars}
    assert len(five_stars) == 2 and len(authors) == 1
    reply = await harness.say(conversation, f"Both of them are from {authors.pop()}?")
    assert reply["text"].startswith("Yes") and "didn't understand" not in reply["text"], reply["text"]


async def test_books_of_an_author_in_total_are_all_of_hers(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Which poetry books I rated 5 stars?")
    await harness.say(conversation, "are both by helen park")
    reply = await harness.say(conversation, "How many books of Helen Park I have read in total?")
    hers = [i for i in ITEMS if i["category"] == "Book" and i["fields"].get("author") == "Helen Park"]
    assert len(hers) > 2 and f"{len(hers)} books" in reply["text"], reply["text"]


async def test_anywhere_with_no_place_kept_is_read(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = await harness.say(conversation, "Have I ever seen the Dinosaurs Alive exhibition anywhere?")
    assert reply["text"].startswith("Yes") and "anywhere" not in reply["text"], reply["text"]


async def test_her_after_one_thing_with_two_women_asks_which_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    trips = [i for i in ITEMS if i["category"] == "Travel" and i["itemDate"] <= TODAY.replace(tzinfo=None)]
    latest = max(trips, key=lambda i: i["itemDate"])
    assert len(latest["who"]) == 2
    await harness.say(conversation, "my latest trip")
    reply = await harness.say(conversation, "how mnay meals did i have with her")
    assert reply["text"].startswith("Who do you mean by “her”") and all(n in reply["text"] for n in latest["who"]), reply["text"]
    reply = await harness.say(conversation, latest["who"][0])
    meals = {i["_id"] for i in ITEMS if i["category"] == "Food" and latest["who"][0] in i["who"]}
    assert f"{len(meals)} meals" in reply["text"], reply["text"]


async def test_a_field_asked_of_the_one_thing_described_is_told(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(
        conversation, "A friend keeps asking about that primitivo I had in Bari with Luca, the one I gave 5 stars. Who made it?"
    )
    wines = [
        i
        for i in ITEMS
        if i["category"] == "Drink"
        and i["fields"].get("variety") == "primitivo"
        and i["place"]["city"] == "Bari"
        and "Luca" in i["who"]
        and i["rating"] == 5
    ]
    assert len(wines) == 1 and wines[0]["fields"]["producer"] in reply["text"], reply["text"]
