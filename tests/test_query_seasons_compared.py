"""Seasons of given years set against each other: "more hikes last summer or the summer before" compares the
latest summer that has ended with the one a year before it; "this spring than last spring" (asked in December)
compares this year's spring with last year's, not this one with itself."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, year: int, months: tuple[int, ...]) -> int:
    return len(matching(lambda i: i["type"] == kind and i["itemDate"].year == year and i["itemDate"].month in months))


def _said(n: int, noun: str) -> str:
    return f"{n} {noun if n == 1 else noun + 's'}"


async def test_last_summer_against_the_summer_before_gives_both_counts(harness: ParleyHarness) -> None:
    summer = (6, 7, 8)
    this, before = _count("Hike", 2026, summer), _count("Hike", 2025, summer)
    assert this != before
    said, again = await reply_texts(harness, "more hikes last summer or the summer before", "and walks?")
    assert f"{_said(this, 'hike')} last summer (June 2026–August 2026)" in said, said
    assert f"{_said(before, 'hike')} in summer 2025 (June 2025–August 2025)" in said, said
    walks = _count("Walk", 2026, summer), _count("Walk", 2025, summer)
    assert f"{_said(walks[0], 'walk')} last summer" in again and f"{_said(walks[1], 'walk')} in summer 2025" in again, again


async def test_this_season_than_last_season_is_this_years_against_last_years(harness: ParleyHarness) -> None:
    summer = (6, 7, 8)
    (said,) = await reply_texts(harness, "did I walk more this summer than last summer?")
    assert f"{_said(_count('Walk', 2026, summer), 'walk')} this summer (June 2026–August 2026)" in said, said
    assert f"{_said(_count('Walk', 2025, summer), 'walk')} last summer (June 2025–August 2025)" in said, said
