"""“no, the other one” said right after a choice between two: after “history books or history museums?” answered
“museums”, the history books (was: “I didn't understand “no other””); after the last trip to Lecce, of two trips
there, the other trip. “The other ones”, or “the other one” in a question of its own, are no such correction."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.not_that_one import says_the_other_one

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def ids(reply: dict[str, Any]) -> list[str]:
    return list(reply["channelData"]["interpretation"].get("resultIds") or [])


@pytest.mark.parametrize(
    "text", ["no, the other one", "No the other one.", "sorry i meant the other one", "the other one", "nope, the other"]
)
def test_the_other_one_said_alone(text: str) -> None:
    assert says_the_other_one(text)


@pytest.mark.parametrize(
    "text", ["no, the other ones", "no, the other one was better", "was the other one longer?", "and with the other one?", "other"]
)
def test_not_the_other_one_alone(text: str) -> None:
    assert not says_the_other_one(text)


async def test_the_other_reading_asked_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the histroy ones from 2023 pls")
    await harness.say(conversation, "museums")
    reply = await harness.say(conversation, "no, the other one")
    books = {i["_id"] for i in ITEMS if i["category"] == "Book" and i["type"] == "History" and i["itemDate"].year == 2023}
    assert books and set(ids(reply)) == books, reply["text"]


async def test_the_other_of_two_trips(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    trips = sorted(
        (i for i in ITEMS if i["category"] == "Travel" and (i.get("place") or {}).get("city") == "Lecce"), key=lambda i: i["itemDate"]
    )
    assert len(trips) == 2
    first = await harness.say(conversation, "when was my last trip to lecce")
    assert trips[-1]["title"] in first["text"], first["text"]
    reply = await harness.say(conversation, "no, the other one")
    assert ids(reply) == [trips[0]["_id"]], reply["text"]


async def test_no_other_one_among_more_than_two(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "when was my last trip to italy")
    reply = await harness.say(conversation, "no, the other one")
    assert not reply["text"].startswith("The other"), reply["text"]  # of many trips, no one is “the other one”
