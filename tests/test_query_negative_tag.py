"""A statement with a negative question tag after it (“… this year havent i”, “He's right, isn't he?”) asks whether it
holds: the tag's “n't” negates nothing. Not so: a sentence opened by a word that asks something else, a tag alone, a
negation with more said after it."""

from __future__ import annotations

import pytest

from parley.core.query.negative_tag import negative_tag


@pytest.mark.parametrize(
    ("text", "aux"),
    [
        ("ive had more than 25 wines this year haven't i", "haven't"),
        ("ive had more than 25 wines this year havent i", "havent"),
        ("My husband reckons I rode more km in 2025 than in 2022. He's right, isn't he?", "isn't"),
        ("I went to more museums this year than in 2024 and 2025 put together, didn't I?", "didn't"),
        ("I rode more km in 2025 than in 2022, isn't that right?", "isn't"),
        ("she came on every hike in 2024 didnt she", "didnt"),
    ],
)
def test_a_statement_with_a_negative_tag_is_asked(text: str, aux: str) -> None:
    tagged = negative_tag(text)
    assert tagged is not None
    assert text[tagged[0] : tagged[1]].lower() == aux


@pytest.mark.parametrize(
    "text",
    [
        "isn't it?",
        "which hikes weren't they",
        "why isn't it",
        "I didn't go with Tom",
        "hikes I didn't do",
        "which wines haven't i",
        "wines that weren't red",
        "so I didn't go to peru",
        "the rides that weren't with Ben",
        "dinners where i was but she wasn't",
        "was it in 2020, wasn't it?",  # a question already (its tag read by negation's own rule)
    ],
)
def test_other_messages_have_no_negative_tag(text: str) -> None:
    assert negative_tag(text) is None
