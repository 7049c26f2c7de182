"""A terse user's rankings and distinct counts: a year said alone after the top few ("Top 5 wines, 2021." then
"2022?") keeps the top few; "top 3?" with nothing named asks the best rated of what, and the kind said next is
ranked; "which was best" is the best rated of the answer before; "how many diff places?" and "distinct citys"
count the distinct cities."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply, reply_texts
from .sample_items import Item, by_id, matching, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_type(kind: str, year: int) -> Callable[[Item], bool]:
    return lambda i: i["type"] == kind and i["itemDate"].year == year


def of_category(name: str, year: int | None = None) -> Callable[[Item], bool]:
    return lambda i: i["category"] == name and (year is None or i["itemDate"].year == year)


def assert_top(reply: dict[str, Any], among: list[Item], count: int) -> None:
    """The reply's items are `count` of `among`, none rated below the count-th best rating."""
    found = result_ids(reply)
    floor = sorted((i["rating"] for i in among), reverse=True)[count - 1]
    assert len(found) == count, reply["text"]
    assert all(by_id(f) in among and by_id(f)["rating"] >= floor for f in found), reply["text"]


@pytest.mark.parametrize(
    ("first", "then", "kind", "year", "count"),
    [("Top 5 wines, 2021.", "2022?", "Wine", 2022, 5), ("top 3 hikes in 2023", "2024", "Hike", 2024, 3)],
)
async def test_a_year_alone_after_the_top_few_keeps_the_few(
    harness: ParleyHarness, first: str, then: str, kind: str, year: int, count: int
) -> None:
    reply = await last_reply(harness, first, then)
    assert_top(reply, matching(of_type(kind, year)), count)


@pytest.mark.parametrize(
    ("asked", "named", "among", "count"),
    [("top 3?", "boosk from 2025", of_category("Book", 2025), 3), ("best 4", "wines in 2019", of_type("Wine", 2019), 4)],
)
async def test_the_top_few_of_nothing_named_asks_of_what(
    harness: ParleyHarness, asked: str, named: str, among: Callable[[Item], bool], count: int
) -> None:
    question, *_ = await reply_texts(harness, asked)
    assert question.endswith("?") and "of what" in question, question
    reply = await last_reply(harness, asked, named)
    assert_top(reply, matching(among), count)


@pytest.mark.parametrize("best", ["which was best", "which one is best of them?"])
async def test_which_was_best_is_the_best_rated(harness: ParleyHarness, best: str) -> None:
    hikes = matching(of_type("Hike", 2024))
    reply = await last_reply(harness, "hikes in 2024", best)
    found = result_ids(reply)
    assert len(found) == 1 and by_id(found[0])["rating"] == max(i["rating"] for i in hikes), reply["text"]
    assert by_id(found[0]) in hikes, reply["text"]


@pytest.mark.parametrize(
    ("texts", "among"),
    [
        (("How many ski days 2021?", "How many diff places?"), of_type("Ski", 2021)),
        (("number of distinct citys for musems",), of_category("Museum")),
    ],
)
async def test_distinct_places_are_the_cities(harness: ParleyHarness, texts: tuple[str, ...], among: Callable[[Item], bool]) -> None:
    cities = {i["place"]["city"] for i in matching(among)}
    reply = await last_reply(harness, *texts)
    assert f"{len(cities)} different cities" in reply["text"], reply["text"]
    assert count_of(reply) == len(matching(among)), reply["text"]
