"""A complete new question starts clean, through the whole assistant: "in how many cities have I ever hiked?"
after the long hikes with Mary counts every hike (a question over all the time keeps nothing of the one
before), "okay, list all my novels" after "did I read any novels in 2019?" lists every novel (an "ok"
before a question of its own), "lunches in SF" after the dinners of Kyoto rated 5 are the lunches of San
Francisco, whatever their rating (a kind and another place said anew); everyday city abbreviations ("SF",
"NYC", "LA") are their cities."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_a_question_over_all_the_time_keeps_nothing_of_the_one_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes with Mary over 10 km")
    reply = await harness.say(conversation, "in how many different cities have I ever hiked?")
    cities = {i["place"]["city"] for i in matching(lambda i: i["type"] == "Hike")}
    assert f"{len(cities)} different cities" in reply["text"]
    assert "Mary" not in reply["text"]


async def test_ok_before_a_question_of_its_own_starts_afresh(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Did I read any novels in 2019?")
    reply = await harness.say(conversation, "okay, list all my novels")
    assert count_of(reply) == len(matching(lambda i: i["type"] == "Novel"))


async def test_a_kind_and_another_place_said_anew_start_afresh(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in Kyoto rated 5")
    reply = await harness.say(conversation, "lunches in SF")
    assert count_of(reply) == len(matching(lambda i: i["type"] == "Lunch" and i["place"]["city"] == "San Francisco"))
    assert "San Francisco" in reply["text"]
    reply = await harness.say(conversation, "and with Mary?")  # going on keeps the place said
    lunches = matching(lambda i: i["type"] == "Lunch" and i["place"]["city"] == "San Francisco" and "Mary" in (i["who"] or []))
    assert count_of(reply) == len(lunches)


@pytest.mark.parametrize(("said", "city"), [("in NYC", "New York City"), ("in LA", "Los Angeles"), ("in sf", "San Francisco")])
async def test_city_abbreviations_are_their_cities(harness: ParleyHarness, said: str, city: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, f"museums {said}")
    assert city in reply["text"]
    assert "didn't understand" not in reply["text"]


async def test_there_after_the_most_frequent_place_is_that_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "which country did I hike in most?")
    assert "United States" in reply["text"]
    reply = await harness.say(conversation, "how many hikes there with Mary?")
    hikes = matching(lambda i: i["type"] == "Hike" and i["place"]["countryCode"] == "US" and "Mary" in (i["who"] or []))
    assert count_of(reply) == len(hikes)


async def test_the_name_said_for_a_pronoun_keeps_the_place_or_time_said_with_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what did I drink with her?")
    assert "Who do you mean" in reply["text"]
    reply = await harness.say(conversation, "Mary, in 2019")
    drinks = matching(lambda i: i["category"] == "Drink" and i["itemDate"].year == 2019 and "Mary" in (i["who"] or []))
    assert count_of(reply) == len(drinks) > 0


async def test_one_distinct_value_is_said_in_the_singular(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "in how many different countries did I drink wine in 2021?")
    countries = {i["place"]["country"] for i in matching(lambda i: i["type"] == "Wine" and i["itemDate"].year == 2021)}
    assert len(countries) == 1
    assert reply["text"].startswith(f"1 country for your wines in 2021: {countries.pop()}"), reply["text"]
    assert "different" not in reply["text"]
