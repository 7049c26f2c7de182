"""A count just given set against another group's: “is that more than in 2024?” after the hikes of 2025 counted
is yes or no with both counts; “vs walks” after the runs of 2024 counted says both counts and which is more
(was: “More of what?”)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(kind: str, year: int) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and i["itemDate"].year == year)


async def test_a_count_just_given_is_checked_against_another_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    now, before = count("Hike", 2025), count("Hike", 2024)
    assert now != before
    await harness.say(conversation, "how many hikes did i do in 2025")
    reply = await harness.say(conversation, "was that more than in 2024?")
    text = reply["text"]
    assert text.lower().startswith("yes" if now > before else "no"), text
    assert str(now) in text and str(before) in text, text


async def test_versus_after_a_count_sets_the_other_kind_against_it_in_the_same_time(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    runs, walks = count("Run", 2024), count("Walk", 2024)
    await harness.say(conversation, "how many runs in 2024?")
    reply = await harness.say(conversation, "versus walks?")
    text = reply["text"]
    assert f"{runs} run" in text and f"{walks} walk" in text, text
