"""Everyday words for a field's values and superlatives said twice: "veggie" is the cuisine vegetarian
(the collection definition's synonyms of the value), and "the most thickest" is the thickest."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_veggie_is_the_vegetarian_cuisine(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many veggie dinners did i have in san francisco")
    expected = [
        i for i in ITEMS if i["type"] == "Dinner" and i["fields"].get("cuisine") == "vegetarian" and i["place"]["name"] == "San Francisco"
    ]
    assert expected and str(len(expected)) in reply["text"] and "veggie" not in reply["text"], reply["text"]


async def test_most_before_a_superlative_is_the_superlative(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what was the most longest hike in 2020?")
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2020]
    longest = max(hikes, key=lambda i: i["fields"]["distance"])
    assert longest["title"] in reply["text"] and "understand" not in reply["text"], reply["text"]


async def test_top_few_of_what_is_named_are_the_best_rated(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "the 2 best french whites")
    assert "2 best rated" in reply["text"] and "understand" not in reply["text"], reply["text"]
    reply = await harness.say(await harness.start_conversation(), "top 3 countries for wine")
    assert "best rated" not in reply["text"], reply["text"]  # what orders them is said: not by rating


async def test_nationalities_joined_by_or_are_either_country(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many french or italian wines do i have")
    wines = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] in ("FR", "IT")]
    assert str(len(wines)) in reply["text"] and "France" in reply["text"] and "Italy" in reply["text"], reply["text"]
