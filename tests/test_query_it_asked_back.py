"""“did it get 5 stars?” with nothing talked about asks what “it” is; the next turn picking one thing (“my most
recent dinner in Lisbon”) answers the question kept about that one; a turn that picks none is answered as asked."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_one_thing_named_after_what_do_you_mean_by_it_answers_the_question_kept(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did it get 5 stars?")
    assert "“it”" in reply["text"] and not reply["text"].startswith(("Yes", "No")), reply["text"]
    reply = await harness.say(conversation, "my most recent dinner in Lisbon")
    dinners = matching(lambda i: i["type"] == "Dinner" and i["place"].get("city") == "Lisbon")
    latest = max(dinners, key=lambda i: i["itemDate"])
    assert reply["text"].startswith("Yes" if latest["fields"].get("rating") == 5 else "No"), reply["text"]
    assert latest["title"] in reply["text"], reply["text"]


async def test_a_turn_picking_no_one_thing_after_it_was_asked_about_is_answered_as_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "was it with Mary?")
    reply = await harness.say(conversation, "hikes in 2023")
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2023)
    assert f"{len(hikes)} hikes in 2023" in reply["text"] and not reply["text"].startswith(("Yes", "No")), reply["text"]
