"""A place left out by pointing at it: "And the ones not in that city, which are they?" after the most frequent city
(Kyoto) is read as "… not in Kyoto, …" (was: "I couldn't tell what “not” leaves out")."""

from __future__ import annotations

import pytest

from parley.core.query.not_there import with_the_place_named
from parley.core.query.places import Place

KYOTO = Place("Kyoto", "city", "JP")
JAPAN = Place("Japan", "country", "JP")


@pytest.mark.parametrize(
    ("text", "place", "said"),
    [
        ("And the ones not in that city, which are they?", KYOTO, "And the ones not in Kyoto, which are they?"),
        ("the ones not there", KYOTO, "the ones not in Kyoto"),
        ("which ones outside that country", JAPAN, "which ones outside Japan"),
        ("everything except that place", JAPAN, "everything except in Japan"),
        ("any not from that same city?", KYOTO, "any not from Kyoto?"),
    ],
)
def test_the_place_pointed_at_is_named(text: str, place: Place, said: str) -> None:
    assert with_the_place_named(text, place) == said


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("And the ones not in that city, which are they?", JAPAN),  # a country is not "that city"
        ("And the ones not in that city, which are they?", None),  # nothing talked about: asked, not guessed
        ("the ones not with Kenji", KYOTO),  # no place pointed at
        ("the ones in that city", KYOTO),  # no negation: that_place.py's
        ("the ones not there", Place("Kyoto", "city", "JP", negated=True)),  # already left out
    ],
)
def test_nothing_is_named_otherwise(text: str, place: Place | None) -> None:
    assert with_the_place_named(text, place) is None
