"""A yes or no about another item stays first when a word of the question was read as another: “and the other one was
longer, rigth?” after “the Sintra trip, how many nights was it?” (2011 or 2014?) and “the one with chloe” starts
“Yes — I read “rigth” as right — the one in 2014 …” (was: “I read “rigth” as right. Yes, …”, a verdict not said first)."""

from __future__ import annotations

import pytest

from parley.core.query.answers import verdict_first

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def sintra_nights(year: int) -> int:
    trip = next(i for i in ITEMS if i["category"] == "Travel" and i["place"]["city"] == "Sintra" and i["itemDate"].year == year)
    return int(trip["fields"]["nights"])  # type: ignore[index]


@pytest.mark.parametrize(
    ("read_as", "answer", "said"),
    [
        (
            "I read “rigth” as right. ",
            "Yes, the one in 2014 has 11 nights.",
            "Yes — I read “rigth” as right — the one in 2014 has 11 nights.",
        ),
        ("I read “shortr” as shorter. ", "No, the same: 8 nights.", "No — I read “shortr” as shorter — the same: 8 nights."),
        ("", "Yes, 3 hikes.", "Yes, 3 hikes."),
        ("I read “rigth” as right. ", "Which one do you mean?", "I read “rigth” as right. Which one do you mean?"),  # no verdict: as it was
    ],
)
def test_the_verdict_is_said_first(read_as: str, answer: str, said: str) -> None:
    assert verdict_first(read_as, answer) == said


@pytest.mark.parametrize(
    ("asked", "longer"),
    [
        ("and the other one was longer, rigth?", True),
        ("and the other one was longer, rihgt?", True),
        ("and the othr one was longer?", True),
        ("and the other one was shorter, rigth?", False),
    ],
)
async def test_the_other_sintra_trip_against_the_one_chosen(harness: ParleyHarness, asked: str, longer: bool) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Im tryng to remember the Sintra trip, how many nights was it?")
    await harness.say(conversation, "the one with chloe")
    reply = await harness.say(conversation, asked)
    holds = sintra_nights(2014) > sintra_nights(2011) if longer else sintra_nights(2014) < sintra_nights(2011)
    assert reply["text"].startswith("Yes" if holds else "No"), reply["text"]
