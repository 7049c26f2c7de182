"""A position in the previous answer said with a typo (“the secnd one”, “thrid one”, “the 2th one”) is that
position, the same item as said properly; a pick whose position cannot be read (“number”) is asked back,
never the first item taken for it; “first” as an adverb (“which one did I have first?”) is the earliest, not
the first one listed."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("the secnd one", "the second one"),
        ("seond one pls", "the second one"),
        ("the 2th one", "the second one"),
        ("the thrid one", "the third one"),
        ("fouth one", "the fourth one"),
    ],
)
async def test_a_misspelled_position_picks_that_item(harness: ParleyHarness, typed: str, meant: str) -> None:
    harness.clock.now = TODAY
    first, proper = await harness.reply_texts("hikes in 2023", "the first one"), await harness.reply_texts("hikes in 2023", meant)
    typo = await harness.reply_texts("hikes in 2023", typed)
    assert typo[-1] == proper[-1] != first[-1], (typo, proper)


@pytest.mark.parametrize("text", ["number", "item number"])
async def test_a_pick_without_its_position_is_asked_back(harness: ParleyHarness, text: str) -> None:
    harness.clock.now = TODAY
    listed, reply = await harness.reply_texts("hikes in 2023", text)
    assert listed.startswith("7 hikes"), listed
    assert "Which one of the 7" in reply and "Hike near" not in reply, reply


@pytest.mark.parametrize(("listed", "kind", "city", "asked"), [("dinners in Lisbon", "Dinner", "Lisbon", "which one did I have first?")])
async def test_first_said_as_an_adverb_is_the_earliest(harness: ParleyHarness, listed: str, kind: str, city: str, asked: str) -> None:
    harness.clock.now = TODAY
    those = sorted((i for i in ITEMS if i["type"] == kind and i["place"].get("city") == city), key=lambda i: i["itemDate"])
    _, reply = await harness.reply_texts(listed, asked)
    assert those[0]["title"] in reply and those[-1]["title"] not in reply, reply
