"""A claim of all of a kind checked over everything else the question names (core/query/all_claimed_last.py): "were all
my sparkling wines of 2019 from Reims?" over every sparkling wine of 2019; and "was Kenji there too?" asked of the
occasion just talked about, its days kept (core/query/present_there.py)."""

from __future__ import annotations

import pytest

from parley.core.query.all_claimed_last import group_claimed_of
from parley.core.query.dates import year_range
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.present_there import presence_asked
from parley.core.query.request import Request
from parley.core.query.vocabulary import FieldValue

REIMS = Place("Reims", "city", "FR")
SPARKLING = FieldValue("colour", "sparkling", ("Drink",))
RED = FieldValue("colour", "red", ("Drink",))
SPARKLING_2019_IN_REIMS = Request(
    "scrapbook", "verify", category="Drink", type="Wine", dates=year_range(2019), place=REIMS, values=(SPARKLING,)
)


@pytest.mark.parametrize(
    "said",
    [
        "were all my sparkling wines of 2019 from Reims?",
        "The sparkling ones of 2019, are they all from Reims?",
        "my sparkling wines of 2019 were all in Reims, right?",
    ],
)
def test_the_place_said_last_is_claimed_of_the_rest(said: str) -> None:
    group = group_claimed_of(SPARKLING_2019_IN_REIMS, said)
    assert group is not None
    assert (group.place, group.values, group.dates, group.type) == (None, (SPARKLING,), year_range(2019), "Wine")


def test_the_value_said_last_is_claimed_of_the_rest() -> None:
    asked = Request("scrapbook", "verify", category="Drink", type="Wine", dates=year_range(2024), values=(RED,))
    group = group_claimed_of(asked, "were all my wines of 2024 red?")
    assert group is not None and group.values == () and group.dates == year_range(2024)
    in_reims = Request("scrapbook", "verify", category="Drink", type="Wine", place=REIMS, values=(SPARKLING,))
    group = group_claimed_of(in_reims, "were all my wines from Reims sparkling?")
    assert group is not None and group.values == () and group.place == REIMS


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        # nothing said last that is the place or a value: "all" is not told apart here
        (SPARKLING_2019_IN_REIMS, "were all my wines from Reims of 2019 sparkling ones in a glass?"),
        # someone named: who is claimed of whom is told elsewhere
        (
            Request("scrapbook", "verify", category="Activity", type="Hike", place=REIMS, people=(People(("Mary",), False),)),
            "were all my hikes with Mary in Reims?",
        ),
        # an earlier answer: "they" are those
        (Request("scrapbook", "verify", place=REIMS, within=("a", "b")), "were they all from Reims?"),
        # the place alone: nothing else says which ones
        (Request("scrapbook", "verify", place=REIMS), "was all of it from Reims?"),
    ],
)
def test_no_group_is_read(asked: Request, said: str) -> None:
    assert group_claimed_of(asked, said) is None


@pytest.mark.parametrize("said", ["was Kenji there too?", "and were Mary and Tom also there?", "so was Elena there as well?"])
def test_presence_there_asks_of_the_occasion(said: str) -> None:
    assert presence_asked(said)


@pytest.mark.parametrize(
    "said",
    [
        "did I ever go there with Kenji?",
        "how many times was Kenji there?",
        "was Kenji there in 2019?",
        "was there any sushi?",
        "was I there too?",
    ],
)
def test_other_questions_of_there_are_not_presence(said: str) -> None:
    assert not presence_asked(said)
