"""A terse yes/no on a total ("Over 100 km of walking this year?": the total against 100 km, not the walks over 100 km),
a comparative said first of another year or place after a total ("Higher in 2025?"), and people the user names only by
how they are related ("not the ones with my parents"): asked who they are, the names said next answering the question kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply, reply_texts
from .sample_items import Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_type(kind: str, year: int) -> Callable[[Item], bool]:
    return lambda i: i["type"] == kind and i["itemDate"].year == year


def total(kind: str, year: int, field: str = "distance") -> float:
    return sum(i["fields"].get(field, 0) for i in matching(of_type(kind, year)))


@pytest.mark.parametrize(
    ("asked", "kind", "year", "bound"),
    [("Over 100 km of walking this year?", "Walk", 2026, 100.0), ("at least 50 km of cycling last year?", "Bike ride", 2025, 50.0)],
)
async def test_an_amount_claimed_alone_checks_the_total(harness: ParleyHarness, asked: str, kind: str, year: int, bound: float) -> None:
    summed = total(kind, year)
    *_, reply = await reply_texts(harness, asked)
    holds = summed > bound if asked.startswith("Over") else summed >= bound
    assert reply.startswith("Yes" if holds else "No"), reply
    assert f"{summed:.1f} km" in reply, reply


@pytest.mark.parametrize(("then", "later"), [("Higher in 2025?", True), ("lower for 2025?", False)])
async def test_a_comparative_said_first_compares_the_total_with_another_year(harness: ParleyHarness, then: str, later: bool) -> None:
    before, after = total("Bike ride", 2024), total("Bike ride", 2025)
    *_, reply = await reply_texts(harness, "total km of bike rides in 2024", then)
    holds = after > before if later else after < before
    assert reply.startswith("Yes" if holds else "No"), reply
    assert f"{after:.1f} km" in reply and f"{before:.1f} km" in reply, reply


@pytest.mark.parametrize(
    ("asked", "answer", "kept"),
    [
        ("Show me the museums we have visited in 2010, but not the ones with my parents.", "My parents, they are Ben and Anna.", False),
        ("how many hikes in 2016 with our kids?", "Mary and Roberto", True),
    ],
)
async def test_people_named_by_a_relation_are_asked_back(harness: ParleyHarness, asked: str, answer: str, kept: bool) -> None:
    question, reply = await reply_texts(harness, asked, answer)
    assert question.startswith("Who do you mean by") and question.endswith("”."), question
    names = ("Mary", "Roberto") if kept else ("Ben", "Anna")
    kind, year = ("Hike", 2016) if kept else ("Museum", 2010)
    with_them = (lambda i: all(n in i["who"] for n in names)) if kept else (lambda i: not any(n in i["who"] for n in names))
    expected = matching(lambda i: (i["type"] == kind or i["category"] == kind) and i["itemDate"].year == year and with_them(i))
    assert f"{len(expected)} " in reply, reply


async def test_a_relation_told_narrows_and_then_those_are_counted(harness: ParleyHarness) -> None:
    among = matching(lambda i: i["category"] == "Museum" and i["itemDate"].year == 2010 and not {"Ben", "Anna"} & set(i["who"]))
    reply = await last_reply(
        harness,
        "Show me the museums we have visited in 2010, but not the ones with my parents.",
        "My parents, they are Ben and Anna.",
        "How many of these ones were with Mary?",
    )
    assert f"{sum(1 for i in among if 'Mary' in i['who'])} " in reply["text"], reply["text"]


async def test_one_person_named_by_a_relation_is_asked_back_and_the_name_said_next_answers(harness: ParleyHarness) -> None:
    question, reply, later = await reply_texts(harness, "Lunches with my sister.", "Anna.", "How many in San Francisco?")
    assert question.startswith("Who do you mean by “my sister”?") and "lunch" not in question.lower(), question
    lunches = matching(lambda i: i["type"] == "Lunch" and "Anna" in i["who"])
    assert f"{len(lunches)} lunches with Anna" in reply, reply
    there = [i for i in lunches if i["place"]["city"] == "San Francisco"]
    assert f"{len(there)} lunches in San Francisco with Anna" in later, later


async def test_a_relation_said_with_the_name_is_that_person(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "lunches with my friend Tom")
    lunches = matching(lambda i: i["type"] == "Lunch" and "Tom" in i["who"])
    assert f"{len(lunches)} lunches with Tom" in reply and "understand" not in reply, reply


async def test_a_relative_the_user_talks_with_is_no_company_asked_about(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "Settling a bet with my sister here: how many books did I read in 2022?")
    books = matching(lambda i: i["category"] == "Book" and i["itemDate"].year == 2022)
    assert "Who do you mean" not in reply and f"{len(books)} books in 2022" in reply, reply
