"""A yes/no about the latest or the earliest one ("was my last hike in Peru?", "was my first book rated 5?") is about
that one item: the latest hike is found first, then checked for what is claimed of it; never "Yes" because some
Peruvian hike exists."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _latest(kind: str) -> dict:  # type: ignore[type-arg]
    return max((i for i in ITEMS if i["type"] == kind), key=lambda i: i["itemDate"])


def _earliest(category: str) -> dict:  # type: ignore[type-arg]
    return min((i for i in ITEMS if i["category"] == category), key=lambda i: i["itemDate"])


@pytest.mark.parametrize(("kind", "noun"), [("Hike", "hike"), ("Run", "run"), ("Dinner", "dinner")])
async def test_the_latest_one_is_checked_for_the_country_claimed(harness: ParleyHarness, kind: str, noun: str) -> None:
    harness.clock.now = TODAY
    latest = _latest(kind)
    elsewhere = next(c for c in ("Peru", "Japan", "Norway") if c != latest["place"].get("country"))
    (reply,) = await harness.reply_texts(f"was my most recent {noun} in {elsewhere}?")
    assert reply.startswith("No") and latest["title"] in reply, reply
    (reply,) = await harness.reply_texts(f"was my last {noun} in {latest['place']['country']}?")
    assert reply.startswith("Yes") and latest["title"] in reply, reply


async def test_the_earliest_book_is_checked_for_its_rating(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    first = _earliest("Book")
    (reply,) = await harness.reply_texts("was my first book rated 5?")
    assert reply.startswith("Yes" if first["rating"] == 5 else "No") and first["title"] in reply, reply
