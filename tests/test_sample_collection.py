"""The bundled sample collection: deterministic, big and varied enough, and every example has an answer."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest

from parley.core.collection.definition import DefinitionError, definition_from_dict, load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, encode, generate

from .sample_items import ITEMS, Item

DEFINITION = load_definition(DEFINITION_FILE)


def test_shipped_file_is_what_the_generator_makes() -> None:
    assert encode(generate()) == SAMPLE_FILE.read_bytes()  # same seed, same bytes


def test_another_seed_gives_another_collection() -> None:
    assert encode(generate(seed=7)) != SAMPLE_FILE.read_bytes()


def test_size_and_variety() -> None:
    assert len(ITEMS) >= 2000
    assert len({i["category"] for i in ITEMS}) >= 6
    assert len({i["place"]["countryCode"] for i in ITEMS}) >= 30
    assert {"FR", "IT", "GR", "JP", "US"} <= {i["place"]["countryCode"] for i in ITEMS}
    assert any(i["place"]["region"] == "Napa Valley" for i in ITEMS)
    years = {i["itemDate"].year for i in ITEMS}
    assert min(years) == 2010 and max(years) == 2026
    assert {i["rating"] for i in ITEMS} == {1, 2, 3, 4, 5}
    assert len({p for i in ITEMS for p in i["who"]}) >= 8


def test_every_item_fits_the_definition() -> None:
    ids = [i["_id"] for i in ITEMS]
    assert len(set(ids)) == len(ids)
    for item in ITEMS:
        assert item["_id"] and isinstance(item["itemDate"], datetime) and item["category"]
        category = DEFINITION.category(item["category"])
        category.type(item["type"])
        allowed = {f.name for f in category.fields}
        assert set(item["fields"]) <= allowed, item
        lon, lat = item["place"]["location"]["coordinates"]
        assert -180 <= lon <= 180 and -90 <= lat <= 90
        for field in category.fields:
            if field.values and field.name in item["fields"]:
                assert item["fields"][field.name] in field.values, (field.name, item)


def wine(i: Item) -> bool:
    return i["type"] == "Wine"


def year(i: Item, *years: int) -> bool:
    return i["itemDate"].year in years


def country(i: Item, code: str) -> bool:
    return i["place"]["countryCode"] == code


LAST_YEAR, LAST_SUMMER = 2025, (datetime(2026, 6, 1), datetime(2026, 9, 1))  # relative to 2026-11-29

EXAMPLES: dict[str, Callable[[Item], bool]] = {
    "show me wines from France in 2018 rated at least 3": lambda i: wine(i) and country(i, "FR") and year(i, 2018) and i["rating"] >= 3,
    "what about red ones?": lambda i: (
        wine(i) and country(i, "FR") and year(i, 2018) and i["rating"] >= 3 and i["fields"]["colour"] == "red"
    ),
    "show me wines rated greater than 3 from France": lambda i: wine(i) and country(i, "FR") and i["rating"] > 3,
    "what about red wines?": lambda i: wine(i) and country(i, "FR") and i["rating"] > 3 and i["fields"]["colour"] == "red",
    "what about from Napa Valley?": lambda i: (
        wine(i) and i["place"]["region"] == "Napa Valley" and i["rating"] > 3 and i["fields"]["colour"] == "red"
    ),
    "how many books did I read in 2022?": lambda i: i["category"] == "Book" and year(i, 2022),
    "show me hikes last year except with Roberto": lambda i: i["type"] == "Hike" and year(i, LAST_YEAR) and "Roberto" not in i["who"],
    "walks we did in Greece last summer with Mary": lambda i: (
        i["type"] == "Walk" and country(i, "GR") and LAST_SUMMER[0] <= i["itemDate"] < LAST_SUMMER[1] and "Mary" in i["who"]
    ),
    "books I read in 2015 with science in the title": lambda i: (
        i["category"] == "Book" and year(i, 2015) and "science" in i["title"].lower()
    ),
    "books of type reference": lambda i: i["type"] == "Reference",
    "wines from Italy last year with the variety primitivo": lambda i: (
        wine(i) and country(i, "IT") and year(i, LAST_YEAR) and i["fields"]["variety"] == "primitivo"
    ),
    "wines from France between 2018 and 2019 with a rating >= 3": lambda i: (
        wine(i) and country(i, "FR") and year(i, 2018, 2019) and i["rating"] >= 3
    ),
    "hikes we did in 2016 near Cortina d'Ampezzo": lambda i: (
        i["type"] == "Hike" and year(i, 2016) and i["place"]["city"] == "Cortina d'Ampezzo"
    ),
    "lunches near San Francisco rated at least 4": lambda i: (
        i["type"] == "Lunch" and i["place"]["region"] in ("California", "Marin County", "Napa Valley") and i["rating"] >= 4
    ),
    "how many of those were in Italy? (after all wines)": lambda i: wine(i) and country(i, "IT"),
    "what about Kyoto?": lambda i: i["place"]["city"] == "Kyoto",
    "runs since March 2020": lambda i: i["type"] == "Run" and i["itemDate"] >= datetime(2020, 3, 1),
    "more than 4 stars": lambda i: i["rating"] > 4,
}


@pytest.mark.parametrize("question", sorted(EXAMPLES))
def test_every_example_question_has_an_answer(question: str) -> None:
    assert any(EXAMPLES[question](item) for item in ITEMS), question


def test_definitions_are_validated() -> None:
    with pytest.raises(DefinitionError, match="type must be one of"):
        definition_from_dict({"name": "x", "categories": [{"name": "A", "fields": [{"name": "f", "type": "colour"}]}]})
    with pytest.raises(DefinitionError, match="already common"):
        definition_from_dict({"name": "x", "fields": [{"name": "f"}], "categories": [{"name": "A", "fields": [{"name": "f"}]}]})
    with pytest.raises(DefinitionError, match="non-empty list of 'categories'"):
        definition_from_dict({"name": "x"})


def test_field_paths_and_lookup() -> None:
    assert DEFINITION.field("rating").path == "rating"
    assert DEFINITION.field("variety", "Drink").path == "fields.variety"
    assert DEFINITION.category("activity").type("hike").synonyms[0] == "hike"
