""" "Intresting. What if we only count the meals?" right after "more stuff in Spain or in Portugal?": the same
comparison of that kind alone; "what if I just count museums", "ok, counting only the drinks?", "and if we only look at
the wines" likewise. Not so: the same words after a question that compared nothing (a count of that kind there)."""

from __future__ import annotations

import pytest

from parley.core.query.comparisons_kept import COUNTING_ONLY

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.mark.parametrize(
    "text",
    [
        "Interesting. What if we only count the meals?",
        "what if i just count museums",
        "ok, counting only the drinks?",
        "and if we only look at the wines",
        "so what if you only include dinners",
    ],
)
def test_counting_only_said(text: str) -> None:
    assert COUNTING_ONLY.search(text), text


@pytest.mark.parametrize("text", ["only count on me", "what if it rained", "how many did we count"])
def test_no_counting_only(text: str) -> None:
    assert not COUNTING_ONLY.search(text), text


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _in(country: str, category: str) -> int:
    return sum(1 for i in ITEMS if i["category"] == category and (i.get("place") or {}).get("country") == country)


@pytest.mark.parametrize(
    ("follow_up", "category", "noun"),
    [
        ("Intresting. What if we only count the meals?", "Food", "meals"),
        ("what if i just count museums", "Museum", "museums"),
        ("ok, counting only the drinks?", "Drink", "drinks"),
    ],
)
async def test_the_comparison_again_of_that_kind(harness: ParleyHarness, follow_up: str, category: str, noun: str) -> None:
    *_, reply = await reply_texts(harness, "have I logged more stuff in Spain or in Portugal?", follow_up)
    spain, portugal = _in("Spain", category), _in("Portugal", category)
    assert f"{spain} {noun} in Spain" in reply and f"{portugal} {noun} in Portugal" in reply and "“if”" not in reply, reply


async def test_after_no_comparison_a_count_of_that_kind(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many meals in 2020", "what if we only count the dinners?")
    assert "Portugal" not in reply and " or " not in reply, reply
