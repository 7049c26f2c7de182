"""“and the 2022 ones that were neither” after “drinks in 2022 that were beers or cocktails”: the drinks of 2022
of neither kind (was: “I couldn't tell what “neither” leaves out …”); “neither of them” with no kinds offered
before is still said back, never answered for everything."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def drinks(year: int, kinds: tuple[str, ...], among: bool) -> int:
    return len([i for i in ITEMS if i["category"] == "Drink" and i["itemDate"].year == year and (i["type"] in kinds) == among])


async def test_neither_leaves_out_the_kinds_offered_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "drinks in 2022 that were beers or cocktails")
    assert count(reply) == drinks(2022, ("Beer", "Cocktail"), True)
    reply = await harness.say(conversation, "and the 2022 ones that were neither")
    assert count(reply) == drinks(2022, ("Beer", "Cocktail"), False) > 0
    assert "couldn't tell" not in reply["text"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "beers or cocktails from 2023")
    reply = await harness.say(conversation, "what about 2021, neither of them?")  # another year said: that year's
    assert count(reply) == drinks(2021, ("Beer", "Cocktail"), False) > 0


async def test_neither_with_no_kinds_offered_is_said_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "beers in 2022")
    reply = await harness.say(conversation, "and the ones that were neither")
    assert "“neither”" in reply["text"] and count(reply) == 0  # said back, not the beers of 2022 again
