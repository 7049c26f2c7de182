"""Words found only in the items' titles: "saisons" are the beers whose title says Saison, "more martinis or
margaritas?" compares the cocktails so titled — the words come from the stored titles (distinctive of one
kind, not places, people or common English), never from a list in the code."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.title_words import title_words

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def titled(word: str) -> list[dict[str, Any]]:
    return [i for i in ITEMS if word in i["title"].split()]


def test_a_title_word_is_distinctive_of_one_kind_and_rare() -> None:
    titles = [
        ("Drink", "Beer", "Oslo Brewing Porter"),
        ("Drink", "Beer", "Bergen Brewing Porter"),
        ("Drink", "Beer", "Oslo Brewing Gose"),
        ("Drink", "Beer", "Bergen Brewing House"),
        ("Drink", "Beer", "Oslo Brewing House"),
        ("Drink", "Wine", "Porto Tinto"),
        ("Drink", "Wine", "Porto Tinto Gose"),
    ]
    places = {"oslo", "bergen", "porto"}
    found = title_words(titles, lambda w: w in places)
    assert set(found) == {"porter"}  # not "brewing" (most of them), "house" (common), "gose" (two kinds), nor places
    assert (found["porter"].shown, found["porter"].category, found["porter"].type) == ("Porter", "Drink", "Beer")


async def test_a_plural_title_word_finds_the_items_so_titled(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "show me my saisons")
    saisons = titled("Saison")
    assert ids(reply) == {i["_id"] for i in saisons} and saisons
    reply = await harness.say(conversation, "and the negronis?")
    assert ids(reply) == {i["_id"] for i in titled("Negroni")}


async def test_two_title_words_are_compared(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "were there more martinis or margaritas?")
    martinis, margaritas = len(titled("Martini")), len(titled("Margarita"))
    assert f"{martinis} martinis" in reply["text"] and f"{margaritas} margaritas" in reply["text"], reply["text"]


async def test_title_words_joined_by_or_find_either(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "margaritas or martinis i gave 5 stars")
    either = [i for i in [*titled("Margarita"), *titled("Martini")] if i["rating"] == 5]
    assert ids(reply) == {i["_id"] for i in either} and len({i["title"].split()[0] for i in either}) == 2, reply["text"]
    assert "“Margarita” or “Martini”" in reply["text"], reply["text"]


async def test_a_title_word_alone_is_a_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "stouts i gave 5 stars")
    five_stars = {i["_id"] for i in titled("Stout") if i["rating"] == 5}
    assert five_stars and ids(reply) == five_stars, reply["text"]


async def test_a_title_word_with_a_typo_is_read_as_meant(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many saisson did i drink")
    assert f"{len(titled('Saison'))} beers" in reply["text"] and "Saison" in reply["text"], reply["text"]
