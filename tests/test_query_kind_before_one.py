"""A kind said right before a "one" that another recognizer reads ("did i ever give a museum one star": a
score; "a hike one week ago": a time) is still the kind asked about, not dropped with the "one"; the yes/no
it asks sets the focus that "how many times", "how often", "which ones" and "more art or science ones?"
keep."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply, reply_texts
from .sample_items import ITEMS
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "category", "kind", "score"),
    [
        ("did i ever give a musuem one star", "Museum", None, 1.0),
        ("did i ever give a museum one star", "Museum", None, 1.0),
        ("Did I ever give any museum one star?", "Museum", None, 1.0),
        ("ever gave a museum one star?", "Museum", None, 1.0),
        ("have i ever given a hike one star", "Activity", "Hike", 1.0),
        ("did u ever gave a book one star", "Book", None, 1.0),
        ("did I do a hike one week ago", "Activity", "Hike", None),
    ],
)
def test_the_kind_before_a_one_read_otherwise_stays(text: str, category: str, kind: str | None, score: float | None) -> None:
    _, request = read(text)
    assert (request.category, request.type) == (category, kind), request
    assert [c.value for c in request.comparisons if c.field == "rating"] == ([score] if score else [])


def test_a_value_before_a_one_star_stays() -> None:
    _, request = read("did i ever give a red one star")
    assert [(v.field, v.value) for v in request.values] == [("colour", "red")]
    assert [c.value for c in request.comparisons] == [1.0]


@pytest.mark.parametrize("text", ["the art one", "and the art ones?"])
def test_the_kind_and_its_one_are_still_read_together(text: str) -> None:
    _, request = read(text)
    assert (request.category, request.type, request.comparisons) == ("Museum", "Art", ())


def test_a_one_star_with_no_kind_names_none() -> None:
    _, request = read("did i ever give one star")
    assert request.category is None and [c.value for c in request.comparisons] == [1.0]


def _museums(rating: int, kind: str | None = None) -> int:
    return sum(1 for i in ITEMS if i["category"] == "Museum" and i["rating"] == rating and kind in (None, i["type"]))


@pytest.mark.parametrize("then", ["how many times", "how often?", "which ones"])
async def test_the_yes_no_sets_the_focus_a_terse_follow_up_keeps(harness: ParleyHarness, then: str) -> None:
    reply = await last_reply(harness, "did i ever give a musuem one star", then)
    assert count_of(reply) == _museums(1), reply["text"]


async def test_the_sub_kinds_of_the_focus_are_counted_within_it(harness: ParleyHarness) -> None:
    art, science = _museums(1, "Art"), _museums(1, "Science")
    *_, reply = await reply_texts(harness, "did i ever give a museum one star", "how many times", "more art or science ones?")
    assert f"{art} art museums" in reply and f"{science} science museums" in reply, reply
