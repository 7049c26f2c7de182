""" "ehh not greek, portugese" after "top 3 greek wines": the top 3 Portuguese wines (was: all 8 Portuguese wines, the
pick lost). The negatives: "not Lyon" alone still leaves Lyon out; a part the question before did not have, or of
another kind than the one said instead, is no correction."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.not_this_but_that import meant_instead
from parley.core.query.places import Place
from parley.core.query.request import Request

from .fake_reading import read

GREEK_WINES = Request("scrapbook", category="Drink", type="Wine", place=Place("Greece", "country"))
WINES_2018 = Request(
    "scrapbook",
    category="Drink",
    type="Wine",
    dates=DateRange(datetime(2018, 1, 1, tzinfo=UTC), datetime(2019, 1, 1, tzinfo=UTC), "in 2018"),
)


@pytest.mark.parametrize(
    ("said", "prior", "meant"),
    [
        ("ehh not greek, portugese", GREEK_WINES, "i meant portugese"),
        ("no, not 2018 but 2019", WINES_2018, "i meant 2019"),
        ("not paris, kyoto", GREEK_WINES, "i meant kyoto"),
        ("not wines - beers", WINES_2018, "i meant beers"),
    ],
)
def test_said_instead(said: str, prior: Request, meant: str) -> None:
    assert meant_instead(said, prior, read) == meant


@pytest.mark.parametrize(
    ("said", "prior"),
    [
        ("not lyon", GREEK_WINES),  # alone: a negation, as ever
        ("not greek, portugese", None),  # nothing asked before
        ("not 2018, portugese", WINES_2018),  # a time and a place: no correction
        ("not 2018, 2019", GREEK_WINES),  # no time in the question before
        ("not paris, how many beers did i have in kyoto with anna", GREEK_WINES),  # a question of its own
        ("not with anna, with mary", GREEK_WINES),
    ],
)
def test_no_correction(said: str, prior: Request | None) -> None:
    assert meant_instead(said, prior, read) is None
