"""“walk, hike or run the most?”, “which did I do the most: walks, hikes or runs?”: the options listed with “or” and
“the most” are counted side by side, the largest named (was: the three kinds listed together, “most” not understood)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("text", ["runs, hikes or rides, which did I do most?", "what did I do the most: walks, skiing or hikes?"])
def test_options_listed_with_the_most_are_a_comparison(text: str) -> None:
    reading, _ = read(text)
    assert reading.shape.contrast and len(reading.topics) == 3


@pytest.mark.parametrize("text", ["the most expensive wine from France or Italy", "what did I do most in Paris or Lyon"])
def test_the_most_of_something_else_is_no_listed_comparison(text: str) -> None:
    reading, _ = read(text)
    assert not reading.shape.contrast


async def test_three_kinds_the_most_in_a_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    counts = {kind: len([i for i in ITEMS if i["type"] == kind and i["itemDate"].year == 2024]) for kind in ("Walk", "Run", "Hike")}
    assert len(set(counts.values())) == 3
    reply = await harness.say(conversation, "in 2024, walks, runs or hikes the most?")
    text = reply["text"]
    assert all(f"{n} {kind.lower()}" in text for kind, n in counts.items()), text
    assert text.startswith("More walks"), text
