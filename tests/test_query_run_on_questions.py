"""A question run on after what the user tells, with no full stop between (typed in a hurry, or said to Alexa,
which sends lower case words without punctuation): "we are going to barcelona in april with sofia which dinners did
i have in barcelona" is read as "We are going to Barcelona in April with Sofia! Which dinners did I have in
Barcelona?": the plan's time and company filter nothing, its words are no words not understood. Only where a
complete told clause (a subject and its verb) comes first: a question whose own clauses hold a question word or a
request ("show me what i drank in rome", "how many hikes did i do when mary was visiting") is left whole."""

from __future__ import annotations

import pytest

from core.query.chatter import question_after_told, without_asides

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, text: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    return str(reply["text"])


def _in(city: str, kind: str) -> list[Item]:
    return matching(lambda i: i["type"] == kind and i["place"].get("city") == city)


async def test_the_month_and_company_of_a_plan_run_on_before_the_question_filter_nothing(harness: ParleyHarness) -> None:
    text = await _ask(harness, "we are heading to paris in june with roberto which wines did i have there")
    wines = _in("Paris", "Wine")
    assert wines and f"{len(wines)} wines in Paris" in text, text
    assert "June" not in text and "Roberto" not in text and "understand" not in text, text


async def test_a_plan_typed_with_capitals_but_no_full_stop_is_read_the_same(harness: ParleyHarness) -> None:
    text = await _ask(harness, "We're going to Lisbon in May with Anna what lunches did I have in Lisbon?")
    lunches = _in("Lisbon", "Lunch")
    assert lunches and f"{len(lunches)} lunches in Lisbon" in text, text
    assert "May" not in text and "Anna" not in text, text


async def test_another_persons_visit_run_on_before_a_request_is_no_travel(harness: ParleyHarness) -> None:
    text = await _ask(harness, "my brother is visiting in march list my lunches in barcelona")
    lunches = _in("Barcelona", "Lunch")
    assert lunches and f"{len(lunches)} lunches in Barcelona" in text, text
    assert "travel" not in text and "March" not in text and "understand" not in text, text


async def test_the_day_friends_arrive_run_on_before_a_count_dates_nothing(harness: ParleyHarness) -> None:
    text = await _ask(harness, "priya and kenji fly in on saturday how many dinners have i had with kenji")
    dinners = matching(lambda i: i["type"] == "Dinner" and "Kenji" in (i["who"] or []))
    assert dinners and f"{len(dinners)} dinners with Kenji" in text, text
    assert "Priya" not in text and "saturday" not in text.lower() and "understand" not in text, text


async def test_a_trip_still_to_come_run_on_before_a_question_about_there(harness: ParleyHarness) -> None:
    text = await _ask(harness, "im off to athens next month which dinners did i have there")
    dinners = _in("Athens", "Dinner")
    assert dinners and f"{len(dinners)} dinners in Athens" in text, text
    assert "understand" not in text and "December" not in text, text


async def test_a_trip_the_user_is_off_on_sets_neither_the_month_nor_the_company(harness: ParleyHarness) -> None:
    text = await _ask(harness, "We're off to Barcelona in June with Sofia! What dinners did I have there?")
    dinners = _in("Barcelona", "Dinner")
    assert dinners and f"{len(dinners)} dinners in Barcelona" in text, text
    assert "June" not in text and "Sofia" not in text, text


async def test_a_plan_typed_without_an_apostrophe_is_no_filter_of_the_question(harness: ParleyHarness) -> None:
    text = await _ask(harness, "im heading to porto in may how many lunches have i had")
    lunches = matching(lambda i: i["type"] == "Lunch")
    assert lunches and f"{len(lunches)} lunches" in text, text
    assert "May" not in text and "Porto" not in text, text


async def test_a_story_of_what_was_done_run_on_before_the_question_keeps_its_time(harness: ParleyHarness) -> None:
    text = await _ask(harness, "we went to paris in 2019 which wines did i have there")
    wines = [w for w in _in("Paris", "Wine") if w["itemDate"].year == 2019]
    assert wines and f"{len(wines)} wines in Paris in 2019" in text, text


@pytest.mark.parametrize(
    "question",
    [
        "show me what i drank in rome",
        "how many hikes did i do when mary was visiting",
        "the wines that we drank when tom visited",
        "which wines did we drink when ben and priya flew in",
        "i want to know which wines i rated 5",
        "we loved the wines which i had in rome",
        "i wonder if what i drank in paris was rated 5",
        "did i have dinner in paris when sofia was there",
        "list the museums i saw where we stayed with anna",
        "wines from france that i had with tom",
    ],
)
def test_a_question_whose_own_clauses_hold_a_question_word_is_left_whole(question: str) -> None:
    assert question_after_told(question) == 0
    assert without_asides(question) == question


@pytest.mark.parametrize(
    ("message", "question"),
    [
        ("we are going to barcelona in april with sofia which dinners did i have in barcelona", "which dinners did i have in barcelona"),
        ("ben and priya fly in on friday what wines did we drink together last time", "what wines did we drink together last time"),
        ("im off to rome next month which museums did i see there", "which museums did i see there"),
        ("my sister is visiting in december show me hikes with mary", "show me hikes with mary"),
        ("Tom arrives tomorrow how many beers have we had together?", "how many beers have we had together?"),
        ("we're flying to peru in may did i ever hike there", "did i ever hike there"),
    ],
)
def test_the_question_run_on_after_a_told_clause_is_found(message: str, question: str) -> None:
    assert message[question_after_told(message) :] == question
