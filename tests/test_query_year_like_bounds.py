"""A year-like number with a bound of time after it: "the 2008 vintage or earlier" is that vintage and the older ones,
"vintage 2015 or newer" that one and the younger ones (was: that vintage alone, "or earlier" not understood)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _wines(keep: Callable[[int], bool]) -> set[str]:
    def wine(item: Item) -> bool:
        vintage = item["fields"].get("vintage") if item["type"] == "Wine" else None
        return isinstance(vintage, int) and keep(vintage)

    return {str(i["_id"]) for i in matching(wine)}


async def test_a_vintage_or_earlier_is_that_vintage_and_the_older_ones(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Blame my dad's old bottles: show me my wines of the 2006 vintage or before.")
    older = _wines(lambda v: v <= 2006)
    assert older and older != _wines(lambda v: v == 2006) and result_id_set(reply) == older, reply["text"]
    assert "2006 or less" in reply["text"], reply["text"]


async def test_a_vintage_or_newer_is_that_vintage_and_the_younger_ones(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "which wines have vintage 2019 or later?")
    younger = _wines(lambda v: v >= 2019)
    assert reply["text"].startswith(f"{len(younger)} wines with vintage 2019 or more"), reply["text"]
