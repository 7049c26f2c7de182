"""“where did I go walking most often in 2025?”: the city that comes up most often, with its count (was: the
walks listed, “most” not understood); “every one, not only 2023” after “beers in 2023”: the question before,
every year (was: 2023 left out of the answer before); “longer than 2023 avg?” after a year's average distance per
run: that average against 2023's, yes or no (was: “Average of what: …”)."""

from __future__ import annotations

from collections import Counter
from statistics import mean
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


async def test_where_most_often_is_the_most_frequent_city(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    walks = [i for i in ITEMS if i["type"] == "Walk" and i["itemDate"].year == 2025]
    (city, n), (_, second) = Counter(i["place"]["city"] for i in walks).most_common(2)
    assert n > second
    reply = await harness.say(conversation, "where did I go walking most often in 2025?")
    assert city in reply["text"] and f"{n} of {len(walks)}" in reply["text"]
    reply = await harness.say(conversation, "where did I have the most expensive wine")
    assert "comes up most often" not in reply["text"]  # a superlative of something else, no most frequent city


async def test_not_only_a_year_asks_the_question_before_every_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    beers = [i for i in ITEMS if i["type"] == "Beer"]
    reply = await harness.say(conversation, "beers in 2023")
    assert count(reply) == len([i for i in beers if i["itemDate"].year == 2023])
    reply = await harness.say(conversation, "every one, not only 2023")
    assert count(reply) == len(beers) and "not in" not in reply["text"]
    reply = await harness.say(conversation, "how many in Germany?")
    assert count(reply) == len([i for i in beers if i["place"]["country"] == "Germany"])
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "beers not in 2023")  # asked, "not" still leaves the year out
    assert count(reply) == len([i for i in beers if i["itemDate"].year != 2023])


async def test_a_comparative_than_a_years_average_sets_the_two_averages_against_each_other(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    km = {y: mean(i["fields"]["distance"] for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == y) for y in (2023, 2025)}
    assert km[2025] > km[2023]
    await harness.say(conversation, "avg distance per run in 2025")
    reply = await harness.say(conversation, "longer than 2023 avg?")
    assert reply["text"].startswith("Yes") and f"{km[2023]:.1f} km" in reply["text"] and f"{km[2025]:.1f} km" in reply["text"]
