""" "ski days in 2023 or 2024" (4), "any in switzerland?" (no), then "how many with jmaes": the ski days of 2023 and
2024 with James (was: none, the Swiss ones with James). A check that found some, or a message naming a kind or place
of its own, is read as ever."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.none_found_checked import set_checked
from parley.core.query.people import People
from parley.core.query.places import Place
from parley.core.query.request import Reading, Request, Shape
from parley.core.query.vocabulary import Topic

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

SKI = Request("scrapbook", category="Activity", type="Ski")
SWISS_SKI = Request("scrapbook", "verify", category="Activity", type="Ski", place=Place("Switzerland", "country", "CH"))
JAMES = People(("James",), False)
HISTORY = [{"turn": 1, "request": SKI.to_dict()}, {"turn": 2, "request": SWISS_SKI.to_dict()}]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_a_narrowing_after_a_check_that_found_none_is_of_the_set_checked() -> None:
    assert set_checked(Reading("how many with james", people=(JAMES,)), SWISS_SKI, (), HISTORY, 2) == SKI


@pytest.mark.parametrize(
    ("reading", "answer"),
    [
        (Reading("how many with james", people=(JAMES,)), ("scrapbook-1",)),  # the check found some: of those
        (Reading("hikes with james", topics=((Topic("Activity", "Hike"),),), people=(JAMES,)), ()),  # a kind of its own
        (Reading("any in italy with james", places=(Place("Italy", "country", "IT"),), people=(JAMES,)), ()),  # a place
        (Reading("was james there?", people=(JAMES,), shape=Shape(verify=True)), ()),  # another check
        (Reading("how many?"), ()),  # no narrowing said
    ],
)
def test_read_as_ever(reading: Reading, answer: tuple[str, ...]) -> None:
    assert set_checked(reading, SWISS_SKI, answer, HISTORY, 2) is None


def test_only_right_after_the_check() -> None:
    assert set_checked(Reading("how many with james", people=(JAMES,)), SWISS_SKI, (), HISTORY, 3) is None


async def test_how_many_with_james_after_none_in_switzerland(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "ski days in 2023 or 2024")
    checked = await harness.say(conversation, "any in switzerland?")
    skis = [i for i in ITEMS if i["type"] == "Ski" and i["itemDate"].year in (2023, 2024)]
    assert not [i for i in skis if i["place"]["countryCode"] == "CH"], "the sample changed: pick a country with none"
    assert checked["text"].startswith("No"), checked["text"]
    reply = await harness.say(conversation, "how many with jmaes")
    assert count(reply) == len([i for i in skis if "James" in (i.get("who") or [])]), reply["text"]
