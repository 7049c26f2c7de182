""" "what did i do in that city" after the last trip, "everything from the same city" after the last dinner abroad:
"that city" refers to the place of the item talked about, it does not ask which city it was (that_place.py); "which
city was that in" still asks it."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aspects import asked_aspect
from parley.core.query.places import Place
from parley.core.query.that_place import cities_meant, which_city, without_the_place_referred

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

DEFINITION = load_definition(DEFINITION_FILE)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def latest(category: str, type_: str | None = None) -> dict[str, Any]:
    return max((i for i in ITEMS if i["category"] == category and type_ in (None, i.get("type"))), key=lambda i: i["itemDate"])


def in_city(city: str) -> int:
    return sum(1 for i in ITEMS if i["place"]["city"] == city)


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("what did i do in that city", "what did i do in"),
        ("everything from the same city", "everything from"),
        ("anything else in that same town?", "anything else in ?"),
        ("and the same country", "and"),
    ],
)
def test_the_reference_is_left_out(text: str, left: str) -> None:
    assert " ".join(without_the_place_referred(text).split()) == left


def test_which_city_is_still_asked() -> None:
    assert asked_aspect("which city was it", DEFINITION, None) is not None
    aspect = asked_aspect("which country is that city in", DEFINITION, None)
    assert aspect is not None and aspect.kind == "country"
    assert asked_aspect("what did i do in that city", DEFINITION, None) is None


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("where did i go on my last trip", "what did i do in that city"),
        ("my last trip", "show me everything from that city"),
        ("where was my most recent trip", "what else did i do in the same city?"),
        ("my last trip", "what did we do in that town"),
    ],
)
async def test_that_city_after_the_last_trip_is_everything_there(harness: ParleyHarness, first: str, then: str) -> None:
    city = latest("Travel")["place"]["city"]
    replies = await reply_texts(harness, first, then)
    assert f"{in_city(city)} items in {city}" in replies[-1], replies


async def test_the_same_city_then_the_same_country(harness: ParleyHarness) -> None:
    dinner = latest("Food", "Dinner")
    city, country = dinner["place"]["city"], dinner["place"]["country"]
    replies = await reply_texts(harness, "my last dinner", "everything from the same city", "and the same country")
    assert f"{in_city(city)} items in {city}" in replies[1], replies
    n = sum(1 for i in ITEMS if i["place"]["country"] == country)
    assert f"{n} items in {country}" in replies[2], replies


async def test_which_city_was_it_is_still_its_city(harness: ParleyHarness) -> None:
    dinner = latest("Food", "Dinner")
    replies = await reply_texts(harness, "my last dinner", "which city was that in")
    assert f"was in {dinner['place']['city']}" in replies[-1], replies


def _item(city: str, country: str = "JP") -> dict[str, Any]:
    return {"place": {"city": city, "countryCode": country}}


def test_the_cities_that_city_may_mean() -> None:
    japan = Place("Japan", "country", "JP")
    items = [_item("Kyoto"), _item("Hakone"), _item("Kyoto")]
    assert [c.name for c in cities_meant("show me everything from that city", japan, items)] == ["Kyoto", "Hakone"]
    assert [c.name for c in cities_meant("and in the same town?", None, items[:1])] == ["Kyoto"]
    assert cities_meant("everything from that city", Place("Kyoto", "city", "JP"), items) == ()  # the city talked about
    assert cities_meant("and the same country", japan, items) == ()  # no city referred to
    assert cities_meant("show me everything from there", japan, items) == ()
    assert "Kyoto or Hakone?" in which_city(cities_meant("that city", japan, items))


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("beers in japan", "show me everything from that city"),
        ("japanese beers", "what else did i do in that town"),
        ("beers from japan", "how many things in that same city?"),
    ],
)
async def test_that_city_after_several_cities_is_asked_back(harness: ParleyHarness, first: str, then: str) -> None:
    cities = {i["place"]["city"] for i in ITEMS if i.get("type") == "Beer" and i["place"]["countryCode"] == "JP"}
    assert len(cities) > 1
    replies = await reply_texts(harness, first, then)
    assert replies[-1].endswith("?") and all(c in replies[-1] for c in cities), replies


async def test_the_city_answered_after_the_question_back(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "beers in japan", "show me everything from that city", "kyoto")
    assert f"{in_city('Kyoto')} items in Kyoto" in replies[-1], replies
