"""“top marks” / “a perfect score” is the highest rating; a plan said after the question (“I might book one”) is an
aside; “regardless of the rating” and “for the same period” after the ones rated 5: the question before, its time
kept and its rating freed."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, cuisine: str, since: int, rating: int | None = None) -> int:
    return sum(
        1
        for i in ITEMS
        if i["type"] == kind
        and (i.get("fields") or {}).get("cuisine") == cuisine
        and i["itemDate"].replace(tzinfo=None) >= datetime(since, 1, 1)
        and (rating is None or i.get("rating") == rating)
    )


async def test_top_marks_is_the_highest_rating_and_a_plan_after_is_an_aside(harness: ParleyHarness) -> None:
    best = _count("Lunch", "italian", 2021, 5)
    *_, reply = await reply_texts(harness, "italian lunches since 2021", "which ones got top marks? I'll book one of them.")
    assert f"{best} " in reply and "rated 5" in reply and "didn't understand" not in reply, reply


async def test_regardless_of_the_rating_frees_it_and_keeps_the_time(harness: ParleyHarness) -> None:
    french = _count("Lunch", "french", 2021)
    *_, reply = await reply_texts(
        harness,
        "italian lunches since 2021",
        "which of them had a perfect score?",
        "and french lunches for the same period, regardless of how I rated them",
    )
    assert f"{french} french lunches" in reply.lower() and "rated" not in reply and "didn't understand" not in reply, reply
