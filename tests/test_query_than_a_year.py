"""A comparison whose second year follows "than" without "in" ("more walks in 2020 than 2021"), asked or
claimed with a texted tag ("rite?"): the two years' counts, never only the second year's."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_more_times_than_a_year_with_a_texted_tag(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    walks = {y: len(matching(lambda i, y=y: i["type"] == "Walk" and i["itemDate"].year == y)) for y in (2020, 2021)}
    reply = str((await harness.say(conversation, "i walked more times in 2020 than 2021 rite?"))["text"])
    assert reply.startswith("Yes" if walks[2020] > walks[2021] else "No"), reply
    assert f"{walks[2020]} walks in 2020" in reply and f"{walks[2021]} walks in 2021" in reply, reply
