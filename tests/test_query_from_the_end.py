"""A position counted from the end of the previous answer (“the second to last one”, “the penultimate”, “the one
before last”, “last but one”, “second from the end”, “third to last”) is that item of the answer as shown, never the
last one nor the second; a time (“the one before last year”, “the second to last time”) is no such position."""

from __future__ import annotations

import pytest

from parley.core.query.from_the_end import from_the_end
from parley.core.query.ordering import Selection
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .conversing import reply_texts


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "index"),
    [
        ("the second to last one", -2),
        ("second-to-last", -2),
        ("the 2nd from the end", -2),
        ("and the penultimate?", -2),
        ("the next to last one", -2),
        ("the one before last", -2),
        ("the one just before the last one", -2),
        ("last but one", -2),
        ("the last but two", -3),
        ("the third to last of them", -3),
        ("third from the bottom", -3),
        ("the second last one", -2),
        ("the antepenultimate one", -3),
    ],
)
def test_a_position_counted_from_the_end_is_read(text: str, index: int) -> None:
    assert from_the_end(Utterance(text)) == [Selection(index)]


@pytest.mark.parametrize("text", ["the one before last year", "the second to last time i was in paris", "the second one", "the last one"])
def test_a_time_or_a_plain_position_is_no_position_from_the_end(text: str) -> None:
    assert from_the_end(Utterance(text)) == []


def test_its_label_says_it() -> None:
    assert Selection(-2).label == "the second to last one"
    assert Selection(-1).label == "the last one"


async def test_the_second_to_last_of_the_few_shown_is_the_one_before_the_last(harness: ParleyHarness) -> None:
    asked = ("walks since march with mary", "just my five most recent ones")
    shown = await reply_texts(harness, *asked, "the fourth one")
    last = await reply_texts(harness, *asked, "the last one")
    for said in ("the second to last one", "the penultimate one", "the one before last", "last but one", "second from the end"):
        picked = await reply_texts(harness, *asked, said)
        assert picked[-1] == shown[-1] != last[-1], (said, picked[-1])


async def test_the_second_to_last_of_those_is_said_so(harness: ParleyHarness) -> None:
    *_, picked = await reply_texts(harness, "walks since march with mary", "the second to last of them")
    assert picked.startswith("The second to last of those 12 walks is "), picked
