"""“How long were my hikes on average in 2023?” where a hike has a length and a time: asked back, “Average of what:
distance or duration?” (was: the distance, as if “long” could only be the length); the answer “the time, in minutes”
is the duration."""

from __future__ import annotations

from statistics import mean
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_how_long_names_the_length_and_the_time() -> None:
    reading, _ = read("how long were my walks on average")
    assert {"distance", "duration"} <= set(reading.shape.field_words)


async def test_how_long_on_average_is_asked_back_then_the_time(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2023]
    minutes = mean(i["fields"]["duration"] for i in hikes)
    reply: dict[str, Any] = await harness.say(conversation, "how long were my hikes on average in 2023?")
    assert "distance" in reply["text"] and "duration" in reply["text"] and reply["text"].endswith("?"), reply["text"]
    reply = await harness.say(conversation, "the time please, in minutes")
    assert f"{minutes:.0f}" in reply["text"] and "duration" in reply["text"], reply["text"]
