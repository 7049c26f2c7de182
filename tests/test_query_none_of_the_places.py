"""Several places left out at once: "wines neither from italy nor from spain", "wines not from italy, not from spain"
(was: only Spain left out, Italy silently kept), then "and also not from the states": outside all three. A story's
pronoun is no part of the question: "mary keeps teasing me that i never go out for lunch without her. how many lunches
did i have without mary this year?" (was: "no lunches other than lunches")."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(reply: str) -> int:
    return int(reply.split()[0].replace(",", ""))


async def _said(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = ""
    for text in texts:
        reply = str((await harness.say(conversation, text))["text"])
    return reply


def _wines_outside(*codes: str) -> int:
    return sum(1 for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] not in codes)


@pytest.mark.parametrize(
    "text",
    [
        "wines neither from italy nor from spain",
        "wines neither from italy nor spain",
        "wines not from italy, not from spain",
        "wines not from italy and not from spain",
        "wines from neither italy nor spain",
    ],
)
async def test_every_place_left_out_is_left_out(harness: ParleyHarness, text: str) -> None:
    reply = await _said(harness, text)
    assert _count(reply) == _wines_outside("IT", "ES") and "Italy" in reply and "Spain" in reply, reply


async def test_one_more_place_left_out_after_them(harness: ParleyHarness) -> None:
    reply = await _said(harness, "wines neither from italy nor from spain", "and also not from the states")
    assert _count(reply) == _wines_outside("IT", "ES", "US"), reply


async def test_one_place_left_out_is_still_one(harness: ParleyHarness) -> None:  # negative: nothing merged
    reply = await _said(harness, "wines not from italy")
    assert _count(reply) == _wines_outside("IT"), reply


async def test_a_pronoun_of_the_story_before_the_question_narrows_nothing(harness: ParleyHarness) -> None:
    lunches = sum(1 for i in ITEMS if i["type"] == "Lunch" and i["itemDate"].year == 2026 and not with_("Mary")(i))
    text = "mary keeps teasing me that i never go out for lunch without her. how many lunches did i have without mary this year?"
    reply = await _said(harness, text)
    assert lunches and str(lunches) in reply and "other than" not in reply, reply
