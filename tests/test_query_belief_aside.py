""" "12?? i would have said fewer than 10. did i really go to more than 10" after 12 museums: Yes (was: "No", the
belief "fewer than 10" checked instead of the question's "more than 10"). The negatives: a question that only points at
the belief ("did i?") keeps it; a sentence that asks or tells something else is not set aside."""

from __future__ import annotations

import pytest

from parley.core.query.belief_aside import the_question_alone


@pytest.mark.parametrize(
    ("said", "alone"),
    [
        ("12?? i would have said fewer than 10. did i really go to more than 10", "did i really go to more than 10"),
        ("really? I thought under 5. Was it at least 5?", "Was it at least 5?"),
        ("I'd have guessed more than 20. did I have over 20 wines in 2019?", "did I have over 20 wines in 2019?"),
    ],
)
def test_the_question_alone(said: str, alone: str) -> None:
    assert the_question_alone(said) == alone


@pytest.mark.parametrize(
    "said",
    [
        "I thought I had more than 5 wines in 2019. did i?",  # the belief is the claim asked about
        "wines in 2019. did i have more than 5?",  # the first sentence says what is counted
        "did i really go to more than 10",  # one sentence
        "12?? how many were in paris",  # no claim asked
        "i would have said fewer than 10",
    ],
)
def test_read_whole(said: str) -> None:
    assert the_question_alone(said) is None
