"""“and at the best rated of those, what did i eat?”: a pick of the answer before, then “what did I <verb>” of it in a
second clause, answers both (the pick and its dish), as “which was my longest hike and how far was it” does (was: the
pick alone, the dish asked left unanswered)."""

from __future__ import annotations

import pytest

from parley.core.query.pick_and_value import split_pick

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("said", "pick", "asked"),
    [
        ("and at the best rated of those, what did i eat?", "and at the best rated of those", "what did i eat"),
        ("my best dinner in 2024 and what did we drink", "my best dinner in 2024", "what did we drink"),
        ("which was my longest hike and how far was it", "which was my longest hike", "how far was it"),
    ],
)
def test_the_pick_and_what_is_asked_of_it(said: str, pick: str, asked: str) -> None:
    assert split_pick(said) == (pick, asked)


@pytest.mark.parametrize("said", ["what did i eat in lisbon?", "the best rated ones, what did i eat there and with whom?"])
def test_no_second_clause_of_one_value(said: str) -> None:
    assert split_pick(said) is None


async def test_the_dish_of_the_best_rated_of_those(harness: ParleyHarness) -> None:
    market = matching(lambda i: i.get("type") == "Street food" and i["place"].get("city") == "Lisbon" and float(i["rating"]) >= 4)
    best = max(market, key=lambda i: float(i["rating"]))
    *_, reply = await reply_texts(
        harness,
        "My sister is going to Lisbon. What street food did I have there?",
        "which were 4 stars or more",
        "and at the best rated of those, what did i eat?",
    )
    assert best["title"] in reply and str(best["fields"]["dish"]) in reply, reply
