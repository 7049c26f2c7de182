"""A year said right after a wine's name ("the Bodega Clos Malbec 2022") is its vintage, not the year it was drunk;
the one wine so named is asked back when there are several ("the one in Mendoza"); "gave … five stars" is a rating.
Pure rules, then the conversation over the sample."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.comparisons import Comparison
from parley.core.query.dates import DateRange, year_range
from parley.core.query.how_liked import score_given
from parley.core.query.request import Request
from parley.core.query.the_one_meant import named_by_values
from parley.core.query.vocabulary import FieldValue
from parley.core.query.year_after_the_name import year_of_the_name

from .conftest import ParleyHarness
from .sample_items import TODAY

DEFINITION = load_definition(DEFINITION_FILE)
CLOS = FieldValue("producer", "Bodega Clos", ("Drink",))
MALBEC = FieldValue("variety", "malbec", ("Drink",))


def _wine(year: int | None = 2022, *values: FieldValue, category: str = "Drink") -> Request:
    return Request("scrapbook", category=category, dates=year_range(year) if year else None, values=values or (CLOS, MALBEC))


@pytest.mark.parametrize(
    "text",
    [
        "How did I rate the Bodega Clos Malbec 2022?",
        "the bodega clos malbec 2022, was it any good",
        "did i like the malbec 2022 from bodega clos",
        "i drank the Bodega Clos Malbec 2022 with Mary right",
    ],
)
def test_a_year_right_after_the_name_is_the_vintage(text: str) -> None:
    read = year_of_the_name(_wine(), text, DEFINITION)
    assert read is not None and read.dates is None and Comparison("vintage", "==", 2022.0) in read.comparisons


def test_a_misspelt_name_before_the_year_counts_as_said() -> None:
    primitivo = FieldValue("variety", "primitivo", ("Drink",))
    read = year_of_the_name(_wine(2019, primitivo), "the tenuta sol primitvo 2019", DEFINITION, [("primitvo", "primitivo")])
    assert read is not None and read.dates is None


@pytest.mark.parametrize(
    "text",
    [
        "the bodega clos malbec in 2022",  # a preposition: the date
        "malbecs from 2022",
        "what did i drink in 2022 from bodega clos",
        "the 2022 bodega clos malbec",  # the year first: asked back elsewhere
        "bodega clos malbec drunk in march 2022",
    ],
)
def test_a_year_not_right_after_the_name_stays_the_date(text: str) -> None:
    assert year_of_the_name(_wine(), text, DEFINITION) is None


def test_only_a_kind_with_a_year_field_and_a_whole_year() -> None:
    assert year_of_the_name(_wine(category="Meal"), "the bodega clos malbec 2022", DEFINITION) is None
    march = DateRange(datetime(2022, 3, 1, tzinfo=UTC), datetime(2022, 4, 1, tzinfo=UTC), "in March 2022")
    request = Request("scrapbook", category="Drink", dates=march, values=(CLOS, MALBEC))
    assert year_of_the_name(request, "the bodega clos malbec 2022", DEFINITION) is None
    assert year_of_the_name(_wine(None), "the bodega clos malbec 2022", DEFINITION) is None


def test_one_thing_named_by_its_values() -> None:
    request = _wine(None)
    assert named_by_values("How did I rate the Bodega Clos Malbec 2022?", request)
    assert named_by_values("how did i like my malbec bodega clos", request)
    assert not named_by_values("how did i rate the bodega clos malbecs", request)
    assert not named_by_values("how did i rate the bodega clos malbec in mendoza", request)
    assert not named_by_values("how did i rate malbec from bodega clos", request)


def test_a_score_given_is_a_rating_said() -> None:
    assert score_given("i gave the tenuta sol primitvo 2019 five stars didnt i")
    assert score_given("gave it a 4 out of 5")
    assert not score_given("she gave me the wine")
    assert not score_given("what stars did i see")


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_wine_drunk_twice_is_asked_back_by_its_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    asked = str((await harness.say(conversation, "How did I rate the Bodega Clos Malbec 2022?"))["text"])
    assert "Buenos Aires" in asked and "Mendoza" in asked and "?" in asked, asked
    rated = str((await harness.say(conversation, "The one in Mendoza"))["text"])
    assert "rated 3" in rated, rated
    company = str((await harness.say(conversation, "who was i with"))["text"])
    assert "Mary" in company, company
