"""The most frequent value said other ways (“which country tops that list?”, “… comes first?”), “leaving out
X” keeping the items talked about, and “it” after the most frequent value meaning the items with it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.most_frequent import venue_named
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def ranked(predicate: Callable[[Item], bool], key: Callable[[Item], str]) -> list[tuple[str, int]]:
    return Counter(key(i) for i in ITEMS if predicate(i)).most_common()


def beer(i: Item) -> bool:
    return i["type"] == "Beer"


def country(i: Item) -> str:
    return str(i["place"]["country"])


async def test_tops_and_comes_first_ask_the_most_frequent_and_leaving_out_keeps_the_items(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "in how many countries did i drink beer")
    (top, count), (second, second_count) = ranked(beer, country)[:2]
    assert count > second_count
    reply = await harness.say(conversation, "which country is at the top of the list?")
    assert top in reply["text"] and str(count) in reply["text"]
    reply = await harness.say(conversation, f"excluding {top}, which country comes out on top?")
    assert second in reply["text"] and f"{second_count} of" in reply["text"]
    assert reply["channelData"]["interpretation"]["request"]["type"] == "Beer"


async def test_it_after_the_most_frequent_value_means_the_items_with_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    grape, _ = ranked(lambda i: i["type"] == "Wine", lambda i: str(i["fields"].get("variety")))[0]
    reply = await harness.say(conversation, "which grape have i had the most")
    assert grape in reply["text"]
    reply = await harness.say(conversation, "how many of it did i rate 4 or more")
    wanted = {i["_id"] for i in ITEMS if i["fields"].get("variety") == grape and i["rating"] >= 4}
    interpretation = reply["channelData"]["interpretation"]
    assert set(interpretation["resultIds"]) == wanted and interpretation["resultCount"] == len(wanted)


async def test_it_long_after_the_most_frequent_value_is_not_that_value(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "which grape have i had the most")
    await harness.say(conversation, "show me the hikes in 2024")
    reply = await harness.say(conversation, "was it rated 5?")
    assert "variety" not in str(reply["channelData"]["interpretation"].get("request"))


async def test_where_most_of_another_kind_after_a_count_of_countries_is_of_that_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "in how many different countries have I had beer?")
    reply = await harness.say(conversation, "And not counting the US, where did I have the most wine?")
    top, count = ranked(lambda i: i["type"] == "Wine" and i["place"]["country"] != "United States", country)[0]
    assert f"of your wines outside United States is {top} ({count} of" in reply["text"], reply["text"]


async def test_how_many_times_after_the_most_frequent_restaurant_counts_the_visits_to_it(harness: ParleyHarness) -> None:
    """ "how many times" and "most recent visit?" after "which restaurant did I go to the most": the meals at it (was:
    asked what to look for, then the newest item of any kind)."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    (top, count), (_, second) = ranked(lambda i: i["category"] == "Food", lambda i: str(i["fields"]["restaurant"]))[:2]
    assert count > second
    await harness.say(conversation, "which restuarant did i go to the most")
    reply = await harness.say(conversation, "how many times")
    assert str(count) in reply["text"] and top in reply["text"], reply["text"]
    reply = await harness.say(conversation, "most recent visit?")
    latest = max((i for i in ITEMS if i["fields"].get("restaurant") == top), key=lambda i: i["itemDate"])
    assert reply["channelData"]["interpretation"]["resultIds"] == [latest["_id"]], reply["text"]


def city(i: Item) -> str:
    return str(i["place"]["city"])


@pytest.mark.parametrize("asked", ["how many times was that", "how many times was it?", "and how many times was that then"])
async def test_how_many_times_was_that_after_the_city_named_the_most_counts_it(harness: ParleyHarness, asked: str) -> None:
    """ "how many times was that" after "which city did I eat out in most?", narrowed to the ones abroad: the meals in
    the city named (was: every meal abroad counted)."""
    from .conversing import reply_texts

    abroad = lambda i: i["category"] == "Food" and i["place"]["countryCode"] != "US"  # noqa: E731
    top, count = ranked(abroad, city)[0]
    *_, reply = await reply_texts(harness, "which city did i eat out in most", "ok but outside the us", asked)
    assert f"{count} meals in {top}" in reply, reply


async def test_how_many_times_with_a_kind_of_its_own_is_not_the_city_named(harness: ParleyHarness) -> None:
    from .conversing import reply_texts

    *_, reply = await reply_texts(harness, "which city did i eat out in most", "how many times did i go hiking in 2024, was it a lot")
    hikes = sum(1 for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2024)
    assert str(hikes) in reply and "San Francisco" not in reply, reply


def producer(i: Item) -> str:
    return str(i["fields"].get("producer"))


def cocktail(i: Item) -> bool:
    return i["type"] == "Cocktail"


@pytest.mark.parametrize(
    "asked",
    [
        "Which bar did I have the most cocktails at?",
        "at which bar did i drink the most cocktails",
        "which bar have I gone to the most for cocktails?",
    ],
)
async def test_there_after_the_value_asked_as_where_i_was_the_most_means_it(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    (bar, _), *_ = ranked(cocktail, producer)
    reply = await harness.say(conversation, asked)
    assert bar in reply["text"], reply["text"]
    reply = await harness.say(conversation, "how many of my cocktails there did i rate 4 or higher")
    wanted = {i["_id"] for i in ITEMS if cocktail(i) and producer(i) == bar and i["rating"] >= 4}
    interpretation = reply["channelData"]["interpretation"]
    assert set(interpretation["resultIds"]) == wanted, reply["text"]
    # still there, a question later (with someone named, a yes/no of its own)
    reply = await harness.say(conversation, "was chloé ever there with me?")
    assert reply["text"].startswith(("Yes", "No")) and bar in reply["text"], reply["text"]


async def test_there_after_a_value_not_asked_as_a_place_is_still_asked_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "which author did I read the most?")
    reply = await harness.say(conversation, "how many books there did I rate 5?")
    assert "Which place do you mean?" in reply["text"], reply["text"]


async def test_there_after_the_most_frequent_restaurant_with_a_filter_of_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    (place, _), *_ = ranked(lambda i: i["category"] == "Food", lambda i: str(i["fields"].get("restaurant")))
    await harness.say(conversation, "which restaurant did I eat at most often?")
    reply = await harness.say(conversation, "how many of my meals there got 4 stars or more")
    wanted = {i["_id"] for i in ITEMS if i["category"] == "Food" and i["fields"].get("restaurant") == place and i["rating"] >= 4}
    assert set(reply["channelData"]["interpretation"]["resultIds"]) == wanted, reply["text"]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("which bar did i have the most cocktails at?", True),
        ("At which winery did I buy the most wine", True),
        ("which brewery have I been to most", True),
        ("which author did I read the most?", False),
        ("which bar comes up the most?", False),
    ],
)
def test_a_value_asked_as_where_one_was(text: str, named: bool) -> None:
    definition = load_definition(DEFINITION_FILE)
    field = "fields.author" if "author" in text else "fields.producer"
    venue = venue_named(text, Aggregate("mode", field, "bar"), ("X",), Request("scrapbook"), None, definition)
    assert (venue is not None) == named
