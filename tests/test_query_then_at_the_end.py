"""“what was the 2020 total then” after “I cycled more km in 2019 than in 2020, right?”: the question before carries
on, its kind (bike rides) and field (distance) kept, in the year said (was: the total of every activity in 2020);
“what did I eat then?” names its own kind and starts afresh."""

from __future__ import annotations

import pytest

from parley.core.query.request import follows_on

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(("text", "follows"), [("the average then?", True), ("what about 2021", True), ("what did I eat then?", False)])
def test_then_at_the_end_carries_on_a_question_that_names_no_kind(text: str, follows: bool) -> None:
    reading, _ = read(text)
    assert follows_on(reading) == follows


async def test_the_years_total_then_keeps_the_kind_and_the_field(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    km = {y: sum(i["fields"]["distance"] for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == y) for y in (2022, 2023)}
    await harness.say(conversation, "did I hike further in 2022 or in 2023?")
    reply = await harness.say(conversation, "so what was the 2022 total then?")
    assert f"{km[2022]:.1f} km" in reply["text"] and "hike" in reply["text"], reply["text"]
