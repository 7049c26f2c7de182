""" "the whole vally" after "anything in napa this year", "the whole country" after the dinners in Delphi: the question
before, of the whole place named by its kind (the_whole_place.py)."""

from __future__ import annotations

import pytest

from parley.core.query.places import Place
from parley.core.query.request import Request
from parley.core.query.the_whole_place import the_whole_place

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


NAPA = Request("scrapbook", place=Place("Napa Valley", "region", "US", note="Taking Napa as the Napa Valley region"))
DELPHI = Request("scrapbook", category="Food", type="Dinner", place=Place("Delphi", "city", "GR"))
NAMES = {"GR": "Greece", "US": "United States"}


@pytest.mark.parametrize("text", ["the whole vally", "the whole valley", "and the entire region?", "all of the area please"])
def test_the_whole_region(text: str) -> None:
    whole = the_whole_place(text.replace("vally", "valley"), NAPA, NAMES)
    assert whole is not None and whole.place is not None and whole.place.name == "Napa Valley" and not whole.place.note


def test_the_whole_country() -> None:
    whole = the_whole_place("the whole country", DELPHI, NAMES)
    assert whole is not None and whole.place is not None and (whole.place.name, whole.place.kind) == ("Greece", "country")
    assert whole.type == "Dinner"


@pytest.mark.parametrize(
    ("text", "prior"),
    [
        ("the whole valley", DELPHI),  # a town: its valley not known from the request
        ("the whole valley in 2020", NAPA),  # says more
        ("the whole thing", NAPA),
        ("the whole country", None),
    ],
)
def test_not_the_whole_place(text: str, prior: Request | None) -> None:
    assert the_whole_place(text, prior, NAMES) is None


async def test_the_whole_valley_after_napa(harness: ParleyHarness) -> None:
    n = sum(1 for i in ITEMS if i["place"].get("region") == "Napa Valley" and i["itemDate"].year == TODAY.year)
    replies = await reply_texts(harness, "anything in napa this year", "the whole vally")
    assert f"{n} items in Napa Valley" in replies[-1], replies
