"""A value of several words that holds a place's name but is none: "San Francisco Brewing" is a producer,
so "beers other than San Francisco Brewing" leaves out that brewery's beers, not the city's."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_a_producer_named_after_a_city_is_the_producer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "show all beers other than San Francisco Brewing")
    beers = [i for i in ITEMS if i["type"] == "Beer"]
    others = {i["_id"] for i in beers if i["fields"].get("producer") != "San Francisco Brewing"}
    assert ids(reply) == others and len(others) < len(beers)
    assert "San Francisco Brewing" in reply["text"] and "outside" not in reply["text"], reply["text"]  # the brewery, not the city
    reply = await harness.say(conversation, "how many beers from Seattle Brewing?")
    seattle = [i for i in beers if i["fields"].get("producer") == "Seattle Brewing"]
    assert str(len(seattle)) in reply["text"] and "Seattle Brewing" in reply["text"]
