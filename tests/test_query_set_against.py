"""“And Spain against Portugal?”, “hikes in Italy in comparison to France”: two options set against each other by
“against” or “in comparison to”, like “vs” (was: “against” not understood, the comparison before answered again)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "text", ["wines from spain against portugal", "hikes in Italy in comparison to France", "walks against runs in 2023"]
)
def test_against_sets_two_options_against_each_other(text: str) -> None:
    reading, _ = read(text)
    assert reading.shape.contrast and not reading.unknown_words


async def test_a_follow_on_against_compares_the_two_places_over_the_kind_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = [i for i in ITEMS if i["type"] == "Wine"]
    spain, portugal = (len([i for i in wines if i["place"]["country"] == c]) for c in ("Spain", "Portugal"))
    assert spain != portugal
    await harness.say(conversation, "did i have more wines from italy or from france?")
    reply = await harness.say(conversation, "and spain against portugal?")
    text = reply["text"]
    assert "Spain" in text and "Portugal" in text and str(spain) in text and str(portugal) in text and "Italy" not in text, text
