"""A month said right before a year is that month of that year: “what did I do in September of last year” is
September 2025, not all of 2025 beside the last September."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def between(start: datetime, end: datetime, kind: str | None = None) -> list[dict[str, Any]]:
    return [i for i in ITEMS if (kind is None or i["type"] == kind) and start <= i["itemDate"].replace(tzinfo=UTC) < end]


@pytest.mark.parametrize(
    ("wording", "label"),
    [
        ("hikes in march of last year", "in March 2025"),
        ("what did I drink in October last year", "in October 2025"),
        ("my runs from june of this year", "in June 2026"),
        ("wines in May 2025", "in May 2025"),
    ],
)
def test_a_month_before_a_year_is_one_month(wording: str, label: str) -> None:
    reading, request = read(wording)
    assert [d.label for d in reading.dates] == [label]
    assert request.dates is not None and request.dates.label == label


async def test_everything_of_a_month_of_last_year_lists_that_month(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what was i up to during march of last year, list everything")
    march = between(datetime(2025, 3, 1, tzinfo=UTC), datetime(2025, 4, 1, tzinfo=UTC))
    assert march and ids(reply) == {i["_id"] for i in march}, reply["text"]
    reply = await harness.say(conversation, "how many of those were hikes")
    hikes = [i for i in march if i["type"] == "Hike"]
    assert hikes and str(len(hikes)) in reply["text"]
