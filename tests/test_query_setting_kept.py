"""Another kind asked in the setting the conversation has set, over the sample: "and what did we drink" after the meals
with Kenji in Tokyo in 2023 is of the drinks with Kenji in Tokyo in 2023 (was: every drink), "breakfasts" after "reims
wines" of the breakfasts in Reims (was: every breakfast), "And for the beers there?" right after the average rating of
the cocktails in San Francisco is that average of the beers there (was: a list of them)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.reader import QueryReader
from parley.core.query.request import Request, build_request
from parley.core.query.setting_kept import aggregate_asked_there, setting_kept

from .sample_items import ITEMS
from .sample_reader import sample_reader

DEFINITION = load_definition(DEFINITION_FILE)
NOW = datetime(2026, 11, 29, tzinfo=UTC)


@pytest.fixture(scope="module")
def reader() -> QueryReader:
    return sample_reader(DEFINITION, ITEMS, ENGINE_WORDS)


def asked(reader: QueryReader, text: str) -> Request:
    reading, _ = reader.read(text, NOW)
    return build_request(reading, "find", "scrapbook", None, None)


def next_asked(reader: QueryReader, text: str, before: Request) -> Request:
    reading, _ = reader.read(text, NOW)
    return setting_kept(build_request(reading, "find", "scrapbook", None, None), reading, before)


def test_we_keeps_the_company_the_place_and_the_time(reader: QueryReader) -> None:
    before = asked(reader, "what did i eat with kenji in tokyo in 2023")
    request = next_asked(reader, "and what did we drink", before)
    assert request.category == "Drink"
    assert [n for p in request.people for n in p.names] == ["Kenji"]
    assert request.place is not None and request.place.name == "Tokyo"
    assert request.dates == before.dates


def test_we_after_a_yes_or_no_of_company_and_place(reader: QueryReader) -> None:
    before = asked(reader, "was kenji with me in hakone")
    request = next_asked(reader, "how many meals did we have there", before)
    assert request.category == "Food"
    assert [n for p in request.people for n in p.names] == ["Kenji"]
    assert request.place is not None and request.place.name == "Hakone"


def test_a_kind_said_alone_keeps_the_place(reader: QueryReader) -> None:
    request = next_asked(reader, "breakfasts", asked(reader, "reims wines"))
    assert request.type == "Breakfast"
    assert request.place is not None and request.place.name == "Reims"
    assert request.people == ()


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("wines in 2019", "what about books?"),  # no place set: every book
        ("reims wines", "breakfasts in lyon"),  # a place of its own
        ("dinners with kenji in tokyo", "and what did we drink with anna"),  # someone of its own
        ("dinners with kenji in tokyo", "lunches"),  # no "we": the company is not kept by a kind said alone
        ("reims wines", "red wines"),  # the same kind narrowed: not this rule's
        ("wines with mary", "what did we do together"),  # no kind named
        ("hikes last yr w/o mary", "red wines not from the us rated 5"),  # "us" the country; Mary was left out, not with
        ("hikes last yr w/o mary", "what did we drink"),  # nobody was with "us" in the question before
    ],
)
def test_what_is_not_kept(reader: QueryReader, first: str, then: str) -> None:
    before = asked(reader, first)
    reading, _ = reader.read(then, NOW)
    own = build_request(reading, "find", "scrapbook", None, None)
    request = setting_kept(own, reading, before)
    if then == "lunches":
        assert request.people == () and request.place is not None and request.place.name == "Tokyo"
    else:
        assert request == own


def test_another_collection_or_a_narrowing_to_those_is_left_alone(reader: QueryReader) -> None:
    before = asked(reader, "reims wines")
    reading, _ = reader.read("breakfasts", NOW)
    own = build_request(reading, "find", "scrapbook", None, None)
    from dataclasses import replace

    assert setting_kept(own, reading, replace(before, collection="other")) == own
    assert setting_kept(replace(own, within=("a", "b")), reading, before) == replace(own, within=("a", "b"))


def test_the_aggregate_asked_again_there(reader: QueryReader) -> None:
    before = Request("scrapbook", aggregate=Aggregate("avg", "rating"))
    for text in ("And for the beers there?", "and wines there?"):
        reading, _ = reader.read(text, NOW)
        assert aggregate_asked_there(reading, before)
    for text in ("beers there", "and the beers in lyon?", "and there?"):  # no follow-on; a place of its own; no kind
        reading, _ = reader.read(text, NOW)
        assert not aggregate_asked_there(reading, before)
    reading, _ = reader.read("and the beers there?", NOW)
    assert not aggregate_asked_there(reading, Request("scrapbook"))  # nothing aggregated before
