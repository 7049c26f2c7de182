""" "was anyone with me on that one?", "did anybody come along?", "did i go with someone?": company at all, no one named
(the items with at least one companion); not "anyone else besides Mary", "with or without anyone", "anyone called Sarah"."""

from __future__ import annotations

import pytest

from parley.core.query.people import People
from parley.core.query.utterance import Utterance
from parley.core.query.with_anyone import company_told, with_anyone

from .conftest import ParleyHarness
from .sample_items import TODAY, by_id, ids, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asked",
    [
        "was anyone with me on that one",
        "was anybody with me",
        "was there anyone with me?",
        "did someone come along",
        "did anybody join",
        "did i go with anyone",
        "was i with somebody on that trip",
        "anyone come along?",
    ],
)
def test_company_at_all(asked: str) -> None:
    assert with_anyone(Utterance(asked)) == [People((), exclude=True)]


@pytest.mark.parametrize(
    "asked",
    [
        "did i go with anyone else besides mary",
        "was anybody other than Mary with me",
        "is there anyone called sarah",
        "hikes without anyone",
        "did anyone recommend it",
    ],
)
def test_not_company_at_all(asked: str) -> None:
    assert with_anyone(Utterance(asked)) == []


def test_company_told() -> None:
    assert company_told("Hike", []) == "you were on your own on Hike."
    assert company_told("Hike", ["Mary", "Tom"]) == "Mary and Tom were with you on Hike."


async def test_the_batch_conversation(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hey, random question but have i ever actually been to japan??")
    await harness.say(conversation, "oh cool how many tirps was that")
    chosen = await harness.say(conversation, "which was the most recent one")
    (picked,) = result_id_set(chosen)
    reply = await harness.say(conversation, "was anyone with me on that one")
    assert reply["text"].startswith("Yes" if by_id(picked).get("who") else "No"), reply["text"]


async def test_a_list_with_someone(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many hikes in 2024 with someone")
    expected = ids(lambda i: i.get("type") == "Hike" and i["itemDate"].year == 2024 and bool(i.get("who")))
    assert result_id_set(reply) == expected and str(len(expected)) in reply["text"], reply["text"]
