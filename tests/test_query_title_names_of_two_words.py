"""A name of two words the titles only ever write together (“Mai Tai”) is learnt as a title word is: “were more of those
mai tais or spritzes” after the cocktails with Chloé without Mary counts both among those (was: “tais” read as Thai
and “More of what?”), though “mai” and “tai” alone are parts of places' names (Chiang Mai, Tai Po). Never a part of a
place's or person's name (“Lake Tahoe” of South Lake Tahoe), nor one with a word of the collection's own (“Winery
Koshu”, Koshu a grape)."""

from __future__ import annotations

import pytest

from parley.core.query.title_words import title_words

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching, with_

TITLES = [
    ("Drink", "Cocktail", "Mai Tai at Bar Hana"),
    ("Drink", "Cocktail", "Mai Tai at Bar Iris"),
    ("Drink", "Cocktail", "Spritz at Bar Iris"),
    ("Drink", "Cocktail", "Spritz at Bar Hana"),
    ("Drink", "Cocktail", "Negroni at Bar Sol"),
    ("Drink", "Cocktail", "Negroni at Bar Kai"),
    ("Drink", "Wine", "Silva Winery Koshu 2015"),
    ("Drink", "Wine", "Stone Winery Koshu 2012"),
    ("Drink", "Wine", "Silva Red 2011"),
    ("Drink", "Wine", "Stone Red 2013"),
    ("Activity", "Ski", "Ski day at South Lake Tahoe"),
    ("Activity", "Ski", "Ski day at South Lake Tahoe"),
    ("Activity", "Ski", "Ski day at Zermatt"),
    ("Activity", "Ski", "Ski day at Verbier"),
]
SAID = {"mai", "tai", "koshu", "south", "lake", "tahoe", "zermatt", "verbier", "silva", "stone", "hana", "iris", "sol", "kai"}
PLACES = {"chiang mai", "tai po", "south lake", "lake tahoe"}


def test_two_words_always_written_together_are_one_name() -> None:
    found = title_words(TITLES, lambda w: w in SAID, lambda name: name in PLACES or "koshu" in name.split())
    assert (found["mai tai"].shown, found["mai tai"].type) == ("Mai Tai", "Cocktail")
    assert "lake tahoe" not in found and "winery koshu" not in found and "spritz" in found


def test_without_a_test_of_names_a_word_said_otherwise_leaves_the_name_out() -> None:
    assert "mai tai" not in title_words(TITLES, lambda w: w in SAID)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_more_of_those_of_two_title_names(harness: ParleyHarness) -> None:
    those = matching(lambda i: i.get("type") == "Cocktail" and with_("Chloé")(i) and not with_("Mary")(i))
    mai_tais = sum("Mai Tai" in i["title"] for i in those)
    spritzes = sum("Spritz" in i["title"] for i in those)
    *_, reply = await reply_texts(harness, "cocktails with chloé but without mary", "were more of those mai tais or spritzes")
    assert f"{mai_tais} mai tais" in reply and f"{spritzes} spritzes" in reply, reply
    assert mai_tais != spritzes and reply.startswith(f"More {'mai tais' if mai_tais > spritzes else 'spritzes'}"), reply


async def test_a_name_of_two_words_alone_is_a_question(harness: ParleyHarness) -> None:
    mai_tais = matching(lambda i: "Mai Tai" in i["title"])
    *_, reply = await reply_texts(harness, "how many mai tais have i had")
    assert f"{len(mai_tais)} cocktails" in reply, reply
