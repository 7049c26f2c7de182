"""A measure said as a noun and its verb, and the kind talked about kept by what points back at it, over the sample:
“meters climbed hikng 2026” is the total elevation of the hikes of 2026 (was: “(I didn't understand “meters climb”)”),
the unit's word then another word of the same field; “with?” alone asks who came (was: not understood); “And poetry? I
have a feeling I never liked those much” asks the average rating of poetry, the hunch after it chatter (was: “I couldn't
tell what “never” leaves out”); “avg rating that year” after the wines of 2025 is of those wines, and “how many km did
we do together this year” after the hikes with Mary of those hikes (was: of everything that year)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aspects import asked_aspect
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.chatter import without_asides
from parley.core.query.dates import year_range
from parley.core.query.kind_kept import kind_kept
from parley.core.query.people import People
from parley.core.query.reader import QueryReader
from parley.core.query.request import Reading, Request
from parley.core.query.vocabulary import Topic

from .sample_items import ITEMS
from .sample_reader import sample_reader

DEFINITION = load_definition(DEFINITION_FILE)
NOW = datetime(2026, 12, 6, tzinfo=UTC)


@pytest.fixture(scope="module")
def reader() -> QueryReader:
    return sample_reader(DEFINITION, ITEMS, ENGINE_WORDS)


# --- "meters climbed": the unit's word, then another word of its field -----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "meters climbed hikng 2026",
        "Meters climbed on hikes in 2025",
        "metres climbed hiking last year",
        "total meters climbed hikes 2024",
        "and meters climbed in 2023?",
    ],
)
def test_a_unit_then_a_word_of_its_field_is_the_total_of_that_field(reader: QueryReader, text: str) -> None:
    reading, _ = reader.read(text, NOW)
    assert reading.shape.aggregate is not None and reading.shape.aggregate.op == "sum"
    assert reading.shape.field_words == ("elevation",)
    assert "meters" not in reading.unknown_words and "metres" not in reading.unknown_words


def test_a_unit_of_another_field_is_not_read_as_that_field(reader: QueryReader) -> None:
    reading, _ = reader.read("km climbed on hikes", NOW)  # a distance's unit before the climbing: not the elevation
    assert reading.shape.field_words != ("elevation",)


# --- "with?": who came -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["with?", "With?", "and with?", "so with??", "with"])
def test_with_said_alone_asks_who_came(text: str) -> None:
    aspect = asked_aspect(text, DEFINITION, "Activity")
    assert aspect is not None and aspect.kind == "who"


@pytest.mark.parametrize("text", ["with Mary?", "with what?", "and with mary"])
def test_with_and_more_is_not_who_came(text: str) -> None:
    aspect = asked_aspect(text, DEFINITION, "Activity")
    assert aspect is None or aspect.kind != "who"


# --- a hunch about the user's taste after the question ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "And poetry? I have a feeling I never liked those much",
        "And poetry? I think I never liked those much.",
        "what about poetry? i suspect i didnt enjoy them",
        "and thrillers? I have a hunch I don't like them",
        "Poetry? I guess I never cared much for it",
    ],
)
def test_a_hunch_of_taste_after_the_question_is_chatter(text: str) -> None:
    question = text.split("?")[0] + "?"
    assert without_asides(text).rstrip() == question


@pytest.mark.parametrize(
    "text",
    [
        "And poetry? I never liked those much",  # a statement, no hunch: left to the negation's reading
        "And poetry? I have a feeling I never read any",  # a hunch of what was read, no taste: not blanked
        "I have a feeling I never liked poetry",  # no question before it
    ],
)
def test_other_statements_after_the_question_are_kept(text: str) -> None:
    assert without_asides(text) == text


# --- the kind talked about, kept ---------------------------------------------------------------------------

THAT_YEAR = replace(year_range(2025), label="that year", year_offset=0)
WINES_2025 = Request("scrapbook", "find", category="Drink", type="Wine", dates=year_range(2025), limit=3)
HIKES_WITH_MARY = Request(
    "scrapbook", "count", category="Activity", type="Hike", dates=year_range(2026), people=(People(("Mary",), exclude=False),)
)
WINES = Request("scrapbook", category="Drink", type="Wine")
HIKES = Request("scrapbook", category="Activity", type="Hike")


@pytest.mark.parametrize("text", ["avg raitng that year", "average rating that year?", "and the total spent that year", "avg that yr"])
def test_that_year_keeps_the_kind_talked_about(text: str) -> None:
    assert kind_kept(Reading(text, dates=(THAT_YEAR,)), WINES_2025) == WINES


@pytest.mark.parametrize(
    "text", ["how many km did we do together this year", "how far did we hike together", "km we did in 2026", "total km together"]
)
def test_we_or_together_keeps_the_kind_done_with_the_person(text: str) -> None:
    mary = (People(("Mary",), exclude=False),)
    assert kind_kept(Reading(text, dates=(year_range(2026),), people=mary), HIKES_WITH_MARY) == HIKES
    assert kind_kept(Reading(text, dates=(year_range(2026),)), HIKES_WITH_MARY) == HIKES


def test_a_kind_said_or_everything_keeps_nothing() -> None:
    walks = (Topic(category="Activity", type="Walk", negated=False),)
    assert kind_kept(Reading("how far did I walk that year", topics=(walks,), dates=(THAT_YEAR,)), WINES_2025) is None
    assert kind_kept(Reading("avg rating of everything that year", dates=(THAT_YEAR,)), WINES_2025) is None
    assert kind_kept(Reading("avg rating in 2024", dates=(year_range(2024),)), WINES_2025) is None  # no "that year"
    # "we" with someone else named is no longer the person talked about
    tom = (People(("Tom",), exclude=False),)
    assert kind_kept(Reading("km we did together", people=tom), HIKES_WITH_MARY) is None
    assert kind_kept(Reading("how many km did we do", dates=(year_range(2026),)), HIKES) is None  # no one talked about


# --- "how much did i climb": the field's word said as the verb after "how much did I" ----------------------------


@pytest.mark.parametrize("text", ["how much did i climb on those", "how much did we climb in 2025"])
def test_how_much_then_the_fields_verb_is_its_total(reader: QueryReader, text: str) -> None:
    reading, _ = reader.read(text, NOW)
    assert reading.shape.aggregate is not None and reading.shape.aggregate.op == "sum"
    assert reading.shape.field_words == ("elevation",)


@pytest.mark.parametrize("text", ["how much did i like it", "how much did i climb that one"])
def test_how_much_of_no_field_or_of_one_item_is_no_total(reader: QueryReader, text: str) -> None:
    reading, _ = reader.read(text, NOW)
    assert reading.shape.aggregate is None or reading.shape.aggregate.op != "sum"
