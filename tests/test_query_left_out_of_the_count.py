"""“which country had the most items outside the US?” after “in how many countries was I in 2025?”: the most frequent
country of those same items (2025) less the one left out, not of every year."""

from __future__ import annotations

from collections import Counter

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_most_frequent_city_less_one_keeps_the_year_counted(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many cities did I visit in 2024?")
    reply = await harness.say(conversation, "which city most, not counting San Francisco?")
    cities = Counter(
        i["place"]["city"] for i in ITEMS if i["itemDate"].year == 2024 and i.get("place", {}).get("city") not in (None, "San Francisco")
    )
    (top, count), (_, runner_up) = cities.most_common(2)
    assert count > runner_up and top in reply["text"] and "2024" in reply["text"], reply["text"]
