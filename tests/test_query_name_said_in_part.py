"""A name said by one of its words ("juniper" of Kitchen Juniper, Café Juniper …): of several names with items
of the kind asked about, which one is asked and the answer picks it; of one, that name is read."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, field: str, name: str) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and (i.get("fields") or {}).get(field) == name)


async def test_a_word_of_several_restaurants_is_asked_about(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "did I ever have lunch at Juniper?")
    assert "?" in reply and "Kitchen Juniper" in reply and "The Juniper" in reply, reply
    assert "Bar Juniper" not in reply.split("?")[0] or _count("Lunch", "restaurant", "Bar Juniper"), reply


async def test_the_answer_picks_one_by_its_own_word(harness: ParleyHarness) -> None:
    lunches = _count("Lunch", "restaurant", "Kitchen Juniper")
    *_, reply = await reply_texts(harness, "lunches at juniper", "I meant the kitchen one")
    assert f"{lunches} lunches" in reply and "Kitchen Juniper" in reply, reply


async def test_the_answer_picks_one_said_whole(harness: ParleyHarness) -> None:
    dinners = _count("Dinner", "restaurant", "The Juniper")
    *_, reply = await reply_texts(harness, "how many dinners did I have at juniper", "the juniper")
    assert f"{dinners} dinners" in reply and "The Juniper" in reply, reply


async def test_a_word_of_one_name_of_the_kind_asked_is_that_name(harness: ParleyHarness) -> None:
    cocktails = _count("Cocktail", "producer", "Bar Juniper")
    (reply,) = await reply_texts(harness, "how many cocktails came from juniper")
    assert f"{cocktails} cocktails" in reply and "Bar Juniper" in reply, reply
