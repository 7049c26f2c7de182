"""A change asked of a period ("so my dinners got worse this year?") sets this year's average against last year's,
yes or no with both figures; "are my wines getting better?", with no time said, does the same for this year."""

from __future__ import annotations

from statistics import mean

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _average(kind: str, year: int) -> tuple[float, int]:
    rated = [i["rating"] for i in matching(lambda i: i["type"] == kind and i["itemDate"].year == year) if i.get("rating") is not None]
    return mean(rated), len(rated)


async def test_got_worse_this_year_sets_this_years_average_against_last_years(harness: ParleyHarness) -> None:
    (this, n_this), (last, n_last) = _average("Dinner", 2026), _average("Dinner", 2025)
    *_, said = await reply_texts(harness, "avg rating for dinners in 2025", "and 2026", "Hmm, so my dinners actually got worse this year?")
    assert said.startswith("Yes" if this < last else "No"), said
    assert f"{this:.1f} over {n_this} dinners this year (2026)" in said, said
    assert f"{last:.1f} over {n_last} dinners last year (2025)" in said, said


async def test_getting_better_with_no_time_said_is_this_year_against_last_year(harness: ParleyHarness) -> None:
    (this, n_this), (last, n_last) = _average("Wine", 2026), _average("Wine", 2025)
    (said,) = await reply_texts(harness, "are my wines getting better?")
    assert said.startswith("Yes" if this > last else "No"), said
    assert f"over {n_this} wines this year (2026)" in said and f"over {n_last} wines last year (2025)" in said, said
