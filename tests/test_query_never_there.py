""" "in how many countries have i never had a beer": the countries of everything less those of the beers (see
core/query/never_there.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.never_there import NeverThere, never_there, places_never
from parley.core.query.request import build_request

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


def asked(text: str) -> NeverThere | None:
    reading, _ = READER.read(text, NOW)
    return places_never(text, build_request(reading, "count", "scrapbook", None, None), reading.shape.aggregate)


@pytest.mark.parametrize(
    ("said", "kind", "path"),
    [
        ("in how many countries have i never had a beer", "Beer", "place.country"),
        ("in how many cities have i never had a dinner", "Dinner", "place.city"),
    ],
)
def test_places_never_of_a_kind_are_two_sides(said: str, kind: str, path: str) -> None:
    never = asked(said)
    assert never is not None and never.kind.type == kind and never.everywhere.type is None and never.path == path


@pytest.mark.parametrize(
    "said",
    [
        "how many countries have i had a beer in",  # no "never"
        "in how many countries did i have drinks other than beer",  # left out, never said
        "did i never have a beer in greece",  # no count of places
    ],
)
def test_other_questions_are_no_places_never(said: str) -> None:
    assert asked(said) is None


def test_never_there_is_the_difference() -> None:
    everywhere = [{"place": {"country": c}} for c in ("Italy", "Spain", "Greece", "Italy")]
    of_kind = [{"place": {"country": "Italy"}}]
    assert never_there(everywhere, of_kind, "place.country") == ["Greece", "Spain"]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_countries_never_of_a_kind_are_counted(harness: ParleyHarness) -> None:
    countries = {i["place"]["country"] for i in ITEMS} - {i["place"]["country"] for i in ITEMS if i["type"] == "Beer"}
    (reply,) = await reply_texts(harness, "in how many countries have i never had a beer")
    assert reply.startswith(f"{len(countries)} of the "), reply
