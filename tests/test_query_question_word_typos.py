"""A question word typed without its h ("wen", "wy", "wich"): read as the word meant, in a question about
the item talked about too."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_wen_after_a_pick_asks_its_date(harness: ParleyHarness) -> None:
    oldest = min((i for i in ITEMS if i["type"] == "Beer"), key=lambda i: i["itemDate"])
    *_, reply = await reply_texts(harness, "my first beer", "wen did I drink it")
    assert str(oldest["itemDate"].year) in reply and "didn't understand" not in reply, reply
    assert "rated" not in reply, reply  # the date asked, not the whole item
