"""After one item is picked, "every wine from that vintage", "other wines by the same producer", "drinks of that
grape" list the items that share the picked item's value of that field (not the value itself); "what was that
vintage?" still asks the picked one's value."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _wines() -> list[dict[str, object]]:
    return [i for i in ITEMS if i["type"] == "Wine"]


async def test_the_wines_of_the_newest_wines_vintage_are_listed(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    newest = max(i["fields"]["vintage"] for i in _wines())  # type: ignore[index]
    count = sum(1 for i in _wines() if i["fields"]["vintage"] == newest)  # type: ignore[index]
    *_, reply = await harness.reply_texts("which wine has the newest vintage", "list all the wines of that same vintage")
    assert f"{count} wine" in reply and str(newest) in reply, reply
    assert "understand" not in reply, reply


@pytest.mark.parametrize(
    ("asked", "field", "noun"),
    [("any wines by that producer?", "producer", "wine"), ("how many drinks of the same grape?", "variety", "drink")],
)
async def test_the_items_sharing_the_picked_ones_value(harness: ParleyHarness, asked: str, field: str, noun: str) -> None:
    harness.clock.now = TODAY
    first, reply = await harness.reply_texts("my first wine from Italy", asked)
    picked = next(i for i in _wines() if str(i["title"]) in first)
    value = picked["fields"][field]  # type: ignore[index]
    kinds = ("Wine",) if noun == "wine" else ("Wine", "Beer", "Cocktail")
    count = sum(1 for i in ITEMS if i["type"] in kinds and (i.get("fields") or {}).get(field) == value)
    assert f"{count} " in reply and str(value) in reply and f"{noun}s" in reply, reply


async def test_what_was_that_vintage_still_asks_the_picked_ones(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    *_, reply = await harness.reply_texts("the oldest wine i had", "what was that vintage?")
    assert reply.endswith("vintage 2004."), reply
