"""“France or Greece?” right after “more walks in Japan or Italy?”: the same comparison of the two places said
(was: the walks in France or Greece together, no counts compared); the same for two years after a comparison
of years; a turn naming two places after a comparison of kinds is not read so."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_type(kind: str, keep: Any) -> int:
    return sum(1 for i in ITEMS if i["category"] == "Activity" and i["type"] == kind and keep(i))


async def _after(harness: ParleyHarness, first: str, then: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, then)
    return str(reply["text"])


async def test_two_other_places_are_compared_as_the_two_before(harness: ParleyHarness) -> None:
    spain = of_type("Run", lambda i: i["place"]["country"] == "Spain")
    france = of_type("Run", lambda i: i["place"]["country"] == "France")
    text = await _after(harness, "did I run more in the United States or in Canada?", "what about Spain or France?")
    assert f"{spain} runs in Spain" in text and f"{france} runs in France" in text, text


async def test_two_other_years_are_compared_as_the_two_before(harness: ParleyHarness) -> None:
    years = {y: of_type("Hike", lambda i, y=y: i["itemDate"].year == y) for y in (2021, 2022)}
    text = await _after(harness, "more hikes in 2023 or 2024?", "2021 or 2022?")
    assert f"{years[2021]} hikes in 2021" in text and f"{years[2022]} hikes in 2022" in text, text
