""" "any other wines from there?" after the oldest wine and where it was drunk: the wines there but that one; "other"
of another kind leaves nothing out."""

from __future__ import annotations

import pytest

from parley.core.query.other_than_it import other_than_it
from parley.core.query.request import Reading, Request

from .conftest import ParleyHarness
from .sample_items import TODAY, by_id, ids
from .sample_items import result_id_set as found

WINE = {"_id": "w1", "category": "Drink", "type": "Wine"}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asked",
    ["any other wines from thre?", "other wines there?", "what other wines did i have there", "show me the other wines from there"],
)
async def test_the_item_in_focus_is_left_out(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    oldest = found(await harness.say(conversation, "whats the oldest vintage in my wines"))
    await harness.say(conversation, "wher did i drink it")
    reply = await harness.say(conversation, asked)
    city = by_id(next(iter(oldest)))["place"]["city"]
    there = ids(lambda i: i.get("type") == "Wine" and i["place"]["city"] == city)
    assert f"{len(there) - 1} wines" in reply["text"], reply["text"]
    assert not oldest & found(reply), reply["text"]


async def test_without_other_the_item_is_kept(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    oldest = found(await harness.say(conversation, "whats the oldest vintage in my wines"))
    await harness.say(conversation, "wher did i drink it")
    reply = await harness.say(conversation, "show me the wines from there")
    city = by_id(next(iter(oldest)))["place"]["city"]
    assert f"{len(ids(lambda i: i.get('type') == 'Wine' and i['place']['city'] == city))} wines" in reply["text"], reply["text"]


def test_other_of_another_kind_leaves_nothing_out() -> None:
    other = Reading(text="any other wines there?", unknown_words=("other",))
    assert other_than_it(Request("scrapbook", category="Drink", type="Wine"), other, WINE) is not None
    assert other_than_it(Request("scrapbook", category="Activity", type="Hike"), other, WINE) is None
    assert other_than_it(Request("scrapbook", category="Drink", type="Wine"), Reading(text="any wines there?"), WINE) is None
    assert other_than_it(Request("scrapbook", category="Drink"), Reading(text="other than that", unknown_words=("other",)), WINE) is None
