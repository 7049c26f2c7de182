""" "Aww. And which of those meals did I rate the highest?" right after a yes/no over those meals: "aww" is a reaction, as
"oh" and "wow" are, and the question is the pick of the best rated among them (was: "No, 1 of the 6", the yes/no
asked again)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import every, matching, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("reaction", ["Aww.", "Awww!", "aw."])
async def test_a_pick_after_aww(harness: ParleyHarness, reaction: str) -> None:
    meals = matching(
        every(lambda i: i.get("category") == "Food", with_("Mary"), lambda i: (i.get("place") or {}).get("city") == "Copenhagen")
    )
    best = max(meals, key=lambda i: i.get("rating") or 0)
    assert sum(m.get("rating") == best.get("rating") for m in meals) == 1
    *_, reply = await reply_texts(
        harness, "was mary with me at every meal in copenhagen?", f"{reaction} And which of those meals did I rate the highest?"
    )
    assert reply.startswith("The best rated meal") and best["title"] in reply and "aw" not in reply.lower(), reply
