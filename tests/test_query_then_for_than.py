"""“then” right after a comparative and before the other side (“thats longer then the budapest trip right”) is a slip
for “than”; “thats” is “that's”. Not so: “then” at the end or before a comma, after a word that compares nothing, with
other words between, or in a message that says “than” already."""

from __future__ import annotations

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.spelling import CONTRACTIONS
from parley.core.query.then_for_than import then_for_than

DEFINITION = load_definition(DEFINITION_FILE)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("thats longer then the budapest trip right", "thats longer than the budapest trip right"),
        ("was it rated higher then the 2019 one?", "was it rated higher than the 2019 one?"),
        ("did I go further then in 2023", "did I go further than in 2023"),
        ("more then 3 of them?", "more than 3 of them?"),
        ("did i rate trains better then flights on avarage?", "did i rate trains better than flights on avarage?"),
    ],
)
def test_then_after_a_comparative_is_than(text: str, meant: str) -> None:
    assert then_for_than(text, DEFINITION) == meant


@pytest.mark.parametrize(
    "text",
    [
        "more then, i think",
        "and then the next one",
        "it was longer then",
        "more hikes in 2024 then in 2023?",  # words between: not read
        "longer than then the others",  # "than" said already
        "show me dinners then the lunches",
        "i liked hikes more then and now",
        "was it better then, in 2019?",
    ],
)
def test_other_thens_are_left_as_they_are(text: str) -> None:
    assert then_for_than(text, DEFINITION) == text


def test_thats_is_that_is() -> None:
    assert CONTRACTIONS["thats"] == "that's"
