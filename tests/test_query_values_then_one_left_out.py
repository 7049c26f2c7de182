"""Values joined by "or", then one left out after a comma ("white or red, not the rosé ones"): the items with any of
the first values, not with the one left out, rather than none of the three."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_two_colours_said_then_a_third_left_out(harness: ParleyHarness) -> None:
    wines = sum(
        1
        for i in ITEMS
        if i["type"] == "Wine"
        and (i.get("place") or {}).get("countryCode") == "ES"
        and i["rating"] == 4
        and (i.get("fields") or {}).get("colour") in ("white", "red")
    )
    *_, reply = await reply_texts(harness, "spanish wines rated 4 that are white or red, not the rosé ones")
    assert reply.startswith(f"{wines} "), reply
