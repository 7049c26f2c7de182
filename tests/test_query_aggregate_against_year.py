"""“is that lower than in 2026?”, “lower than 2026 avg?”, “was it more than in 2023?” after a year's average of a
number field: the same average (same field, same kind, same other filters) of the other year set against it,
yes or no with both values (was: “Yes, 163 items in 2026”, an existence check, or “Average of what: …”); with
no average or total just given, asked back rather than answered as a count of that year."""

from __future__ import annotations

from statistics import mean
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def average(kind: str, field: str, year: int, city: str | None = None) -> float:
    said = [i for i in ITEMS if i["type"] == kind and i["itemDate"].year == year and (city is None or i["place"]["city"] == city)]
    return float(mean(i["fields"][field] for i in said))


async def _asked(harness: ParleyHarness, first: str, then: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    return await harness.say(conversation, then)


async def test_is_that_lower_than_a_year_compares_the_average_hike_elevation(harness: ParleyHarness) -> None:
    m = {y: average("Hike", "elevation", y) for y in (2016, 2026)}
    assert m[2016] > m[2026]
    reply = await _asked(harness, "what was the avg elevation per hike in 2016?", "is that lower than in 2026?")
    assert reply["text"].startswith("No") and f"{m[2016]:.1f} m" in reply["text"] and f"{m[2026]:.1f} m" in reply["text"]
    assert "items in 2026" not in reply["text"] and "understand" not in reply["text"]


@pytest.mark.parametrize("then", ["lower than 2026 avg?", "is it shorter than in 2026?", "was that less than in 2026"])
async def test_lower_than_a_years_average_of_run_distance(harness: ParleyHarness, then: str) -> None:
    km = {y: average("Run", "distance", y) for y in (2024, 2026)}
    assert km[2024] < km[2026]
    reply = await _asked(harness, "mean distance of my runs in 2024", then)
    assert reply["text"].startswith("Yes") and f"{km[2024]:.1f} km" in reply["text"] and f"{km[2026]:.1f} km" in reply["text"]
    assert "Average of what" not in reply["text"] and "understand" not in reply["text"]


async def test_was_it_more_than_a_year_keeps_the_place_asked(harness: ParleyHarness) -> None:
    km = {y: average("Run", "distance", y, "Berkeley") for y in (2024, 2025)}
    reply = await _asked(harness, "average distance of my runs in Berkeley in 2024", "was it more than in 2025?")
    assert reply["text"].startswith("Yes" if km[2024] > km[2025] else "No")
    assert f"{km[2024]:.1f} km" in reply["text"] and f"{km[2025]:.1f} km" in reply["text"]


async def test_with_no_value_given_lower_than_a_year_is_asked_back(harness: ParleyHarness) -> None:
    reply = await _asked(harness, "hikes in 2016", "is that lower than in 2026?")
    assert not reply["text"].startswith(("Yes", "No")) and "items in 2026" not in reply["text"]
