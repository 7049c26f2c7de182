"""Negation cues said as "nothing", "none", "no … ones" (with or without "but"), and a nationality after a
cue: "reds, but nothing from Spain" are the reds from anywhere but Spain, "wines, nothing french" the wines
outside France: never read as their opposite (the French ones), never dropped."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

EUROPE_SOME = {"FR", "IT", "ES", "PT", "DE", "AT", "GR", "HU", "CH", "GB", "BE", "HR", "SI", "CZ", "NL", "IE"}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(reply: str) -> int:
    return int(reply.split()[0].replace(",", ""))


async def _ask(harness: ParleyHarness, text: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return str((await harness.say(conversation, text))["text"])


async def test_but_nothing_from_a_country_leaves_it_out(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "show me the reds, but nothing from Spain")
    expected = [i for i in ITEMS if i["fields"].get("colour") == "red" and i["place"]["countryCode"] != "ES"]
    assert _count(reply) == len(expected) and "understand" not in reply, reply


async def test_none_from_a_country_leaves_it_out(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "white wines but none from germany")
    expected = [i for i in ITEMS if i["type"] == "Wine" and i["fields"].get("colour") == "white" and i["place"]["countryCode"] != "DE"]
    assert _count(reply) == len(expected) and "understand" not in reply, reply


async def test_a_negated_nationality_is_not_its_country(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "wines, nothing french")
    expected = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] != "FR"]
    assert _count(reply) == len(expected), reply


async def test_a_negated_nationality_is_left_out_of_a_continent(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "wines in europe, not italian")
    italian = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "IT"]
    assert italian and "Italy" in reply and _count(reply) > 0, reply
    assert not reply.startswith(str(len(italian)) + " "), reply


async def test_the_ones_she_was_not_at_after_asking_about_her(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in bari")
    checked = await harness.say(conversation, "was Mary at any of them?")
    assert checked["text"].startswith("Yes"), checked["text"]
    reply = (await harness.say(conversation, "and which ones was she not at"))["text"]
    expected = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] == "Bari" and "Mary" not in i["who"]]
    assert _count(reply) == len(expected) and "without Mary" in reply, reply


async def test_either_of_the_people_compared(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "more hikes with Anna or with Chloé?")
    reply = (await harness.say(conversation, "and what about walks with either of them?"))["text"]
    expected = [i for i in ITEMS if i["type"] == "Walk" and {"Anna", "Chloé"} & set(i["who"])]
    assert str(len(expected)) in reply and "Anna or Chloé" in reply and "understand" not in reply, reply
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I walk more with Anna or with Chloé?")
    both = (await harness.say(conversation, "and runs with both of them?"))["text"]
    together = [i for i in ITEMS if i["type"] == "Run" and {"Anna", "Chloé"} <= set(i["who"])]
    assert str(len(together)) in both and "Anna and Chloé" in both, both


@pytest.mark.parametrize(
    ("narrowing", "rest", "kept"),
    [
        ("which were with Anna", "what about the rest", lambda i: "Anna" not in i["who"]),
        ("which ones were in Italy", "and the others", lambda i: i["place"]["countryCode"] != "IT"),
    ],
)
async def test_the_other_ones_after_a_narrowing(harness: ParleyHarness, narrowing: str, rest: str, kept: object) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2022")
    await harness.say(conversation, narrowing)
    reply = (await harness.say(conversation, rest))["text"]
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2022]
    expected = [i for i in hikes if kept(i)]  # type: ignore[operator]
    assert _count(reply) == len(expected) and "understand" not in reply, reply


async def test_the_other_ones_without_a_narrowing_are_not_guessed(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "and the other ones")
    assert not reply[:1].isdigit(), reply


async def test_was_anyone_besides_someone_there_is_a_yes_or_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2022")
    reply = (await harness.say(conversation, "was anyone besides Anna with me on those?"))["text"]
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2022]
    others = [i for i in hikes if set(i["who"]) - {"Anna"}]
    assert reply.startswith("Yes" if others else "No") and f"{len(others)} hikes" in reply and "other than Anna" in reply, reply


async def test_someone_other_than_a_person_is_not_without_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in bari")
    reply = (await harness.say(conversation, "which of those had somebody other than Mary"))["text"]
    dinners = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] == "Bari"]
    assert _count(reply) == len([i for i in dinners if set(i["who"]) - {"Mary"}]), reply


async def test_a_town_nearby_that_is_named_is_that_town(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "lunches in Lisbon")
    reply = (await harness.say(conversation, "and the city nearby, Porto?"))["text"]
    lunches = [i for i in ITEMS if i["type"] == "Lunch" and i["place"]["city"] == "Porto"]
    assert "Porto" in reply and (_count(reply) == len(lunches) if lunches else reply.startswith("I found no")), reply
    unnamed = await _ask(harness, "dinners in the town nearby")
    assert "where you are" in unnamed, unnamed


async def test_no_kind_from_a_place_after_the_same_kind_leaves_the_place_out(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "hikes, but no hikes with Anna")
    expected = [i for i in ITEMS if i["type"] == "Hike" and "Anna" not in i["who"]]
    assert _count(reply) == len(expected), reply


async def test_no_kind_from_a_place_after_another_kind_is_not_inverted(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "drinks, no beers from Germany")
    assert not reply[:1].isdigit() and "Germany" not in reply and "leaves out" in reply, reply


@pytest.mark.parametrize("then", ["And if you leave the seafood out of it?", "keep seafood out"])
async def test_leave_something_out_said_around_it_leaves_it_out(harness: ParleyHarness, then: str) -> None:
    """ "leave the seafood out of it" after the most common cuisine: the meals other than seafood (never only seafood)."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what's my most common cuisine overall?")
    reply = str((await harness.say(conversation, then))["text"])
    counts: dict[str, int] = {}
    for i in ITEMS:
        cuisine = i["fields"].get("cuisine")
        if i["category"] == "Food" and cuisine and cuisine != "seafood":
            counts[cuisine] = counts.get(cuisine, 0) + 1
    top = max(counts, key=lambda c: counts[c])
    assert f"is {top}" in reply and "aren't seafood" in reply and "understand" not in reply, reply


@pytest.mark.parametrize(
    "text",
    [
        "do i have any non-alcoholic drinks",
        "do i have any non alcoholic drinks",
        "non-alcoholic drinks",
        "any non-alcoholic beer?",
    ],
)
async def test_non_before_a_word_not_understood_leaves_nothing_out(harness: ParleyHarness, text: str) -> None:
    """ "non-alcoholic" is no kind of the collection: never "Yes, 2041 items other than drinks" nor the drinks
    other than beers, but the cue said not understood."""
    reply = await _ask(harness, text)
    assert "“non”" in reply and "other than" not in reply and not reply.startswith("Yes"), reply


@pytest.mark.parametrize(
    ("text", "left_out"),
    [("non-french wines", "FR"), ("non italian wines", "IT")],
)
async def test_non_joined_to_a_nationality_leaves_its_country_out(harness: ParleyHarness, text: str, left_out: str) -> None:
    reply = await _ask(harness, text)
    expected = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] != left_out]
    assert _count(reply) == len(expected), reply


async def test_drinks_other_than_a_kind_of_drink_stay_a_reading(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "show me drinks not wine")
    expected = [i for i in ITEMS if i["category"] == "Drink" and i["type"] != "Wine"]
    assert _count(reply) == len(expected), reply
