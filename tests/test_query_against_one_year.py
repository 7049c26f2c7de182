"""One year said against, the other left unsaid: "vs 2024, which year had more" after the hikes without Mary in 2023 is
"2023 vs 2024, which year had more", each year counted (was: "More of what?"). Also "and vs 2024?", "compared to 2022,
which year had more", "against 2024?". Not after a question of no single year (the last 3 hikes), nor of the same year."""

from __future__ import annotations

from dataclasses import replace

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.request import Request
from parley.core.query.than_that_year import against_the_year_talked_about

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _said(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = ""
    for text in texts:
        reply = str((await harness.say(conversation, text))["text"])
    return reply


def _hikes_without_mary(year: int) -> int:
    return sum(1 for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == year and "Mary" not in i["who"])


@pytest.mark.parametrize(
    ("then", "other"), [("vs 2024, which year had more", 2024), ("and vs 2024?", 2024), ("compared to 2022, which year had more", 2022)]
)
async def test_the_year_talked_about_set_against_the_one_said(harness: ParleyHarness, then: str, other: int) -> None:
    reply = await _said(harness, "hikes w/o mary in 2023", then)
    assert f"{_hikes_without_mary(2023)} hikes in 2023" in reply and f"{_hikes_without_mary(other)} hikes in {other}" in reply, reply


def test_said_in_full_only_against_one_other_year() -> None:
    from datetime import datetime

    year = DateRange(datetime(2023, 1, 1), datetime(2024, 1, 1), "in 2023")
    prior = replace(Request(collection="scrapbook"), dates=year)
    assert against_the_year_talked_about("vs 2024, which year had more", prior) == "2023 vs 2024, which year had more"
    assert against_the_year_talked_about("against 2024?", prior) == "2023 vs 2024?"
    assert against_the_year_talked_about("vs 2023?", prior) is None  # the same year
    assert against_the_year_talked_about("vs 2024?", Request(collection="scrapbook")) is None  # no year before
    assert against_the_year_talked_about("hikes in 2024 vs 2023", prior) is None  # both said
