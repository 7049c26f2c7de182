"""Time words of batch 82 read as dates (see core/query/dates.py): "over the winter" (no year) is the last winter that has
ended, "two years ago" the calendar year two back, "this march" and "last march" one March each (the one before "this
march" when both are said), "from 2020 on" since 2020; near phrases keep their old reading."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import DateRange, recognize_dates
from parley.core.query.utterance import Utterance

NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


def _dates(text: str) -> list[tuple[datetime, datetime]]:
    return [(d.start, d.end) for d in recognize_dates(Utterance(text), NOW) if isinstance(d, DateRange)]


def _span(y1: int, m1: int, y2: int, m2: int) -> tuple[datetime, datetime]:
    return datetime(y1, m1, 1, tzinfo=UTC), datetime(y2, m2, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("what did i read over the winter", [_span(2025, 12, 2026, 3)]),
        ("where did i go over the summer", [_span(2026, 6, 2026, 9)]),
        ("where did i travel two years ago", [_span(2024, 1, 2025, 1)]),
        ("what did i eat a year ago", [_span(2025, 1, 2026, 1)]),
        ("so this march I had more dinners than the last march", [_span(2026, 3, 2026, 4), _span(2025, 3, 2025, 4)]),
        ("runs this past march", [_span(2026, 3, 2026, 4)]),
        ("and from 2020 on?", [(datetime(2020, 1, 1, tzinfo=UTC), NOW)]),
        ("from March 2021 on, how many", [(datetime(2021, 3, 1, tzinfo=UTC), NOW)]),
    ],
)
def test_time_words_are_dated(said: str, expected: list[tuple[datetime, datetime]]) -> None:
    assert _dates(said) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("over the winter of 2022", [_span(2021, 12, 2022, 3)]),  # a year said: that winter, as before
        ("this may be wrong", []),  # "may" the verb
        ("we march on", []),
        ("from 2020 on weekends", [_span(2020, 1, 2021, 1)]),  # "on weekends", not "from 2020 on"
    ],
)
def test_near_phrases_keep_their_reading(said: str, expected: list[tuple[datetime, datetime]]) -> None:
    got = _dates(said)
    assert (got[: len(expected)] if expected else got) == expected


def test_three_months_ago_is_still_a_span_around_it() -> None:
    ((start, end),) = _dates("3 months ago")
    assert start < datetime(2026, 8, 29, tzinfo=UTC) < end
