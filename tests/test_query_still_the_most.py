"""“And without Mary, it is still Japan?” right after the country walked in most: the most frequent value
asked again with what the turn adds, answered yes or no against the value claimed (was: the value read as a
place filter, “the country … in Japan is Japan (70 of 70 items)”, and “still” not understood)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _after(harness: ParleyHarness, first: str, then: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, then)
    return str(reply["text"])


async def test_still_the_same_value_is_yes(harness: ParleyHarness) -> None:
    # ski days: the United States most often; with Mary too (22 of 28)
    text = await _after(harness, "in which country did I ski the most?", "and with Mary, is it still the United States?")
    assert text.startswith("Yes") and "United States" in text and "28" in text, text


async def test_still_another_value_is_no_with_the_one_it_is(harness: ParleyHarness) -> None:
    # ski days with Anna: Canada most often (4 of 5)
    text = await _after(harness, "in which country did I ski the most?", "with Anna, still United States?")
    assert text.startswith("No") and "Canada" in text, text
