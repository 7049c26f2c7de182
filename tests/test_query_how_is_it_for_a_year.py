"""“and for this year how is it?” after an average: the same aggregate of the same kind for the new year — “how is
it” asks what the value is, not whether something holds."""

from __future__ import annotations

from datetime import UTC

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("wording", ["and for this year how is it?", "how was it in 2024?", "and last year, how is it"])
def test_how_is_it_is_no_yes_no_question(wording: str) -> None:
    reading, _ = read(wording)
    assert not reading.shape.verify


async def test_an_average_asked_again_for_another_year_keeps_its_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "average distance of my runs last year")
    reply = await harness.say(conversation, "and how was it in 2024?")
    runs = [i["fields"]["distance"] for i in ITEMS if i["type"] == "Run" and i["itemDate"].replace(tzinfo=UTC).year == 2024]
    assert runs and f"{round(sum(runs) / len(runs), 1):g} km" in reply["text"] and f"{len(runs)} runs" in reply["text"], reply["text"]
