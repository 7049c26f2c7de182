"""Follow-ons that change what was counted: "and vice versa" after the hikes with Tom but not James swaps who was
there (with James, without Tom); "how many reds altogether?" after the red wines of one country counts every red
wine; "how many italian and japanese dinners …" counts each cuisine, and "what about 2024?" counts each again then."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(kind: str, **fields: Any) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == kind and all(i.get("fields", {}).get(k) == v for k, v in fields.items())]


async def test_the_other_way_round_swaps_who_was_there(harness: ParleyHarness) -> None:
    swapped = [i for i in _of("Hike") if "James" in i["who"] and "Tom" not in i["who"]]
    *_, reply = await reply_texts(harness, "hikes with tom but not james", "and vice versa")
    assert f"{len(swapped)} hike" in reply and "with James" in reply and "without Tom" in reply, reply


async def test_in_total_counts_every_one_of_the_kind_said_again(harness: ParleyHarness) -> None:
    reds = _of("Wine", colour="red")
    *_, reply = await reply_texts(harness, "did i have any red wine in peru", "how many reds altogether?")
    assert f"{len(reds)} red wines" in reply and "Peru" not in reply, reply


async def test_how_many_of_several_values_counts_each(harness: ParleyHarness) -> None:
    def dinners(cuisine: str, year: int) -> int:
        return sum(1 for i in _of("Dinner", cuisine=cuisine) if i["itemDate"].year == year)

    first, then = await reply_texts(harness, "how many italian and japanese dinners did i have in 2023", "what about 2024?")
    assert f"{dinners('italian', 2023)} Italian dinners" in first and f"{dinners('japanese', 2023)} Japanese dinners" in first, first
    assert f"{dinners('italian', 2024)} Italian dinner" in then and f"{dinners('japanese', 2024)} Japanese dinner" in then, then
    assert "2024" in then, then
