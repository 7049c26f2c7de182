"""The user's guess said after the question (“… than to Italy? I think France wins”) is no part of what is asked. Not
so: a sentence that says more than a guess, a guess asked as a question, a preference."""

from __future__ import annotations

import pytest

from parley.core.query.guess_after import is_a_guess


@pytest.mark.parametrize(
    "sentence",
    ["I think France wins", "My money's on Spain.", "I bet I did", "i think it was italy", "probably wine", "I reckon 2024 won"],
)
def test_a_guess_is_read(sentence: str) -> None:
    assert is_a_guess(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "I think I went with Tom to Rome in 2020",  # more than a guess: what the user remembers, read as it is
        "I bet with Tom",  # a companion said, no guess
        "I love an aged bottle",
        "I think France wins, doesn't it?",  # asked (the caller keeps questions)
        "show me the wines",
        "I think France wins. Also show me the wines",
        "I think not in 2020",
    ],
)
def test_other_sentences_are_not_a_guess(sentence: str) -> None:
    assert not is_a_guess(sentence)
