"""After one kind compared at two times, a question that says one of the times alone asks of that kind then: "My books of
2025 were better than the ones of 2024, yes?", then "Which was the average rating in 2025?" (see
core/query/the_time_compared.py)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(kind: str, year: int) -> list[Item]:
    return [i for i in ITEMS if kind in (i["category"], i["type"]) and i["itemDate"].year == year]


def _mean_rating(items: list[Item]) -> str:
    mean = f"{sum(i['rating'] for i in items) / len(items):.1f}".removesuffix(".0")
    return f"{mean} over {len(items)} "


@pytest.mark.parametrize(
    ("compared", "asked", "kind", "year"),
    [
        (
            "My books of 2025 were better than the ones of 2024, yes? I mean the ratings.",
            "Which was the average rating in 2025?",
            "Book",
            2025,
        ),
        ("more wines in 2024 or 2025?", "the average rating in 2024?", "Wine", 2024),
        ("did i rate my runs higher in 2023 or 2024", "whats the average rating in 2023", "Run", 2023),
        ("were my museums better in 2022 than in 2021?", "and what was the avg rating in 2021", "Museum", 2021),
    ],
)
async def test_the_time_said_alone_is_that_option(harness: ParleyHarness, compared: str, asked: str, kind: str, year: int) -> None:
    *_, reply = await reply_texts(harness, compared, asked)
    assert _mean_rating(_of(kind, year)) in reply, reply


async def test_two_kinds_compared_keep_no_kind(harness: ParleyHarness) -> None:
    everything = [i for i in ITEMS if i["itemDate"].year == 2024]
    *_, reply = await reply_texts(harness, "more wine or beer in 2024?", "average rating in 2024")
    assert _mean_rating(everything) in reply, reply
