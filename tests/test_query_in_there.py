""" "how many coktails in there" after "everything i drank except beers": "in there" closing the question, no place
talked about, is the list just given (see core/query/in_there.py)."""

from __future__ import annotations

import pytest

from parley.core.query.in_there import among_those

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.mark.parametrize(
    ("said", "meant"),
    [("how many coktails in there", "how many coktails among those"), ("any museums in here?", "any museums among those?")],
)
def test_in_there_closing_the_question_is_among_those(said: str, meant: str) -> None:
    assert among_those(said, 5) == meant


@pytest.mark.parametrize(
    ("said", "listed"),
    [
        ("how many cocktails in there", 1),  # no list of several
        ("what did i eat in there in 2019", 5),  # not closing the question
        ("how many cocktails there", 5),  # no "in": a place
        ("were there cocktails", 5),
    ],
)
def test_other_theres_are_no_list(said: str, listed: int) -> None:
    assert among_those(said, listed) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_in_there_counts_among_the_list_before(harness: ParleyHarness) -> None:
    cocktails = [i for i in ITEMS if i["type"] == "Cocktail"]
    *_, counted = await reply_texts(harness, "everything i drank except beers", "how many cocktails in there")
    assert f"{len(cocktails)} cocktails" in counted, counted


async def test_in_there_with_nothing_listed_asks_which_place(harness: ParleyHarness) -> None:
    (asked,) = await reply_texts(harness, "how many museums in there")
    assert "Which place do you mean?" in asked, asked
