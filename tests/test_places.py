"""Places in the collection assistant: continents and world regions, "abroad" against the home country,
regions that take in the regions and towns within them, and places the collection never had — over
Direct Line on the shared sample, checked against plain-Python predicates over its items, and the
reading on its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from parley.core.collection.definition import DefinitionError, definition_from_dict, load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.places import world_places
from parley.core.query.reader import QueryReader

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item
from .sample_items import ids as expected

# Written out here, not taken from the engine: the sample's countries on each continent or world region.
EUROPE = {"IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR"}
SOUTH_AMERICA = {"AR", "BR", "PE"}
ASIA = {"JP", "IN", "KR", "VN", "TR"}
SCANDINAVIA = {"DK", "NO", "SE"}
BALKANS = {"GR", "HR"}
# California's regions and towns as the sample stores them: wine valleys, a county and Lake Tahoe's towns.
CALIFORNIA_REGIONS = {"California", "Napa Valley", "Sonoma Valley", "Marin County"}
CALIFORNIA_TOWNS = {"Truckee", "South Lake Tahoe"}


def in_california(i: Item) -> bool:
    return i["place"]["region"] in CALIFORNIA_REGIONS or i["place"]["city"] in CALIFORNIA_TOWNS


def country(i: Item) -> str:
    return str(i["place"]["countryCode"])


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def ask(harness: ParleyHarness, text: str) -> tuple[str, set[str], int]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    it = reply["channelData"]["interpretation"]
    return reply["text"], set(it.get("resultIds", [])), it.get("resultCount", -1)


@pytest.mark.parametrize(
    ("question", "predicate"),
    [
        ("Show me wines from Europe", lambda i: i["type"] == "Wine" and country(i) in EUROPE),
        ("European wines", lambda i: i["type"] == "Wine" and country(i) in EUROPE),
        ("Show me trips in South America", lambda i: i["category"] == "Travel" and country(i) in SOUTH_AMERICA),
        ("Show me museums in Asia", lambda i: i["category"] == "Museum" and country(i) in ASIA),
        ("Show me meals in Scandinavia", lambda i: i["category"] == "Food" and country(i) in SCANDINAVIA),
        ("Show me trips to the Balkans", lambda i: i["category"] == "Travel" and country(i) in BALKANS),
        ("Show me wines not from Europe", lambda i: i["type"] == "Wine" and country(i) not in EUROPE),
    ],
)
async def test_continents_and_world_regions_are_their_countries(
    harness: ParleyHarness, question: str, predicate: Callable[[Item], bool]
) -> None:
    want = expected(predicate)
    text, ids, count = await ask(harness, question)
    assert want and count == len(want) and ids <= want, text
    assert "America" not in question or "United States" not in text


async def test_abroad_is_outside_the_home_country_taken_from_the_items(harness: ParleyHarness) -> None:
    abroad = expected(lambda i: i["category"] == "Travel" and country(i) != "US")
    text, ids, count = await ask(harness, "Show me my trips abroad")
    assert text.startswith("Taking home as the United States: ") and "outside the United States" in text
    assert count == len(abroad) and ids <= abroad and abroad
    text, _, count = await ask(harness, "How many hikes did I do overseas?")
    hikes = expected(lambda i: i["type"] == "Hike" and country(i) != "US")
    assert text.startswith("Taking home as the United States: ") and count == len(hikes)


@pytest.mark.parametrize(
    ("question", "predicate"),
    [
        ("Show me hikes in California", lambda i: i["type"] == "Hike" and in_california(i)),
        ("How many wines from California?", lambda i: i["type"] == "Wine" and in_california(i)),
        ("Show me wines from Napa Valley", lambda i: i["type"] == "Wine" and i["place"]["region"] == "Napa Valley"),
        ("Show me trips in Tuscany", lambda i: i["category"] == "Travel" and i["place"]["region"] == "Tuscany"),
        ("Show me meals in Kanto", lambda i: i["category"] == "Food" and i["place"]["region"] in ("Kantō", "Kanagawa")),
    ],
)
async def test_a_region_takes_in_the_regions_and_towns_within_it(
    harness: ParleyHarness, question: str, predicate: Callable[[Item], bool]
) -> None:
    want = expected(predicate)
    text, ids, count = await ask(harness, question)
    assert want and count == len(want) and ids <= want, text


async def test_california_is_more_than_the_items_stored_as_california() -> None:
    stored = expected(lambda i: i["type"] == "Wine" and i["place"]["region"] == "California")
    assert len(expected(lambda i: i["type"] == "Wine" and in_california(i))) > len(stored)


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Show me wines from Kenya", "You have nothing from Kenya."),
        ("Show me trips to Antarctica", "You have nothing from Antarctica."),
        ("How many trips to Sicily?", "You have nothing from Sicily."),
        ("Show me meals in Africa from 2019", None),
        ("Show me trips in Texas", "You have nothing from Texas."),
    ],
)
async def test_a_place_the_collection_never_had_is_said_plainly(harness: ParleyHarness, question: str, reply: str | None) -> None:
    text, ids, count = await ask(harness, question)
    if reply is None:  # Africa: the collection has Egypt, so an empty answer is about the rest of the question
        assert "Africa" in text and "You have nothing" not in text
    else:
        assert (text, ids, count) == (reply, set(), 0)


async def test_a_misspelled_place_is_still_corrected(harness: ParleyHarness) -> None:
    portugal = expected(lambda i: i["type"] == "Wine" and country(i) == "PT")
    text, ids, count = await ask(harness, "Show me wines from portgual")
    assert "“portgual” as Portugal" in text and count == len(portugal) and ids <= portugal


# --- the reading on its own -----------------------------------------------------------------------

DEFINITION = load_definition(DEFINITION_FILE)
WORLD = world_places()


def reader(home: str | None = None) -> QueryReader:
    definition = replace(DEFINITION, home=home)
    return QueryReader(definition, people=[], places=[i["place"] for i in ITEMS], world=WORLD)


def test_home_set_in_the_definition_is_not_an_assumption() -> None:
    reading, _ = reader("IT").read("trips abroad", TODAY)
    (place,) = reading.places
    assert (place.country_code, place.negated, place.note) == ("IT", True, "")
    reading, _ = reader().read("trips in my home country", TODAY)
    (place,) = reading.places
    assert (place.country_code, place.negated, place.note) == ("US", False, "Taking home as the United States")


def test_the_definition_home_is_a_country_code() -> None:
    raw: dict[str, Any] = {"name": "c", "categories": [{"name": "Thing"}]}
    assert definition_from_dict({**raw, "home": "it"}).home == "IT"
    assert definition_from_dict(raw).home is None
    with pytest.raises(DefinitionError):
        definition_from_dict({**raw, "home": "Italy"})


def test_south_america_is_not_america() -> None:
    reading, _ = reader().read("trips in South America", TODAY)
    (place,) = reading.places
    assert place.name == "South America" and {p.country_code for p in place.any_of} == SOUTH_AMERICA


async def test_a_continent_is_kept_by_a_follow_on(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Show me wines from Europe")
    reply = await harness.say(conversation, "What about red ones?")
    red = expected(lambda i: i["type"] == "Wine" and country(i) in EUROPE and i["fields"].get("colour") == "red")
    it = reply["channelData"]["interpretation"]
    assert red and it["resultCount"] == len(red) and set(it["resultIds"]) <= red, reply["text"]
    reply = await harness.say(conversation, "and abroad?")  # the place changes, the colour stays
    abroad = expected(lambda i: i["type"] == "Wine" and country(i) != "US" and i["fields"].get("colour") == "red")
    assert reply["text"].startswith("Taking home as the United States: ")
    assert reply["channelData"]["interpretation"]["resultCount"] == len(abroad)
