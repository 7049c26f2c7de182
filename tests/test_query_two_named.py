"""Two named things set against each other after "between": "between Helen Park and Yuko Tanaka, which one
I rated better on average?" compares the two authors' average ratings, as "Helen Park or Yuko Tanaka" does;
"between 2018 and 2019" stays a span of dates."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def average_rating(author: str) -> tuple[float, int]:
    books = matching(lambda i: i["category"] == "Book" and i["fields"].get("author") == author and i.get("rating") is not None)
    return sum(i["rating"] for i in books) / len(books), len(books)


@pytest.mark.parametrize(
    "text",
    [
        "between Helen Park and Yuko Tanaka, which one I rated better on average?",
        "between Yuko Tanaka and Helen Park, whose books did I rate higher?",
    ],
)
async def test_two_authors_after_between_are_compared_by_average_rating(harness: ParleyHarness, text: str) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text(text)
    averages = {author: average_rating(author) for author in ("Yuko Tanaka", "Helen Park")}
    winner = max(averages, key=lambda a: averages[a][0])
    assert f"for books by {winner}" in reply, reply
    for average, count in averages.values():
        assert f"{average:.1f} over {count} books" in reply, reply


async def test_between_two_years_is_still_a_span_of_dates(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("between 2018 and 2019, how many books did I rate 5?")
    books = matching(lambda i: i["category"] == "Book" and 2018 <= i["itemDate"].year <= 2019 and i.get("rating") == 5)
    assert f"{len(books)} book" in reply and "between 2018 and 2019" in reply, reply
