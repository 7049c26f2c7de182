"""“From all the Greek hikes, which one had the most climbing?” asks of every one of that kind (the narrowing said the
turns before dropped), not “of all of them” (the ones talked about); “first time?” said alone after “When did I last
eat oysters?” is the earliest of them by date."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.all_again import from_all_of_a_kind

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, result_ids


@pytest.mark.parametrize(
    "text",
    [
        "From all the Greek hikes, which one had the most climbin?",
        "of all my trips which was the longest",
        "out of all the wines i had, which did i like most",
        "among all museums, the best one?",
    ],
)
def test_from_all_of_a_kind(text: str) -> None:
    assert from_all_of_a_kind(text)


@pytest.mark.parametrize(
    "text",
    [
        "of all of them, which was the longest",
        "from all those, the best one?",
        "out of all the ones with mary",
        "all the greek hikes",  # no "from": a list asked
        "the best of all time",
        "all my trips",
    ],
)
def test_not_from_all_of_a_kind(text: str) -> None:
    assert not from_all_of_a_kind(text)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _last(harness: ParleyHarness, *texts: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return reply


async def test_from_all_the_kind_drops_the_narrowing_before(harness: ParleyHarness) -> None:
    reply = await _last(
        harness,
        "How many hikes I did in Greece?",
        "Which of them were not with Elena?",
        "From all the Greek hikes, which one had the most climbing?",
    )
    hikes = [i for i in ITEMS if i.get("type") == "Hike" and i["place"].get("countryCode") == "GR"]
    highest = max(hikes, key=lambda i: i["fields"].get("elevation") or 0)
    assert result_ids(reply) == [highest["_id"]]


@pytest.mark.parametrize("text", ["first time?", "and first time ever?"])
async def test_first_time_alone_is_the_earliest_of_the_same(harness: ParleyHarness, text: str) -> None:
    reply = await _last(harness, "When did I last eat oysters?", text)
    oysters = sorted((i for i in ITEMS if i["fields"].get("dish") == "oysters"), key=lambda i: i["itemDate"])
    assert result_ids(reply) == [oysters[0]["_id"]]
