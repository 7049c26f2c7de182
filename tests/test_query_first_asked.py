""" "Hmm, take me back to the first thing I asked about" after dinners in Kyoto, then Tokyo, then beers in Japan: the
dinners in Kyoto again (first_asked.py)."""

from __future__ import annotations

import pytest

from parley.core.query.first_asked import FIRST_ASKED

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "text",
    [
        "Hmm, take me back to the first thing I asked about",
        "back to the first thing i asked",
        "ok go back to my first question",
        "can you show me the very first thing we looked at again?",
        "the first thing I asked about please",
    ],
)
def test_going_back_to_the_first_question(text: str) -> None:
    assert FIRST_ASKED.match(text)


@pytest.mark.parametrize(
    "text",
    [
        "what was the first thing i did in kyoto",  # the first item of something, not the first question
        "the first one",
        "take me back to the first thing I asked about, but in 2020",
        "first trip to japan",
    ],
)
def test_not_the_first_question(text: str) -> None:
    assert not FIRST_ASKED.match(text)


async def test_the_first_question_again(harness: ParleyHarness) -> None:
    kyoto = sum(1 for i in ITEMS if i.get("type") == "Dinner" and i["place"]["city"] == "Kyoto")
    replies = await reply_texts(
        harness,
        "Let's start with dinners in Kyoto, what have I got?",
        "and in tokio?",
        "Actually, what about beers in Japan?",
        "Hmm, take me back to the first thing I asked about",
    )
    assert replies[-1].startswith(f"{kyoto} dinners in Kyoto"), replies
