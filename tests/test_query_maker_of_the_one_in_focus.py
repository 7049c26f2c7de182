"""“hers”, “his”, “her books” after one book was picked, no one else talked about: the books by its author ("last book i
finished in 2025", "how many of hers did i read that year": her books of 2025), whoever asked who wrote it or not."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, Item, every, ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def books_of(year: int) -> list[Item]:
    return sorted((i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == year), key=lambda i: i["itemDate"])


def by(author: str) -> Callable[[Item], bool]:
    return lambda i: i["category"] == "Book" and (i.get("fields") or {}).get("author") == author


async def test_hers_after_who_wrote_it_is_by_that_author(harness: ParleyHarness) -> None:
    author = books_of(2025)[-1]["fields"]["author"]
    asked = ids(every(by(author), lambda i: i["itemDate"].year == 2025))
    reply = await last_reply(harness, "last book i finsihed in 2025", "who wrote it", "how many of hers did i read that year")
    assert len(asked) > 1 and count_of(reply) == len(asked) and author in reply["text"], reply["text"]


async def test_his_books_after_the_book_picked_are_by_its_author(harness: ParleyHarness) -> None:
    author = books_of(2024)[0]["fields"]["author"]
    asked = ids(by(author))
    reply = await last_reply(harness, "my first book of 2024", "how many of his books have I read in total?")
    assert len(asked) > 1 and count_of(reply) == len(asked) and author in reply["text"], reply["text"]
