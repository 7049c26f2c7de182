""" "and my longest hike ever, anywhere?" after the longest run abroad: "anywhere" drops the place kept from the
question before; "anywhere else", "anywhere near", "anywhere in Spain" do not."""

from __future__ import annotations

import pytest

from parley.core.query.anywhere import anywhere, said_anywhere
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request

_ABROAD = Place("the United States", "country", "US", in_collection=True, negated=True, abroad=True)


@pytest.mark.parametrize(
    "said", ["and my longest hike ever, anywhere?", "my best dinner wherever", "the longest run, no matter where", "all over the world?"]
)
def test_anywhere_drops_the_place_kept(said: str) -> None:
    assert said_anywhere(said)
    request = anywhere(Reading(said), Request("scrapbook", category="Activity", type="Hike", place=_ABROAD))
    assert request.place is None and request.type == "Hike"


@pytest.mark.parametrize(
    "said", ["and anywhere else?", "anywhere near the coast?", "did I run anywhere in Spain?", "anywhere but there", "the longest hike"]
)
def test_anywhere_with_a_place_of_its_own_is_not_read(said: str) -> None:
    assert not said_anywhere(said)


def test_anywhere_said_with_a_place_keeps_that_place() -> None:
    spain = Place("Spain", "country", "ES", in_collection=True)
    request = Request("scrapbook", category="Activity", type="Hike", place=spain)
    assert anywhere(Reading("hikes in spain, anywhere?", places=(spain,)), request) is request
