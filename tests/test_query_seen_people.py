"""Seeing someone ("when did I last see Luca?", "how often have I seen Priya this year", "I met Tom", "hung out
with Anna", "was together with him"): the one seen is the user's company, over every kind of item."""

from __future__ import annotations

import pytest

from parley.core.query.people import People

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .test_understanding import read


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("When is the last time I have seen Luca?", "Luca"),
        ("how often have i seen priya this year", "Priya"),
        ("saw roberto more in 2023 or 2021", "Roberto"),
        ("when did I last meet Tom", "Tom"),
        ("how many times did I meet up with Anna", "Anna"),
        ("when did i last hang out with anna", "Anna"),
        ("how often have I been together with Mary", "Mary"),
    ],
)
def test_the_one_seen_is_the_company(text: str, name: str) -> None:
    reading, _ = read(text)
    assert reading.people == (People((name,), exclude=False),), reading.people
    assert not {"see", "seen", "saw", "meet", "met", "hang", "out", "up"} & set(reading.unknown_words), reading.unknown_words


@pytest.mark.parametrize(
    ("text", "word"),
    [("how often did I see her this year", "her"), ("when did I last meet him", "him"), ("was I ever together with him", "him")],
)
def test_a_pronoun_seen_is_the_person_talked_about(text: str, word: str) -> None:
    reading, _ = read(text)
    assert [(p.word, p.exclude) for p in reading.pronouns] == [(word, False)], reading.pronouns


def test_the_one_who_sees_is_no_company() -> None:
    reading, _ = read("what did mary see in paris")  # Mary is the one who saw: nothing said of the user's company
    assert not any(p.names == ("Mary",) for p in reading.people), reading.people


def test_a_place_seen_is_no_person() -> None:
    reading, _ = read("have i seen paris")
    assert not reading.people and not reading.pronouns


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_last_time_seen_is_of_any_kind(harness: ParleyHarness) -> None:
    with_luca = [i for i in ITEMS if "Luca" in i["who"]]
    latest = max(with_luca, key=lambda i: i["itemDate"])
    (reply,) = await reply_texts(harness, "When is the last time I have seen Luca?")
    assert str(latest["itemDate"].year) in reply and "of what" not in reply, reply


async def test_how_often_seen_counts_every_kind(harness: ParleyHarness) -> None:
    expected = sum(1 for i in ITEMS if "Priya" in i["who"] and i["itemDate"].year == 2026)
    (reply,) = await reply_texts(harness, "how often have i seen priya this year")
    assert f"{expected} items" in reply, reply
