"""The place talked about named by its kind ("that same town", "the same country": the country of the city talked
about, "in that same city" after an item picked: its city), and a companion said as "she"/"he" of a story's one named
person, set against someone who was not there ("which walks was she on but Tom wasn't?"), "she" meaning the same person
again later."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _talk(harness: ParleyHarness, *texts: str) -> list[str]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [str((await harness.say(conversation, text))["text"]) for text in texts]


def _count_said(text: str, count: int) -> bool:
    return f"{count} " in text or (count == 0 and "no " in text.lower())


async def test_that_same_town_is_the_town_talked_about(harness: ParleyHarness) -> None:
    *_, text = await _talk(harness, "dinners in Athens", "and how many lunches in that same town?")
    lunches = matching(lambda i: i["type"] == "Lunch" and i["place"].get("city") == "Athens")
    assert "Athens" in text and _count_said(text, len(lunches)), text
    assert "understand" not in text, text


async def test_the_same_country_is_the_country_of_the_city_talked_about(harness: ParleyHarness) -> None:
    *_, text = await _talk(harness, "drinks in Reims", "how many drinks did I have in the same country?")
    drinks = matching(lambda i: i["category"] == "Drink" and i["place"].get("country") == "France")
    in_reims = [i for i in drinks if i["place"].get("city") == "Reims"]
    assert len(drinks) > len(in_reims), "the sample should have French drinks outside Reims"
    assert ("France" in text or "French" in text) and _count_said(text, len(drinks)), text
    assert "understand" not in text, text


async def test_that_same_city_after_an_item_picked_is_its_city(harness: ParleyHarness) -> None:
    texts = await _talk(harness, "which museum did I visit most recently?", "How many museums have I visited in that same city?")
    now = TODAY.replace(tzinfo=None)
    latest = max(matching(lambda i: i["category"] == "Museum" and i["itemDate"].replace(tzinfo=None) <= now), key=lambda i: i["itemDate"])
    city = latest["place"]["city"]
    museums = matching(lambda i: i["category"] == "Museum" and i["place"].get("city") == city)
    assert city in texts[-1] and _count_said(texts[-1], len(museums)), texts
    assert "understand" not in texts[-1], texts


async def test_that_same_city_with_nothing_talked_about_is_asked(harness: ParleyHarness) -> None:
    (text,) = await _talk(harness, "which hikes did I do in that same city?")
    assert "?" in text and "hikes" not in text.split("?")[-1], text
    assert not any(f"{n} hikes" in text for n in range(1, 200)), text


async def test_a_name_on_but_another_not_is_with_one_without_the_other(harness: ParleyHarness) -> None:
    (text,) = await _talk(harness, "which walks was Anna on but Tom wasn't?")
    walks = matching(lambda i: i["type"] == "Walk" and "Anna" in i["who"] and "Tom" not in i["who"])
    assert "with Anna" in text and "without Tom" in text and _count_said(text, len(walks)), text
    assert "understand" not in text, text


async def test_he_of_a_story_is_the_one_person_it_names(harness: ParleyHarness) -> None:
    (text,) = await _talk(harness, "My brother Tom is visiting next week. Which runs was he on?")
    runs = matching(lambda i: i["type"] == "Run" and "Tom" in i["who"])
    assert "with Tom" in text and _count_said(text, len(runs)), text


async def test_she_of_a_story_set_against_someone_absent_then_without_her(harness: ParleyHarness) -> None:
    first, second = await _talk(
        harness,
        "My friend Anna swears she came on all my hikes. So the hikes she came to and Roberto didn't?",
        "and how many without her at all?",
    )
    with_anna = matching(lambda i: i["type"] == "Hike" and "Anna" in i["who"] and "Roberto" not in i["who"])
    without_anna = matching(lambda i: i["type"] == "Hike" and "Anna" not in i["who"])
    assert "with Anna" in first and "without Roberto" in first and _count_said(first, len(with_anna)), first
    assert "understand" not in first, first
    assert "without Anna" in second and "Roberto" not in second and _count_said(second, len(without_anna)), second


async def test_she_said_again_after_the_question_before_means_her_still(harness: ParleyHarness) -> None:
    *_, text = await _talk(harness, "dinners with Sofia", "which of those was she at but Chloé wasn't?", "and how many without her?")
    dinners = matching(lambda i: i["type"] == "Dinner" and "Sofia" not in i["who"])
    assert "without Sofia" in text and "Chloé" not in text and _count_said(text, len(dinners)), text


async def test_she_of_a_story_naming_two_people_is_asked(harness: ParleyHarness) -> None:
    (text,) = await _talk(harness, "Sofia and Chloé are coming for dinner. Which dinners was she at?")
    assert "Who do you mean" in text and "Sofia" in text and "Chloé" in text, text
