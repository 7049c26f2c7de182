"""“only the ones rated 1 or 5”: either rating, two values that are not next to each other (was: rated 1 only, the 5
dropped without a word); “not rated 1 or 5” is neither. Two values next to each other stay a range (“rated 3 or 4”,
“rated 4 or 5”: 4 and up), and “did i rate any wine 1 or 5” no longer fails to be read."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


@pytest.mark.parametrize(
    ("text", "op"), [("dinners rated 1 or 5", "=="), ("wines with a rating of 2 or 4", "=="), ("wines not rated 1 or 5", "!=")]
)
def test_either_of_two_ratings(text: str, op: str) -> None:
    comparisons = read(text)[1].comparisons
    assert len(comparisons) == 1 and comparisons[0].op == op and comparisons[0].or_value is not None, comparisons


@pytest.mark.parametrize("text", ["wines rated 4 or 5", "wines rated 3 or 4", "wines rated 1", "wines rated 1 or 7"])
def test_no_either_for_a_range_or_one_value(text: str) -> None:
    assert all(c.or_value is None for c in read(text)[1].comparisons)


def test_a_score_given_of_two_values_is_read() -> None:
    comparisons = read("did i rate any wine 1 or 5")[1].comparisons
    assert [(c.value, c.or_value) for c in comparisons] == [(1.0, 5.0)]


async def test_rated_2_or_4(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many wines rated 2 or 4")
    assert count(reply) == len([i for i in ITEMS if i["type"] == "Wine" and i.get("rating") in (2, 4)]), reply["text"]


async def test_not_rated_1_or_5(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "wines not rated 1 or 5 in 2024")
    wines = [i for i in ITEMS if i["type"] == "Wine" and i["itemDate"].year == 2024 and i.get("rating") not in (1, 5)]
    assert count(reply) == len(wines), reply["text"]
