"""“were they all rated 3 or more?” is asked of every one of the previous answer (was: of everything), and “1”
said for “one” (“which 1 did I like best?”, “that 1 in France”) picks among what was talked about, never a rating
of 1 or more over everything; “and 1 star?” is still a rating."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def interpretation(reply: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = reply["channelData"]["interpretation"]
    return result


def japanese_lunch(i: Item) -> bool:
    return bool(i["type"] == "Lunch" and i["place"]["country"] == "Japan")


async def test_they_all_is_every_one_of_the_previous_answer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    lunches = [i for i in ITEMS if japanese_lunch(i)]
    assert lunches and any(i["rating"] < 4 for i in lunches) and any(i["rating"] >= 4 for i in lunches)
    await harness.say(conversation, "did I ever have lunch in japan?")
    reply = await harness.say(conversation, "are they all rated 4 or more?")
    high = [i for i in lunches if i["rating"] >= 4]
    assert reply["text"].startswith("No") and f"{len(high)} of the {len(lunches)}" in reply["text"]
    lowest = min(i["rating"] for i in lunches)
    reply = await harness.say(conversation, f"were they all rated {lowest} or more?")
    assert reply["text"].startswith("Yes") and f"all {len(lunches)}" in reply["text"]


async def test_which_1_picks_among_the_previous_answer_not_a_rating(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me lunches in japan rated 3 or more")
    reply = await harness.say(conversation, "which 1 was the best?")
    wanted = [i for i in ITEMS if japanese_lunch(i) and i["rating"] >= 3]
    top = max(i["rating"] for i in wanted)
    assert interpretation(reply)["resultIds"][0] in {i["_id"] for i in wanted if i["rating"] == top}
    assert "rated 1 or more" not in reply["text"]


async def test_1_star_is_still_a_rating(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "lunches in japan rated 4 or more")
    reply = await harness.say(conversation, "and 1 star?")
    wanted = {i["_id"] for i in ITEMS if japanese_lunch(i) and i["rating"] == 1}
    assert set(interpretation(reply)["resultIds"]) == wanted
