""" "and the next one?" after a pick by date: the one after it, by date (see core/query/one_after.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.one_after import one_after
from parley.core.query.ordering import Superlative
from parley.core.query.request import Request

MOMENT = datetime(2021, 3, 24, 10, 30, tzinfo=UTC)
FIRST_SKI_DAY = Request(
    collection="scrapbook",
    category="Activity",
    type="Ski",
    dates=DateRange(datetime(2021, 1, 1, tzinfo=UTC), datetime(2022, 1, 1, tzinfo=UTC), "in 2021"),
    superlative=Superlative("itemDate", False, "the first"),
    limit=1,
)


@pytest.mark.parametrize(
    "said", ["and the next one?", "next?", "ok the one after that", "and the one right after it", "what about the next one"]
)
def test_the_next_one_is_the_earliest_after_the_one_picked(said: str) -> None:
    after = one_after(said, FIRST_SKI_DAY, MOMENT)
    assert after is not None
    assert after.type == "Ski"
    assert after.superlative == Superlative("itemDate", False, "the first")  # the earliest after it: never the latest
    assert after.dates is not None and after.dates.start > MOMENT


@pytest.mark.parametrize(
    ("said", "prior"),
    [
        ("and the next one?", Request(collection="scrapbook", superlative=Superlative("rating", True, "the best rated"), limit=1)),
        ("and the next one?", Request(collection="scrapbook", category="Drink")),  # a list, nothing picked
        ("and the next one?", None),
        ("and the one before that", FIRST_SKI_DAY),  # one_before.py
        ("the next hike in 2022", FIRST_SKI_DAY),  # a question of its own
        ("what's next", FIRST_SKI_DAY),
    ],
)
def test_no_next_one_read(said: str, prior: Request | None) -> None:
    assert one_after(said, prior, MOMENT) is None
