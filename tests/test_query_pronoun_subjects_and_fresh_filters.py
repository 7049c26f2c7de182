"""“was she ever with me in …?”, “did he ever come with me to …?”: the person talked about as the companion of
a yes/no, never dropped; and a complete new question keeps no place or year from the questions before it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.collection.sample.generate import SAMPLE_FILE, decode

from .conftest import ParleyHarness

TODAY = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
ITEMS = list(decode(SAMPLE_FILE.read_bytes()))
Item = dict[str, Any]


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def matching(predicate: Callable[[Item], bool]) -> list[Item]:
    return [i for i in ITEMS if predicate(i)]


@pytest.mark.parametrize(
    ("person", "question", "country"),
    [
        ("Tom", "was he ever with me in Italy?", "IT"),
        ("Anna", "did she ever come with me to france", "FR"),
        ("Mary", "was she ever with me in japan", "JP"),
    ],
)
async def test_a_pronoun_as_the_subject_of_a_yes_no_is_the_person_talked_about(
    harness: ParleyHarness, person: str, question: str, country: str
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, f"hikes with {person}")
    reply = await harness.say(conversation, question)
    found = matching(lambda i: person in i.get("who", []) and i["place"].get("countryCode") == country)
    assert reply["text"].startswith("Yes" if found else "No"), reply["text"]
    assert "understand" not in reply["text"], reply["text"]
