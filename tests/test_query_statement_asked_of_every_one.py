"""The user's own doing said in a statement's word order over every one of a set, asked by its question mark alone ("I
gave to every one of them 3 stars or more?", as learners ask), is a yes/no of whether it holds of each (was: the 9 of
10 listed, "every" not understood)."""

from __future__ import annotations

import pytest

from parley.core.query.statement_asked import statement_asked_of_every_one

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import every, matching, with_


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("I gave to every one of them 3 stars or more?", True),
        ("we went to all of those with Mary?", True),
        ("I rated each of the museums 4 or more?", True),
        ("I gave every one of them 3 stars or more.", False),  # told, not asked
        ("I gave which of them 5 stars?", False),  # a question of its own
        ("I went to Rome in 2019?", False),  # nothing claimed of every one
    ],
)
def test_a_statement_asked_of_every_one(text: str, asked: bool) -> None:
    assert statement_asked_of_every_one(text) is asked


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_every_one_of_them_asked_as_a_statement(harness: ParleyHarness) -> None:
    meals = matching(every(lambda i: i.get("category") == "Food", with_("Kenji"), lambda i: (i.get("place") or {}).get("city") == "Tokyo"))
    good = [m for m in meals if (m.get("rating") or 0) >= 3]
    assert 0 < len(good) < len(meals)
    *_, reply = await reply_texts(harness, "What we ate in Tokyo together with Kenji?", "I gave to every one of them 3 stars or more?")
    assert reply.startswith(f"No, {len(good)} of the {len(meals)}"), reply
