"""Every kind of a list left out, over the sample, through the whole assistant: "not counting the walks or the meals",
"excluding walks and meals" after "what did i do last summer" leave out both kinds (said "other than walks or meals"),
and "how many of those were hikes or runs" next asks of what is left."""

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


def between(start: datetime, end: datetime) -> Callable[[Item], bool]:
    return lambda i: start <= i["itemDate"].replace(tzinfo=None) < end


LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


@pytest.mark.parametrize("text", ["not counting the walks or the meals", "excluding walks and meals"])
async def test_each_kind_listed_after_a_cue_is_left_out(harness: ParleyHarness, text: str) -> None:
    left = ids(every(LAST_SUMMER, lambda i: i.get("type") != "Walk" and i.get("category") != "Food"))
    reply = await last_reply(harness, "what did i do last summer", text)
    assert left and count_of(reply) == len(left), reply["text"]
    assert "other than walks or meals" in reply["text"], reply["text"]


async def test_those_left_after_a_list_left_out_are_asked_of(harness: ParleyHarness) -> None:
    asked = ids(every(LAST_SUMMER, lambda i: i.get("type") in ("Hike", "Run")))
    reply = await last_reply(
        harness, "what did i do last summer", "not counting the walks or the meals", "how many of those were hikes or runs"
    )
    assert asked and count_of(reply) == len(asked), reply["text"]
    assert "meals" not in reply["text"], reply["text"]


async def test_kinds_listed_after_except_in_one_question(harness: ParleyHarness) -> None:
    asked = ids(every(lambda i: i["itemDate"].year == 2025, lambda i: i.get("category") not in ("Book", "Drink")))
    reply = await last_reply(harness, "everything from 2025 except the books and the drinks")
    assert asked and count_of(reply) == len(asked), reply["text"]
