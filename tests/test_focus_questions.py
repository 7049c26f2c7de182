"""Questions about the one item the conversation is on, though they name its kind or the asked field again
("how many nights was that trip?", "what was the restaurant called?"), yes/no questions about it or about
the previous answer ("was it rated 5?", "any with Mary?"), and what a yes/no leaves for the next question."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item, by_id
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def picked(harness: ParleyHarness, conversation: str, *said: str) -> Item:
    reply: dict[str, Any] = {}
    for text in said:
        reply = await harness.say(conversation, text)
    return by_id(ids(reply)[0])


async def test_a_field_named_with_the_items_kind_is_asked_about_that_item(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    trip = await picked(harness, conversation, "my trips to Italy", "the shortest one")
    reply = await harness.say(conversation, "how many nights did I spend on this trip?")
    assert reply["text"] == f"{trip['title']}: nights {trip['fields']['nights']:g}."

    dinner = await picked(harness, conversation, "dinners in Greece", "which of them did I like best?")
    reply = await harness.say(conversation, "what was the restaurant called?")
    assert reply["text"] == f"{dinner['title']}: restaurant {dinner['fields']['restaurant']}."

    museum = await picked(harness, conversation, "my latest museum visit in Spain")
    reply = await harness.say(conversation, "and the exhibition? I really enjoyed it")
    assert reply["text"] == f"{museum['title']}: exhibition {museum['fields']['exhibition']}."


async def test_chatter_with_a_negation_does_not_block_a_question_about_the_item(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wine = await picked(harness, conversation, "wines from Portugal", "the oldest one I had")
    reply = await harness.say(conversation, "which city did I drink it in? I don't remember at all")
    assert reply["text"].startswith(f"{wine['title']} was in {wine['place']['city']}")
    reply = await harness.say(conversation, "who did I drink it with?")
    assert reply["text"].startswith(f"{wine['title']}: ") and all(p in reply["text"] for p in wine["who"] or ["on your own"])


async def test_a_new_search_naming_the_same_kind_is_not_about_the_item(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await picked(harness, conversation, "my trips to Italy", "the shortest one")
    reply = await harness.say(conversation, "which trips did I take in 2019?")
    assert set(ids(reply)) == {i["_id"] for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == 2019}


async def test_a_yes_no_about_it_answers_for_the_item_and_tests_nothing_for_the_next_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    trip = await picked(harness, conversation, "what was my latest holiday?")
    other = 3 if trip["rating"] != 3 else 2
    reply = await harness.say(conversation, f"did it get {other} stars?")
    assert reply["text"].startswith(f"No, {trip['title']} is rated {trip['rating']}.")
    reply = await harness.say(conversation, f"was it rated {trip['rating']}?")
    assert reply["text"].startswith("Yes")
    reply = await harness.say(conversation, "and my first holiday ever?")
    first = min((i for i in ITEMS if i["category"] == "Travel"), key=lambda i: i["itemDate"])
    assert ids(reply) == [first["_id"]]


async def test_any_of_the_previous_answer_is_a_yes_no_over_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in Greece")
    greek = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["country"] == "Greece"]
    reply = await harness.say(conversation, "any of them rated 1?")
    ones = [i for i in greek if i["rating"] == 1]
    assert reply["text"].startswith("Yes" if ones else "No")
    assert set(ids(reply)) == {i["_id"] for i in ones}

    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in Greece")
    reply = await harness.say(conversation, "and any with Mary?")
    with_mary = [i for i in greek if "Mary" in i["who"]]
    assert reply["text"].startswith("Yes" if with_mary else "No")
    assert set(ids(reply)) == {i["_id"] for i in with_mary}


async def test_on_my_own_means_without_companions(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "hikes I did by myself in 2021")
    alone = {i["_id"] for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2021 and not i["who"]}
    assert alone and set(ids(reply)) == alone and "on your own" in reply["text"]
    hike = await picked(harness, conversation, "my longest hike with Mary")
    reply = await harness.say(conversation, "was I alone?")
    assert reply["text"].startswith(f"{hike['title']}: with ")


async def test_favourite_and_best_rated_one_pick_the_highest_rating_without_stale_filters(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "worst rated wine 2021")
    reply = await harness.say(conversation, "favourite wine in italy")
    italian = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["country"] == "Italy"]
    assert by_id(ids(reply)[0])["rating"] == max(i["rating"] for i in italian)
    assert by_id(ids(reply)[0])["place"]["country"] == "Italy"

    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in Greece")
    reply = await harness.say(conversation, "the top rated one?")
    greek = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["country"] == "Greece"]
    assert by_id(ids(reply)[0])["rating"] == max(i["rating"] for i in greek) and "rated 1" not in reply["text"]


async def test_that_year_after_the_topic_changed_is_the_year_asked_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in 2019")
    reply = await harness.say(conversation, "great. and the novels from that year?")
    assert set(ids(reply)) == {i["_id"] for i in ITEMS if i["type"] == "Novel" and i["itemDate"].year == 2019}


async def test_a_question_about_the_item_a_superlative_picks_answers_both(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "biographies in 2020")
    reply = await harness.say(conversation, "and who wrote the thickest of those?")
    books = [i for i in ITEMS if i["type"] == "Biography" and i["itemDate"].year == 2020]
    book = by_id(ids(reply)[0])
    assert book["fields"]["pages"] == max(i["fields"]["pages"] for i in books)
    assert reply["text"].endswith(f"{book['title']}: author {book['fields']['author']}.") and "wrote" not in reply["text"]


async def test_all_of_them_again_drops_only_the_narrowing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many trips did I take to France?")
    await harness.say(conversation, "just the city breaks")
    reply = await harness.say(conversation, "fine, list all of the trips again")
    french = {i["_id"] for i in ITEMS if i["category"] == "Travel" and i["place"]["country"] == "France"}
    assert reply["channelData"]["interpretation"]["request"]["action"] in ("find", "list")  # not a count again
    assert set(ids(reply)) == french and reply["text"].startswith(f"{len(french)} ")


async def test_showing_the_ones_from_a_place_after_a_most_common_lists_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "which city did I visit most often in Japan?")
    reply = await harness.say(conversation, "show me the ones from Kyoto")
    kyoto = {i["_id"] for i in ITEMS if i["place"]["city"] == "Kyoto"}
    assert "most often" not in reply["text"] and set(ids(reply)) == kyoto


async def test_companions_who_did_not_come_and_minus_leave_them_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "walks in 2023")
    reply = await harness.say(conversation, "which of them did Anna not come to?")
    walks = [i for i in ITEMS if i["type"] == "Walk" and i["itemDate"].year == 2023]
    assert set(ids(reply)) == {i["_id"] for i in walks if "Anna" not in i["who"]}
    reply = await harness.say(conversation, "and which ones didn't Tom join?")
    assert set(ids(reply)) <= {i["_id"] for i in walks if "Tom" not in i["who"]} and "without Tom" in reply["text"]
    reply = await harness.say(conversation, "runs in 2024 minus the ones with Mary")
    assert set(ids(reply)) == {i["_id"] for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == 2024 and "Mary" not in i["who"]}


async def test_a_statement_with_a_question_mark_is_a_yes_no_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    trip = await picked(harness, conversation, "what was my latest holiday?")
    other = 3 if trip["rating"] != 3 else 2
    reply = await harness.say(conversation, f"it was rated with {other}?")
    assert reply["text"].startswith(f"No, {trip['title']} is rated {trip['rating']}.")
    reply = await harness.say(conversation, "I went to Iceland with Kenji?")
    iceland = [i for i in ITEMS if i["place"]["country"] == "Iceland" and "Kenji" in i["who"]]
    assert reply["text"].startswith("Yes" if iceland else "No")


async def test_the_top_few_by_rating_or_date_are_that_many(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in Italy")
    reply = await harness.say(conversation, "my top 4 best rated ones?")
    italian = sorted((i["rating"] for i in ITEMS if i["type"] == "Dinner" and i["place"]["country"] == "Italy"), reverse=True)
    assert sorted((by_id(x)["rating"] for x in ids(reply)), reverse=True) == italian[:4]
    reply = await harness.say(conversation, "my three most recent trips")
    trips = sorted((i for i in ITEMS if i["category"] == "Travel"), key=lambda i: i["itemDate"], reverse=True)
    assert ids(reply) == [i["_id"] for i in trips[:3]]


async def test_a_place_that_was_compared_keeps_what_was_compared(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I drink more wine in Spain or in Portugal?")
    reply = await harness.say(conversation, "in portugal, which region shows up most often?")
    wines = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["country"] == "Portugal"]
    regions = [i["place"]["region"] for i in wines]
    top = max(set(regions), key=regions.count)
    assert top in reply["text"] and f"({regions.count(top)} of {len(wines)} wines)" in reply["text"]
    reply = await harness.say(conversation, f"show me the ones from {top}")
    assert set(ids(reply)) == {i["_id"] for i in wines if i["place"]["region"] == top}


async def test_after_a_yes_no_over_the_list_the_next_question_is_about_the_whole_list(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in France")
    reply = await harness.say(conversation, "were any of those rated 5?")
    assert reply["text"].startswith(("Yes", "No"))
    reply = await harness.say(conversation, "ok, and which of them were with Mary?")
    french = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["country"] == "France"]
    assert set(ids(reply)) == {i["_id"] for i in french if "Mary" in i["who"]}


async def test_a_negation_in_a_remark_after_the_question_does_not_block_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what was my shortest walk, if you don't mind me asking?")
    walk = min((i for i in ITEMS if i["type"] == "Walk"), key=lambda i: i["fields"]["distance"])
    assert by_id(ids(reply)[0])["fields"]["distance"] == walk["fields"]["distance"]
    reply = await harness.say(conversation, "how many museums did I visit in 2021? I honestly can't remember")
    assert reply["text"].startswith("I found ") and "museums in 2021" in reply["text"]
    reply = await harness.say(conversation, "books I don't remember")  # still not answered as its opposite
    assert "leaves out" in reply["text"]


async def test_a_follow_on_after_a_remark_to_a_yes_no_is_a_yes_no_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "have I ever had a beer in Norway?")
    reply = await harness.say(conversation, "wow, ok. and in Peru?")
    peru = [i for i in ITEMS if i["type"] == "Beer" and i["place"]["country"] == "Peru"]
    assert reply["text"].startswith("Yes" if peru else "No")


async def test_a_negation_in_parentheses_that_names_nothing_asked_is_a_remark(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many beers did I have in 2019 (please don't judge me)?")
    beers = [i for i in ITEMS if i["type"] == "Beer" and i["itemDate"].year == 2019]
    assert reply["text"].startswith(f"I found {len(beers)} beers in 2019")
    reply = await harness.say(conversation, "hikes in 2020 (not with Mary)")
    assert set(ids(reply)) == {i["_id"] for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2020 and "Mary" not in i["who"]}


async def test_a_total_over_a_place_is_not_about_the_picked_item(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await picked(harness, conversation, "my trips to Italy", "the shortest one")
    reply = await harness.say(conversation, "how many nights did I spend in France in total?")
    nights = sum(i["fields"]["nights"] for i in ITEMS if i["category"] == "Travel" and i["place"]["country"] == "France")
    assert f"{nights:g}" in reply["text"] and "nights" in reply["text"]


async def test_there_after_a_pick_is_the_city_of_the_item_picked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    lunch = await picked(harness, conversation, "my lunches in Lisbon in 2010", "which was the best rated?")
    reply = await harness.say(conversation, "and the dinners there?")  # the same year still holds
    city, year = lunch["place"]["city"], lunch["itemDate"].year
    expected = {i["_id"] for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] == city and i["itemDate"].year == year}
    assert expected and set(ids(reply)) == expected

    conversation = await harness.start_conversation()
    museum = await picked(harness, conversation, "museums in Spain", "which one did I like most?")
    reply = await harness.say(conversation, "did I have dinner there too?")
    dinners = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] == museum["place"]["city"]]
    assert reply["text"].startswith("Yes" if dinners else "No") and museum["place"]["city"] in reply["text"]


async def test_any_of_a_kind_with_a_figure_is_a_yes_no_of_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my runs in 2025")
    await harness.say(conversation, "total distance?")
    reply = await harness.say(conversation, "any hike in 2024 longer than 20 km?")
    long = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2024 and i["fields"].get("distance", 0) > 20]
    assert reply["text"].startswith(f"Yes, {len(long)} " if long else "No")
    assert set(ids(reply)) == {i["_id"] for i in long}


async def test_or_not_at_the_end_asks_yes_or_no_and_the_next_place_too(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "have I had wine in Chile or not?")
    chilean = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "CL"]
    assert reply["text"].startswith("Yes" if chilean else "No") and "not" not in reply["text"].split("(")[-1]
    reply = await harness.say(conversation, "and in argentina?")
    argentine = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "AR"]
    assert reply["text"].startswith("Yes" if argentine else "No")


async def test_a_superlative_over_one_option_of_a_comparison_picks_within_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I visit more museums in Spain or in Portugal?")
    reply = await harness.say(conversation, "great, and which of the portuguese ones did I enjoy the most?")
    portuguese = [i for i in ITEMS if i["category"] == "Museum" and i["place"]["countryCode"] == "PT"]
    best = max(i["rating"] for i in portuguese)
    assert ids(reply)[0] in {i["_id"] for i in portuguese if i["rating"] == best} and len(ids(reply)) == 1


async def test_a_whole_question_instead_of_the_city_asked_for_keeps_its_filters(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "dinners near me")
    assert reply["text"].endswith("Which city are you in?")
    reply = await harness.say(conversation, "ok then dinners in Lisbon I rated 4")
    expected = {i["_id"] for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] == "Lisbon" and i["rating"] == 4}
    assert expected and set(ids(reply)) == expected

    await harness.say(conversation, "lunches nearby")
    reply = await harness.say(conversation, "I'm in Lisbon, only the ones rated 5")  # the lunches asked for, narrowed
    expected = {i["_id"] for i in ITEMS if i["type"] == "Lunch" and i["place"]["city"] == "Lisbon" and i["rating"] == 5}
    assert expected and set(ids(reply)) == expected


async def test_which_was_it_at_the_end_lists_rather_than_answers_yes(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Chloé remembers a museum in Paris I went to with her. Which one was it?")
    expected = {i["_id"] for i in ITEMS if i["category"] == "Museum" and i["place"]["city"] == "Paris" and "Chloé" in i["who"]}
    assert expected and set(ids(reply)) == expected and not reply["text"].startswith(("Yes", "No"))


async def test_who_was_there_on_an_item_done_alone_is_nobody(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    hike = await picked(harness, conversation, "my longest hike by myself in 2021")
    reply = await harness.say(conversation, "and who came along?")
    assert not hike["who"] and reply["text"] == f"{hike['title']}: nobody, you were on your own.", reply["text"]


async def test_what_did_i_eat_asks_the_dish_of_the_item_in_focus(harness: ParleyHarness) -> None:
    """ "what did I eat there?", "what did we have?" about the one meal talked about: its dish (the field said "ate",
    "had"), not every meal in its city."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    meal = await picked(harness, conversation, "kyoto meals i rated 5", "apart from the ones with kenji")
    reply = await harness.say(conversation, "what did i eat there")
    assert reply["text"] == f"{meal['title']}: dish {meal['fields']['dish']}.", reply["text"]
    reply = await harness.say(conversation, "what did we have?")
    assert meal["fields"]["dish"] in reply["text"], reply["text"]


async def test_which_field_was_that_is_asked_of_the_item_picked(harness: ParleyHarness) -> None:
    """ "Which exhibition was that?": "that" said alone at the end is the item picked, not a search for museums."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    for text in ("Art museums I rated 5.", "Oldest first.", "The second one."):
        await harness.say(conversation, text)
    fives = sorted((i for i in ITEMS if i.get("type") == "Art" and i["rating"] == 5), key=lambda i: i["itemDate"])
    museum = fives[1]
    reply = await harness.say(conversation, "Which exhibtion was that?")
    assert f"exhibition {museum['fields']['exhibition']}" in reply["text"], reply["text"]
