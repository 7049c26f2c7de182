""" "how many nights was that trip" after a museum of Amsterdam: the trip whose days hold it (trip_holding_it.py)."""

from __future__ import annotations

from datetime import datetime

import pytest

from parley.core.query.trip_holding_it import asks_of_that_trip, holding

from .conftest import ParleyHarness
from .conversing import reply_texts


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _trip(name: str, day: datetime, nights: int, code: str) -> dict[str, object]:
    return {"_id": name, "category": "Travel", "itemDate": day, "fields": {"nights": nights}, "place": {"countryCode": code}}


TRIPS = [_trip("amsterdam", datetime(2021, 12, 18, 7), 11, "NL"), _trip("lisbon", datetime(2021, 12, 20, 9), 5, "PT")]


def test_the_trip_holding_the_day_in_its_country() -> None:
    museum = {"itemDate": datetime(2021, 12, 22, 11), "place": {"countryCode": "NL"}}
    assert holding(museum, TRIPS) == TRIPS[0]


def test_no_trip_after_its_nights_or_elsewhere() -> None:
    assert holding({"itemDate": datetime(2021, 12, 29, 11), "place": {"countryCode": "NL"}}, TRIPS) is None  # 11 nights over
    assert holding({"itemDate": datetime(2021, 12, 22, 11), "place": {"countryCode": "JP"}}, TRIPS) is None


def test_that_trip_is_said() -> None:
    assert asks_of_that_trip("how many nights was that trip")
    assert not asks_of_that_trip("how many nights were my trips in 2021")


async def test_the_nights_of_the_trip_a_museum_was_on(harness: ParleyHarness) -> None:
    replies = await reply_texts(
        harness, "which museums did we go to in amsterdam", "the natural history one", "how many nights was that trip"
    )
    assert "Amsterdam" in replies[-1] and "11" in replies[-1], replies
