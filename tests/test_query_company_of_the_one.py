""" "was anybody there with me?" right after one item was talked about: company asked of that one item, not of
everything in its place or year; a name, a kind or a time said asks something else."""

from __future__ import annotations

import pytest

from parley.core.query.utterance import Utterance
from parley.core.query.with_anyone import with_anyone

from .conftest import ParleyHarness
from .sample_items import TODAY, by_id, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize("asked", ["was anybody their with me", "was anybody there with me", "was anyone there with us"])
def test_there_misspelt_is_still_company(asked: str) -> None:
    assert with_anyone(Utterance(asked)), asked


def test_their_as_a_possessive_is_no_company() -> None:
    assert with_anyone(Utterance("was their dog with me")) == []


async def _on_the_steepest_hike_of_2022(harness: ParleyHarness) -> tuple[str, str]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what was my biggest hike in twenty twenty two")
    chosen = await harness.say(conversation, "the one with the most climbing")
    (picked,) = result_id_set(chosen)
    await harness.say(conversation, "where was that")
    return conversation, picked


@pytest.mark.parametrize("asked", ["was anybody their with me", "was anybody with me"])
async def test_company_of_the_one_talked_about(harness: ParleyHarness, asked: str) -> None:
    conversation, picked = await _on_the_steepest_hike_of_2022(harness)
    reply = await harness.say(conversation, asked)
    item = by_id(picked)
    assert reply["text"].startswith("Yes" if item.get("who") else "No"), reply["text"]
    assert item["title"] in reply["text"], reply["text"]


async def test_a_kind_and_time_said_is_not_the_one(harness: ParleyHarness) -> None:
    conversation, picked = await _on_the_steepest_hike_of_2022(harness)
    reply = await harness.say(conversation, "any hikes with someone in 2022?")
    assert result_id_set(reply) != {picked}, reply["text"]
