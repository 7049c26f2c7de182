"""Forms a learner says, read as the native ones: "how many was restaurants?" (of those), "that time" ending the message
(then), "hmm and with Mary?" after a yes/no (the same yes/no again)."""

from __future__ import annotations

import pytest

from parley.core.query.request import AT_THAT_TIME, THOSE
from parley.core.query.yes_no_again import _THINKING_SOUND


@pytest.mark.parametrize("said", ["how many was restaurants?", "how many is museums", "how many were poetry?"])
def test_how_many_was_counts_of_those(said: str) -> None:
    assert THOSE.search(said)


@pytest.mark.parametrize("said", ["how many was there?", "how many is it?", "how many museums were there?"])
def test_how_many_was_it_is_no_list_of_those(said: str) -> None:
    assert not THOSE.search(said)


@pytest.mark.parametrize("said", ["what did i do there that time?", "what i did there then?", "and the meals at that visit"])
def test_that_time_ending_the_message_is_then(said: str) -> None:
    assert AT_THAT_TIME.search(said)


@pytest.mark.parametrize("said", ["that time i went to japan, what did i eat?", "what did i do there the first time?"])
def test_that_time_said_elsewhere_is_not(said: str) -> None:
    assert not AT_THAT_TIME.search(said)


@pytest.mark.parametrize("said", ["hmm and with Mary?", "umm, Peru?", "uh with Tom"])
def test_a_sound_of_thinking_opens_a_fragment(said: str) -> None:
    assert _THINKING_SOUND.match(said)


@pytest.mark.parametrize("said", ["hummus in Lisbon?", "uber rides?", "and with Mary?"])
def test_a_word_that_starts_like_one_is_none(said: str) -> None:
    assert not _THINKING_SOUND.match(said)
