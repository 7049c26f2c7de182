"""“wait no, i meant 2025” after the runs in October 2026: the year of that question replaced, its month kept
(October 2025, was: every run of 2025). A whole year asked before is replaced whole; a year said without taking
the question back ("and 2025?") is no correction."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.year_corrected import the_year_corrected

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def span(start: tuple[int, int], end: tuple[int, int], label: str = "") -> DateRange:
    return DateRange(datetime(*start, 1, tzinfo=UTC), datetime(*end, 1, tzinfo=UTC), label)


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_a_year_said_keeps_the_month() -> None:
    moved = the_year_corrected(span((2025, 1), (2026, 1), "in 2025"), span((2026, 10), (2026, 11), "in October 2026"))
    assert moved is not None and (moved.start, moved.end) == (datetime(2025, 10, 1, tzinfo=UTC), datetime(2025, 11, 1, tzinfo=UTC))


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (span((2025, 1), (2026, 1)), span((2026, 1), (2027, 1))),  # a whole year before: replaced whole
        (span((2025, 1), (2026, 1)), None),  # no time before
        (span((2025, 3), (2025, 4)), span((2026, 10), (2026, 11))),  # a month said: no year of its own
        (span((2026, 1), (2027, 1)), span((2026, 10), (2026, 11))),  # the same year
    ],
)
def test_no_month_kept(said: DateRange, kept: DateRange | None) -> None:
    assert the_year_corrected(said, kept) is None


def runs(year: int, month: int) -> int:
    return len([i for i in ITEMS if i["type"] == "Run" and (i["itemDate"].year, i["itemDate"].month) == (year, month)])


async def test_i_meant_2025(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many runs did i do in october")
    reply = await harness.say(conversation, "wait no, i meant 2025")
    assert count(reply) == runs(2025, 10) and "October 2025" in reply["text"], reply["text"]


async def test_and_2025_is_the_whole_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many runs did i do in october")
    reply = await harness.say(conversation, "and 2025?")
    assert "October 2025" not in reply["text"], reply["text"]
