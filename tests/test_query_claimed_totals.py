"""A total the user claims in a story, then asks about (“I told my team I read more than 5,000 pages in 2025. Was I
right?”, “we hiked over 100 km in 2025, right?”), is that total checked against the number: yes or no, with the
total; “books with more than 600 pages” stays a filter of each book. “Stayed with us” is the pronoun, never the US."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _total(kind: str, field: str, year: int) -> float:
    return round(sum(i["fields"].get(field, 0) for i in ITEMS if i["type"] == kind and i["itemDate"].year == year), 1)


def _pages(year: int) -> int:
    return sum(i["fields"].get("pages", 0) for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == year)


async def test_a_claimed_total_of_pages_is_checked(harness: ParleyHarness) -> None:
    pages = _pages(2025)
    (reply,) = await reply_texts(harness, "Yesterday I told my team I read more than 5,000 pages in 2025. Nobody believed me. Was I right?")
    assert reply.startswith("Yes" if pages > 5000 else "No") and f"{pages}" in reply, reply
    (reply,) = await reply_texts(harness, "I read less than 1,000 pages in 2025, right?")
    assert reply.startswith("Yes" if pages < 1000 else "No") and f"{pages}" in reply, reply


async def test_a_claimed_distance_is_checked(harness: ParleyHarness) -> None:
    km = _total("Hike", "distance", 2025)
    (reply,) = await reply_texts(harness, "we hiked over 100 km in 2025, right?")
    assert reply.startswith("Yes" if km > 100 else "No") and f"{km} km" in reply, reply


async def test_more_than_pages_of_each_book_is_no_total(harness: ParleyHarness) -> None:
    thick = [i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == 2025 and i["fields"].get("pages", 0) > 500]
    (reply,) = await reply_texts(harness, "did I read any books with more than 500 pages in 2025?")
    assert reply.startswith("Yes" if thick else "No") and "total" not in reply, reply


async def test_with_us_is_no_country(harness: ParleyHarness) -> None:
    walks = sum(1 for i in ITEMS if i["type"] == "Walk" and i["itemDate"].year == 2026 and "Elena" in (i.get("who") or []))
    (reply,) = await reply_texts(harness, "A friend stayed with us last weekend. How many walks did I do with Elena this year?")
    assert f"{walks} walks this year (2026) with Elena" in reply and "American" not in reply, reply
