"""A time told by the pandemic (“before covid”, “pre-covid”, “since the pandemic”) is before or since March 2020, and
the reply says it took it so; a yes/no of it about the one item picked (“was that before covid”, “that was before
covid, right?”) is answered of that item. The fewest of a field is read also mistyped (“fewst nights”), a stay is a
trip (“my shortest stay”), and “when was the first time then” after a yes/no of a time answered no is the first time
at all, not the first of none."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.pandemic import PANDEMIC_START, pandemic_dates
from parley.core.query.stays import stays_named
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("text", ["was that before covid", "trips pre-covid", "any hikes prior to the pandemic?", "before lockdown"])
def test_before_the_pandemic_is_before_march_2020_said_as_assumed(text: str) -> None:
    (date,) = pandemic_dates(Utterance(text), NOW)
    assert date.end == PANDEMIC_START and not date.contains(datetime(2020, 3, 2, tzinfo=UTC)) and date.contains(datetime(2020, 2, 1))
    assert "as before March 2020" in date.assumed


@pytest.mark.parametrize("text", ["hikes since covid", "trips after the pandemic", "post-covid dinners"])
def test_since_the_pandemic_is_from_march_2020(text: str) -> None:
    (date,) = pandemic_dates(Utterance(text), NOW)
    assert date.start == PANDEMIC_START and date.end == NOW and "as since March 2020" in date.assumed


def test_during_the_pandemic_is_not_guessed() -> None:
    assert pandemic_dates(Utterance("I got lazy during the pandemic"), NOW) == []


async def test_a_yes_no_about_the_picked_trip_before_covid_is_answered_of_it(harness: ParleyHarness) -> None:
    trips = [i for i in ITEMS if i["category"] == "Travel"]
    fewest = min(trips, key=lambda i: i["fields"]["nights"])
    assert fewest["itemDate"] >= datetime(2020, 3, 1)
    picked, checked, tagged = await reply_texts(
        harness, "which of my trips had the fewst nights", "was that before covid", "that was before the pandemic, right?"
    )
    assert fewest["title"] in picked, picked
    for reply in (checked, tagged):
        assert reply.startswith("No") and "before March 2020" in reply and fewest["title"] in reply, reply


async def test_the_first_time_then_after_a_no_is_the_first_time_at_all(harness: ParleyHarness) -> None:
    japan = sorted((i for i in ITEMS if (i.get("place") or {}).get("countryCode") == "JP"), key=lambda i: i["itemDate"])
    assert japan[0]["itemDate"].year > 2015
    no, first, nights, before = await reply_texts(
        harness,
        "was i ever in japan before 2015",
        "when was the first time then",
        "how many nights did i stay that time",
        "that was before covid, right?",
    )
    assert no.startswith("No"), no
    assert str(japan[0]["itemDate"].year) in first, first
    assert str(japan[0]["fields"]["nights"]) in nights, nights
    assert before.startswith("Yes" if japan[0]["itemDate"] < datetime(2020, 3, 1) else "No"), before


async def test_the_fewest_of_a_field_is_read_also_mistyped(harness: ParleyHarness) -> None:
    fewest = min((i for i in ITEMS if i["category"] == "Travel"), key=lambda i: i["fields"]["nights"])
    for asked in (
        "which of my trips had the fewst nights",
        "which trip had the least nights",
        "the trip with the fewest nigths",
        "what was my shortest stay",
    ):
        (reply,) = await reply_texts(harness, asked)
        assert fewest["title"] in reply and f"({fewest['fields']['nights']} nights)" in reply, (asked, reply)


async def test_the_last_time_then_after_a_no_is_the_last_time_at_all(harness: ParleyHarness) -> None:
    lisbon = sorted((i for i in ITEMS if (i.get("place") or {}).get("city") == "Lisbon"), key=lambda i: i["itemDate"])
    assert lisbon[-1]["itemDate"].year < 2025
    no, last = await reply_texts(harness, "did i go to lisbon after 2024", "ok when was the last time then")
    assert no.startswith("No"), no
    assert lisbon[-1]["title"] in last and str(lisbon[-1]["itemDate"].year) in last, last


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("what was my shortest stay", True),
        ("my stays in japan", True),
        ("which stay was the longest", True),
        ("how long did i stay in kyoto", False),
        ("where did we stay in 2019", False),
        ("which of the three was the longest stay", False),  # one of the answer before, whatever its kind
    ],
)
def test_a_stay_said_as_a_thing_of_its_own_is_a_trip(text: str, named: bool) -> None:
    assert any(stays_named(text)) is named
