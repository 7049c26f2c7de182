"""Places, negations and typos over the sample, through the whole assistant: a misspelt "outside",
"diff" for different, a place left out of a place ("in Spain but not Barcelona"), a typo'd country in
a yes/no question and an unknown name after "by"."""

from __future__ import annotations

import pytest

from parley.core.query.regions import CONTINENTS

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY
from .sample_items import ids as expected


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_a_misspelt_outside_still_leaves_the_country_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = expected(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] != "IT")
    reply = await harness.say(conversation, "wines outsdie italy")
    assert reply["text"].startswith("I read “outsdie” as outside.")
    assert count_of(reply) == len(wines)
    countries = {i["place"]["countryCode"] for i in ITEMS if i["_id"] in wines}
    reply = await harness.say(conversation, "how many diff. countries")  # "diff" for different
    assert reply["text"].startswith(f"{len(countries)} different countries for your wines outside Italy")


async def test_a_place_said_then_left_out_of_a_larger_one(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = expected(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "IT" and i["place"].get("region") != "Puglia")
    assert wines and len(wines) < len(expected(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "IT"))
    reply = await harness.say(conversation, "wines in italy apart from the ones from puglia")
    assert count_of(reply) == len(wines) and reply["text"].startswith(f"{len(wines)} wines in Italy but not in Puglia")

    asian = CONTINENTS["Asia"].split()
    museums = expected(lambda i: i["category"] == "Museum" and i["place"]["countryCode"] in asian and i["place"]["countryCode"] != "JP")
    reply = await harness.say(conversation, "museums in asia, excluding japan")
    assert count_of(reply) == len(museums) and "museums in Asia but not in Japan" in reply["text"]


async def test_a_place_left_out_after_the_place_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "lunches in spain")
    lunches = expected(lambda i: i["type"] == "Lunch" and i["place"]["countryCode"] == "ES" and i["place"]["city"] != "Madrid")
    reply = await harness.say(conversation, "and not in madrid?")  # Spain still holds
    assert count_of(reply) == len(lunches) and "lunches in Spain but not in Madrid" in reply["text"]
    abroad = expected(lambda i: i["type"] == "Lunch" and i["place"]["countryCode"] != "ES")
    reply = await harness.say(conversation, "what about outside spain?")  # not within Spain: the place asked about instead
    assert count_of(reply) == len(abroad)


async def test_ever_opens_a_yes_no_question_and_its_follow_ons_stay_yes_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "ever had a cocktail in japn?")  # a typo'd country in a yes/no question
    assert reply["text"].startswith("Yes — I read “japn” as Japan — 5 Japanese cocktails")
    assert not expected(lambda i: i["type"] == "Cocktail" and i["place"]["countryCode"] == "BR")
    reply = await harness.say(conversation, "and in brazil")
    assert reply["text"].startswith("No, ")
    reply = await harness.say(conversation, "been hiking in greece?")
    assert reply["text"].startswith("Yes, ")


async def test_a_word_shortened_as_when_texting_is_read_in_full(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "any dinners with mary in 2020?")
    assert reply["text"].startswith("Yes, 4 dinners in 2020 with Mary")
    reply = await harness.say(conversation, "what abt 2021")  # the same yes/no question, another year
    assert reply["text"].startswith("Yes, 6 dinners in 2021 with Mary")
    reply = await harness.say(conversation, "how many hikes in 2025 that were not in the us")
    reply = await harness.say(conversation, "how many diff countries is that")
    hikes = {
        i["place"]["country"] for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2025 and i["place"]["countryCode"] != "US"
    }
    said = f"{len(hikes)} different countries" if len(hikes) > 1 else "1 country"
    assert reply["text"].startswith(said), reply["text"]


async def test_an_unknown_name_after_a_fields_word_is_looked_for_there(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "novels written by rowling")  # not every novel
    assert reply["text"] == "I found no novels written by Rowling."
    reply = await harness.say(conversation, "beers made by blorp brewing")
    assert reply["text"] == "I found no beers made by Blorp Brewing."
    books = expected(lambda i: i["category"] == "Book" and i["fields"].get("author") == "Nina Petrova")
    reply = await harness.say(conversation, "books by nina petrova")  # a known author, as before
    assert count_of(reply) == len(books) and reply["text"].startswith(f"{len(books)} books by Nina Petrova")


async def test_an_unknown_name_after_with_or_from_is_asked_about_not_left_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "walks with bartholomew")
    assert reply["text"].startswith("I didn't understand “with Bartholomew”: no person, place or name in your collection matches")
    assert count_of(reply) == -1
    await harness.say(conversation, "dinners with kenji")
    reply = await harness.say(conversation, "and from chateau blorp?")
    assert "I didn't understand “from Château Blorp”" in reply["text"]
    reply = await harness.say(conversation, "hikes with friends")  # an ordinary word is no name: said, not asked
    assert "I didn't understand “friends”" in reply["text"]


async def test_a_companion_left_out_keeps_the_companion_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "walks with tom")
    walks = expected(lambda i: i["type"] == "Walk" and "Tom" in i["who"] and "Mary" not in i["who"])
    reply = await harness.say(conversation, "and the ones mary wasnt on?")  # still with Tom
    assert count_of(reply) == len(walks) and "walks with Tom without Mary" in reply["text"]
    reply = await harness.say(conversation, "what about without tom?")  # the one asked about, left out: asked anew
    assert count_of(reply) == len(expected(lambda i: i["type"] == "Walk" and "Tom" not in i["who"]))


async def test_never_in_a_claim_asked_about_narrows_nothing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    dinners = expected(lambda i: i["type"] == "Dinner" and i["place"]["city"] == "Paris")
    reply = await harness.say(conversation, "a friend is sure we never had dinner in paris. have we?")
    assert reply["text"].startswith(f"Yes, {len(dinners)} dinners in Paris")
    runs = expected(lambda i: i["type"] == "Run" and "Tom" in i["who"] and i["place"]["countryCode"] not in ("US", "ES"))
    await harness.say(conversation, "Tom says we never went running together outside the US. Did we?")
    reply = await harness.say(conversation, "and how many of them not in spian")  # a typo'd country, over that answer
    assert reply["text"].startswith(f"I read “spian” as Spain. I found {len(runs)} runs")
    reply = await harness.say(conversation, "hikes I didn't do with Tom")  # a negation that is not a claim asked about, as before
    assert count_of(reply) == len(expected(lambda i: i["type"] == "Hike" and "Tom" not in i["who"]))


async def test_types_of_a_word_two_categories_share_narrow_the_kind_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in 2024")
    museums = expected(lambda i: i["category"] == "Museum" and i["type"] in ("Science", "History") and i["itemDate"].year == 2024)
    reply = await harness.say(conversation, "just the science or history ones")  # history museums, not history books
    assert count_of(reply) == len(museums)
    assert reply["text"].startswith(f"{len(museums)} science museums or history museums in 2024")


async def test_there_and_that_year_are_the_one_item_picked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    latest = max((i for i in ITEMS if i["type"] == "Flight"), key=lambda i: i["itemDate"])
    city, year = latest["place"]["city"], latest["itemDate"].year
    await harness.say(conversation, "what was my most recent flight")
    reply = await harness.say(conversation, "where was that?")  # a question about it in between
    assert city in reply["text"]
    meals = expected(lambda i: i["category"] == "Food" and i["place"]["city"] == city and i["itemDate"].year == year)
    assert meals and len(meals) < len(expected(lambda i: i["category"] == "Food" and i["place"]["city"] == city))
    reply = await harness.say(conversation, "which meals did i have there that year")
    assert count_of(reply) == len(meals) and f"in {city} in {year}" in reply["text"]


async def test_there_or_that_year_with_nothing_talked_about_is_asked_not_dropped(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what lunches did i have there?")  # not every lunch
    assert reply["text"] == "I can't tell which place “there” means: we haven't talked about one yet. Which place do you mean?"
    reply = await harness.say(conversation, "in kyoto")  # the answer to the question asked back: the place itself
    assert reply["text"].startswith("3 lunches in Kyoto")
    reply = await harness.say(conversation, "and the runs from that year")
    assert reply["text"].startswith("I can't tell which year “that year” means")
    await harness.say(conversation, "runs in 2022")
    reply = await harness.say(conversation, "and the walks that year")  # a year talked about: as before
    assert count_of(reply) == len(expected(lambda i: i["type"] == "Walk" and i["itemDate"].year == 2022))


async def test_which_of_those_are_not_from_a_region_of_the_country_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "italian wines rated 4 or more")
    wines = expected(
        lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "IT" and i["rating"] >= 4 and i["place"].get("region") != "Tuscany"
    )
    reply = await harness.say(conversation, "which of those aren't from tuscany?")
    assert count_of(reply) == len(wines) and reply["text"].startswith(f"{len(wines)} wines in Italy but not in Tuscany rated 4 or more")
