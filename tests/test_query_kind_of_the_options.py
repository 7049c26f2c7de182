"""After a comparison of kinds of one category ("were there more flights or more trains?") the next question is still
about that category: "which one was the longest?" is the longest of the travels talked about (by nights), not asked
back across every kind; after kinds of two categories none is kept."""

from __future__ import annotations

import pytest

from parley.core.query.kind_of_the_options import with_the_kind_of_the_options
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_the_one_category_of_the_options_is_kept() -> None:
    common = Request("scrapbook", "count")
    flights, trains = (Request("scrapbook", "count", category="Travel", type=kind) for kind in ("Flight", "Train journey"))
    assert with_the_kind_of_the_options(common, [flights, trains]).category == "Travel"


def test_options_of_two_categories_keep_none() -> None:
    common = Request("scrapbook", "count")
    books, hikes = Request("scrapbook", category="Book"), Request("scrapbook", category="Activity", type="Hike")
    assert with_the_kind_of_the_options(common, [books, hikes]).category is None
    assert with_the_kind_of_the_options(common, [Request("scrapbook"), Request("scrapbook")]).category is None


async def test_the_longest_of_them_after_flights_or_trains(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my trips in 2025")
    await harness.say(conversation, "were there more flights or more trains?")
    reply = await harness.say(conversation, "which one of them was the longest?")
    trips = [i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == 2025]
    most = max(i["fields"]["nights"] for i in trips)
    assert len(picked(reply)) == 1 and picked(reply)[0] in {i["_id"] for i in trips if i["fields"]["nights"] == most}, reply["text"]
