""" "more from there or from france" right after the wines of Italy: "there" is one of the options, the place last
talked about said by name; "more there than in Portugal", "fewer in Spain or there?" likewise. Not so: "there or in
Porto" with no comparison (both places together), no place talked about, or a place left out ("apart from the states")."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.there_as_an_option import there_said_by_name

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


def asked(*places: tuple[str, bool] | None) -> list[dict[str, Any]]:
    return [
        {"turn": n, "request": {"collection": "scrapbook", "place": {"name": p[0], "kind": "country", "negated": p[1]} if p else None}}
        for n, p in enumerate(places)
    ]


ITALY_LAST = asked(None, ("United States", True), ("Italy", False))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("more from there or from france", "more from Italy or from france"),
        ("did i have more there than in portugal", "did i have more Italy than in portugal"),
        ("fewer in spain or there?", "fewer in spain or Italy?"),
        ("which had more, there or greece", "which had more, Italy or greece"),
        ("more wines from france than from there", "more wines from france than from Italy"),
    ],
)
def test_there_is_the_place_talked_about(text: str, said: str) -> None:
    assert there_said_by_name(text, ITALY_LAST) == said


@pytest.mark.parametrize(
    ("text", "history"),
    [
        ("lunches there or in porto", ITALY_LAST),  # no comparison: both places
        ("more from there or from france", asked(None)),  # no place talked about
        ("more from there or from france", asked(("Italy", False), ("United States", True))),  # a place left out last
        ("was there more wine or beer", ITALY_LAST),  # "there was", no option
    ],
)
def test_left_as_said(text: str, history: list[dict[str, Any]]) -> None:
    assert there_said_by_name(text, history) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_more_wines_from_there_or_from_france(harness: ParleyHarness) -> None:
    def wines(country: str) -> int:
        return sum(1 for i in ITEMS if i["type"] == "Wine" and (i.get("place") or {}).get("country") == country)

    *_, reply = await reply_texts(
        harness,
        "Which country do most of my wines come from?",
        "ok and apart from the states?",
        "how many wines from there",
        "more from there or from france",
    )
    assert f"{wines('Italy')} wines in Italy" in reply and f"{wines('France')} wines in France" in reply, reply


@pytest.mark.parametrize(
    "text",
    [
        "how many more there than in frnace",
        "more there or in france?",
        "did i have fewer in spain than there",
        "HOW MANY MORE THERE THAN IN FRANCE",
    ],
)
def test_there_is_the_place_just_named_the_most_frequent(text: str) -> None:
    said = there_said_by_name(text, asked(None, ("United States", True)), "Italy")
    assert said is not None and "Italy" in said and "there" not in said.lower(), said


def test_there_without_a_comparison_is_not_the_place_named_the_most() -> None:
    assert there_said_by_name("what did i drink there", asked(None), "Italy") is None


async def test_how_many_more_there_after_the_country_named_the_most(harness: ParleyHarness) -> None:
    wines = [i for i in ITEMS if i["type"] == "Wine"]
    italy = sum(1 for i in wines if i["place"]["countryCode"] == "IT")
    france = sum(1 for i in wines if i["place"]["countryCode"] == "FR")
    *_, reply = await reply_texts(
        harness, "wich country did i drink the most wine in", "not counting the us", "how many more there than in frnace"
    )
    assert f"{italy - france} more wines in Italy: {italy} wines in Italy and {france} wines in France" in reply, reply
