"""Liking denied is a low rating, as “the bad ones” are (2 or below of 1-5): “which ones didnt i realy like” after the
Sonoma wines lists those rated 2 or below (was: “I didn't understand “didn't””). See rating_words.py."""

from __future__ import annotations

import pytest

from parley.core.query.rating_words import rating_words

from .conftest import ParleyHarness
from .sample_items import TODAY


@pytest.mark.parametrize(
    "said",
    [
        "which ones didnt i realy like",
        "which ones didn't i really like",
        "which ones did i not like",
        "the ones we did not enjoy",
        "what i never liked",
        "show me the wines i didn't like",
        "anything we don't particularly enjoy",
    ],
)
def test_liking_denied_is_rated_low(said: str) -> None:
    (words,) = rating_words(said, 1, 5)
    assert words.bounds == (("<=", 2),) and "as rated 2 or below" in words.taken


@pytest.mark.parametrize(
    "said",
    [
        "didn't i like it?",  # one thing talked about
        "i don't like to drive at night",  # a feeling about something else
        "which ones did i like",  # liked, not denied
        "i didn't like it more than the other one",
        "which ones didn't i drink",
    ],
)
def test_not_read_as_a_rating(said: str) -> None:
    assert rating_words(said, 1, 5) == []


async def test_the_sonoma_wines_not_liked(sample_assistant: ParleyHarness) -> None:
    sample_assistant.clock.now = TODAY
    conversation = await sample_assistant.start_conversation()
    await sample_assistant.say(conversation, "We're heading back to Sonoma in the spring! Remind me which wines I had there?")
    reply = await sample_assistant.say(conversation, "which ones didnt i realy like")
    assert "rated 2 or" in str(reply["text"]) and "didn't understand" not in str(reply["text"]), reply["text"]
