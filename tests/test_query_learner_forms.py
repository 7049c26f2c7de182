"""Forms a learner says, read as the native ones: "how many was restaurants?" (of those), "that time" ending the message
(then), "hmm and with Mary?" after a yes/no (the same yes/no again), "…, is true?" (is that true?), "of her" (by her),
"And the Grüner Veltliner, there Mary was with me?" (was Mary with me?), "during that travel" (on that trip)."""

from __future__ import annotations

import pytest

from parley.core.query.people import PeopleRecognizer
from parley.core.query.pronouns import POSSESSIVE
from parley.core.query.quantities import TAG
from parley.core.query.request import AT_THAT_TIME, THAT_TRIP, THOSE
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


@pytest.mark.parametrize(
    "said", ["Of her I have read more than 30 books, is true?", "I ran 20 km in May, it is true?", "we went twice, true?"]
)
def test_is_true_closing_a_statement_asks_whether_it_holds(said: str) -> None:
    assert TAG.search(said.lower())


@pytest.mark.parametrize("said", ["which one is true?", "what is correct here", "is true love a novel?"])
def test_is_true_asked_of_its_own_is_no_check(said: str) -> None:
    assert not TAG.search(said.lower())


@pytest.mark.parametrize("said", ["of her i have read more than 30 books", "the books of him", "how many books by her"])
def test_of_her_is_by_her(said: str) -> None:
    found = POSSESSIVE.search(said)
    assert found is not None and (found["of"] or found["by"])


@pytest.mark.parametrize("said", ["because of her we went", "a photo of her in rome", "instead of him"])
def test_of_her_after_because_or_a_photo_is_not_by_her(said: str) -> None:
    found = POSSESSIVE.search(said)
    assert found is None or not found["of"]


@pytest.mark.parametrize(
    "said", ["And the Grüner Veltliner, there Mary was with me?", "And the riesling, was Mary with me?", "the reds, Mary was with me?"]
)
def test_a_companion_asked_after_the_things_said_first(said: str) -> None:
    assert PeopleRecognizer(["Mary", "Tom"]).asks_whether(said.lower())


@pytest.mark.parametrize("said", ["the wines there with Mary", "which ones was mary at"])
def test_a_companion_not_asked_about_is_no_yes_or_no(said: str) -> None:
    assert not PeopleRecognizer(["Mary", "Tom"]).asks_whether(said.lower())


@pytest.mark.parametrize("said", ["during that travel i assisted to an exhibition?", "what did i eat on that trip"])
def test_that_travel_is_that_trip(said: str) -> None:
    assert THAT_TRIP.search(said)
