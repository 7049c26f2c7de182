""" "were his longer on average" after the books of 2021 not by Marco Bellini, then the ones by him: the ones just found
against the ones found before them (the same question with him the other way round), by the comparative said."""

from __future__ import annotations

from datetime import datetime
from statistics import mean

import pytest

from parley.core.query.people import People
from parley.core.query.request import Request
from parley.core.query.than_the_set_before import the_other_way_round
from parley.core.query.vocabulary import FieldValue, TextMatch

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


def pages_2021(bellini: bool) -> float:
    return mean(
        i["fields"]["pages"]
        for i in matching(
            lambda i: (
                i["category"] == "Book"
                and datetime(2021, 1, 1) <= i["itemDate"] < datetime(2022, 1, 1)
                and (i["fields"].get("author") == "Marco Bellini") == bellini
            )
        )
    )


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asked", ["were his longer on avergae", "so were his longer on average?", "were they longer on average", "were those longer?"]
)
async def test_the_ones_found_against_the_ones_before(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books i read in 2021 that werent by marco bellni")
    await harness.say(conversation, "and the ones by him")
    reply = await harness.say(conversation, asked)
    verdict = "Yes" if pages_2021(True) > pages_2021(False) else "No"
    assert reply["text"].startswith(verdict) and "Marco Bellini" in reply["text"], reply["text"]


async def test_a_companion_the_other_way_round(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2023 without mary")
    await harness.say(conversation, "and with her")
    reply = await harness.say(conversation, "were they longer on average")
    hikes = matching(lambda i: i.get("type") == "Hike" and i["itemDate"].year == 2023)
    with_her = mean(i["fields"]["distance"] for i in hikes if "Mary" in i["who"])
    without = mean(i["fields"]["distance"] for i in hikes if "Mary" not in i["who"])
    assert reply["text"].startswith("Yes" if with_her > without else "No") and "Mary" in reply["text"], reply["text"]


async def test_nothing_found_before_to_set_against(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books in 2021")
    reply = await harness.say(conversation, "were they longer on average")
    assert not reply["text"].startswith(("Yes", "No")), reply["text"]


def test_only_one_value_the_other_way_round() -> None:
    books = Request("scrapbook", category="Book")
    not_by = FieldValue("author", "Marco Bellini", ("Book",), negated=True)
    by = TextMatch("author", "Marco Bellini", cue="by")
    assert the_other_way_round(Request("scrapbook", category="Book", values=(not_by,)), Request("scrapbook", category="Book", texts=(by,)))
    assert the_other_way_round(books, Request("scrapbook", category="Book", texts=(by,))) is None
    other = TextMatch("author", "Grace Obi", cue="by")
    assert (
        the_other_way_round(Request("scrapbook", category="Book", values=(not_by,)), Request("scrapbook", category="Book", texts=(other,)))
        is None
    )
    without, with_her = People(("Mary",), exclude=True), People(("Mary",), exclude=False)
    assert the_other_way_round(replace_people(books, without), replace_people(books, with_her)) == ("who", "Mary")


def replace_people(request: Request, people: People) -> Request:
    return Request(request.collection, category=request.category, people=(people,))
