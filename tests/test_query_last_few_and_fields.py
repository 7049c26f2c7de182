"""The last or first few of a kind and rankings by a field one category has, over the sample, through the whole
assistant: "my last four walks" is a pick of the 4 most recent (not all walks), "the first two hikes in 2025" the
earliest of that year, while "in the last 3 months" stays a period; "what vintage is the highest" names the
drinks by their field, also after a question about books (the assumption said); "took the shortest" is a
ranking by the field measured in time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS, Item, result_id_set, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def newest_first(predicate: Callable[[Item], bool]) -> list[str]:
    return [i["_id"] for i in sorted((i for i in ITEMS if predicate(i)), key=lambda i: i["itemDate"], reverse=True)]


def of_type(kind: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == kind


def request_of(reply: dict[str, Any]) -> dict[str, Any]:
    request: dict[str, Any] = reply["channelData"]["interpretation"].get("request") or {}
    return request


@pytest.mark.parametrize(
    ("text", "kind", "count"),
    [("show my last four walks", "Walk", 4), ("the latest 2 museums I went to", None, 2), ("list our last 3 bike rides", "Bike ride", 3)],
)
async def test_the_last_few_of_a_kind_are_the_most_recent_newest_first(
    harness: ParleyHarness, text: str, kind: str | None, count: int
) -> None:
    reply = await last_reply(harness, text)
    wanted = newest_first(of_type(kind) if kind else lambda i: i["category"] == "Museum")[:count]
    assert len(wanted) == count and result_ids(reply) == wanted
    assert "understand" not in reply["text"]


async def test_the_first_few_of_a_year_are_its_earliest(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "my first two hikes in 2025")
    hikes = newest_first(lambda i: of_type("Hike")(i) and i["itemDate"].year == 2025)
    assert len(hikes) > 2 and result_id_set(reply) == set(hikes[-2:])


@pytest.mark.parametrize("text", ["walks over the last 3 months", "how many runs in the past two weeks"])
async def test_last_with_a_count_of_a_time_stays_a_period(harness: ParleyHarness, text: str) -> None:
    request = request_of(await last_reply(harness, text))
    assert request.get("dates") is not None and request.get("superlative") is None


def _vintages() -> dict[str, int]:
    return {i["_id"]: i["fields"]["vintage"] for i in ITEMS if "vintage" in (i.get("fields") or {})}


async def test_a_field_said_before_its_extreme_names_its_only_category(harness: ParleyHarness) -> None:
    vintages = _vintages()
    reply = await last_reply(harness, "what vintage is the highest?")
    found = result_ids(reply)
    assert len(found) == 1 and vintages[found[0]] == max(vintages.values())


async def test_a_field_of_another_category_after_books_goes_there_and_says_so(harness: ParleyHarness) -> None:
    vintages = _vintages()
    reply = await last_reply(harness, "how many books did I read in 2024?", "which vintage is the lowest")
    found = result_ids(reply)
    assert len(found) == 1 and vintages[found[0]] == min(vintages.values())
    assert "drinks" in reply["text"] and request_of(reply).get("category") == "Drink"


async def test_took_the_shortest_ranks_by_the_field_measured_in_time(harness: ParleyHarness) -> None:
    walks = {i["_id"]: i["fields"]["duration"] for i in ITEMS if of_type("Walk")(i) and "duration" in i["fields"]}
    reply = await last_reply(harness, "which walk took me the shortest?")
    found = result_ids(reply)
    assert len(found) == 1 and walks[found[0]] == min(walks.values())
