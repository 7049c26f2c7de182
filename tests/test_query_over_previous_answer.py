"""Questions over the previous answer: “top 3 by elevation” picks the first few of it by a field said after
“by”, not a sort of all of them."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_top_few_by_a_field_picks_that_many_of_the_previous_answer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my hikes from 2024")
    reply = await harness.say(conversation, "the top three of them by elevation")
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2024)
    top = sorted(hikes, key=lambda i: i["fields"]["elevation"], reverse=True)[:3]
    assert len(ids(reply)) == 3
    assert {i["fields"]["elevation"] for i in matching(lambda i: i["_id"] in ids(reply))} == {i["fields"]["elevation"] for i in top}
    assert "3" in reply["text"] and "elevation" in reply["text"]


async def test_how_many_different_places_in_that_list_is_over_the_whole_answer_not_the_pick(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me the wines that were not from France")
    await harness.say(conversation, "the third one")
    reply = await harness.say(conversation, "how many different cities are in this wine list?")
    wines = matching(lambda i: i["type"] == "Wine" and i["place"]["countryCode"] != "FR")
    assert f"{len({i['place']['city'] for i in wines})} different cities" in reply["text"]


async def test_how_many_of_this_counts_among_the_previous_answer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what did I do in Portugal in 2014?")
    reply = await harness.say(conversation, "and how many of that were drinks?")
    drinks = matching(lambda i: i["category"] == "Drink" and i["place"]["countryCode"] == "PT" and i["itemDate"].year == 2014)
    assert set(ids(reply)) == {i["_id"] for i in drinks} and f"{len(drinks)} " in reply["text"]


async def test_what_those_add_up_to_totals_the_kind_named_of_the_comparison_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I hike more or bike more in 2023?")
    reply = await harness.say(conversation, "ok, and how much elevation did those hikes add up to?")
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2023)
    assert f"{sum(i['fields']['elevation'] for i in hikes)} m" in reply["text"] and "understand" not in reply["text"]


async def test_more_of_one_kind_or_another_after_a_place_compares_the_kinds_there(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what did I eat in Kyoto?")
    reply = await harness.say(conversation, "did I have more breakfasts or lunches?")
    kyoto = matching(lambda i: i["category"] == "Food" and i["place"]["city"] == "Kyoto")
    breakfasts = len([i for i in kyoto if i["type"] == "Breakfast"])
    lunches = len([i for i in kyoto if i["type"] == "Lunch"])
    assert f"{breakfasts} breakfast" in reply["text"] and f"{lunches} lunch" in reply["text"] and "Kyoto" in reply["text"]


async def test_a_bare_year_or_place_after_a_comparison_compares_the_same_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I have more beers or cocktails in 2019?")
    reply = await harness.say(conversation, "2021?")
    drinks = matching(lambda i: i["category"] == "Drink" and i["itemDate"].year == 2021)
    beers = len([i for i in drinks if i["type"] == "Beer"])
    cocktails = len([i for i in drinks if i["type"] == "Cocktail"])
    assert f"{beers} beer" in reply["text"] and f"{cocktails} cocktail" in reply["text"]
    await harness.say(conversation, "more lunches or dinners in Portugal?")
    reply = await harness.say(conversation, "Spain?")
    meals = matching(lambda i: i["category"] == "Food" and i["place"]["countryCode"] == "ES")
    lunches = len([i for i in meals if i["type"] == "Lunch"])
    assert f"{lunches} lunch" in reply["text"] and "Spain" in reply["text"]


async def test_the_long_ones_with_no_kind_asks_by_what_and_a_superlative_after_it_is_its_own_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what were the short ones in 2022?")
    assert "by what" in reply["text"] and not ids(reply)
    reply = await harness.say(conversation, "no, the books: which was my shortest book in 2022?")
    books = matching(lambda i: i["category"] == "Book" and i["itemDate"].year == 2022)
    fewest = min(i["fields"]["pages"] for i in books)
    assert len(ids(reply)) == 1 and matching(lambda i: i["_id"] == ids(reply)[0])[0]["fields"]["pages"] == fewest
