"""A kind said by the place where it is had, learnt from the titles: "and the bars there" is of the cocktails (every
cocktail's title says "at Bar …"), was: "(I didn't understand “bar”.)" and everything there."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.places import world_places
from parley.core.query.reader import QueryReader
from parley.core.query.venue_kinds import venue_kinds
from parley.core.query.vocabulary import Topic

from .sample_items import ITEMS

DEFINITION = load_definition(DEFINITION_FILE)
NOW = datetime(2026, 11, 29, tzinfo=UTC)
TITLES = [(i["category"], i.get("type"), i["title"]) for i in ITEMS]


@pytest.fixture(scope="module")
def reader() -> QueryReader:
    return QueryReader(
        DEFINITION,
        people=sorted({p for i in ITEMS for p in i["who"]}),
        places=[i["place"] for i in ITEMS],
        world=world_places(),
        known_words=list(ENGINE_WORDS),
        titles=TITLES,
    )


def test_bars_are_the_cocktails() -> None:
    assert venue_kinds(DEFINITION, TITLES) == {"bars": Topic("Drink", "Cocktail")}


def test_a_word_in_the_titles_of_several_types_or_in_few_names_none() -> None:
    mixed = [("Drink", "Cocktail", "Negroni at Bar Pierre"), ("Drink", "Beer", "Stout at Bar Pierre")]
    assert venue_kinds(DEFINITION, mixed) == {}
    few = [("Drink", "Cocktail", "Negroni at Bar Pierre"), *(("Drink", "Cocktail", f"Negroni {n}") for n in range(3))]
    assert venue_kinds(DEFINITION, few) == {}


@pytest.mark.parametrize("text", ["and the bars there", "how about bars there?", "which bars did i go to in kyoto"])
def test_the_plural_is_read_as_the_kind(reader: QueryReader, text: str) -> None:
    reading, _ = reader.read(text, NOW)
    assert reading.topics == ((Topic("Drink", "Cocktail"),),)
    assert "bar" not in reading.unknown_words and "bars" not in reading.unknown_words


def test_not_at_bars_leaves_them_out(reader: QueryReader) -> None:
    reading, _ = reader.read("drinks in nara not at bars", NOW)
    assert Topic("Drink", "Cocktail", negated=True) in [t for group in reading.topics for t in group]


@pytest.mark.parametrize("text", ["bar piere", "Which bar from these I went the most?"])
def test_the_singular_stays_the_fields_word(reader: QueryReader, text: str) -> None:
    reading, _ = reader.read(text, NOW)
    assert reading.topics == ()
