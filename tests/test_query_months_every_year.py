"""A bare month said with "over all the years", "in every year" or "ever" is that month in every year: “over the
years, did I hike more in May than in October?” sets every May against every October, never this year's
May and October alone (which may hold none, answered “the same: 0 and 0”)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_month(kind: str, month: int) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == kind and i["itemDate"].month == month]


@pytest.mark.parametrize(
    "wording",
    ["in all years, more hikes in May or in October?", "did I ever hike in may", "how many hikes in october, over all the years"],
)
def test_a_bare_month_with_every_year_said_is_that_month_in_every_year(wording: str) -> None:
    reading, _ = read(wording)
    assert reading.dates and all(d.label.endswith("(every year)") for d in reading.dates)
    assert not {"years", "ever", "all"} & set(reading.unknown_words)


def test_a_month_with_its_year_stays_that_year_whatever_else_is_said() -> None:
    reading, _ = read("over the years, hikes in May 2024")
    assert [d.label for d in reading.dates] == ["in May 2024"]


async def test_months_compared_over_all_the_years_count_every_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    may, october = len(of_month("Hike", 5)), len(of_month("Hike", 10))
    assert may != october
    reply = await harness.say(conversation, "over all the years, i hiked more in october than in may, right?")
    text = reply["text"]
    assert text.lower().startswith("yes" if october > may else "no"), text
    assert str(may) in text and str(october) in text, text
    reply = await harness.say(conversation, "show me only the may ones")
    assert ids(reply) == {i["_id"] for i in of_month("Hike", 5)}, reply["text"]


async def test_a_month_of_the_ones_talked_about_keeps_their_year_or_every_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my hikes in 2024")
    reply = await harness.say(conversation, "just the may ones")
    may_2024 = {i["_id"] for i in of_month("Hike", 5) if i["itemDate"].year == 2024}
    assert ids(reply) == may_2024, reply["text"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in october, over all the years")
    reply = await harness.say(conversation, "and in may?")
    assert ids(reply) == {i["_id"] for i in of_month("Hike", 5)}, reply["text"]
