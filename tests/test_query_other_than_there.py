""" "which other trips did I take that year?" after the trip to a place: the trips of that year anywhere but there;
"other" with a place of its own is asked as said."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _trips(year: int, but_not: str) -> int:
    return sum(
        1 for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == year and (i.get("place") or {}).get("city") != but_not
    )


async def test_other_trips_that_year_leave_out_the_place_of_the_trip_talked_about(harness: ParleyHarness) -> None:
    others = _trips(2019, but_not="Florence")
    *_, reply = await reply_texts(harness, "was my trip to florence in 2019?", "what other trips did I take that same year")
    assert f"{others} travels" in reply and "outside Florence" in reply, reply


async def test_the_other_trips_can_be_narrowed_by_who_came(harness: ParleyHarness) -> None:
    without_mary = sum(
        1
        for i in ITEMS
        if i["category"] == "Travel"
        and i["itemDate"].year == 2019
        and (i.get("place") or {}).get("city") != "Florence"
        and "Mary" not in i["who"]
    )
    *_, reply = await reply_texts(
        harness, "was my trip to florence in 2019?", "what other trips did I take that same year", "which of those were without mary"
    )
    assert f"{without_mary} travel" in reply if without_mary else "no travel" in reply, reply
