from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.where_in_the_city import venue_field, where_in_the_city

DEFINITION = load_definition(DEFINITION_FILE)
MOST_CITY = Aggregate("mode", "place.city", "city")


def test_where_most_within_one_city_is_the_place_it_was_had_at() -> None:
    venue = where_in_the_city(MOST_CITY, True, DEFINITION, "Food")
    assert venue is not None and venue.op == "mode" and venue.label == "restaurant"


def test_no_city_said_no_venue_or_another_aggregate_keeps_the_city() -> None:
    assert where_in_the_city(MOST_CITY, False, DEFINITION, "Food") is None  # "where did i eat the most?"
    assert where_in_the_city(MOST_CITY, True, DEFINITION, "Activity") is None  # a hike has no place it was had at
    assert where_in_the_city(MOST_CITY, True, DEFINITION, None) is None
    assert where_in_the_city(Aggregate("distinct", "place.city", "cities"), True, DEFINITION, "Food") is None
    assert venue_field(DEFINITION, "Book") is None
