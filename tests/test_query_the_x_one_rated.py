"""“how did i rate the delphi one”: "the X one" is a pointer at one thing (the one in Delphi, the 2019 one), never a score
of 1, and "how did I rate" asks for its rating. Of this year's Greek dinners with Elena, two were in Delphi: which one is
asked back, and "the nikos" then answers The Nikos's rating (not the dinner listed again). "Did I rate the Edinburgh one 3
or more?" still bounds the score."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.request import build_request

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "text",
    ["how did i rate the delphi one", "what did i rate the 2019 one", "how did we rate that paris one?", "what did I rate that one?"],
)
def test_the_one_pointed_at_is_no_score_of_1(text: str) -> None:
    reading, _ = READER.read(text, NOW)
    assert not build_request(reading, "find", "scrapbook", None, None).comparisons


def test_a_score_said_after_the_one_pointed_at_is_still_read() -> None:
    reading, _ = READER.read("did I rate the Edinburgh one 3 or more?", NOW)
    (bound,) = build_request(reading, "find", "scrapbook", None, None).comparisons
    assert (bound.field, bound.op, bound.value) == ("rating", ">=", 3.0)


async def test_which_delphi_dinner_is_asked_and_its_rating_answered(harness: ParleyHarness) -> None:
    *_, asked, reply = await reply_texts(
        harness,
        "Which dinners did I have in Greece this year?",
        "only the ones with elena",
        "how did i rate the delphi one",
        "the nikos",
    )
    assert asked.endswith("?") and "Taverna Pierre" in asked and "The Nikos" in asked, asked
    assert "4" in reply and "Nikos" in reply and "Pierre" not in reply, reply
