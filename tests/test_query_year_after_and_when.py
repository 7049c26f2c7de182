"""Time follow-ups and a learner's wordings: "the following year" is the year after the one talked about; "the one
before" (its "that" left unsaid) is the one before the one picked; "which year it was?" and "when was …?" of what the
question names say its year, which "that same year" then keeps, and "other" trips that year leave its place out;
"out of all the years, which one …" counts each year; "the two of us" walked a total; "X was coming" is X came along."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _city(item: dict[str, Any]) -> str | None:
    return (item.get("place") or {}).get("city")


def _of(kind: str, year: int | None = None, *people: str) -> list[dict[str, Any]]:
    return [
        i
        for i in ITEMS
        if (i["type"] == kind or i["category"] == kind)
        and (year is None or i["itemDate"].year == year)
        and all(p in i["who"] for p in people)
    ]


async def test_the_following_year_is_the_year_after_the_one_talked_about(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "hikes in 2018", "and the following year?")
    assert f"{len(_of('Hike', 2019))} hikes in 2019" in reply, reply


async def test_the_one_before_without_that_is_the_one_before_the_one_picked(harness: ParleyHarness) -> None:
    flights = sorted(_of("Flight"), key=lambda i: i["itemDate"])
    *_, reply = await reply_texts(harness, "my most recent flight", "and the one before?")
    assert flights[-2]["title"] in reply and flights[-1]["title"] not in reply, reply


async def test_which_one_out_of_all_the_years_counts_each_year(harness: ParleyHarness) -> None:
    (year, most), (_, second) = Counter(i["itemDate"].year for i in _of("Run")).most_common(2)
    assert most > second  # one busiest year, not a tie
    *_, reply = await reply_texts(harness, "Of all the years, which one did I go on the most runs?")
    assert f"is {year}" in reply, reply


async def test_kilometres_the_two_of_us_walked_is_their_total(harness: ParleyHarness) -> None:
    total = sum(i["fields"]["distance"] for i in _of("Walk", 2023, "Mary"))
    *_, reply = await reply_texts(harness, "Mary keeps bragging about our walks. How many km did both of us walk together in 2023?")
    assert f"{total:.1f}".removesuffix(".0") + " km" in reply, reply


async def test_which_year_it_was_of_a_place_said_then_other_trips_that_year(harness: ParleyHarness) -> None:
    (year,) = {i["itemDate"].year for i in ITEMS if _city(i) == "Stockholm"}
    others = [i for i in _of("Travel", year) if _city(i) != "Stockholm"]
    with_anna = [i for i in others if "Anna" in i["who"]]
    first, second, third = await reply_texts(
        harness,
        "We went to Stockholm, what year it was?",
        "Which other trips we made that year?",
        "In which of them Anna was coming along?",
    )
    assert f"from {year}" in first, first
    assert f"{len(others)} travels" in second and "Stockholm" in second, second
    assert f"{len(with_anna)} travels" in third and "understand" not in third, third


async def test_when_was_a_trip_named_says_its_date(harness: ParleyHarness) -> None:
    (trip,) = [i for i in ITEMS if i["category"] == "Travel" and _city(i) == "Oslo"]
    *_, reply = await reply_texts(harness, "When was our trip to Oslo?")
    assert trip["itemDate"].strftime("%B %-d, %Y") in reply, reply
