""" "and wines?" right after "did I have more lunches in Paris in 2019 or in 2022?": the same comparison of the wines,
still in Paris; "the 2019 ones" next are those wines of 2019 in Paris. Not so: a follow-on that says a place of its
own ("wines in Rome?"), or the same kind again; the old kind's own values do not carry over."""

from __future__ import annotations

import pytest

from parley.core.query.kind_compared_in_its_setting import in_the_same_setting
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request
from parley.core.query.vocabulary import Topic

from .conftest import ParleyHarness
from .conversing import reply_texts

PARIS = Place("Paris", "city", "FR", in_collection=True)
ROME = Place("Rome", "city", "IT", in_collection=True)
SHARED = Request("scrapbook", "count", category="Food", type="Lunch", place=PARIS, people=(People(("Anna",), exclude=False),))
WINES = Request("scrapbook", "count", category="Drink", type="Wine")
WINE = ((Topic("Drink", "Wine"),),)


@pytest.mark.parametrize("text", ["and wines?", "wines", "what about wines?"])
def test_a_kind_alone_keeps_the_setting(text: str) -> None:
    reading = Reading(text, topics=WINE, unknown_words=tuple(w for w in ("and", "what", "about") if w in text.split()))
    kept = in_the_same_setting(reading, SHARED, WINES)
    assert kept.place == PARIS and kept.people == SHARED.people and kept.type == "Wine", kept


def test_a_place_of_its_own_is_not_the_setting_kept() -> None:
    reading = Reading("wines in Rome?", topics=WINE, places=(ROME,))
    assert in_the_same_setting(reading, SHARED, WINES) == WINES


def test_the_same_kind_again_is_left_as_built() -> None:
    lunches = Request("scrapbook", "count", category="Food", type="Lunch")
    reading = Reading("and lunches?", topics=((Topic("Food", "Lunch"),),), unknown_words=("and",))
    assert in_the_same_setting(reading, SHARED, lunches) == lunches


def test_more_words_than_a_kind_are_not_a_kind_alone() -> None:
    reading = Reading("and the wines we loved most in summer?", topics=WINE, unknown_words=("and", "we", "loved", "summer"))
    assert in_the_same_setting(reading, SHARED, WINES) == WINES


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_comparison_again_in_paris(harness: ParleyHarness) -> None:
    _, wines, those = await reply_texts(
        harness, "Did I have more lunches in Paris in 2019 or in 2022?", "and wines?", "show me the 2019 ones"
    )
    assert "in Paris" in wines and "2019" in wines and "2022" in wines, wines
    assert "in Paris" in those and "in 2019" in those and "vintage" not in those, those
