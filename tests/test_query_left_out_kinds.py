"""A kind named only to be left out ("everything in Italy except the meals", "apart from the drinks") is no topic
of the conversation: a later "how many of those were walks" still asks of the answer before, not of every walk."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _in_year(item: dict[str, object], year: int) -> bool:
    date = item["itemDate"]
    return isinstance(date, datetime) and date.year == year


async def test_the_walks_among_everything_but_the_meals_of_a_country(harness: ParleyHarness) -> None:
    hikes = sum(1 for i in ITEMS if i["type"] == "Walk" and (i.get("place") or {}).get("countryCode") == "IT" and _in_year(i, 2024))
    *_, reply = await reply_texts(harness, "all my stuff in italy in 2024 except the meals", "how many of those were walks")
    assert f"{hikes} " in reply and "among the" in reply, reply


async def test_the_runs_among_everything_with_someone_but_the_drinks(harness: ParleyHarness) -> None:
    runs = sum(1 for i in ITEMS if i["type"] == "Run" and "Tom" in i["who"] and _in_year(i, 2025))
    *_, reply = await reply_texts(harness, "everything with tom in 2025", "apart from the drinks", "and how many of them were runs")
    assert f"{runs} " in reply and "among the" in reply, reply
