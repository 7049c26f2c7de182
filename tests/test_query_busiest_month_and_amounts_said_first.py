"""A year in review, over the sample, through the whole assistant: “what was my most active month in 2024?” is the month
with the most items (was: not understood), and “that month” after it is that month of that year; “which month did I
read most” counts the books, “read” being the doing of them (“reading”, a synonym of the books); “km hiked in 2024”,
“pages read last year” are totals, the amount said first (was: “(I didn't understand “km”)”); “average length of my
runs” is their distance, the field the definition says makes a run long (was: “Average of what …?”); “and the year
before?” after a month's walks is that month a year earlier (was: the whole year); “so more in 2025?” after the totals
of two years is yes or no with both (was: the items of 2025)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from statistics import mean
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.a_year_apart import a_year_apart
from parley.core.query.dates import month_range, season_range, year_range
from parley.core.query.utterance import Utterance
from parley.core.query.vocabulary import Topic, Vocabulary, _doing_verbs

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, every, matching

VOCABULARY = Vocabulary(load_definition(DEFINITION_FILE))


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i["type"] == name


def category(name: str) -> Callable[[Item], bool]:
    return lambda i: i["category"] == name


def in_year(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


def in_month(year: int, month: int) -> Callable[[Item], bool]:
    return lambda i: (i["itemDate"].year, i["itemDate"].month) == (year, month)


def busiest(items: list[Item]) -> tuple[int, int]:
    """The month with the most of the items and how many it has; no tie, or the test could not tell."""
    (month, n), (_, second) = Counter(i["itemDate"].month for i in items).most_common(2)
    assert n > second
    return month, n


async def conversation_of(harness: ParleyHarness, *said: str) -> list[str]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    replies: list[dict[str, Any]] = [await harness.say(conversation, text) for text in said]
    return [reply["text"] for reply in replies]


# --- the pure parts -----------------------------------------------------------------------------------


def test_the_year_before_a_month_or_a_season_is_that_month_or_season_a_year_earlier() -> None:
    assert a_year_apart(month_range(2026, 4), -1) == month_range(2025, 4)
    assert a_year_apart(season_range(2025, 6), -1) == season_range(2024, 6)
    assert a_year_apart(year_range(2026), -1) is None  # the year talked about decides it, as ever
    assert a_year_apart(replace(year_range(2025), label="last year (2025)"), -1) is None
    assert a_year_apart(month_range(2026, 1), -1) == month_range(2025, 1)
    assert a_year_apart(None, -1) is None


def test_the_doing_of_a_kind_is_the_verb_of_its_ing_synonym() -> None:
    assert _doing_verbs(["reading", "hiking", "jogging", "cycling", "book", "bike ride"]) == ["read", "hike", "jog", "cycle"]


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("which month did I read most", [[Topic("Book")]]),
        ("books I read in 2015", [[Topic("Book")]]),  # the kind said once, not again by its verb
        ("when did I read that", []),  # of the one picked, no kind to search
    ],
)
def test_the_doing_of_a_kind_names_it_unless_it_is_said_or_of_the_one_picked(said: str, kinds: list[list[Topic]]) -> None:
    topics, _, _ = VOCABULARY.recognize(Utterance(said))
    assert topics == kinds


# --- through the assistant ----------------------------------------------------------------------------


@pytest.mark.parametrize("asked", ["what was my most active month in 2024?", "which month was my busiest in 2024"])
async def test_the_busiest_month_of_a_year_then_that_month(harness: ParleyHarness, asked: str) -> None:
    month, n = busiest(matching(in_year(2024)))
    name = datetime(2024, month, 1).strftime("%B")
    walks = len(matching(every(kind("Walk"), in_month(2024, month))))
    first, then = await conversation_of(harness, asked, "how many walks that month?")
    assert f"is {name} ({n} of " in first and "understand" not in first, first
    assert f"{walks} walk" in then and f"{name} 2024" in then, then


async def test_which_month_did_i_read_most_counts_the_books(harness: ParleyHarness) -> None:
    books = matching(category("Book"))
    month, n = busiest(books)
    (reply,) = await conversation_of(harness, "which month did I read most")
    assert f"{datetime(2024, month, 1):%B} ({n} of {len(books)} books)" in reply, reply


@pytest.mark.parametrize(
    ("asked", "kind_asked", "field", "year", "unit"),
    [("km hiked in 2024", "Hike", "distance", 2024, " km"), ("pages read last year", "Book", "pages", 2025, "")],
)
async def test_an_amount_said_first_then_what_was_done_is_its_total(
    harness: ParleyHarness, asked: str, kind_asked: str, field: str, year: int, unit: str
) -> None:
    said = kind(kind_asked) if kind_asked != "Book" else category("Book")
    items = matching(every(said, in_year(year)))
    amount = round(sum(i["fields"][field] for i in items), 1)
    (reply,) = await conversation_of(harness, asked)
    assert f"{amount:g}{unit} over {len(items)} " in reply and "understand" not in reply, reply


@pytest.mark.parametrize(
    ("asked", "kind_asked", "field", "year"),
    [("average length of my runs in 2024", "Run", "distance", 2024), ("avg book length in 2023", "Book", "pages", 2023)],
)
async def test_the_length_of_a_thing_is_the_field_that_makes_it_long(
    harness: ParleyHarness, asked: str, kind_asked: str, field: str, year: int
) -> None:
    said = kind(kind_asked) if kind_asked != "Book" else category("Book")
    value = mean(i["fields"][field] for i in matching(every(said, in_year(year))))
    (reply,) = await conversation_of(harness, asked)
    assert f"average {field}" in reply.replace("number of ", "") and f" is {value:.1f}" in reply and "?" not in reply, reply


async def test_the_year_before_a_months_walks_is_that_month_a_year_earlier(harness: ParleyHarness) -> None:
    september = matching(every(kind("Walk"), in_month(2024, 9)))
    km = round(sum(i["fields"]["distance"] for i in september), 1)
    assert september and len(september) != len(matching(every(kind("Walk"), in_year(2024))))
    *_, before, total = await conversation_of(
        harness, "walks in september 2025", "what about the year before", "how far was that all together"
    )
    assert f"{len(september)} walk" in before and "September 2024" in before, before
    assert f"{km:g} km over {len(september)} walk" in total, total


@pytest.mark.parametrize(("claimed", "verdict"), [("so more in 2025?", "Yes"), ("was it less in 2025?", "No")])
async def test_a_comparative_said_alone_after_two_totals_is_yes_or_no_with_both(harness: ParleyHarness, claimed: str, verdict: str) -> None:
    km = {y: round(sum(i["fields"]["distance"] for i in matching(every(kind("Run"), in_year(y)))), 1) for y in (2024, 2025)}
    assert km[2025] > km[2024]
    *_, reply = await conversation_of(harness, "how many km did I run in 2024", "and in 2025?", claimed)
    assert reply.startswith(verdict) and f"{km[2025]:g} km" in reply and f"{km[2024]:g} km" in reply, reply


async def test_a_count_compared_alone_after_two_counts(harness: ParleyHarness) -> None:
    hikes = {y: len(matching(every(kind("Hike"), in_year(y)))) for y in (2025, 2026)}
    assert hikes[2026] > hikes[2025]
    *_, reply = await conversation_of(harness, "how many hikes in 2025", "and in 2026", "fewer this year?")
    assert reply.startswith("No") and f"{hikes[2026]} hikes" in reply and f"{hikes[2025]} hikes" in reply, reply
