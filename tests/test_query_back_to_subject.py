""" "ok back to the french reds from before" after a detour to hikes: the French reds again (was: "You have nothing from
France", the hikes' time kept); "back to the lisbon dinners" after the vegetarian dinners of this year: the seafood
dinners of Lisbon again (was: none, the vegetarian ones of 2026 in Lisbon); "going back to the Istanbul trip we talked
about, was Sofia on it?" after cocktails: yes, of that trip (was: "sofia" not understood). "did I ever go back to
Lisbon?" stays a question of a visit."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.back_to_subject import opens_with_return, return_and_question, subject_returned_to
from parley.core.query.comparisons import Comparison
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request
from parley.core.query.vocabulary import FieldValue, Topic

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, with_

RED = FieldValue("colour", "red", ("Drink",))
FRENCH_CUISINE = FieldValue("cuisine", "french", ("Food",))
SEAFOOD = FieldValue("cuisine", "seafood", ("Food",))
FRANCE = Place("France", "country", "FR")
LISBON = Place("Lisbon", "city", "PT")
FRENCH_REDS = Request("scrapbook", category="Drink", place=FRANCE, values=(RED,), comparisons=(Comparison("rating", "==", 5.0),))
HIKES = Request("scrapbook", "count", category="Activity", type="Hike")
SEAFOOD_DINNERS = Request("scrapbook", category="Food", type="Dinner", place=LISBON, values=(SEAFOOD,))
VEG_DINNERS = Request("scrapbook", category="Food", type="Dinner", values=(FieldValue("cuisine", "vegetarian", ("Food",)),))


def history(*requests: Request) -> list[dict[str, Any]]:
    return [{"turn": n, "request": r.to_dict()} for n, r in enumerate(requests)]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_the_subject_named_by_its_values_and_place_is_the_one_before_the_detour() -> None:
    said = Reading("ok back to the french reds from before", places=(), values=(FRENCH_CUISINE, RED))
    assert subject_returned_to(said, history(FRENCH_REDS, HIKES, HIKES), "scrapbook") == FRENCH_REDS


def test_the_subject_with_its_place_is_chosen_over_a_later_one_of_the_same_kind() -> None:
    said = Reading("back to the lisbon dinners", topics=((Topic("Food", "Dinner"),),), places=(LISBON,))
    assert subject_returned_to(said, history(SEAFOOD_DINNERS, VEG_DINNERS), "scrapbook") == SEAFOOD_DINNERS


@pytest.mark.parametrize(
    "said",
    [
        Reading("did I ever go back to France for reds?", values=(RED,)),  # going back inside a question: a visit
        Reading("back to the french reds", places=(FRANCE,), values=(FieldValue("colour", "white", ("Drink",)),)),  # not asked
        Reading("ok back to it", values=()),  # nothing of a subject named
        Reading("the french reds again", values=(RED,)),  # no return said
    ],
)
def test_no_subject_returned_to(said: Reading) -> None:
    assert subject_returned_to(said, history(FRENCH_REDS, HIKES), "scrapbook") is None


@pytest.mark.parametrize(
    ("text", "split"),
    [
        (
            "Going back to the Istanbul trip we talked about, was Sofia on it?",
            ("Going back to the Istanbul trip we talked about", "was Sofia on it?"),
        ),
        ("ok back to the runs. which one was the longest?", ("ok back to the runs", "which one was the longest?")),
        ("back to the lisbon dinners", None),  # nothing asked after it
        ("did I ever go back to Lisbon, with Mary?", None),  # not opened by a return
    ],
)
def test_the_return_and_the_question_after_it(text: str, split: tuple[str, str] | None) -> None:
    assert return_and_question(text) == split


def test_a_return_opens_the_message() -> None:
    assert opens_with_return("Anyway, let's get back to the wines")
    assert not opens_with_return("I want to go back to Lisbon")


async def test_back_to_the_french_reds_after_a_detour(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "which French reds did I give 5 stars?")
    await harness.say(conversation, "how many hikes did I do in 2024?")
    reply = await harness.say(conversation, "ok back to the french reds from before")
    reds = [
        i
        for i in ITEMS
        if i["category"] == "Drink" and i["fields"].get("colour") == "red" and i["place"]["countryCode"] == "FR" and i.get("rating") == 5
    ]
    assert count(reply) == len(reds), reply["text"]
    assert "understand" not in reply["text"], reply["text"]
    narrowed = await harness.say(conversation, "only the ones i shared with mary")
    assert count(narrowed) == len([i for i in reds if with_("Mary")(i)]), narrowed["text"]


async def test_going_back_to_a_trip_then_a_question_of_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Tell me about my trip to Istanbul")
    await harness.say(conversation, "how many cocktails have I had?")
    reply = await harness.say(conversation, "Going back to the Istanbul trip we talked about, was Sofia on it?")
    assert reply["text"].startswith("Yes") and "Istanbul" in reply["text"], reply["text"]
