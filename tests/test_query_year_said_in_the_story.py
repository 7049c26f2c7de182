""" "that year" of a question whose story says the year ("My brother swears we went skiing loads in 2018 … how many
ski days were there that year?") is the year said; the other person's take after the answer to a question back
("the books, of course, she never goes to museums") asks nothing."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(category: str, kind: str, year: int) -> int:
    return sum(1 for i in ITEMS if i["category"] == category and i["type"] == kind and i["itemDate"].year == year)


async def test_that_year_is_the_year_the_story_says(harness: ParleyHarness) -> None:
    reply = (
        await reply_texts(
            harness, "My brother reckons we did a lot of history stuff in 2021 - typical him. How many history things that year?"
        )
    )[-1]
    assert "books" in reply and "museums" in reply and "which year" not in reply.lower(), reply


async def test_the_answer_back_with_another_persons_habit_beside_it(harness: ParleyHarness) -> None:
    books = _count("Book", "History", 2021)
    *_, reply = await reply_texts(
        harness,
        "My brother reckons we did a lot of history stuff in 2021 - typical him. How many history things that year?",
        "The books, obviously, he never sets foot in a museum.",
    )
    assert f"{books} history book" in reply and "2021" in reply, reply
