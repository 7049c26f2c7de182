"""Claims of size between groups and of the one before, over the sample, through the whole assistant: "the poems are
shorter than the novels" compares the typical item (the averages), "did I read more pages of …" the totals; "more
good" is better (rated higher) and "the greek" / "the argentinian" are the ones from those countries; "and the one
before that?" after a yes/no about the latest visit checks the same claim of the visit before; "mary every time?"
after a list asks whether she was at each of them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(category: str, type_: str | None = None) -> Callable[[Item], bool]:
    return lambda i: i.get("category") == category and (type_ is None or i.get("type") == type_)


def in_country(code: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("countryCode") == code


def mean(values: list[float]) -> float:
    return sum(values) / len(values)


def pages(predicate: Callable[[Item], bool]) -> list[float]:
    return [float(i["fields"]["pages"]) for i in ITEMS if predicate(i) and "pages" in (i.get("fields") or {})]


def distances(predicate: Callable[[Item], bool]) -> list[float]:
    return [float(i["fields"]["distance"]) for i in ITEMS if predicate(i) and (i.get("fields") or {}).get("distance") is not None]


def ratings(predicate: Callable[[Item], bool]) -> list[float]:
    return [float(i["rating"]) for i in ITEMS if predicate(i) and i.get("rating") is not None]


# --- a size said of the items of each group: the typical item's, their averages -------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "second", "larger", "values"),
    [
        ("are my poems longer than my novels?", kind("Book", "Poetry"), kind("Book", "Novel"), True, pages),
        ("so the biographies are shorter than the novels, right?", kind("Book", "Biography"), kind("Book", "Novel"), False, pages),
        ("were the walks longer than the runs?", kind("Activity", "Walk"), kind("Activity", "Run"), True, distances),
    ],
)
async def test_a_size_said_of_the_items_compares_their_averages(
    harness: ParleyHarness,
    text: str,
    first: Callable[[Item], bool],
    second: Callable[[Item], bool],
    larger: bool,
    values: Callable[[Callable[[Item], bool]], list[float]],
) -> None:
    a, b = mean(values(first)), mean(values(second))
    holds = a > b if larger else a < b
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("Yes" if holds else "No") and "the average" in reply["text"], reply["text"]


async def test_an_amount_said_as_such_compares_the_totals(harness: ParleyHarness) -> None:
    novels, poems = sum(pages(kind("Book", "Novel"))), sum(pages(kind("Book", "Poetry")))
    reply = await last_reply(harness, "did I read more pages of poetry than of novels?")
    assert reply["text"].startswith("Yes" if poems > novels else "No") and "the total" in reply["text"], reply["text"]


# --- "more good" is better; "the greek" the ones from Greece ------------------------------------------------------


@pytest.mark.parametrize(
    ("then", "first", "second", "larger"),
    [
        ("So the greek are more good than the argentinian in average, yes?", "GR", "AR", True),
        ("so the italian ones are less good than the french, true?", "IT", "FR", False),
        ("the spanish are better than the portuguese on average, right?", "ES", "PT", True),
    ],
)
async def test_more_good_between_demonyms_compares_the_average_ratings(
    harness: ParleyHarness, then: str, first: str, second: str, larger: bool
) -> None:
    wine = kind("Drink", "Wine")
    # as said: one decimal, or two where one decimal would show them the same ("3.36 … and 3.38")
    a = round(mean(ratings(lambda i: wine(i) and in_country(first)(i))), 2)
    b = round(mean(ratings(lambda i: wine(i) and in_country(second)(i))), 2)
    holds = a > b if larger else a < b
    reply = await last_reply(harness, "What is the average rating of my wines?", then)
    assert reply["text"].startswith("Yes" if holds else "No") and "average rating" in reply["text"], reply["text"]


# --- "and the one before that?" after a yes/no about the latest one -----------------------------------------------


def nth_latest(predicate: Callable[[Item], bool], n: int) -> Item:
    return sorted((i for i in ITEMS if predicate(i)), key=lambda i: i["itemDate"], reverse=True)[n - 1]


async def test_the_one_before_a_checked_latest_visit_is_checked_for_the_same_claim(harness: ParleyHarness) -> None:
    museum = kind("Museum")
    latest, before = nth_latest(museum, 1), nth_latest(museum, 2)
    city = latest["place"]["city"]
    reply = await last_reply(harness, f"was my most recent museum visit in {city}?", "what about the one before it?")
    assert reply["text"].startswith("Yes" if before["place"]["city"] == city else "No"), reply["text"]
    assert before["title"] in reply["text"], reply["text"]


# --- "<name> every time?" after a list ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["mary every time?", "and Tom each time?", "Anna and Mary every single time?"])
async def test_a_name_every_time_asks_whether_they_were_at_each_one(harness: ParleyHarness, text: str) -> None:
    listed = [i for i in ITEMS if kind("Museum", "History")(i) and i["itemDate"].year == 2026]
    names = [n for n in ("Mary", "Tom", "Anna") if n.lower() in text.lower()]
    every = all(all(n in (i.get("who") or []) for n in names) for i in listed)
    reply = await last_reply(harness, "history museums in 2026", text)
    assert reply["text"].startswith("Yes" if every else "No"), reply["text"]
    assert "items" not in reply["text"], reply["text"]


# --- "was it longer than the book I read right before it?" after one was picked -----------------------------------


@pytest.mark.parametrize(
    "then",
    [
        "Hmm, and was it longer than the book I read right before it? I loved it.",
        "was it shorter than the previous book?",
        "is that one longer than the one before it?",
    ],
)
async def test_the_pick_is_compared_with_the_one_before_it(harness: ParleyHarness, then: str) -> None:
    latest, before = nth_latest(kind("Book"), 1), nth_latest(kind("Book"), 2)
    mine, theirs = latest["fields"]["pages"], before["fields"]["pages"]
    holds = mine < theirs if "shorter" in then else mine > theirs
    reply = await last_reply(harness, "Which book did I read most recently?", then)
    assert reply["text"].startswith("Yes" if holds else "No"), reply["text"]
    assert f"{mine} pages" in reply["text"] and f"{theirs} pages" in reply["text"] and before["title"] in reply["text"], reply["text"]
