"""A group left out that the items know by no name: "how many trips werent with family" is asked back (who the family is)
rather than refused or answered about every trip; the answer naming them ("family is mary and tom", "mary and tom",
"it's Mary and Tom") asks the question again without them. A message naming nobody known, or a new question, is no
answer to it."""

from __future__ import annotations

import pytest

from parley.core.query.group_named import GROUP_ASKED_KEY, asked_again, group_left_out

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


def _trips_without(*names: str) -> int:
    return sum(1 for i in ITEMS if i["category"] == "Travel" and not any(n in i["who"] for n in names))


async def test_the_group_is_asked_back(harness: ParleyHarness) -> None:
    reply = await _said(harness, "how many trips werent with family")
    assert "?" in reply and "family" in reply and not reply[0].isdigit(), reply


@pytest.mark.parametrize("answer", ["family is mary and tom", "mary and tom", "it's Mary and Tom", "my family = mary, tom"])
async def test_the_names_given_ask_it_again_without_them(harness: ParleyHarness, answer: str) -> None:
    reply = await _said(harness, "how many trips werent with family", answer)
    assert str(_trips_without("Mary", "Tom")) in reply and "Mary" in reply and "Tom" in reply, reply


def test_the_group_said_after_a_cue() -> None:
    assert (found := group_left_out("trips not with my kids")) is not None and found["group"] == "kids"
    assert group_left_out("hikes without friends") is not None
    assert group_left_out("trips with family") is None  # no cue: not left out


def test_no_answer_without_a_question_asked_back_or_a_known_name() -> None:
    known = frozenset({"mary", "tom"})
    memory = {GROUP_ASKED_KEY: {"question": "how many trips werent with family", "group": "family", "turn": 1}}
    assert asked_again("mary and tom", memory, 2, known) == "how many trips werent with mary and tom"
    assert asked_again("mary and tom", memory, 3, known) is None  # asked two turns ago
    assert asked_again("show me wines", memory, 2, known) is None
    assert asked_again("friends are mary and tom", memory, 2, known) is None  # another group
