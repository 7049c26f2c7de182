"""Places, visits and the sentences said around a question, over the sample, through the whole assistant:
a town said by the first part of its name ("cortina"), a letter typed twice ("arround"), the last visit
to a place said as a visit ("when was I last in …", "my most recent stay in …") and what "then" means
after it, a bare place after a superlative, which of two places compared "there" is, "same fr …" after a
yes/no, and another person's plans or take said beside the question ("she might take the train up
there", "he won't care about my walks"), which filter nothing and negate nothing."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest

from parley.core.query.chatter import without_asides

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY, Item, ids, result_id_set
from .sample_reader import sample_reader
from .test_understanding import DEFINITION, read

READER = sample_reader(DEFINITION, ITEMS, ())


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def in_city(city: str) -> Callable[[Item], bool]:
    return lambda i: i["place"]["city"] == city


def last_visit_ids(city: str) -> set[str]:
    """The items of the latest run of consecutive days with items in the city."""
    days = sorted({i["itemDate"].date() for i in ITEMS if in_city(city)(i)}, reverse=True)
    first = days[0]
    for day in days[1:]:
        if first - day > timedelta(days=1):
            break
        first = day
    return ids(lambda i: in_city(city)(i) and first <= i["itemDate"].date() <= days[0])


# --- words and places ------------------------------------------------------------------------------


@pytest.mark.parametrize(("word", "became"), [("arround", "around"), ("untill", "until"), ("fr", "for")])
def test_a_letter_typed_twice_and_fr_are_read_as_the_word(word: str, became: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is not None and correction.became == became


@pytest.mark.parametrize("text", ["museums in cortina", "lunches near Cortina", "cortina walks"])
def test_a_town_is_named_by_the_part_before_its_particle(text: str) -> None:
    _, request = read(text)
    assert request.place is not None and request.place.name == "Cortina d'Ampezzo"


# --- asides: another person's plans or take ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("What about Nafplio? He could drive down there for a weekend.", "What about Nafplio?"),
        ("Just the hikes please, he doesn't care about my walks.", "Just the hikes please,"),
        ("Right, the wines obviously, they'll never read my books!", "Right, the wines obviously,"),
        ("A colleague of mine asked how many beers I drink. How many beers in 2024?", "How many beers in 2024?"),
    ],
)
def test_another_persons_plans_or_take_beside_the_question_are_left_out(text: str, kept: str) -> None:
    assert without_asides(text).strip() == kept


@pytest.mark.parametrize(
    "text", ["My sister thinks I had wine in Chile. Did I really?", "A colleague is sure we never went to Porto. Have we?"]
)
def test_a_question_that_is_only_its_verb_asks_what_the_aside_said(text: str) -> None:
    assert without_asides(text) == text


@pytest.mark.parametrize(
    "text",
    ["hikes not with Roberto", "wines, not the French ones", "Which hikes did I do without Roberto? He always wants to go."],
)
def test_a_negation_of_the_question_itself_is_kept(text: str) -> None:
    assert "not" in without_asides(text) or "without" in without_asides(text)


async def test_a_plan_beside_a_follow_on_filters_nothing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    texts = ("which drinks did I have in Athens", "What about Nafplio? My brother could fly there next week.")
    conversation = await harness.start_conversation()
    for text in texts:
        reply = await harness.say(conversation, text)
    drinks = ids(lambda i: i["category"] == "Drink" and in_city("Nafplio")(i))
    assert drinks and count_of(reply) == len(drinks) and "flight" not in reply["text"].lower()


async def test_their_take_after_a_request_negates_nothing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "everything I did in Kyoto")
    reply = await harness.say(conversation, "Lovely. Just the dinners please, he won't care about my walks and temples.")
    dinners = ids(lambda i: i.get("type") == "Dinner" and in_city("Kyoto")(i))
    assert dinners and result_id_set(reply) == dinners and "other than" not in reply["text"]


async def test_a_negation_said_with_a_take_is_still_read(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await _say_one(harness, "hikes not with Roberto, he hates my hikes")
    hikes = ids(lambda i: i.get("type") == "Hike" and "Roberto" not in (i.get("who") or []))
    assert hikes and count_of(reply) == len(hikes)


async def _say_one(harness: ParleyHarness, text: str) -> dict[str, Any]:
    conversation = await harness.start_conversation()
    return await harness.say(conversation, text)


# --- visits -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("When were we last in Lisbon? What did we get up to?", "Lisbon"),
        ("my most recent stay in Kyoto", "Kyoto"),
        ("last visit to Porto", "Porto"),
        ("the last time we were in Sintra, what did we get up to?", "Sintra"),
    ],
)
async def test_the_last_visit_said_as_a_visit_is_its_days(harness: ParleyHarness, text: str, city: str) -> None:
    harness.clock.now = TODAY
    reply = await _say_one(harness, text)
    assert result_id_set(reply) == last_visit_ids(city) and "last visit" in reply["text"]


async def test_then_after_a_visit_is_during_it_and_another_place_is_all_of_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my latest stay in Kyoto")
    reply = await harness.say(conversation, "best dinner then")
    visit = last_visit_ids("Kyoto")
    dinners = [i for i in ITEMS if i["_id"] in visit and i.get("type") == "Dinner"]
    top = max(i["rating"] for i in dinners)
    assert result_id_set(reply) <= {i["_id"] for i in dinners if i["rating"] == top} and len(result_id_set(reply)) == 1
    reply = await harness.say(conversation, "Athens?")
    athens = [i for i in ITEMS if in_city("Athens")(i) and i.get("type") == "Dinner"]
    best = max(i["rating"] for i in athens)
    assert "last visit" not in reply["text"] and "best" in reply["text"]
    assert len(result_id_set(reply)) == 1 and result_id_set(reply) <= {i["_id"] for i in athens if i["rating"] == best}


async def test_a_visit_to_no_place_or_the_last_time_of_a_thing_is_the_most_recent_item(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await _say_one(harness, "my last visit to a museum")
    assert "most recent museum" in reply["text"] and len(result_id_set(reply)) == 1
    reply = await _say_one(harness, "the last time I had ramen")
    assert "last visit" not in reply["text"] and len(result_id_set(reply)) == 1


# --- follow-ons --------------------------------------------------------------------------------------


async def test_there_after_two_places_compared_is_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I have more dinners in Lisbon or in Sintra?")
    reply = await harness.say(conversation, "so which dinner was the top rated there?")
    assert "?" in reply["text"] and "Lisbon" in reply["text"] and "Sintra" in reply["text"] and not count_of(reply) > 0
    reply = await harness.say(conversation, "Sintra")
    sintra = [i for i in ITEMS if in_city("Sintra")(i) and i.get("type") == "Dinner"]
    best = max(i["rating"] for i in sintra)
    assert len(result_id_set(reply)) == 1 and result_id_set(reply) <= {i["_id"] for i in sintra if i["rating"] == best}


async def test_the_best_of_those_asked_again_of_another_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in Lisbon")
    await harness.say(conversation, "which of them did I like best?")
    reply = await harness.say(conversation, "and in Sintra?")
    sintra = [i for i in ITEMS if in_city("Sintra")(i) and i.get("type") == "Dinner"]
    best = max(i["rating"] for i in sintra)
    assert len(result_id_set(reply)) == 1 and result_id_set(reply) <= {i["_id"] for i in sintra if i["rating"] == best}


async def test_same_fr_a_place_after_a_yes_no_is_a_yes_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "have i ever had a beer in lisbon")
    reply = await harness.say(conversation, "same fr hanoi")
    beers = ids(lambda i: i.get("type") == "Beer" and in_city("Hanoi")(i))
    assert reply["text"].startswith("Yes" if beers else "No")


async def test_a_story_persons_own_things_are_no_one_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    text = "My brother is just back from Seoul and his pictures took me back to my own trip there. When was that?"
    reply = await harness.say(conversation, text)
    trips = ids(lambda i: i["category"] == "Travel" and in_city("Seoul")(i))
    assert trips and result_id_set(reply) == trips and "Who do you mean" not in reply["text"]
    reply = await harness.say(conversation, "I loved the food more than anything. Show me what I ate while I was there.")
    meals = ids(lambda i: i["category"] == "Food" and in_city("Seoul")(i))
    assert meals and count_of(reply) == len(meals) and "More of what" not in reply["text"]


async def test_her_things_without_a_story_person_are_still_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await _say_one(harness, "her books rated 4")
    assert "Who do you mean by “her”?" in reply["text"]


def at_restaurant(name: str) -> list[Item]:
    return [i for i in ITEMS if i["category"] == "Food" and i["fields"].get("restaurant") == name]


async def test_going_back_to_a_restaurant_needs_a_second_visit_and_there_is_that_restaurant(harness: ParleyHarness) -> None:
    """ "did i ever go back to tasca mario?" after one meal there is "No" (was: "Yes, 1 meal"); "casa yuki?" right after
    asks it again; "how many times was i there" counts the meals at Casa Yuki, not everything in its city."""
    assert len(at_restaurant("Tasca Mario")) == 1 and len(at_restaurant("Casa Yuki")) > 1
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did i ever go back to tasca mario?")
    assert reply["text"].startswith("No"), reply["text"]
    reply = await harness.say(conversation, "casa yuki?")
    assert reply["text"].startswith("Yes"), reply["text"]
    reply = await harness.say(conversation, "how mnay times was i there")
    assert count_of(reply) == len(at_restaurant("Casa Yuki")), reply["text"]
    assert result_id_set(reply) == {i["_id"] for i in at_restaurant("Casa Yuki")}
