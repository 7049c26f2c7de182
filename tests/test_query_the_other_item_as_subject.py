"""A comparative said of the other item, against the one in focus, with no "than": "Was the 2019 one shorter?" after the
2022 flight to Paris (its nights asked) is whether the 2019 one had fewer nights, by the field "short" means for trips,
never "shorter by what: pages, distance or nights?"; "was the other one better?" is the same by rating."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.than_another_item import against_another_asked

from .conftest import ParleyHarness
from .conversing import reply_texts

DEFINITION = load_definition(DEFINITION_FILE)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "word", "larger", "how", "year"),
    [
        ("Was the 2019 one shorter?", "shorter", False, "year", 2019),
        ("was the other one better", "better", True, "other", None),
        ("so was the one before longer?", "longer", True, "before", None),
    ],
)
def test_a_comparative_said_of_the_other_item_is_read(text: str, word: str, larger: bool, how: str, year: int | None) -> None:
    asked = against_another_asked(text, DEFINITION)
    assert asked is not None and asked.of_the_other
    assert (asked.word, asked.larger, asked.other.how, asked.other.year) == (word, larger, how, year)


def test_a_comparative_of_the_item_in_focus_is_not_of_the_other() -> None:
    asked = against_another_asked("was it shorter than the 2019 one?", DEFINITION)
    assert asked is not None and not asked.of_the_other
    assert against_another_asked("was the 2019 one shorter than the 2022 one?", DEFINITION) is None


async def test_the_2019_paris_flight_was_shorter(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(
        harness,
        "What rating did I give my flight to Paris?",
        "The 2022 one, with Tom and Ben.",
        "How many nights were we there?",
        "Was the 2019 one shorter?",
    )
    assert reply.startswith("Yes") and "2019" in reply and "nights" in reply, reply
