"""A field asked of one thing ("how did I rate my train trip to Sintra?", "which exhibition I saw in the museum of
Kyoto?") named in the singular, when the collection holds a few such things, is asked back rather than listed for each:
the noun may have a word of its kind before it ("train trip", "art museum") and its place after "of". Options that share
their title are told by the field that differs ("the one with the Ancient Bronzes exhibition"), and a year said of no
option's date picks the one whose title holds it (a wine's vintage)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from parley.core.query.the_one_meant import options_told

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(category: str, city: str, kind: str | None = None) -> list[dict[str, Any]]:
    found = [i for i in ITEMS if i["category"] == category and (i.get("place") or {}).get("city") == city]
    return sorted((i for i in found if kind in (None, i.get("type"))), key=lambda i: i["itemDate"])


async def test_the_rating_of_one_of_two_train_trips_is_asked_back_then_told(harness: ParleyHarness) -> None:
    trains = _of("Travel", "Sintra", "Train journey")
    assert len(trains) == 2 and trains[0]["rating"] != trains[1]["rating"]
    asked, answered = await reply_texts(harness, "How did I rate my train trip to Sintra?", f"the {trains[1]['itemDate'].year} one")
    assert "do you mean" in asked and all(str(t["itemDate"].year) in asked for t in trains), asked
    assert f"rated {trains[1]['rating']}" in answered, answered


async def test_a_field_of_the_one_museum_of_a_city_is_asked_back_then_told(harness: ParleyHarness) -> None:
    museums = _of("Museum", "Kyoto")
    assert len(museums) == 2
    (science,) = [m for m in museums if m["type"] == "Science"]
    asked, answered = await reply_texts(harness, "Which exhibition did I see in the museum of Kyoto?", "the science one")
    assert "do you mean" in asked, asked
    assert science["fields"]["exhibition"] in answered, answered


async def test_two_visits_to_one_museum_are_told_by_their_exhibitions(harness: ParleyHarness) -> None:
    visits = _of("Museum", "Jaipur", "Science")
    assert len(visits) == 2 and visits[0]["title"] == visits[1]["title"]
    bronzes = next(v for v in visits if "Bronzes" in v["fields"]["exhibition"])
    asked, answered = await reply_texts(harness, "what rating did I give the science museum in Jaipur?", "the one of the bronzes")
    assert all(v["fields"]["exhibition"] in asked for v in visits), asked
    assert f"rated {bronzes['rating']}" in answered, answered


async def test_a_vintage_said_picks_the_wine_whose_name_holds_it(harness: ParleyHarness) -> None:
    wines = [i for i in ITEMS if i["fields"].get("producer") == "Ktima Oak" and i["fields"].get("variety") == "assyrtiko"]
    assert len(wines) == 2 and len({w["itemDate"].year for w in wines}) == 1
    (w2021,) = [w for w in wines if w["fields"]["vintage"] == 2021]
    asked, answered, who = await reply_texts(harness, "what did i rate the ktima oak assyrtiko", "the 2021", "who did i drink it with")
    assert "do you mean" in asked, asked
    assert f"rated {w2021['rating']}" in answered, answered
    assert all(p in who for p in w2021["who"]), who


async def test_a_word_that_picks_one_is_not_a_kind_before_the_noun(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "how did I rate the last flight to Paris?")
    assert "do you mean" not in reply, reply


def test_options_of_one_title_are_told_by_the_field_that_differs() -> None:
    day = datetime(2024, 7, 6)
    items = [
        {"_id": "a", "title": "City Museum", "itemDate": day, "fields": {"exhibition": "Old Maps", "note": "x"}},
        {"_id": "b", "title": "City Museum", "itemDate": day.replace(day=8), "fields": {"exhibition": "Glass Art", "note": "x"}},
    ]
    said = [o.said for o in options_told(items)]
    assert said == ["the one with the Old Maps exhibition (July 6, 2024)", "the one with the Glass Art exhibition (July 8, 2024)"]
    items[1]["fields"]["exhibition"] = "Old Maps"  # nothing of their own: told by their days
    assert [o.said for o in options_told(items)] == ["the one on July 6, 2024", "the one on July 8, 2024"]
