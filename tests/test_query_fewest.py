"""“In which year did I read the fewest books?” (and a learner's “the less books”, “hike the least”): the year with the
fewest items among those with any, and its count — never a list of every item; not so for “the least expensive wine”,
“the one I liked least” or “less … than …”, and not for a group that is no part of a date or a place."""

from __future__ import annotations

from collections import Counter

import pytest

from parley.core.query.fewest import FEWEST

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "text",
    [
        "in which year i have read the less books?",
        "in which year did i read the fewest books?",
        "which year did i hike the least",
        "wich year did i go skiing the least often",
        "what month did i travel least in 2024",
        "which city did i eat out in the fewest times",
    ],
)
def test_the_fewest_is_asked(text: str) -> None:
    assert FEWEST.search(text) is not None, text


@pytest.mark.parametrize(
    "text",
    [
        "which year did i drink the least expensive wine",
        "which year had less books than 2020",
        "which restaurant did i like least",
        "which year did i read the most books",
        "what is the least rated wine",
    ],
)
def test_no_count_of_the_fewest_is_asked(text: str) -> None:
    assert FEWEST.search(text) is None, text


@pytest.mark.parametrize("asked", ["In which year I have read the less books?", "in which year did i read the fewest books"])
async def test_the_year_with_the_fewest_books_and_its_count(harness: ParleyHarness, asked: str) -> None:
    years = Counter(i["itemDate"].year for i in ITEMS if i["category"] == "Book")
    (year, count), (_, next_fewest) = sorted(years.items(), key=lambda p: p[1])[:2]
    assert count < next_fewest
    (reply,) = await reply_texts(harness, asked)
    assert f"The year with the fewest books is {year} ({count} of {sum(years.values())} books)" in reply, reply


async def test_the_least_expensive_is_no_count_by_year(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "what year did I drink the least expensive wine?")
    assert "fewest" not in reply, reply
