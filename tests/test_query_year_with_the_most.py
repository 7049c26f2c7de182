"""“Which year did I <do> the most?” is the year with the most items (their count by year, the largest: the year
and its count said), never a list of every item; “how many … was that?” right after is that year's count, with
what the question before kept; “the most expensive” is no count of each year. A pronoun asked whether on them
all (“was she really on all of them?”) after a story naming her is the person named."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _by_year(keep: Callable[[Item], bool]) -> Counter[int]:
    return Counter(i["itemDate"].year for i in ITEMS if keep(i))


async def test_the_year_with_the_most_hikes_with_someone_and_its_count(harness: ParleyHarness) -> None:
    years = _by_year(lambda i: i["type"] == "Hike" and "Mary" in (i.get("who") or []))
    (year, count), (_, second) = years.most_common(2)
    assert count > second
    first, then = await reply_texts(harness, "in which year did I go hiking the most with Mary?", "how many hikes was that?")
    assert f"The year with the most hikes with Mary is {year} ({count} of {sum(years.values())} hikes)" in first, first
    assert f"{count} hikes in {year}" in then and "Mary" in then, then


async def test_years_tied_are_all_named(harness: ParleyHarness) -> None:
    years = _by_year(lambda i: i["category"] == "Museum")
    top = max(years.values())
    tied = sorted(y for y, c in years.items() if c == top)
    (reply,) = await reply_texts(harness, "which year did I visit the most museums?")
    assert all(str(y) in reply for y in tied) and f"({top} of {sum(years.values())} museums each)" in reply, reply


async def test_the_most_expensive_is_no_count_by_year(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "what year did I drink the most expensive wine?")
    assert "The year with the most" not in reply, reply


async def test_she_asked_about_on_all_of_them_is_the_person_named_before(harness: ParleyHarness) -> None:
    years = _by_year(lambda i: i["type"] == "Ski")
    year, count = years.most_common(1)[0]
    with_anna = sum(1 for i in ITEMS if i["type"] == "Ski" and i["itemDate"].year == year and "Anna" in (i.get("who") or []))
    replies = await reply_texts(
        harness,
        "which year did I ski the most?",
        "how many ski days was that?",
        "Anna swears she came every time. Was she really on all of them?",
    )
    verdict = "Yes" if with_anna == count else "No"
    assert replies[2].startswith(verdict) and "Who do you mean" not in replies[2], replies


async def test_that_year_after_the_year_with_the_most_is_that_year(harness: ParleyHarness) -> None:
    """ "where did I go that year?" right after the year named: the items of that year listed (no ranking of one year),
    and "how many km did I ski that year?" that year's total."""
    trips = _by_year(lambda i: i["category"] == "Travel")
    year, count = trips.most_common(1)[0]
    first, then = await reply_texts(harness, "which year did i travel the most", "where did i go that year")
    assert str(year) in first and then.startswith(f"{count} travels in {year}"), (first, then)
    skis = _by_year(lambda i: i["type"] == "Ski")
    ski_year = skis.most_common(1)[0][0]
    km = sum(i["fields"]["distance"] for i in ITEMS if i["type"] == "Ski" and i["itemDate"].year == ski_year)
    _, total = await reply_texts(harness, "which year did i go skiing the most", "how many km did i ski that year")
    assert f"The total distance is {km:.1f} km" in total and str(ski_year) in total, total
