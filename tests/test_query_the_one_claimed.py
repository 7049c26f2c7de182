""" "isn't the one in madrid rated 4?" cold, several there so rated: which one is asked, never a bare "Yes"
(core/query/the_one_claimed.py)."""

from __future__ import annotations

import pytest

from parley.core.query.the_one_claimed import asks_which, presumes_one, which_said

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.mark.parametrize(
    "text",
    [
        "isn't the one in madrid rated 4?",
        "is the madrid one rated 4?",
        "was that one from Lisbon a 5?",
        "the one I had in Rome was 3 stars, right?",
    ],
)
def test_one_thing_presumed(text: str) -> None:
    assert presumes_one(text)


@pytest.mark.parametrize(
    "text",
    [
        "are the ones in madrid rated 4?",
        "is any one of them rated 4?",
        "was the first one in madrid rated 4?",
        "is the best one in madrid rated 5?",
        "did no one come to Madrid?",
        "is every one in madrid rated 4?",
        "is anything in madrid rated 4?",
        "was the one's rating 4?",
        "Is true that one ride of this year was with the both of them together?",  # "one" a number of rides
    ],
)
def test_no_one_thing_presumed(text: str) -> None:
    assert not presumes_one(text)


def test_asked_only_when_several_hold_and_not_all() -> None:
    text = "isn't the one in madrid rated 4?"
    assert asks_which(text, True, False, 3, 10)
    assert asks_which(text, True, False, 3, None)
    assert not asks_which(text, True, False, 1, 10)  # one holds: "Yes, …"
    assert not asks_which(text, True, False, 3, 3)  # every one there holds: "Yes" whichever is meant
    assert not asks_which(text, True, True, 3, 10)  # "that one" picked before
    assert not asks_which(text, False, False, 3, 10)  # no yes/no
    assert not asks_which("are my madrid things rated 4?", True, False, 3, 10)


def test_which_said() -> None:
    said = which_said("3 items in Madrid rated 4, e.g. A (May 1, 2025) and B (May 2, 2025).", "10 items in Madrid")
    assert (
        said
        == "I'm not sure which one you mean: 3 items in Madrid rated 4 (of 10 items in Madrid), e.g. A (May 1, 2025) and B (May 2, 2025). Which one is it?"
    )


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_one_in_a_city_of_several(harness: ParleyHarness) -> None:
    rated = matching(lambda i: i["place"].get("city") == "Madrid" and i.get("rating") == 4)
    there = matching(lambda i: i["place"].get("city") == "Madrid")
    assert 1 < len(rated) < len(there)
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("isn't the one in madrid rated 4?")
    assert reply.startswith("I'm not sure which one you mean") and f"of {len(there)} items in Madrid" in reply, reply
    reply = await harness.last_reply_text("is there anything in madrid rated 4?")  # negative: no one thing presumed
    assert reply.startswith(f"Yes, {len(rated)} items in Madrid rated 4"), reply
