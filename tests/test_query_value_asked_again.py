"""The value just stated asked for again ("whats the actual number" after "is my avg wine rating above 3.5? No, the
average rating is 3.4 …"): that aggregate again, no yes/no and no pick among the items (core/query/value_asked_again.py)."""

from __future__ import annotations

from statistics import mean

import pytest

from parley.core.query.value_asked_again import asks_the_value_again

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS

KEPT = {"turn": 4}


@pytest.mark.parametrize(
    "text",
    ["whats the actual number", "what's the exact figure?", "so what is it exactly?", "the real number?", "ok whats the value then"],
)
def test_the_value_is_asked_again_right_after_it(text: str) -> None:
    assert asks_the_value_again(text, KEPT, 5)


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("whats the actual number", 7),  # not right after the aggregate
        ("what's the number of wines in 2024", 5),  # a question of its own
        ("the second one", 5),
        ("what is the exact date", 5),
    ],
)
def test_not_asked_again(text: str, turn: int) -> None:
    assert not asks_the_value_again(text, KEPT, turn)


def test_nothing_kept_nothing_asked_again() -> None:
    assert not asks_the_value_again("whats the actual number", None, 5)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_average_is_stated_without_the_verdict(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "is my avg wine rating above 3.5", "whats the actual number")  # batch76
    average = mean(i["rating"] for i in ITEMS if i.get("type") == "Wine")
    assert reply["text"].startswith("The average rating is") and f"{average:.1f}" in reply["text"], reply["text"]


async def test_a_total_is_stated_again(harness: ParleyHarness) -> None:
    first = await last_reply(harness, "how many km did i run in 2024")
    again = await last_reply(harness, "how many km did i run in 2024", "what's the exact figure?")
    assert again["text"] == first["text"], again["text"]


async def test_after_a_list_the_number_is_no_value_stated(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "show me wines from 2024", "whats the number")
    assert "average" not in reply["text"] and "total" not in reply["text"], reply["text"]
