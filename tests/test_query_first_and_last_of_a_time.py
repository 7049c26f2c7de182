"""“first trip of 2026?”, “the last one this year”: first or last of a time said right after is the earliest or the
latest item of that time by date, not a position in the previous answer; what follows asks about that item."""

from __future__ import annotations

from datetime import UTC
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def in_year(kind: str, year: int) -> list[dict[str, Any]]:
    return sorted(
        (i for i in ITEMS if i["type"] == kind and i["itemDate"].replace(tzinfo=UTC).year == year),
        key=lambda i: i["itemDate"],
    )


@pytest.mark.parametrize(
    ("wording", "highest"),
    [("the first hike in 2025", False), ("my last museum of 2024?", True), ("and the latest one last year", True)],
)
def test_first_or_last_before_a_time_is_by_date(wording: str, highest: bool) -> None:
    reading, _ = read(wording)
    assert not reading.selections
    assert [(s.field, s.highest) for s in reading.superlatives] == [("itemDate", highest)]


@pytest.mark.parametrize("wording", ["the first one", "the last one", "hikes in the first half of 2026", "the last week of march"])
def test_first_or_last_without_a_time_of_their_own_is_no_pick_by_date(wording: str) -> None:
    reading, _ = read(wording)
    assert not reading.superlatives


async def test_first_hike_of_a_year_then_the_last_one(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    hikes = in_year("Hike", 2025)
    assert len(hikes) > 2
    reply = await harness.say(conversation, "first hike of 2025?")
    assert ids(reply) == {hikes[0]["_id"]}, reply["text"]
    reply = await harness.say(conversation, "and the last one in 2025")
    assert ids(reply) == {hikes[-1]["_id"]}, reply["text"]


@pytest.mark.parametrize("wording", ["first museum i went to this year", "so first wine we had in 2025", "first ski day i logged"])
def test_first_opening_the_message_before_what_i_did_is_by_date(wording: str) -> None:
    reading, _ = read(wording)
    assert [(s.field, s.highest) for s in reading.superlatives] == [("itemDate", False)], reading.superlatives


@pytest.mark.parametrize("wording", ["first, show me museums i went to", "first of all the museums i went to", "first time in paris?"])
def test_first_not_naming_a_thing_done_is_no_pick_by_date(wording: str) -> None:
    reading, _ = read(wording)
    assert not [s for s in reading.superlatives if s.field == "itemDate" and not s.highest], reading.superlatives
