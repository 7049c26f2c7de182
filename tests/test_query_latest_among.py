"""A yes/no about "the latest one" / "the first one I had", said after a question about some things (the wines from
Spain, the hikes in Switzerland), is about the latest (earliest) of those things, never of every item of the kind; "and
the one before that?" then stays among them too."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(kind: str, country: str) -> list[dict[str, Any]]:
    return sorted((i for i in ITEMS if i["type"] == kind and i["place"].get("country") == country), key=lambda i: i["itemDate"])


def _country_with_most(kind: str) -> str:
    countries = [i["place"].get("country") for i in ITEMS if i["type"] == kind and i["place"].get("country")]
    return max(set(countries), key=countries.count)


def _second_country(kind: str) -> str:
    countries = [i["place"].get("country") for i in ITEMS if i["type"] == kind and i["place"].get("country")]
    first = _country_with_most(kind)
    return max((c for c in set(countries) if c != first), key=countries.count)


async def test_the_most_recent_one_is_of_the_country_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    country = _second_country("Wine")  # not the country of the latest wine of all
    wines = _of("Wine", country)
    latest, before = wines[-1], wines[-2]
    replies = await harness.reply_texts(f"show me the wines from {country}", "Was the most recent one rated 5?", "and the one before that?")
    assert replies[1].startswith("Yes" if latest["rating"] == 5 else "No") and latest["title"] in replies[1], replies[1]
    assert replies[2].startswith("Yes" if before["rating"] == 5 else "No") and before["title"] in replies[2], replies[2]


async def test_the_first_one_had_is_the_earliest_of_those(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    country = _second_country("Wine")
    first = _of("Wine", country)[0]
    (_, reply) = await harness.reply_texts(f"{country} wines", "was the first one I drank rated 4?")
    assert reply.startswith("Yes" if first["rating"] == 4 else "No") and first["title"] in reply, reply


async def test_a_hike_in_a_country_then_its_latest_checked_for_a_companion(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    country = _second_country("Hike")
    hikes = _of("Hike", country)
    latest, before = hikes[-1], hikes[-2]
    replies = await harness.reply_texts(f"my hikes in {country}", "was the most recent one with Mary?", "and the one before that?")
    with_mary = lambda item: "Mary" in (item.get("who") or [])  # noqa: E731
    assert replies[1].startswith("Yes" if with_mary(latest) else "No") and latest["title"] in replies[1], replies[1]
    assert replies[2].startswith("Yes" if with_mary(before) else "No") and before["title"] in replies[2], replies[2]


async def test_with_nothing_talked_about_it_is_the_latest_of_all(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    latest = max((i for i in ITEMS if i["type"] == "Wine"), key=lambda i: i["itemDate"])
    (reply,) = await harness.reply_texts("was the latest wine rated 5?")
    assert reply.startswith("Yes" if latest["rating"] == 5 else "No") and latest["title"] in reply, reply
