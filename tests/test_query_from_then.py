""" "from then" said after a question with a time of its own ("… since 2022", then "and the biographies from back
then") is that time again, not the time after an item talked about ("from then on", "since then" are)."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _since(kind: str, year: int) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and i["itemDate"] >= datetime(year, 1, 1))


async def test_the_kind_asked_from_back_then_keeps_the_time_of_the_question_before(harness: ParleyHarness) -> None:
    biographies = _since("Biography", 2022)
    *_, reply = await reply_texts(harness, "how many novels have I read since 2022?", "and the biographies from back then")
    assert f"{biographies} biographies" in reply and "2022" in reply, reply


async def test_from_that_time_keeps_the_time_of_the_question_before(harness: ParleyHarness) -> None:
    walks = _since("Walk", 2025)
    *_, reply = await reply_texts(harness, "hikes since 2025", "now list the walks from that time")
    assert f"{walks} walks" in reply and "2025" in reply, reply
