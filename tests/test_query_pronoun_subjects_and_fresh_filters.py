"""“was she ever with me in …?”, “did he ever come with me to …?”: the person talked about as the companion of
a yes/no, never dropped; and a complete new question keeps no place or year from the questions before it."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("person", "question", "country"),
    [
        ("Tom", "was he ever with me in Italy?", "IT"),
        ("Anna", "did she ever come with me to france", "FR"),
        ("Mary", "was she ever with me in japan", "JP"),
    ],
)
async def test_a_pronoun_as_the_subject_of_a_yes_no_is_the_person_talked_about(
    harness: ParleyHarness, person: str, question: str, country: str
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, f"hikes with {person}")
    reply = await harness.say(conversation, question)
    found = matching(lambda i: person in i.get("who", []) and i["place"].get("countryCode") == country)
    assert reply["text"].startswith("Yes" if found else "No"), reply["text"]
    assert "understand" not in reply["text"], reply["text"]


def _count(reply: dict[str, Any]) -> int:
    return int(next(w for w in reply["text"].replace(",", " ").split() if w.isdigit()))


async def test_another_kind_with_a_time_and_a_person_of_its_own_keeps_no_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "walks in san francisco")
    reply = await harness.say(conversation, "runs in 2010 with tom")
    found = matching(lambda i: i["type"] == "Run" and i["itemDate"].year == 2010 and "Tom" in i.get("who", []))
    assert "San Francisco" not in reply["text"], reply["text"]
    assert _count(reply) == len(found), reply["text"]


async def test_a_yes_no_naming_a_kind_and_a_place_after_where_asked_back_keeps_nothing(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "anything from there in 2020?")
    reply = await harness.say(conversation, "did i ever have a cocktail in korea?")
    assert reply["text"].startswith("Yes"), reply["text"]  # the Korean cocktails are of 2012, not of 2020
    assert "2020" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("first", "fragment", "kind", "country"),
    [
        ("did I ever have a cocktail in korea?", "Hungary?", "Cocktail", "HU"),
        ("did I ever have a cocktail in korea?", "Brazil?", "Cocktail", "BR"),
        ("any beers in Japan?", "cocktails in brazil?", "Cocktail", "BR"),
        ("any beers in Japan?", "beers in brazil?", "Beer", "BR"),
    ],
)
async def test_a_terse_fragment_after_a_yes_no_is_a_yes_no_again(
    harness: ParleyHarness, first: str, fragment: str, kind: str, country: str
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, fragment)
    found = matching(lambda i: i["type"] == kind and i["place"].get("countryCode") == country)
    assert reply["text"].startswith("Yes" if found else "No"), reply["text"]


async def test_a_fragment_with_a_question_word_after_a_yes_no_is_not_a_yes_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "any beers in Japan?")
    reply = await harness.say(conversation, "which ones in 2023?")
    assert not reply["text"].startswith(("Yes", "No")), reply["text"]


@pytest.mark.parametrize(
    ("question", "field", "kind"),
    [("country w most beers", "country", "Beer"), ("the restaurant with the most dinners", "restaurant", "Dinner")],
)
async def test_a_field_with_the_most_of_a_kind_is_its_most_frequent_value(
    harness: ParleyHarness, question: str, field: str, kind: str
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many countries have I had wine in?")  # an aggregate before is not asked again
    reply = await harness.say(conversation, question)
    values = [
        str(i["place"].get("country") if field == "country" else i.get("fields", {}).get("restaurant") or i["place"].get("name"))
        for i in matching(lambda i: i["type"] == kind)
    ]
    top = max(set(values), key=values.count)
    assert top in reply["text"], reply["text"]
    assert "understand" not in reply["text"], reply["text"]
