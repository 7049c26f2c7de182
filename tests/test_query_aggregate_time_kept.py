"""An aggregate asked again of another kind keeps the time it was asked over: "what was my average rating for
museums last year?", then "and for meals" is the meals of last year (see core/query/aggregate_time_kept.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(test: Callable[[Item], bool]) -> list[Item]:
    return [i for i in ITEMS if test(i)]


def _in(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


def _mean_rating(items: list[Item]) -> str:
    mean = f"{sum(i['rating'] for i in items) / len(items):.1f}".removesuffix(".0")
    return f"{mean} over {len(items)} "


@pytest.mark.parametrize(
    ("first", "again", "category", "year"),
    [
        ("what was my average rating for museums last year?", "and for meals", "Food", 2025),
        ("average rating of museums in 2024", "and for meals?", "Food", 2024),
        ("my average book rating in 2023", "what about wines", "Wine", 2023),
        ("avg rating for wines in 2022", "and for books", "Book", 2022),
        ("average rating of my hikes in 2021", "same for museums", "Museum", 2021),
    ],
)
async def test_the_aggregate_asked_again_keeps_its_time(harness: ParleyHarness, first: str, again: str, category: str, year: int) -> None:
    items = _of(lambda i: category in (i["category"], i["type"]) and _in(year)(i))
    *_, reply = await reply_texts(harness, first, again)
    assert _mean_rating(items) in reply and str(year) in reply, reply


async def test_a_time_said_again_is_the_one_said(harness: ParleyHarness) -> None:
    items = _of(lambda i: i["category"] == "Food" and _in(2020)(i))
    *_, reply = await reply_texts(harness, "average rating of museums in 2024", "and for meals in 2020")
    assert _mean_rating(items) in reply and "2024" not in reply, reply


async def test_a_question_of_its_own_keeps_no_time(harness: ParleyHarness) -> None:
    items = _of(lambda i: i["category"] == "Food")
    *_, reply = await reply_texts(harness, "average rating of museums in 2024", "what is the average rating of my meals")
    assert _mean_rating(items) in reply, reply
