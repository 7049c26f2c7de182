"""A kind said right before a "one" that another recognizer reads ("did i ever give a museum one star": a
score; "a hike one week ago": a time) is still the kind asked about, not dropped with the "one"; the yes/no
it asks sets the focus that "how many times", "how often", "which ones" and "more art or science ones?"
keep; "when" then tells the dates of those (when_of_those.py)."""

from __future__ import annotations

from datetime import datetime

import pytest

from parley.core.query.when_of_those import asks_when_of_them, dates_told

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


# --- "when" after several, none picked (when_of_those.py) ------------------------------------------------------------


@pytest.mark.parametrize("text", ["when", "when?", "wen?", "and when", "when was that", "on which dates", "what dates were those"])
def test_when_alone_asks_the_dates_of_them(text: str) -> None:
    reading, _ = read(text)
    assert asks_when_of_them(reading), reading.text


@pytest.mark.parametrize("text", ["when was the first time", "when in 2024", "when did i go to a museum with mary", "which ones"])
def test_when_with_anything_else_is_a_question_of_its_own(text: str) -> None:
    reading, _ = read(text)
    assert not asks_when_of_them(reading)


def test_the_dates_are_told_earliest_first_each_titled() -> None:
    items = [{"title": "B", "itemDate": datetime(2024, 6, 9)}, {"title": "A", "itemDate": datetime(2010, 3, 22)}]
    assert dates_told(items, "2 museums rated 1") == "The 2 museums rated 1 were on March 22, 2010 (A) and June 9, 2024 (B)."
    assert dates_told(items[:1], "1 museum") == "B was on June 9, 2024."
    many = [{"title": f"T{d}", "itemDate": datetime(2020, 1, d)} for d in range(1, 13)]
    assert dates_told(many, "12 hikes").startswith("The 12 hikes were from January 1, 2020 (T1) to January 12, 2020 (T12), 10 more")


@pytest.mark.parametrize("then", ["when", "wen?", "when was that"])
async def test_when_after_a_yes_of_several_tells_their_dates(harness: ParleyHarness, then: str) -> None:
    hated = sorted((i for i in ITEMS if i["category"] == "Museum" and i["rating"] == 1), key=lambda i: i["itemDate"])
    *_, reply = await reply_texts(harness, "did i ever give a museum one star", then)
    assert reply.startswith(f"The {len(hated)} museums rated 1 were on "), reply
    assert all(i["itemDate"].strftime("%B %-d, %Y") in reply and i["title"] in reply for i in hated), reply


async def test_when_after_one_picked_is_still_of_that_one(harness: ParleyHarness) -> None:
    hikes = [i for i in ITEMS if i["type"] == "Hike"]
    longest = max(hikes, key=lambda i: i["fields"]["distance"])
    *_, reply = await reply_texts(harness, "longest hike", "when?")
    assert longest["itemDate"].strftime("%B %-d, %Y") in reply and "were on" not in reply, reply


# --- "how many art ones" after a question of that kind: of those (request.KIND_ONES) -------------------------------------


def _of(category: str, rating: int | None = None, kind: str | None = None, country: str | None = None) -> int:
    return sum(
        1
        for i in ITEMS
        if i["category"] == category
        and rating in (None, i.get("rating"))
        and kind in (None, i["type"])
        and country in (None, (i.get("place") or {}).get("countryCode"))
    )


@pytest.mark.parametrize(
    ("first", "then", "kind", "rating", "country"),
    [
        ("museums i gave one star", "how many art ones", "Art", 1, None),
        ("did i ever give a museum one star", "how many history ones?", "History", 1, None),
        ("did i ever give a museum one star", "which science ones", "Science", 1, None),
        ("museums in spain", "How many art ones?", "Art", None, "ES"),
        ("museums in spain", "and how many art ones", "Art", None, "ES"),
    ],
)
async def test_a_kind_said_with_ones_narrows_the_question_before(
    harness: ParleyHarness, first: str, then: str, kind: str, rating: int | None, country: str | None
) -> None:
    reply = await last_reply(harness, first, then)
    assert count_of(reply) == _of("Museum", rating, kind, country), reply["text"]


async def test_a_kind_said_with_its_noun_after_how_many_is_asked_anew(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "museums in spain", "how many art museums?")
    assert count_of(reply) == _of("Museum", kind="Art"), reply["text"]
