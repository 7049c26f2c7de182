""" "all dinners with them" right after "who was with me there?" answered "with James, Tom and Sofia": every dinner
with the three of them (was: "them" read as the dinners before, the people dropped)."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.company_told import with_the_company_told

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


KEPT = {"names": ["James", "Tom", "Sofia"], "turn": 4}


@pytest.mark.parametrize(
    ("said", "fresh"),
    [
        ("all dinners with them", True),
        ("show me all the lunches with all of them", True),
        ("any meals w/ them", False),
        ("and every trip with them all?", True),
        ("how many dinners with those people", False),
    ],
)
def test_them_are_the_people_told(said: str, fresh: bool) -> None:
    told = with_the_company_told(said, KEPT, 5)
    assert told is not None and "James, Tom and Sofia" in told[0] and told[1] == fresh


@pytest.mark.parametrize(
    ("said", "kept", "turn"),
    [
        ("all dinners with them", KEPT, 6),  # not the turn right after
        ("all dinners with both of them", KEPT, 5),  # two, but three were told
        ("all of them", KEPT, 5),  # no "with them"
        ("all dinners with them", None, 5),
    ],
)
def test_not_the_people_told(said: str, kept: Any, turn: int) -> None:
    assert with_the_company_told(said, kept, turn) is None


async def test_all_dinners_with_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in barcelnoa")
    await harness.say(conversation, "best rated one")
    told = await harness.say(conversation, "who was with me there")
    names = [n for n in ("James", "Tom", "Sofia", "Mary", "Ben", "Anna", "Chloé") if n in told["text"]]
    reply = await harness.say(conversation, "all dinners with them")
    expected = [i for i in ITEMS if i["type"] == "Dinner" and all(n in i["who"] for n in names)]
    assert count(reply) == len(expected), (reply["text"], names)
