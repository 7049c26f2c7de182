""" "which of the two cities had more dinners" after Lisbon, then Porto: the two places the last questions named, compared
(those_two_places.which_of_the_two_said_by_name)."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.those_two_places import which_of_the_two_said_by_name

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def asked(*places: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"request": {"place": {"name": name, "kind": kind}}} for name, kind in places]


LISBON_PORTO = asked(("Lisbon", "city"), ("Porto", "city"), ("Porto", "city"))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("which of the two cities had more dinners", "which one had more dinners, Lisbon or Porto?"),
        ("Which one of those 2 towns did I eat more in?", "which one did I eat more in, Lisbon or Porto?"),
        ("so which of the two places had more lunches?", "so which one had more lunches, Lisbon or Porto?"),
    ],
)
def test_the_two_places_said_by_name(text: str, said: str) -> None:
    assert which_of_the_two_said_by_name(text, LISBON_PORTO) == said


def test_not_said_by_name() -> None:
    assert which_of_the_two_said_by_name("which of the two countries had more dinners", LISBON_PORTO) is None  # cities named
    assert which_of_the_two_said_by_name("which of the two had more dinners", LISBON_PORTO) is None  # no place said
    assert which_of_the_two_said_by_name("which of the two cities", asked(("Porto", "city"))) is None  # one place only
    assert which_of_the_two_said_by_name("more dinners in lisbon or porto", LISBON_PORTO) is None


async def test_which_of_the_two_cities_is_compared(harness: ParleyHarness) -> None:
    dinners = {c: sum(1 for i in ITEMS if i.get("type") == "Dinner" and i["place"]["city"] == c) for c in ("Lisbon", "Porto")}
    replies = await reply_texts(harness, "anything in lisbn?", "and in porto?", "which of the two cities had more dinners")
    assert f"{dinners['Lisbon']} dinners in Lisbon" in replies[-1] and f"{dinners['Porto']} dinners in Porto" in replies[-1], replies
