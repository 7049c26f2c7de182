""" "During that travel I assisted to an exhibition?": a yes/no said as a statement after a setting put first, with
no comma. Not so: a question word or an "or" after it, or a setting that is a question of its own."""

from __future__ import annotations

import pytest

from parley.core.query.fronted_setting import stated_after_a_setting

from .conftest import ParleyHarness
from .conversing import reply_texts


@pytest.mark.parametrize(
    "text",
    [
        "during that travel i assisted to an exhibition?",
        "on that trip we visited a museum?",
        "in the summer of 2019 i hiked with tom?",
        "and during that trip i had a beer?",
    ],
)
def test_a_statement_after_a_setting_asks_yes_or_no(text: str) -> None:
    assert stated_after_a_setting(text), text


@pytest.mark.parametrize(
    "text",
    [
        "in which of them i have passed the more nights?",
        "during that trip i went where?",
        "on that trip i had wine or beer?",
        "during that travel i visited an exhibition",  # no question mark: a statement
        "with who i was there?",
        "on that trip what did i eat?",
    ],
)
def test_not_a_statement_asked(text: str) -> None:
    assert not stated_after_a_setting(text), text


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_yes_on_that_trip(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(
        harness,
        "Show me the travells of 2019",
        "In which of them I have passed the more nights?",
        "During that travel I assisted to an exhibition?",
    )
    assert reply.startswith("Yes"), reply
