"""A filter said once in a comparison (a value, a rating bound, a person) applies to every option and the reply says it
with each: "which country had more red ones, italy or france" is "50 red drinks in Italy and 21 red drinks in France",
not "50 drinks in Italy and 21 drinks in France with colour red" (which reads as all Italian drinks against the French
reds). Not so: when the options are the values themselves ("more red or white wines from italy"), when each option
names a country of its own ("more Italian reds or French whites"), or when nothing is shared but the noun."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.comparisons import Comparison
from parley.core.query.contrasts import contrast_of
from parley.core.query.dates import DateRange
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request
from parley.core.query.restate import Wording
from parley.core.query.shared_filter import has_shared_filter, with_each_option
from parley.core.query.vocabulary import FieldValue

WORDS = Wording(
    nouns={("Drink", "Wine"): ("wine", "wines"), ("Activity", "Hike"): ("hike", "hikes")}, adjective_fields=frozenset({"colour"})
)
RED = FieldValue("colour", "red", ("Drink",))
WHITE = FieldValue("colour", "white", ("Drink",))
ITALY, FRANCE = Place("Italy", "country", "IT"), Place("France", "country", "FR")
FIVE_STARS = Comparison("rating", "==", 5.0, None)
MARY = People(("Mary",), False)
Y2023 = DateRange(datetime(2023, 1, 1, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC), "in 2023")
Y2024 = DateRange(datetime(2024, 1, 1, tzinfo=UTC), datetime(2025, 1, 1, tzinfo=UTC), "in 2024")


def _options(compared: dict[str, object]) -> list[Request]:
    options = compared["options"]
    assert isinstance(options, list)
    return [Request.from_dict(each) for _, each in options]


@pytest.mark.parametrize(
    ("text", "base"),
    [
        ("which country had more red ones, italy or france", Request("scrapbook", "count", "Drink", values=(RED,))),
        ("which one had more red ones, Italy or France?", Request("scrapbook", "count", "Drink", "Wine", values=(RED,))),
        ("more red wines from italy or france", Request("scrapbook", "count", "Drink", "Wine", values=(RED,))),
        ("did i have more 5 star wines in italy or in france", Request("scrapbook", "count", "Drink", "Wine", comparisons=(FIVE_STARS,))),
        ("were there fewer reds in france than in italy", Request("scrapbook", "count", "Drink", "Wine", values=(RED,))),
    ],
)
def test_a_filter_said_once_applies_to_every_place_compared(text: str, base: Request) -> None:
    compared = contrast_of(Reading(text, places=(ITALY, FRANCE), values=base.values, comparisons=base.comparisons), base, WORDS)
    assert compared is not None
    options = _options(compared)
    assert [o.place for o in options] == [ITALY, FRANCE]
    assert all(o.values == base.values and o.comparisons == base.comparisons for o in options)


def test_a_person_said_once_applies_to_every_year_compared() -> None:
    base = Request("scrapbook", "count", "Activity", "Hike", people=(MARY,))
    reading = Reading("which year had more hikes with mary, 2023 or 2024", dates=(Y2023, Y2024), people=(MARY,))
    compared = contrast_of(reading, base, WORDS)
    assert compared is not None
    assert [(o.dates, o.people) for o in _options(compared)] == [(Y2023, (MARY,)), (Y2024, (MARY,))]


def test_the_reply_says_the_shared_filter_with_each_option() -> None:
    red = Request("scrapbook", "count", "Drink", "Wine", values=(RED,))
    assert with_each_option(["in Italy", "in France"], red, WORDS) == ["red wines in Italy", "red wines in France"]
    rated = Request("scrapbook", "count", "Drink", "Wine", comparisons=(FIVE_STARS,))
    assert [label.split(" rated")[0] for label in with_each_option(["in Italy", "in France"], rated, WORDS)] == [
        "wines in Italy",
        "wines in France",
    ]
    assert all(" rated " in label for label in with_each_option(["in Italy", "in France"], rated, WORDS))
    hikes = Request("scrapbook", "count", "Activity", "Hike", people=(MARY,))
    assert with_each_option(["in 2023", "in 2024"], hikes, WORDS) == ["hikes in 2023 with Mary", "hikes in 2024 with Mary"]


def test_when_the_options_are_the_values_each_keeps_its_own() -> None:
    base = Request("scrapbook", "count", "Drink", "Wine", place=ITALY, values=(RED, WHITE))
    compared = contrast_of(Reading("more red or white wines from italy", places=(ITALY,), values=(RED, WHITE)), base, WORDS)
    assert compared is not None
    assert [(o.values, o.place) for o in _options(compared)] == [((RED,), ITALY), ((WHITE,), ITALY)]
    assert not has_shared_filter(Request.from_dict(compared["common"]))  # type: ignore[arg-type]


def test_a_country_said_with_one_option_stays_its_own() -> None:
    italian, french = FieldValue("cuisine", "italian", ("Meal",)), FieldValue("cuisine", "french", ("Meal",))
    base = Request("scrapbook", "count", "Drink", "Wine", values=(RED, WHITE))
    reading = Reading("more italian reds or french whites", values=(italian, RED, french, WHITE))
    compared = contrast_of(reading, base, WORDS)
    assert compared is not None
    assert [(o.values, o.place) for o in _options(compared)] == [((RED,), ITALY), ((WHITE,), FRANCE)]


def test_nothing_shared_but_the_noun_is_no_shared_filter() -> None:
    assert not has_shared_filter(Request("scrapbook", "count", "Drink", "Wine"))
    assert not has_shared_filter(Request("scrapbook", "count", "Drink", "Wine", place=ITALY))
