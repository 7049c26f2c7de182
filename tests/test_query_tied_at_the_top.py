"""“From these, which one is the most long?” after the best rated book of 2025 with 6 tied at the top ("6 books share
the top rating of 5; this is the most recent of them") is the longest of those 6, not of the one shown; "who wrote it?"
is then of that one. Without "these" (“which one is the longest?”), or a turn later, the tie is not read."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.ordering import Superlative
from parley.core.query.request import Reading
from parley.core.query.tied_at_the_top import keep_tied, the_tied_ones

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked

LONGEST = (Superlative("@long", True, "the longest"),)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_these_are_the_tied_ones_the_turn_after() -> None:
    memory: dict[str, Any] = {}
    keep_tied(memory, ["a", "b", "c"], 4)
    these = Reading(text="From these, which one is the most long?", superlatives=LONGEST)
    assert the_tied_ones(these, memory, 5, ("a",)) == ("a", "b", "c")
    assert the_tied_ones(these, memory, 6, ("a",)) is None  # a turn later
    assert the_tied_ones(these, memory, 5, ("z",)) is None  # another answer
    assert the_tied_ones(Reading(text="which one is the longest?", superlatives=LONGEST), memory, 5, ("a",)) is None
    assert the_tied_ones(Reading(text="who wrote these?"), memory, 5, ("a",)) is None  # no pick
    keep_tied(memory, ["a"], 5)
    assert the_tied_ones(these, memory, 6, ("a",)) is None  # no tie kept


async def test_the_longest_of_the_best_books_tied(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    best = await harness.say(conversation, "the best rated book of last year")
    top = [i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == TODAY.year - 1 and i.get("rating") == 5]
    assert len(top) > 1 and f"{len(top)} books share" in best["text"], best["text"]
    reply = await harness.say(conversation, "From these, which one is the most long?")
    longest = max(i["fields"]["pages"] for i in top)
    assert len(picked(reply)) == 1 and picked(reply)[0] in {i["_id"] for i in top if i["fields"]["pages"] == longest}, reply["text"]
