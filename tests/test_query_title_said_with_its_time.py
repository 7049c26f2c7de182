"""A title said with another article than its own ("the history of sleep" of "A History of Sleep"; never without one:
"her history of sleep"), and the one of the several items bearing it that the question's time tells ("… book i read
this year"): what is asked of that one, its author, then "books by him" are that author's (was: "2 history books this
year", “wrote sleep” not understood)."""

from __future__ import annotations

import pytest

from parley.core.query.titled_several import TitleIndex

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching

INDEX = TitleIndex([("Book", "History", "A History of Sleep"), ("Book", "Novel", "The Winter of Gardens")])


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("who wrote the history of sleep book", "A History of Sleep"),
        ("did i like a winter of gardens", "The Winter of Gardens"),
    ],
)
def test_a_title_said_with_another_article(text: str, title: str) -> None:
    assert INDEX.said(text) == title


def test_a_title_without_its_article_is_no_title_said() -> None:
    assert INDEX.said("I remember her history of sleep being long") is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_one_of_a_title_read_this_year(harness: ParleyHarness) -> None:
    titled = matching(lambda i: i["title"] == "A History of Sleep")
    (this_year,) = [i for i in titled if i["itemDate"].year == 2026]
    author = this_year["fields"]["author"]
    assert len(titled) > 1
    by_them = matching(lambda i: i["fields"].get("author") == author)
    who, how_many = await reply_texts(harness, "who wrote the history of sleep book i read this year", "how many books by him have i read")
    assert who == f"“A History of Sleep” (2026): author {author}.", who
    assert f"{len(by_them)} books by {author}" in how_many, how_many


async def test_a_title_several_bear_with_no_time_is_still_asked_back(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "who wrote the history of sleep")
    assert reply.startswith("You have 4 books titled “A History of Sleep”") and reply.endswith("Which one do you mean?"), reply
