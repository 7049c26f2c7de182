"""Another person's take and doings told before the user's question, over the sample, through the whole assistant:
"ben reckons i ran more than him he ran 20 times so did i run more than 20 times in 2025" (a name and a verb of
saying or thinking, lower case as Alexa sends it, then "he"/"she" and what they did, then the question, with or
without full stops) asks only "did i run more than 20 times in 2025?": their claim and their year are no part of it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def of_year(year: int) -> Callable[[Item], bool]:
    start, end = datetime(year, 1, 1), datetime(year + 1, 1, 1)
    return lambda i: start <= i["itemDate"].replace(tzinfo=None) < end


@pytest.mark.parametrize(
    ("text", "asked", "number"),
    [
        (
            "ben reckons i drank more wine than him he had 3 wines last year so did i drink more than 3 wines in 2024",
            every(kind("Wine"), of_year(2024)),
            3,
        ),
        (
            "Sofia says I hiked less than her. She did 4 hikes this year. So did I do more than 4 hikes in 2025?",
            every(kind("Hike"), of_year(2025)),
            4,
        ),
        (
            "my sister thinks i ski more than her she skied twice this year did i ski more than 2 times in 2024",
            every(kind("Ski"), of_year(2024)),
            2,
        ),
    ],
)
async def test_their_take_told_before_is_no_part_of_the_question(
    harness: ParleyHarness, text: str, asked: Callable[[Item], bool], number: int
) -> None:
    found = ids(asked)
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("Yes" if len(found) > number else "No"), reply["text"]
    assert count_of(reply) == len(found), reply["text"]
    assert "the same" not in reply["text"] and "understand" not in reply["text"], reply["text"]
