""" "drop the year" after the art museums of 2019: the art museums of every year (was: not understood); "forget the
rating" after the Italian dinners rated 4 or more: all the Italian dinners (was: a full reset). The negatives: a part
the question before does not have, a kind of item ("drop the wines"), "forget it", and a drop followed by a question of
its own (dropped_part.py's) are no such message."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.comparisons import Comparison
from parley.core.query.dates import DateRange
from parley.core.query.part_undone import part_undone
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.request import Request
from parley.core.query.vocabulary import FieldValue

YEAR_2019 = DateRange(datetime(2019, 1, 1, tzinfo=UTC), datetime(2020, 1, 1, tzinfo=UTC), "in 2019")
ART_2019 = Request("scrapbook", category="Museum", type="Art museum", dates=YEAR_2019, within=("a", "b"))
ITALIAN_4 = Request(
    "scrapbook",
    category="Food",
    type="Dinner",
    values=(FieldValue("cuisine", "italian", ("Food",)),),
    comparisons=(Comparison("rating", ">=", 4),),
    action="count",
)
RUNS = Request("scrapbook", category="Activity", type="Run", people=(People(("Tom",), False),), place=Place("Lyon", "city"))
ASIA = Request(
    "scrapbook", category="Food", place=Place("Asia", "continent", any_of=(Place("Japan", "country"), Place("China", "country")))
)
SYNONYMS = {"rating": ("rated", "stars", "star", "score"), "cuisine": ("food",)}


@pytest.mark.parametrize(
    "said", ["drop the year", "ok forget the date", "hmm never mind the year please", "ignore the year filter", "leave out the year"]
)
def test_the_time_undone(said: str) -> None:
    undone = part_undone(said, ART_2019, SYNONYMS)
    assert undone is not None and undone.dates is None and undone.type == "Art museum" and undone.within is None


@pytest.mark.parametrize("said", ["forget the rating", "drop the stars", "remove the rating filter", "forget about the score"])
def test_a_field_undone(said: str) -> None:
    undone = part_undone(said, ITALIAN_4, SYNONYMS)
    assert undone is not None and undone.comparisons == () and undone.values == ITALIAN_4.values and undone.action == "count"


@pytest.mark.parametrize(("said", "kept"), [("forget tom", "place"), ("drop lyon", "people"), ("never mind the place", "people")])
def test_a_person_or_the_place_undone(said: str, kept: str) -> None:
    undone = part_undone(said, RUNS, SYNONYMS)
    assert undone is not None and getattr(undone, kept)
    assert not getattr(undone, "people" if kept == "place" else "place")


@pytest.mark.parametrize(
    ("said", "prior"),
    [
        ("drop the year", RUNS),  # no time asked
        ("forget the rating", ART_2019),  # no rating asked
        ("drop the wines", ITALIAN_4),  # a kind, not a restriction
        ("forget it", ITALIAN_4),
        ("forget anna", RUNS),  # no Anna asked
        ("forget the rating, how many beers", ITALIAN_4),  # a question of its own follows
        ("drop the year", None),
        ("leave out lyon", RUNS),  # a place left out, not the restriction taken back
        ("skip tom", RUNS),
        ("forget japan", ASIA),  # a part of the place asked: no restriction of its own
    ],
)
def test_nothing_undone(said: str, prior: Request | None) -> None:
    assert part_undone(said, prior, SYNONYMS) is None
