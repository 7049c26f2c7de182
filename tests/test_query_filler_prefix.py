"""The shared opening-filler prefix (core/query/filler_lead.py): “and …”, “so, ok then …”, “but what about …” read
from the start of a message, and nothing else: not a filler word inside another word, not one said mid-sentence,
not a word the reading did not list."""

from __future__ import annotations

import re

import pytest

from parley.core.query.filler_lead import FILLER_LEAD, FOLLOW_ON_LEAD, filler_lead


def _stripped(prefix: str, text: str) -> str:
    """What is left of the text once the prefix has read its opening."""
    said = re.match(prefix, text)
    assert said is not None  # the prefix matches every text, if only the empty opening
    return text[said.end() :]


def test_the_prefix_is_the_one_written_before() -> None:
    assert FILLER_LEAD == r"^\W*(?:(?:and|so|ok|okay|then|but)\W+)*"
    assert FOLLOW_ON_LEAD == r"^\W*(?:(?:and|so|ok|okay|now|then|what about|how about)\W+)*"
    assert filler_lead("hm+|wow") == r"^\W*(?:(?:hm+|wow)\W+)*"


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("and which one was it?", "which one was it?"),
        ("so, which one was it?", "which one was it?"),
        ("ok then... which one", "which one"),
        ("okay, but which one", "which one"),
        ("  ...and so   which one", "which one"),
        ("but then, ok, and so which", "which"),
    ],
)
def test_what_the_prefix_strips(text: str, left: str) -> None:
    assert _stripped(FILLER_LEAD, text) == left


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("and what about 2023?", "2023?"),
        ("ok how about cities", "cities"),
        ("so now, the one before", "the one before"),
    ],
)
def test_what_the_follow_on_prefix_strips(text: str, left: str) -> None:
    assert _stripped(FOLLOW_ON_LEAD, text) == left


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("sober hikes", "sober hikes"),  # "so" inside a word: no filler
        ("andorra trips", "andorra trips"),  # "and" inside a word
        ("butter chicken", "butter chicken"),  # "but" inside a word
        ("okayama", "okayama"),  # "okay" inside a word
        ("which one and so on", "which one and so on"),  # fillers said mid-sentence stay
        ("now which one", "now which one"),  # "now" is not one of FILLER_LEAD's words
        ("what about 2023", "what about 2023"),  # nor "what about"
        ("and", "and"),  # a filler with nothing after it is not read as an opening
    ],
)
def test_what_the_prefix_must_not_strip(text: str, left: str) -> None:
    assert _stripped(FILLER_LEAD, text) == left


def test_a_reading_with_its_own_words_strips_those_only() -> None:
    prefix = filler_lead("hm+|wow|nice")
    assert _stripped(prefix, "hmmm, wow nice: how many more") == "how many more"
    assert _stripped(prefix, "and how many more") == "and how many more"
    assert re.compile(prefix + r"how many\b").match("wow how many") is not None
    assert re.compile(prefix + r"how many\b").match("so how many") is None
