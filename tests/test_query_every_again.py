"""A yes/no about every one of a kind ("was Mary on every hike I did in 2016?"), continued with another year
("what about 2022"), stays a check of every one, "No, 4 of the 7: …" (never a plain "Yes" for some); then "which
hike that yr wasn't she on" are that year's hikes without her."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _hikes(year: int, mary: bool | None = None) -> list[dict[str, object]]:
    return matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == year and (mary is None or ("Mary" in i.get("who", [])) == mary))


async def test_every_one_of_a_kind_said_right_after_every(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = (await harness.say(conversation, "was Mary on each hike I did in 2016?"))["text"]
    assert reply.startswith(f"No, {len(_hikes(2016, True))} of the {len(_hikes(2016))}"), reply


async def test_another_year_after_every_one_stays_every_one(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "was Mary on every hike I did in 2016?")
    reply = (await harness.say(conversation, "what about 2022"))["text"]
    assert reply.startswith(f"No, {len(_hikes(2022, True))} of the {len(_hikes(2022))}"), reply
    absent = await harness.say(conversation, "which hikes that yr wasnt she on")
    assert result_id_set(absent) == {i["_id"] for i in _hikes(2022, False)}, absent["text"]


async def test_a_plain_yes_no_continued_is_not_every_one(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "was Mary on any hike in 2016?")
    reply = (await harness.say(conversation, "what about 2022"))["text"]
    assert reply.startswith(f"Yes, {len(_hikes(2022, True))} hikes in 2022 with Mary"), reply
