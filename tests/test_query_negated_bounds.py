"""A bound said negated after an answer ("excluding anything rated 2 or below", "except anything over 15 km"):
the previous answer without the items inside the bound, kept beside a bound said before; a negated range
("but not rated 3 or 4") has no single opposite and is asked about, never answered over its opposite."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_excluding_a_rating_bound_after_a_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "novels in 2024")
    reply = await harness.say(conversation, "excluding anything rated 2 or below")
    expected = matching(lambda i: i["type"] == "Novel" and i["itemDate"].year == 2024 and i["rating"] > 2)
    assert result_id_set(reply) == {i["_id"] for i in expected}, reply["text"]
    assert "understand" not in reply["text"], reply["text"]


async def test_except_a_bound_on_the_field_bounded_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes longer than 10 km in 2022")
    reply = await harness.say(conversation, "except anything over 15 km")
    expected = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2022 and 10 < i["fields"]["distance"] <= 15)
    assert result_id_set(reply) == {i["_id"] for i in expected}, reply["text"]


async def test_a_negated_range_is_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "novels in 2024")
    reply = await harness.say(conversation, "but not rated 3 or 4")
    assert "couldn't tell" in reply["text"], reply["text"]


async def test_a_sentence_of_doubt_before_the_question_leaves_nothing_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    text = "My friend insists one of my lunches in Lisbon got 5 stars. I don't believe that. Did any?"
    reply = str((await harness.say(conversation, text))["text"])
    found = matching(lambda i: i["type"] == "Lunch" and i["place"].get("city") == "Lisbon" and i["rating"] == 5)
    assert reply.startswith("Yes" if found else "No") and "couldn't tell" not in reply, reply
