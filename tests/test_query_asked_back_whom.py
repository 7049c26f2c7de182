"""“how many of them were with mary” with nothing talked about is asked back (“Which ones do you mean by
“them”?”, was: every item with Mary counted), and the kind said next (“the hikes”) answers the question kept,
among those; “Mary, I mean. Runs with Mary.” after “Who do you mean by “her”?” answers the question kept,
about the kind said with the name (was: about every item with Mary)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def with_mary(kind: str) -> list[dict[str, Any]]:
    return matching(lambda i: i["type"] == kind and "Mary" in i["who"])


@pytest.mark.parametrize("asking", ["how many of them were with mary", "Which of those were with Mary?"])
async def test_them_with_nothing_talked_about_is_asked_back_then_told_by_the_kind(harness: ParleyHarness, asking: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    asked = await harness.say(conversation, asking)
    assert asked["text"].startswith("Which ones do you mean by “"), asked["text"]
    hikes = matching(lambda i: i["type"] == "Hike")
    reply = await harness.say(conversation, "the hikes")
    assert f"{len(with_mary('Hike'))} hikes with Mary among the {len(hikes)} items before" in reply["text"], reply["text"]
    later = await harness.say(conversation, "and how many of those were in 2016")
    in_2016 = [h for h in with_mary("Hike") if h["itemDate"].year == 2016]
    assert f"{len(in_2016)} hikes in 2016 with Mary" in later["text"], later["text"]


async def test_the_kind_said_with_the_name_after_who_do_you_mean_narrows_the_question_kept(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    asked = await harness.say(conversation, "How many did I do with her?")
    assert asked["text"].startswith("Who do you mean by “her”?"), asked["text"]
    reply = await harness.say(conversation, "Mary, I mean. Runs with Mary.")
    assert f"{len(with_mary('Run'))} runs with Mary" in reply["text"], reply["text"]
