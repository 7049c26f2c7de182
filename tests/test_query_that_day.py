"""“That day”, “that month”: the day or month of the item the conversation is on ("when did I first go out with
Elena?" then "what did we do that day?": what was done on that first outing's date), asked back when no item is
talked about."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.that_day import THAT_DAY, in_that_month, on_that_day

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .test_understanding import read


@pytest.mark.parametrize(
    "text",
    [
        "what did we do that day",
        "what else did I do on that day?",
        "anything else that same day",
        "and on the same day?",
        "what did i eat that very day",
        "any wines on that date",
    ],
)
def test_that_day_is_the_day_of_the_item_talked_about(text: str) -> None:
    reading, _ = read(text)
    day = on_that_day(reading, datetime(2026, 7, 7, 18, 30, tzinfo=UTC))
    assert day is not None and len(day.dates) == 1, day
    (date,) = day.dates
    assert (date.start, date.end) == (datetime(2026, 7, 7, tzinfo=UTC), datetime(2026, 7, 8, tzinfo=UTC))
    assert "day" not in day.unknown_words and "date" not in day.unknown_words


@pytest.mark.parametrize("text", ["since that day, how many hikes", "the day before", "after that day", "what did I do that week"])
def test_other_days_are_not_that_day(text: str) -> None:
    assert THAT_DAY.search(text) is None


def test_that_day_with_nothing_dated_talked_about_is_asked() -> None:
    reading, _ = read("what did we do that day")
    assert on_that_day(reading, None) is None


@pytest.mark.parametrize(
    "text, moment, month",
    [
        (
            "any wine that same month?",
            datetime(2023, 8, 9, tzinfo=UTC),
            (datetime(2023, 8, 1, tzinfo=UTC), datetime(2023, 9, 1, tzinfo=UTC)),
        ),
        ("what else did i do that month", "2025-12-31T00:00:00", (datetime(2025, 12, 1, tzinfo=UTC), datetime(2026, 1, 1, tzinfo=UTC))),
    ],
)
def test_that_month_is_the_month_of_the_item_talked_about(text: str, moment: datetime | str, month: tuple[datetime, datetime]) -> None:
    reading, _ = read(text)
    spanned = in_that_month(reading, moment)
    assert spanned is not None and len(spanned.dates) == 1, spanned
    assert (spanned.dates[0].start, spanned.dates[0].end) == month
    assert on_that_day(reading, moment) is reading  # a month is not a day


def test_a_month_said_is_kept_and_nothing_dated_is_asked() -> None:
    said, _ = read("any wine in march 2021 that same month")
    assert in_that_month(said, datetime(2023, 8, 9, tzinfo=UTC)) is said
    unplaced, _ = read("any wine that same month")
    assert in_that_month(unplaced, None) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_what_we_did_that_day(harness: ParleyHarness) -> None:
    with_elena = [i for i in ITEMS if "Elena" in i["who"]]
    first = min(with_elena, key=lambda i: i["itemDate"])["itemDate"]
    expected = sum(1 for i in with_elena if i["itemDate"].date() == first.date())
    *_, reply = await reply_texts(harness, "when did i first go out with elena", "what did we do that day")
    assert f"{expected} items" in reply and "with Elena" in reply, reply


async def test_that_day_with_nothing_talked_about_is_asked_back(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "what did i do that day")
    assert "Which day" in reply, reply


async def test_a_first_time_asked_next_is_not_within_that_day(harness: ParleyHarness) -> None:
    first_kenji = min((i for i in ITEMS if "Kenji" in i["who"]), key=lambda i: i["itemDate"])["itemDate"]
    *_, reply = await reply_texts(
        harness, "when did i first go out with elena", "what did we do that day", "and with kenji, when was the first time"
    )
    assert str(first_kenji.year) in reply, reply
