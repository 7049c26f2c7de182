""" "and where was the trip befor that" after the most recent trip: the trip before the one in focus (by date, of the
same kind), then where it was; "the hike before it", "when was the one before that" likewise. Not so: "the year before
that" (a time, not the one before), nor where the one in focus was ("where was that trip")."""

from __future__ import annotations

import pytest

from parley.core.query.one_before import ONE_BEFORE

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY


@pytest.mark.parametrize(
    "text",
    [
        "and where was the trip befor that",
        "and the trip before that?",
        "where was the hike before it",
        "and when was the one before that",
        "what about the flight before that one",
        "and the one before",
    ],
)
def test_the_one_before_said_with_its_kind_or_a_question_word(text: str) -> None:
    assert ONE_BEFORE.match(text), text


@pytest.mark.parametrize("text", ["and the year before that", "where was that trip", "and the week before", "the trip after that"])
def test_left_to_other_readings(text: str) -> None:
    assert not ONE_BEFORE.match(text), text


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_where_was_the_trip_before_the_latest(harness: ParleyHarness) -> None:
    now = TODAY.replace(tzinfo=None)
    trips = sorted(
        (i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].replace(tzinfo=None) <= now), key=lambda i: i["itemDate"]
    )
    latest, before = trips[-1]["place"]["city"], trips[-2]["place"]["city"]
    *_, reply = await reply_texts(harness, "where did i go on my most recent trip", "how many nigths", "and where was the trip befor that")
    assert before in reply and latest not in reply, reply
