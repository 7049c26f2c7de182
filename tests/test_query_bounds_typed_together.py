"""A bound typed as one word ("didnt give atleast 4 stars", "rated atmost 3") or said with "get … or more", negated or not
("which didn't get 4 or more"): read as said, never as its opposite nor as the score alone ("not rated 4"); "got 2 or
more beers" is a count, no score."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS, result_id_set
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


BOOKS_2025 = {i["_id"]: i["rating"] for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == 2025}


@pytest.mark.parametrize(
    ("text", "op", "value"),
    [
        ("books rated atleast 4", ">=", 4),
        ("books i rated atmost 3", "<=", 3),
        ("books i didnt give atleast 4 stars", "<", 4),
        ("books which didn't get 4 or more", "<", 4),
        ("books that got 4 or more", ">=", 4),
        ("books that didn't get 3 or less", ">", 3),
    ],
)
def test_a_bound_typed_as_one_word_or_got_is_read_as_said(text: str, op: str, value: float) -> None:
    reading, request = read(text)
    assert [(c.field, c.op, c.value) for c in request.comparisons] == [("rating", op, value)], request.comparisons
    assert not {"atleast", "atmost", "get", "got", "didn't"} & set(reading.unknown_words) and not reading.unattached_negations


def test_got_with_a_count_is_no_score() -> None:
    _, request = read("the nights i got 2 or more beers")
    assert not request.comparisons


@pytest.mark.parametrize(
    "said",
    [
        "only the ones i didnt give atleast 4 stars",
        "which didn't get 4 or more",
        "the ones i didn't give at least 4 stars",
        "under four stars",
        "just the ones rated less than 4",
    ],
)
async def test_the_books_not_rated_at_least_4(harness: ParleyHarness, said: str) -> None:
    reply = await last_reply(harness, "books i read last year", said)
    found = result_id_set(reply)
    assert found == {i for i, rating in BOOKS_2025.items() if rating < 4}, reply["text"]
    assert not any(BOOKS_2025[i] >= 4 for i in found)  # never one the question leaves out
