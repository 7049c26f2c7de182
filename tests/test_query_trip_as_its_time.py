"""A trip said as the time of what is asked ("how many of them were from the 2019 trip?" after the Italian wines) is
that year: the wines stay the topic; a judgment told after the question ("That one was the best holiday.") asks no
superlative; a trip asked about itself is still the trip."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, country: str, year: int | None = None) -> int:
    return sum(
        1
        for i in ITEMS
        if i["type"] == kind and (i.get("place") or {}).get("countryCode") == country and (year is None or i["itemDate"].year == year)
    )


async def test_the_year_of_a_trip_narrows_the_items_talked_about(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(
        harness, "What did I eat in Japan?", "Which of those were on our 2023 holiday? Honestly that was the best trip."
    )
    meals = sum(1 for i in ITEMS if i["category"] == "Food" and i["place"]["countryCode"] == "JP" and i["itemDate"].year == 2023)
    assert f"{meals} " in reply and "2023" in reply and "travel" not in reply.lower() and "best" not in reply.lower(), reply


async def test_a_count_of_them_from_the_trip_of_a_year(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "spanish wines", "how many were from the 2018 trip")
    assert f"{_count('Wine', 'ES', 2018)} Spanish wines in 2018" in reply, reply


async def test_a_trip_asked_about_itself_is_the_trip(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "Show me my trips in 2019")
    travels = sum(1 for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == 2019)
    assert f"{travels} travels in 2019" in reply, reply
