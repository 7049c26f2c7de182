"""A field asked of the items of the previous answer, over the sample, through the whole assistant: "what
varietal were they?" after some wines, "the whites, which variety were those?" (narrowed, then asked),
"which country were they from?"; the people who "went too" said without "did"; "what did we give it?" (the
rating, the field on a scale) and the same asked with nothing talked about; a plan said before the question
("I'm hoping to walk further next summer.") that names no kind of the question."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from parley.core.query.their_fields import asked_of_them

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY, Item, ids, result_id_set
from .test_understanding import DEFINITION


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _talk(harness: ParleyHarness, *texts: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return reply


def _wine(i: Item) -> bool:
    return i.get("type") == "Wine"


# --- which words ask a field of them ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "field"),
    [("what grape were they?", "variety"), ("which varietal were those", "variety"), ("and which producer?", "producer")],
)
def test_a_field_word_after_a_question_word_asks_it(text: str, field: str) -> None:
    aspect = asked_of_them(text, DEFINITION, "Drink")
    assert aspect is not None and aspect.field == field


@pytest.mark.parametrize("text", ["show me the grape ones", "wines by that producer", "what about the reds"])
def test_a_field_word_said_otherwise_asks_nothing(text: str) -> None:
    assert asked_of_them(text, DEFINITION, "Drink") is None


def test_a_place_part_asked_is_that_part() -> None:
    aspect = asked_of_them("And the one without Mary, in which country it was?", DEFINITION, "Travel")
    assert aspect is not None and aspect.kind == "country"


# --- through the assistant ---------------------------------------------------------------------------


async def test_the_field_of_each_of_the_answer_is_their_values_counted(harness: ParleyHarness) -> None:
    reply = await _talk(harness, "wines from Italy", "which varietal were they?")
    italian = [i for i in ITEMS if _wine(i) and i["place"]["country"] == "Italy"]
    varieties = Counter(i["fields"]["variety"] for i in italian)
    assert len(varieties) > 1 and varieties.most_common(1)[0][0] in reply["text"].lower()
    assert all(v.lower() in reply["text"].lower() for v in list(varieties)[:6])


async def test_the_answer_narrowed_then_its_field(harness: ParleyHarness) -> None:
    reply = await _talk(harness, "what did I drink on Santorini?", "the white ones, which variety were those?")
    whites = [i for i in ITEMS if _wine(i) and i["place"].get("region") == "Santorini" and i["fields"].get("colour") == "white"]
    assert whites and result_id_set(reply) == {i["_id"] for i in whites}
    assert all(i["fields"]["variety"].lower() in reply["text"].lower() for i in whites)
    assert "didn't understand" not in reply["text"]


async def test_a_country_asked_of_the_answer(harness: ParleyHarness) -> None:
    reply = await _talk(harness, "hikes in 2024 with Mary", "in which country were they?")
    countries = {i["place"]["country"] for i in ITEMS if i.get("type") == "Hike" and i["itemDate"].year == 2024 and "Mary" in i["who"]}
    assert countries and all(c in reply["text"] for c in countries)


async def test_a_person_who_went_too_said_without_did(harness: ParleyHarness) -> None:
    reply = await _talk(harness, "hikes in 2024", "the ones where Mary went too")
    with_mary = ids(lambda i: i.get("type") == "Hike" and i["itemDate"].year == 2024 and "Mary" in i["who"])
    assert with_mary and result_id_set(reply) == with_mary


async def test_what_we_gave_it_is_its_rating(harness: ParleyHarness) -> None:
    reply = await _talk(harness, "the last beer I drank", "and what did we give it?")
    beers = [i for i in ITEMS if i.get("type") == "Beer"]
    last = max(beers, key=lambda i: i["itemDate"])
    assert f"rated {last['rating']}" in reply["text"] and last["title"] in reply["text"]


@pytest.mark.parametrize("text", ["what did I give it?", "how far was it"])
async def test_a_field_of_it_with_nothing_talked_about_is_asked(harness: ParleyHarness, text: str) -> None:
    reply = await _talk(harness, text)
    assert "“it”" in reply["text"] and "?" in reply["text"] and not count_of(reply) > 0


async def test_a_plan_before_the_question_names_no_kind(harness: ParleyHarness) -> None:
    reply = await _talk(harness, "I'm hoping to go much further on my next trip. So what was the longest one I did in 2023?")
    assert "?" in reply["text"] and not count_of(reply) > 0 and "travel" not in reply["text"].split("?")[0].split(":")[0]
