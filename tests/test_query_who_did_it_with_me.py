"""“who hiked with me”, “who rode with us?” after one thing is picked: the companions of that one, its kind
said as a verb (was: every hike or bike ride listed); “who came on runs with me?” names the kind as a plural,
and stays a question over them all."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("picking", "asking", "kind"),
    [("my longest hike", "who hiked with me", "Hike"), ("my longest run", "who ran with me?", "Run")],
)
async def test_who_did_the_kind_with_me_names_the_picked_ones_companions(
    harness: ParleyHarness, picking: str, asking: str, kind: str
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, picking)
    reply = await harness.say(conversation, asking)
    items = matching(lambda i: i["type"] == kind)
    longest = max(i["fields"].get("distance") or 0 for i in items)
    tops = [i for i in items if (i["fields"].get("distance") or 0) == longest]
    picked = next(i for i in tops if i["title"] in reply["text"])
    assert all(p in reply["text"] for p in picked["who"]), reply["text"]
    assert f"{len(items)} " not in reply["text"], reply["text"]


async def test_who_rode_with_us_after_the_latest_ride_is_that_rides_company(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my most recent bike ride")
    reply = await harness.say(conversation, "who rode with us?")
    rides = matching(lambda i: i["type"] == "Bike ride" and i["itemDate"].replace(tzinfo=None) <= TODAY.replace(tzinfo=None))
    latest = max(rides, key=lambda i: i["itemDate"])
    assert reply["text"].startswith(latest["title"]) and all(p in reply["text"] for p in latest["who"]), reply["text"]


async def test_who_came_on_the_kinds_plural_with_me_is_over_them_all(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my longest run")
    reply = await harness.say(conversation, "who came on runs with me?")
    runs = matching(lambda i: i["type"] == "Run")
    assert f"{len(runs)} runs" in reply["text"], reply["text"]
