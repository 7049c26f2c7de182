"""Follow-ons that name another kind and counts said in words: “and museums?” after a comparison of seasons
compares the museums the same way, “what about dinners?” after “how many hikes in Kyoto?” counts the dinners
there (naming another kind resets the context, but not the question it continues), and “give me five best
rated …” picks the first five."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item, matching
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def in_months(*months: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].month in months


async def test_and_another_kind_after_a_comparison_of_seasons_compares_that_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did I hike more in summer or in winter?")
    assert "summer" in reply["text"] and "winter" in reply["text"]
    reply = await harness.say(conversation, "what about museums?")
    museum = matching(lambda i: i["category"] == "Museum")
    summer = len([i for i in museum if in_months(6, 7, 8)(i)])
    winter = len([i for i in museum if in_months(12, 1, 2)(i)])
    assert f"{summer} museums in summer" in reply["text"] and f"{winter} museums in winter" in reply["text"]


async def test_and_another_kind_after_how_many_asks_it_of_that_kind_in_the_same_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many hikes did I do in Kyoto?")
    reply = await harness.say(conversation, "what about the dinners?")
    dinners = matching(lambda i: i["type"] == "Dinner" and i["place"]["city"] == "Kyoto")
    assert set(ids(reply)) == {i["_id"] for i in dinners} and str(len(dinners)) in reply["text"]


async def test_another_kind_after_a_listing_is_asked_anew(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me the museums in Kyoto")
    reply = await harness.say(conversation, "and the dinners?")
    assert "Kyoto" not in reply["text"]


@pytest.mark.parametrize(
    ("text", "count", "predicate"),
    [
        ("Give me five best rated hikes", 5, lambda i: i["type"] == "Hike"),
        ("list two best rated museums", 2, lambda i: i["category"] == "Museum"),
        ("show me 4 best rated dinners", 4, lambda i: i["type"] == "Dinner"),
    ],
)
async def test_a_count_said_before_best_rated_picks_that_many(
    harness: ParleyHarness, text: str, count: int, predicate: Callable[[Item], bool]
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    chosen = ids(await harness.say(conversation, text))
    assert len(chosen) == count
    ratings = sorted((i["rating"] for i in matching(predicate)), reverse=True)
    assert sorted((i["rating"] for i in ITEMS if i["_id"] in chosen), reverse=True) == ratings[:count]


async def test_that_thing_with_nothing_talked_about_is_asked_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "this wine, was it any good?")
    assert "Which wine" in reply["text"] and not ids(reply)
    reply = await harness.say(conversation, "Is it true that I went to Paris in 2019?")  # a bare "it" points at nothing
    assert ids(reply)


async def test_which_one_has_the_lowest_rating_picks_it_and_i_mean_is_no_average(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "that museum, did I like it?")
    reply = await harness.say(conversation, "I mean the museums in Paris, list them")
    museums = matching(lambda i: i["category"] == "Museum" and i["place"]["city"] == "Paris")
    assert set(ids(reply)) == {i["_id"] for i in museums} and "average" not in reply["text"]
    reply = await harness.say(conversation, "which one has the lowest rating?")
    assert [next(i for i in ITEMS if i["_id"] == ids(reply)[0])["rating"]] == [min(i["rating"] for i in museums)]


async def test_total_of_a_unit_in_the_plural_totals_its_field(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "runs in 2022")
    reply = await harness.say(conversation, "total kms?")
    runs = matching(lambda i: i["type"] == "Run" and i["itemDate"].year == 2022)
    assert f"{round(sum(i['fields']['distance'] for i in runs), 1):g} km" in reply["text"]


async def test_a_new_total_after_the_longest_by_what_is_a_question_of_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "the longest ones in 2023?")
    assert "by what" in reply["text"]
    reply = await harness.say(conversation, "forget that. what's the total for my runs in berkeley")
    assert "distance" in reply["text"] and "duration" in reply["text"] and not ids(reply)


async def test_her_after_the_books_by_an_author_is_that_author(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what have I read by Elif Kaya?")
    reply = await harness.say(conversation, "did I read more of her history books or her novels?")
    assert "8 novels" in reply["text"] and "7 history" in reply["text"] and "Elif Kaya" in reply["text"]
    reply = await harness.say(conversation, "how many of his poems?")  # the one maker named, also as “his”
    assert "1 poem" in reply["text"]


async def test_the_place_said_after_last_time_where_completes_the_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what did we drink last time?")
    assert "where" in reply["text"].lower() and not ids(reply)
    reply = await harness.say(conversation, "Kyoto")
    days = sorted({i["itemDate"].date() for i in ITEMS if i["place"]["city"] == "Kyoto"}, reverse=True)
    first = days[0]
    for day in days[1:]:
        if (first - day).days > 1:
            break
        first = day
    drinks = matching(lambda i: i["category"] == "Drink" and i["place"]["city"] == "Kyoto" and first <= i["itemDate"].date() <= days[0])
    assert drinks and set(ids(reply)) == {i["_id"] for i in drinks}


async def test_which_comes_first_after_in_how_many_is_the_most_frequent_not_item_one(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "in how many different countries have I been to museums?")
    reply = await harness.say(conversation, "so which comes first?")
    countries: dict[str, int] = {}
    for i in matching(lambda i: i["category"] == "Museum"):
        countries[i["place"]["country"]] = countries.get(i["place"]["country"], 0) + 1
    assert max(countries, key=lambda c: countries[c]) in reply["text"] and "didn't understand" not in reply["text"]


async def test_another_kind_after_a_comparison_of_two_kinds_counts_it_alike(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I do more hikes or runs in 2022?")
    reply = await harness.say(conversation, "and museums?")
    museums = matching(lambda i: i["category"] == "Museum" and i["itemDate"].year == 2022)
    assert f"{len(museums)} museums in 2022" in reply["text"]
