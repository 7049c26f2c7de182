"""Statements asked as questions, put in question order (core/query/native_order.py)."""

from __future__ import annotations

import pytest

from parley.core.query.native_order import in_native_order


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("They were all in Nafplio?", "were they all in Nafplio?"),
        ("The sparkling ones of 2019, they are all from Reims?", "The sparkling ones of 2019, are they all from Reims?"),
        ("Kenji came also?", "did Kenji come too?"),
        ("and Tom and Sofia came too?", "and did Tom and Sofia come too?"),
        ("Mary was with me?", "was Mary with me?"),
        ("And the Grüner Veltliner, there Mary was with me?", "And the Grüner Veltliner, was Mary with me there?"),
        ("Since when I don't go to Japan?", "when was I last in Japan?"),
        ("since when I haven't been in Lisbon?", "when was I last in Lisbon?"),
        # a question word before its subject and verb in a statement's order
        ("When I was in Tokyo with Kenji, how many nights it was?", "When I was in Tokyo with Kenji, how many nights was it?"),
        ("and how long they were", "and how long were they"),
        ("how many km it was", "how many km was it"),
        # a name asked with "how", as other languages ask it
        ("How is called the restaurent?", "What is the restaurent called?"),
        ("how was named that wine", "what was that wine named"),
        ("how is the museum called?", "what is the museum called?"),
        ("ok, how it is called?", "ok, what is it called?"),
    ],
)
def test_a_statement_asked_is_put_in_question_order(said: str, asked: str) -> None:
    assert in_native_order(said) == asked


@pytest.mark.parametrize(
    "said",
    [
        "they were all in Nafplio",  # no question mark: a statement
        "who came also?",  # a question word asks who
        "it was with whom?",
        "were they all in Nafplio?",  # already in question order
        "since when do I drink wine in Japan?",  # not a time since a last visit
        "there was nobody?",
        "the hikes were all long",
        "how many nights was it?",  # already in question order
        "And the one where Mary did not come, in which country it was?",  # read as it is (their_fields)
        "what is it called?",
        "how was it?",
        "when I was in Tokyo, how was the food?",
    ],
)
def test_anything_else_is_left_as_it_is(said: str) -> None:
    assert in_native_order(said) == said
