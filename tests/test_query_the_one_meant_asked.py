"""A question about one thing named by its place ("the flight to Paris", "that meal at Chez Olive") when the collection
holds several such things is asked back, each told by its year, or by its kind when they share a year; the answer
("the one with Ben", "the lunch") picks one, and the question is answered about that one."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _travels(city: str) -> list[dict[str, Any]]:
    return sorted(
        (i for i in ITEMS if i["category"] == "Travel" and (i.get("place") or {}).get("city") == city), key=lambda i: i["itemDate"]
    )


def _meals(restaurant: str) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["category"] == "Food" and i["fields"].get("restaurant") == restaurant]


async def test_nights_of_the_one_flight_are_asked_back_by_year_and_picked_by_company(harness: ParleyHarness) -> None:
    flights = [i for i in _travels("Paris") if i["type"] == "Flight"]
    assert len(flights) == 2 and flights[0]["itemDate"].year != flights[1]["itemDate"].year
    (with_ben,) = [i for i in flights if "Ben" in i["who"]]
    asked, answered = await reply_texts(harness, "How many nights was the flight to Paris?", "the one with Ben")
    assert all(str(f["itemDate"].year) in asked for f in flights) and asked.rstrip().endswith("?"), asked
    assert str(with_ben["fields"]["nights"]) in answered and "1 flight" in answered, answered


async def test_the_one_meal_at_a_restaurant_is_asked_back_by_its_kind(harness: ParleyHarness) -> None:
    meals = _meals("Chez Olive")
    assert len(meals) == 2 and len({m["itemDate"].year for m in meals}) == 1
    asked, answered = await reply_texts(harness, "how was that meal at chez olive in reims", "the lunch")
    assert all(f"the {m['type'].lower()}" in asked for m in meals), asked
    assert "1 meal" in answered, answered


async def test_a_yes_no_about_the_one_flight_is_still_asked_back(harness: ParleyHarness) -> None:
    flights = [i for i in _travels("Paris") if i["type"] == "Flight"]
    (asked,) = await reply_texts(harness, "was Anna on the flight to Paris?")
    assert all(str(f["itemDate"].year) in asked for f in flights), asked


async def test_many_things_of_a_kind_there_are_listed_not_asked_about(harness: ParleyHarness) -> None:
    hikes = [i for i in ITEMS if i["type"] == "Hike" and (i.get("place") or {}).get("region") == "Napa Valley"]
    assert len(hikes) > 4
    (reply,) = await reply_texts(harness, "show me the hike in napa")
    assert "do you mean" not in reply.lower(), reply


async def test_the_trip_named_by_its_place_first_is_asked_back_and_then_each_one_picked_in_turn(harness: ParleyHarness) -> None:
    trips = _travels("Santa Fe")
    assert len(trips) == 3 and len({t["itemDate"].year for t in trips}) == 3
    asked, first, last, between = await reply_texts(
        harness, "How many nights was the Santa Fe trip?", "the first time i went", "and the last time", "and the one in between"
    )
    assert all(str(t["itemDate"].year) in asked for t in trips) and asked.rstrip().endswith("?"), asked
    assert f"is {trips[0]['fields']['nights']} " in first, first
    assert f"is {trips[-1]['fields']['nights']} " in last, last  # the same question, of another one picked
    assert "nights is" not in between or f"is {trips[1]['fields']['nights']} " in between, between


async def test_the_other_one_with_a_person_said_asks_whether_they_were_on_it(harness: ParleyHarness) -> None:
    trips = _travels("Tokyo")
    assert len(trips) == 2
    (train,) = [t for t in trips if t["type"] == "Train journey"]
    (other,) = [t for t in trips if t is not train]
    present = next(n for n in other["who"] if n not in train["who"])
    _, nights, checked = await reply_texts(
        harness, "How many nights I stayed on my Tokyo trip?", "The one with the train.", f"And on the other one, {present} was coming too?"
    )
    assert str(train["fields"]["nights"]) in nights, nights
    assert checked.startswith("Yes"), checked


async def test_the_trip_told_by_company_is_asked_back_by_its_city_and_picked_by_it(harness: ParleyHarness) -> None:
    trips = [i for i in ITEMS if i["category"] == "Travel" and "Ben" in (i["who"] or [])]
    cities = [i["place"]["city"] for i in trips]
    assert 1 < len(trips) <= 4 and len(set(cities)) == len(cities)
    (paris,) = [i for i in trips if i["place"]["city"] == "Paris"]
    asked, answered = await reply_texts(harness, "how many nights was the trip with ben", "paris")
    assert asked.rstrip().endswith("?") and all(city in asked for city in cities), asked
    assert f"is {paris['fields']['nights']} over 1 travel" in answered, answered
    (total,) = await reply_texts(harness, "how many nights were my trips with ben")  # the plural: every one of them
    assert f"is {sum(i['fields']['nights'] for i in trips)} over {len(trips)} travels" in total, total


@pytest.mark.parametrize(
    "text",
    [
        "How many nights did we stay in Lecce?",
        "how many nights I stayed in Lecce",
        "My cousin wants to go to Puglia and asked how many nights we stayed in Lecce. Do you know?",
        "Tom asked me how many nights I stayed in Lecce, any idea?",
    ],
)
async def test_the_nights_of_a_stay_at_a_place_of_several_trips_are_asked_back(harness: ParleyHarness, text: str) -> None:
    trips = _travels("Lecce")
    assert len(trips) == 2
    (asked,) = await reply_texts(harness, text)
    assert all(str(t["itemDate"].year) in asked for t in trips) and asked.rstrip().endswith("?"), asked


async def test_the_nights_of_every_stay_at_a_place_are_their_total(harness: ParleyHarness) -> None:
    trips = _travels("Lecce")
    (total,) = await reply_texts(harness, "How many nights did I stay in Lecce in total?")
    assert f"is {sum(t['fields']['nights'] for t in trips)} " in total, total
