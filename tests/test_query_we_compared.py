""" "Did we go on more walks or more hikes?" after "What have we done together so far?" with Elena and "how many of those
were wines?": the walks and the hikes with Elena (was: every walk and hike); "we" after a question about someone left
out, or "I", changes nothing."""

from __future__ import annotations

import pytest

from parley.core.query.people import People
from parley.core.query.request import Reading, Request
from parley.core.query.we_compared import we_are

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, with_

ELENA = (People(("Elena",), False),)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def test_we_are_the_people_of_the_question_before() -> None:
    asked = Request("scrapbook", people=ELENA)
    assert we_are(Reading(text="did we go on more walks or more hikes?"), asked) == ELENA
    assert we_are(Reading(text="did i go on more walks or more hikes?"), asked) == ()  # no "we"
    assert we_are(Reading(text="did we go on more walks?"), Request("scrapbook", people=(People(("Elena",), True),))) == ()
    assert (
        we_are(Reading(text="did we go on more walks?"), Request("scrapbook", people=(People(("Elena", "Tom"), False, any_of=True),))) == ()
    )
    assert we_are(Reading(text="did we go on more walks?"), None) == ()


async def test_more_walks_or_hikes_with_the_one_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "What have we done together with Elena so far?")
    await harness.say(conversation, "How many of those were wines?")
    reply = await harness.say(conversation, "Did we go on more walks or more hikes?")
    counts = reply["channelData"]["interpretation"]["counts"]
    walks = len([i for i in with_items("Walk") if with_("Elena")(i)])
    hikes = len([i for i in with_items("Hike") if with_("Elena")(i)])
    assert sorted(counts.values()) == sorted([walks, hikes]), reply["text"]


async def test_i_is_not_we(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "What did I do with Elena?")
    reply = await harness.say(conversation, "Did I go on more walks or more hikes?")
    counts = reply["channelData"]["interpretation"]["counts"]
    assert sorted(counts.values()) == sorted([len(with_items("Walk")), len(with_items("Hike"))]), reply["text"]


def with_items(kind: str) -> list[dict[str, object]]:
    return [i for i in ITEMS if i["type"] == kind]


async def test_a_ranking_of_its_own_kind_and_time_keeps_no_value_before(harness: ParleyHarness) -> None:
    # "What was our best dinner together last year?" after "And Italian?" of the 2024 meals with Mary: of every dinner
    # with Mary last year, not of the Italian ones only
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "meals with mary in 2024")
    await harness.say(conversation, "how many of those were italian?")
    reply = await harness.say(conversation, "What was our best dinner together last year?")
    request = reply["channelData"]["interpretation"]["request"]
    assert request["type"] == "Dinner" and not request["values"], reply["text"]
    assert [p["names"] for p in request["people"]] == [["Mary"]], reply["text"]
