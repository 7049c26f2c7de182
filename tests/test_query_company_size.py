"""How many came, said around the names (company_size.py): "only me and tom, nobody else" is the things with exactly
those companions, "with tom plus other people" the ones with them and at least one more, "on my own, no friends at all"
the ones with nobody; "Only Mary, of course." (a reply) and "without Tom, nobody else" read nothing of the kind."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.people import People

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import matching
from .sample_reader import sample_reader

READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)
NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


def people_of(text: str) -> tuple[People, ...]:
    return READER.read(text, NOW, None)[0].people


@pytest.mark.parametrize(
    "text",
    [
        "just me n james, no one else, this yr",
        "runs where it was only me and tom, nobody else",
        "hikes i did just with mary",
        "walks with mary and no one else",
        "dinners with anna, no other people",
        "trips with tom and nobody else came",
        "hikes only me and anna",
    ],
)
def test_exactly_these_companions(text: str) -> None:
    (people,) = people_of(text)
    assert people.names and people.only and not people.others and not people.exclude, people


@pytest.mark.parametrize(
    "text",
    [
        "and the ones with tom plus other poeple",
        "hikes with tom and others",
        "runs with anna plus someone else",
        "walks with mary and other people too",
    ],
)
def test_these_companions_and_more(text: str) -> None:
    (people,) = people_of(text)
    assert people.names and people.others and not people.only and not people.exclude, people


@pytest.mark.parametrize(
    "text",
    [
        "And how many museum visits did I do compeltely on my own, no friends at all?",
        "museums with no one",
        "museums with nobody at all",
        "hikes i did on my own, nobody else",
    ],
)
def test_nobody_came(text: str) -> None:
    reading = READER.read(text, NOW, None)[0]
    assert [p.names for p in reading.people] == [()] and not reading.unattached_negations, reading


@pytest.mark.parametrize(
    "text",
    [
        "Only Mary, of course. Did I rate any of my later trips to Japan higher than that first one?",
        "Was anyone else with us that day, or just Mary and me?",
        "hikes with tom",
        "hikes with anna or tom, nobody else",  # either of them: how many came is not told of one group
    ],
)
def test_no_count_of_the_company_read(text: str) -> None:
    assert not any(p.only or p.others for p in people_of(text)), people_of(text)


def test_left_out_and_nobody_else_is_not_read_as_only() -> None:
    reading = READER.read("dinners without tom, nobody else", NOW, None)[0]
    assert not any(p.only for p in reading.people) and {"nobody", "else"} <= set(reading.unknown_words), reading


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(pred: Callable[[dict[str, Any]], bool]) -> int:
    return len(matching(pred))


async def test_only_me_and_tom_counts_the_runs_with_tom_alone(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "runs where it was only me and tom, nobody else")
    assert count_of(reply) == _count(lambda i: i["type"] == "Run" and i["who"] == ["Tom"]), reply["text"]
    assert "only Tom" in reply["text"], reply["text"]


async def test_tom_plus_other_people_counts_the_runs_with_tom_and_more(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "runs with tom plus other people")
    assert count_of(reply) == _count(lambda i: i["type"] == "Run" and "Tom" in i["who"] and len(i["who"]) > 1), reply["text"]


async def test_on_my_own_no_friends_at_all_counts_the_museums_alone(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "how many museum visits did I do on my own, no friends at all?")
    assert count_of(reply) == _count(lambda i: i["category"] == "Museum" and not i["who"]), reply["text"]


@pytest.mark.parametrize(
    ("compared", "follow_on", "name"),
    [
        ("tom or james this year, who more", "just me n james, no one else, this yr", "James"),
        ("more runs with tom or with james?", "and the runs with only me and tom, nobody else?", "Tom"),
    ],
)
async def test_only_one_of_two_compared_people_is_that_one_alone(harness: ParleyHarness, compared: str, follow_on: str, name: str) -> None:
    """After two people compared, "just me and James, no one else" picks that option with nobody else, not the
    comparison again."""
    reply = await last_reply(harness, compared, follow_on)
    assert count_of(reply) > 0 and f"only {name}" in reply["text"], reply["text"]
    assert "More items" not in reply["text"] and "More runs" not in reply["text"], reply["text"]
