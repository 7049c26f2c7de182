""" "so how many cities did i see museums in over there that year" after the museums of Japan in 2023, then Kyoto, then
Tokyo: "there" is Japan, the country holding the city talked about, not Tokyo alone (over_there_counted.py)."""

from __future__ import annotations

from parley.core.query.aggregate import Aggregate
from parley.core.query.over_there_counted import over_there_counted
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request

TOKYO = Place("Tokyo", "city", "JP")
NAMES = {"JP": "Japan"}
CITIES = Aggregate("distinct", "place.city", "cities")


def _asked(text: str, aggregate: Aggregate | None = CITIES) -> Request:
    request = Request("scrapbook", category="Museum", aggregate=aggregate)
    return over_there_counted(request, Reading(text), TOKYO, NAMES, frozenset({"JP"}))


def test_there_of_the_cities_counted_is_the_country() -> None:
    place = _asked("so how many cities did i see museums in over there that year").place
    assert place is not None and (place.name, place.kind, place.country_code) == ("Japan", "country", "JP")


def test_without_there_or_counting_countries_nothing_changes() -> None:
    assert _asked("how many cities did i see museums in").place is None  # no "there": every city
    assert _asked("how many countries did i see museums in there", Aggregate("distinct", "place.country", "countries")).place is None
    assert _asked("how many museums there", None).place is None  # no place counted


def test_a_place_of_its_own_is_kept() -> None:
    request = Request("scrapbook", category="Museum", aggregate=CITIES)
    reading = Reading("how many cities there in spain", places=(Place("Spain", "country", "ES"),))
    assert over_there_counted(request, reading, TOKYO, NAMES, frozenset({"JP"})) == request
