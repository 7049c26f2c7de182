"""What the user is doing, told before the question with its subject left out ("Filling in my travel journal",
"Still daydreaming about Greece this summer"), and the announcement of what they ask ("I've forgotten something:") are
asides: blanked, adding no filter (no "this summer") and no word not understood."""

from __future__ import annotations

import pytest

from parley.core.query.chatter import without_asides


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (
            "Filling in my travel journal and I've forgotten something: how many nigths was my 2024 flight?",
            "how many nigths was my 2024 flight?",
        ),
        ("I've forgotten something: how many nights was my 2024 flight?", "how many nights was my 2024 flight?"),
        (
            "Still daydreaming about Greece this summer. Which diners did I have in Greece this year?",
            "Which diners did I have in Greece this year?",
        ),
        ("Updating my scrapbook - which wines did I rate 5?", "which wines did I rate 5?"),
    ],
)
def test_what_the_user_is_doing_before_the_question_is_an_aside(text: str, question: str) -> None:
    assert without_asides(text).strip(" -") == question


def test_a_place_told_before_a_question_pointing_back_is_kept() -> None:
    text = "Still daydreaming about Greece. Did I have dinner there this year?"
    assert "Greece" in without_asides(text)
