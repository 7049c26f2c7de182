""" "ok all of them again" after "museums this year", then "only art ones": the museums of this year again (was: not
understood), and what is asked next is of them ("in how many different cities")."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.all_again import ALL_AGAIN

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


MUSEUMS = [i for i in ITEMS if i["category"] == "Museum" and i["itemDate"].year == 2026]


@pytest.mark.parametrize(
    "said",
    [
        "ok all of them again",
        "all of those again",
        "back to all of them",
        "show me all of them again please",
        "Back to all those.",
        "hmm no go back to all of them",
    ],
)
def test_said_so(said: str) -> None:
    assert ALL_AGAIN.match(said)


@pytest.mark.parametrize("said", ["all of them", "all of them in 2025 again", "all art ones again", "show all"])
def test_not_said_so(said: str) -> None:
    assert not ALL_AGAIN.match(said)


@pytest.mark.parametrize("said", ["ok all of them again", "back to all of those", "all of them agian"])
async def test_the_set_before_the_narrowing(harness: ParleyHarness, said: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums this year")
    await harness.say(conversation, "only art ones")
    reply = await harness.say(conversation, said)
    assert count(reply) == len(MUSEUMS), reply["text"]
    reply = await harness.say(conversation, "in how many diffrent cities")
    assert f"{len({i['place']['city'] for i in MUSEUMS})} different cities" in reply["text"], reply["text"]


async def test_nothing_narrowed_nothing_restored(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums this year")
    await harness.say(conversation, "books in 2025")  # another question, no narrowing of the museums
    reply = await harness.say(conversation, "all of them again")
    assert count(reply) != len(MUSEUMS), reply["text"]
