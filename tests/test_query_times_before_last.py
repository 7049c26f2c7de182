"""Times counted back from now and from the conversation: “the winter before last” is one winter further back
than “last winter”, “that year” after a comparison of seasons within one year is that year even when a total is
asked, and “was it any good, at least a 4?” checks the rating of what was just found."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def between(kind: str, start: datetime, end: datetime) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == kind and start <= i["itemDate"].replace(tzinfo=UTC) < end]


async def test_the_winter_before_last_is_two_winters_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "show me all the hikes from the winter before last")
    hikes = between("Hike", datetime(2024, 12, 1, tzinfo=UTC), datetime(2025, 3, 1, tzinfo=UTC))
    assert ids(reply) == {i["_id"] for i in hikes} and "before last" in reply["text"]


async def test_a_total_that_year_after_comparing_seasons_of_a_year_is_of_that_year(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I run more in summer or in winter of 2019?")
    reply = await harness.say(conversation, "what distance did I run in total that year?")
    runs = between("Run", datetime(2019, 1, 1, tzinfo=UTC), datetime(2020, 1, 1, tzinfo=UTC))
    assert runs and f"{round(sum(i['fields']['distance'] for i in runs), 1):g} km" in reply["text"]


@pytest.mark.parametrize(("wording", "above"), [("were they any good, at least a {n}?", 0), ("any good, like {n} or more?", 1)])
async def test_any_good_with_a_score_checks_that_rating_of_what_was_found(harness: ParleyHarness, wording: str, above: int) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "beers last winter but one")
    beers = between("Beer", datetime(2024, 12, 1, tzinfo=UTC), datetime(2025, 3, 1, tzinfo=UTC))
    best = max(i["rating"] for i in beers)
    assert best < 5
    reply = await harness.say(conversation, wording.format(n=best + above))
    assert reply["text"].startswith("No" if above else "Yes"), reply["text"]


async def test_where_with_a_time_of_its_own_asks_anywhere_not_the_place_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my hikes in Kyoto in 2019")
    reply = await harness.say(conversation, "and where did we go hiking the year before last?")
    hikes = between("Hike", datetime(2024, 1, 1, tzinfo=UTC), datetime(2025, 1, 1, tzinfo=UTC))
    assert any(i["place"]["city"] != "Kyoto" for i in hikes)
    assert ids(reply) == {i["_id"] for i in hikes}, reply["text"]


@pytest.mark.parametrize("said", ["Ah yes, Kyoto! Was Kenji with me there?", "Right. Was Kenji with me in Kyoto?"])
async def test_a_yes_no_about_a_companion_after_an_exclamation_is_still_that_question(harness: ParleyHarness, said: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "where did I have dinner in 2019?")
    reply = await harness.say(conversation, said)
    kyoto = [i for i in ITEMS if i["place"].get("city") == "Kyoto" and "Kenji" in i["who"]]
    assert reply["text"].startswith("Yes" if kyoto else "No") and "Kenji" in reply["text"], reply["text"]


async def test_where_with_a_time_of_its_own_after_a_companion_check_is_with_anyone(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Oh yes, Kyoto! Was Kenji with me there?")
    reply = await harness.say(conversation, "Now, where did I go hiking the year before last?")
    hikes = between("Hike", datetime(2024, 1, 1, tzinfo=UTC), datetime(2025, 1, 1, tzinfo=UTC))
    assert ids(reply) == {i["_id"] for i in hikes}, reply["text"]
