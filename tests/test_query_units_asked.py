"""A unit asked for names the field of its dimension and converts its value: “how lnog was it in hours” of a hike is its
duration (kept in min), said in hours too (“180 min (3 hours)”); “how far was that in miles” its distance in miles;
“in hrs?”, “in metres” likewise. Not a unit: “in 2022”, “in paris”; “how long was it” asks no unit."""

from __future__ import annotations

from datetime import datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aspects import answer_aspect, asked_aspect
from parley.core.query.units_asked import converted, unit_asked

DEFINITION = load_definition(DEFINITION_FILE)
HIKE = {
    "_id": "h",
    "title": "Hike near Edinburgh",
    "category": "Activity",
    "type": "Hike",
    "itemDate": datetime(2022, 5, 1),
    "fields": {"distance": 15.7, "duration": 180, "elevation": 600},
}


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("how lnog was it in hours", "h"),
        ("how long was it in hrs?", "h"),
        ("how far was that in miles", "mi"),
        ("and in metres?", "m"),
        ("how long did it take in minutes please", "min"),
    ],
)
def test_the_unit_asked_is_read(text: str, unit: str) -> None:
    assert unit_asked(text) == unit


@pytest.mark.parametrize("text", ["how long was it", "hikes in 2022", "dinners in paris", "in hours of daylight, how long"])
def test_no_unit_asked(text: str) -> None:
    assert unit_asked(text) is None


def test_in_hours_asks_the_duration_said_in_hours() -> None:
    aspect = asked_aspect("how long was it in hours", DEFINITION, "Activity")
    assert aspect is not None and (aspect.field, aspect.unit) == ("duration", "h")
    assert answer_aspect(HIKE, aspect, DEFINITION) == "Hike near Edinburgh: duration 180 min (3 hours)."


def test_in_miles_asks_the_distance() -> None:
    aspect = asked_aspect("how far was that in miles", DEFINITION, "Activity")
    assert aspect is not None and (aspect.field, aspect.unit) == ("distance", "mi")
    assert converted(15.7, "km", "mi") == "9.8 miles"
