"""An ordinal said right before a superlative (“and the second thickest?”, “my 3rd longest run”) is a place in that
ranking; the reply names the item there with its value, says a tie, or says there are not so many. Not so: an ordinal
alone (“the second one”: an item of the answer), “first” (the top itself), an ordinal of something else."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.nth_ranked import nth_ranked, nth_text


@pytest.mark.parametrize(
    ("text", "place", "word"),
    [
        ("and the second thickest?", 2, "thickest"),
        ("my 3rd longest run", 3, "longest"),
        ("what was the fourth most expensive dinner", 4, "most expensive"),
        ("my 2nd best rated wine", 2, "best"),
    ],
)
def test_a_place_in_a_ranking_is_read(text: str, place: int, word: str) -> None:
    assert nth_ranked(text) == (place, word)


@pytest.mark.parametrize(
    "text", ["the second one", "the first longest hike", "my second trip to paris", "the second time I went", "the 2nd of may"]
)
def test_other_ordinals_are_not_read_so(text: str) -> None:
    assert nth_ranked(text) is None


def book(title: str, pages: int) -> dict[str, Any]:
    return {"title": title, "fields": {"pages": pages}}


def test_the_item_at_the_place_is_named_with_its_value() -> None:
    ranked = [book("Stars", 636), book("Oceans", 632)]
    text = nth_text(2, "second", "the thickest", "book", "books", ranked, "fields.pages", "pages")
    assert text == "The second thickest book is Oceans (632 pages)."


def test_a_tie_is_said() -> None:
    ranked = [book("Stars", 636), book("Oceans", 636)]
    assert nth_text(2, "second", "the thickest", "book", "books", ranked, "fields.pages", "pages").endswith("shares its value with Stars.")


def test_fewer_items_than_the_place_is_said() -> None:
    text = nth_text(3, "third", "the thickest", "book", "books", [book("Stars", 636)], "fields.pages", "pages")
    assert text == "You have only 1 book to rank, so there is no third one."
