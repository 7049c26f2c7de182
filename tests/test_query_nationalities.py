"""A nationality word no recognizer claims is its country ("any croatian ones?" after the beers: beers in
Croatia, the word formed from the world gazetteer's country names), and a word not understood that says which
ones are meant ("any zorblax ones?") is asked about, never dropped for an answer about all of them."""

from __future__ import annotations

import pytest

from parley.core.query.demonyms import demonyms
from parley.core.query.places import PlaceName
from parley.core.query.unclear_kinds import unclear_kind

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_nationality_words_are_formed_from_country_names() -> None:
    countries = [PlaceName(n, "country", c) for n, c in (("Belgium", "BE"), ("Nepal", "NP"), ("Cuba", "CU"), ("Chile", "CL"))]
    words = {w: c.name for w, c in demonyms(countries).items()}
    assert words["belgian"] == "Belgium" and words["nepali"] == "Nepal" and words["cuban"] == "Cuba"
    assert words["chilean"] == "Chile" and "chili" not in words


def test_a_word_not_understood_before_ones_is_unclear() -> None:
    assert unclear_kind("any zorblax ones?", ["zorblax"]) == "zorblax"
    assert unclear_kind("any zorblax at all?", ["zorblax"]) is None


async def test_a_nationality_after_a_kind_is_its_country(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my wines")
    reply = await harness.say(conversation, "did i have any hungarian ones?")
    hungarian = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "HU"]
    assert reply["text"].startswith("Yes" if hungarian else "No") and "Hungary" in reply["text"], reply["text"]


async def test_a_word_not_understood_that_picks_some_is_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many cocktails have i had")
    reply = await harness.say(conversation, "were any of them frobnish ones?")
    assert "frobnish" in reply["text"] and not reply["text"].startswith(("Yes", "No")), reply["text"]
