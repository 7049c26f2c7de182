"""A name said by its first word alone after the conversation named it in full: "so yuko is more high rated than
omar, yes?" after the books by Yuko Tanaka and by Omar Said compares the two authors' books."""

from __future__ import annotations

from statistics import mean

import pytest

from parley.core.query.first_names import names_talked_about, said_in_full

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _rating(author: str) -> float:
    return mean(i["rating"] for i in matching(lambda i: i["category"] == "Book" and i["fields"].get("author") == author))


async def test_two_authors_by_their_first_names(harness: ParleyHarness) -> None:
    higher = _rating("Grace Obi") < _rating("Marco Bellini")
    said = "books by grace obi", "and by marco bellini", "is marco rated higher than grace, right?"
    reply = (await reply_texts(harness, *said))[-1]
    assert reply.startswith("Yes" if higher else "No"), reply
    assert f"higher for books by {'Marco Bellini' if higher else 'Grace Obi'}" in reply, reply


async def test_a_first_name_never_talked_about_is_not_guessed(harness: ParleyHarness) -> None:
    reply = (await reply_texts(harness, "books by grace obi", "and by marco?"))[-1]
    assert "Marco Bellini" not in reply, reply


def test_said_in_full_only_when_not_understood_and_one_name_fits() -> None:
    names = ["Yuko Tanaka", "Omar Said", "Omar Khan"]
    assert said_in_full("so yuko is more high rated?", names, ["yuko"]) == "so Yuko Tanaka is more high rated?"
    assert said_in_full("and omar?", names, ["omar"]) == "and omar?"  # two Omars: neither
    assert said_in_full("yuko tanaka and yuko", names, ["yuko"]) == "yuko tanaka and yuko"  # already said in full
    assert said_in_full("yuko", names, []) == "yuko"  # understood as something else


def test_names_talked_about_are_values_of_several_words() -> None:
    history = [{"turn": 1, "request": {"values": [{"field": "author", "value": "Yuko Tanaka"}, {"field": "color", "value": "Red"}]}}]
    assert names_talked_about(history) == ["Yuko Tanaka"]
    assert names_talked_about(None) == []
