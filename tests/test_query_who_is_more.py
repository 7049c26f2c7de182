"""People set against each other and asked with "who": "tom or james this year, who more" compares the two; after
"with Anna or with Tom?", "and for eating, who is more?" asks the same comparison of another kind. "who is more?"
after a comparison of two years is not read as one of people."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(keep: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if keep(i))


def _with(name: str, category: str | None = None, year: int | None = None) -> Callable[[Item], bool]:
    return lambda i: (
        name in (i.get("who") or []) and (category is None or i["category"] == category) and (year is None or i["itemDate"].year == year)
    )


def _states_both(reply: str, first: tuple[str, int], second: tuple[str, int]) -> None:
    winner = first[0] if first[1] > second[1] else second[0]
    assert winner in reply.split(":")[0], reply
    assert f"{first[1]} " in reply and f"{second[1]} " in reply, reply


@pytest.mark.parametrize(
    ("question", "first", "second", "year"),
    [
        ("tom or james this year, who more", "Tom", "James", 2026),
        ("Tom or James this year: who did I see more?", "Tom", "James", 2026),
        ("anna or mary, who did i travel with more?", "Anna", "Mary", None),
        ("sofia or priya, who have I seen more?", "Sofia", "Priya", None),
    ],
)
async def test_two_people_then_who_more_compares_them(
    harness: ParleyHarness, question: str, first: str, second: str, year: int | None
) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text(question)
    category = "Travel" if "travel" in question else None
    _states_both(reply, (first, _count(_with(first, category, year))), (second, _count(_with(second, category, year))))


@pytest.mark.parametrize(
    ("asked", "category"),
    [
        ("And for eating, who is more?", "Food"),
        ("and for drinks, who wins?", "Drink"),
        ("museums, with whom was it more?", "Museum"),
        ("and for meals, who was more?", "Food"),
    ],
)
async def test_who_is_more_of_another_kind_keeps_the_people_compared(harness: ParleyHarness, asked: str, category: str) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("With who I do more exercise, with Anna or with Tom?", asked)
    _states_both(reply, ("Anna", _count(_with("Anna", category))), ("Tom", _count(_with("Tom", category))))


async def test_who_is_more_after_two_years_is_not_a_comparison_of_people(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("more hikes in 2024 or 2025?", "and for museums, who is more?")
    assert "Anna" not in reply and "Tom" not in reply and " or " not in reply.split(":")[0], reply
