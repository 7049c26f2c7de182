"""One trip meant, its country said by its nationality word: "how many nights was my greek trip" with three trips to
Greece asks which one (as "my Greece trip" does), never the total of the three; "my greek trips" (plural) stays the
total, and "my trip to a city" with one trip is answered."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.places import Place
from parley.core.query.request import Request
from parley.core.query.the_one_meant import says_one

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

DEFINITION = load_definition(DEFINITION_FILE)
GREECE = Request(
    "scrapbook", category="Travel", action="find", place=Place("Greece", "country", "GR"), aggregate=Aggregate("sum", "nights")
)
GREEK_WINE = Request("scrapbook", category="Drink", action="find", place=Place("Greece", "country", "GR"))


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "one"),
    [
        ("how many nights was my greek trip", True),
        ("How many nights was our Greek trip?", True),
        ("how many nights was the greek holiday", True),
        ("how many nigths was my greece trip", True),
        ("how many nights were my greek trips", False),
        ("how many nights in greece", False),
    ],
)
def test_the_country_said_by_its_nationality_word(text: str, one: bool) -> None:
    assert says_one(text, DEFINITION, GREECE) is one


def test_a_list_said_by_the_nationality_word_is_no_one_thing() -> None:
    assert not says_one("Hello, I search the greek wine that I drank last summer, can you show me them?", DEFINITION, GREEK_WINE)


@pytest.mark.parametrize("question", ["how many nights was my greek trip", "How many nights was our Greek trip?"])
async def test_which_greek_trip_is_asked(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert reply.startswith("Which") and reply.endswith("?") and "31" not in reply, reply


async def test_the_greek_trips_are_told_by_city_and_this_summer_picks_one(harness: ParleyHarness) -> None:
    asked, reply = await reply_texts(harness, "how many nights was my greek trip", "the one this sumer")
    assert "Athens" in asked and "Thessaloniki" in asked and "Fira" in asked, asked
    athens = [i for i in ITEMS if i["category"] == "Travel" and (i.get("place") or {}).get("city") == "Athens"]
    assert str(max(athens, key=lambda i: i["itemDate"])["fields"]["nights"]) in reply, reply
