"""A nationality that is both a cuisine and a country's adjective, said right after a question about that country, is
the country ("Greek dinners I rated 4 or more" after a question about Greece), the assumption said; said of the items,
with the food's own word, or of another country, it stays the cuisine (pure)."""

from __future__ import annotations

import pytest

from parley.core.query.nationality_of_the_place import as_the_place
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request
from parley.core.query.vocabulary import FieldValue

from .conftest import ParleyHarness
from .sample_items import TODAY

GREECE = Place("Greece", "country", "GR", in_collection=True)
GREEK = FieldValue("cuisine", "greek", ("Food",))


def _reading(text: str, *values: FieldValue) -> Reading:
    return Reading(text=text, values=values or (GREEK,))


@pytest.mark.parametrize(
    "text", ["Greek dinners I rated 4 or more", "greek lunches with elena", "my greek meals this year", "any good greek dinners?"]
)
def test_the_countrys_adjective_after_that_country_is_the_place(text: str) -> None:
    read = nationality_of_the_place(text)
    assert read.values == () and read.places and read.places[0].country_code == "GR" and "greek" in read.places[0].note


@pytest.mark.parametrize(
    "text",
    [
        "how many of them were greek",  # said of the items
        "which of those were greek dinners",
        "greek food I rated 4 or more",  # the food's own word
        "greek cuisine dinners",
        "dinners that were not greek ones",
        "greek",  # no noun after it
    ],
)
def test_said_of_the_food_it_stays_the_cuisine(text: str) -> None:
    read = nationality_of_the_place(text)
    assert read.values == (GREEK,) and not read.places


def test_only_of_the_country_talked_about() -> None:
    italy = Place("Italy", "country", "IT", in_collection=True)
    assert as_the_place(_reading("Greek dinners I rated 4 or more"), _about(italy)).values == (GREEK,)
    assert as_the_place(_reading("Greek dinners I rated 4 or more"), None).values == (GREEK,)
    assert as_the_place(_reading("Greek dinners I rated 4 or more"), _about(None)).values == (GREEK,)
    athens = Place("Athens", "city", "GR", in_collection=True)
    assert as_the_place(_reading("Greek dinners I rated 4 or more"), _about(athens)).values == (GREEK,)
    there = Reading(text="Greek dinners in Athens", values=(GREEK,), places=(athens,))
    assert as_the_place(there, _about(GREECE)) == there


def test_only_of_a_kind_the_value_is_of() -> None:
    # "greek hikes" after the hikes in Greece: no hike has a cuisine, read as the country elsewhere, nothing assumed
    assert as_the_place(_reading("greek hikes with mary"), _about(GREECE, "Activity")).values == (GREEK,)


def nationality_of_the_place(text: str) -> Reading:
    return as_the_place(_reading(text), _about(GREECE))


def _about(place: Place | None, category: str = "Food") -> Request:
    return Request("scrapbook", category=category, place=place)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_greek_dinners_after_a_question_about_greece(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "in greece did i have more lunches or dinners")
    said = str((await harness.say(conversation, "Greek dinners I rated 4 or more"))["text"])
    assert "as in Greece" in said and "8" in said, said
