"""A kind said only in the story told before a question that names its own kind never decides the topic: "Luca is
coming over for dinner …, so which Italian red wines …?" asks about wines; a person the story named is the one a
pronoun later means."""

from __future__ import annotations

import pytest

from parley.core.query.options_of_the_story import with_the_options_of_the_story
from parley.core.query.reader import question_after_a_story
from parley.core.query.story_kinds import without_kinds_of_the_story
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .conversing import last_reply
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "category", "kind"),
    [
        (
            "Luca is coming over for dinner on Saturday and he only drinks Italian reds, so which Italian red wines did I give 5 stars?",
            "Drink",
            "Wine",
        ),
        ("Priya is coming over for dinner on Saturday. Which Italian red wines did I give 5 stars?", "Drink", "Wine"),
        ("My sister is visiting for lunch on Sunday and she loves a good beer, which beers did I rate 5?", "Drink", "Beer"),
        ("I'm making a photo book for mum. Which hikes did I do in 2024?", "Activity", "Hike"),
        ("We had a great dinner at the museum cafe. Which museums did I rate 5?", "Museum", None),
        ("Mary is bringing a book to dinner. How many dinners did I have in 2025?", "Food", "Dinner"),
    ],
)
def test_a_kind_only_in_the_story_never_decides_the_topic(text: str, category: str, kind: str | None) -> None:
    _, request = read(text)
    assert (request.category, request.type) == (category, kind)


def test_a_question_leaving_a_kind_out_still_names_its_own() -> None:
    _, request = read("Elena asked me to make her a photo book of our year. What did I do with Elena in 2026, but leave out the wines")
    assert request.category is None and request.not_types == ("Wine",)


def test_a_kind_of_the_story_in_the_category_asked_is_kept() -> None:
    text = "He only drinks reds. Which wines did I rate 5?"
    assert text[question_after_a_story(text) :].strip().startswith("Which")
    _, request = read(text)  # the story's "drinks" is of the wines' category: nothing of it blanked, the wines asked
    assert (request.category, request.type) == ("Drink", "Wine")


@pytest.mark.parametrize(
    "text",
    [
        "The museums. Were they both during my Stockholm train trip?",  # an answer said first, no story
        "I loved the museums in Oslo. Were they all during my train trip?",  # the question points back into the story
    ],
)
def test_a_bare_phrase_or_a_question_pointing_back_keeps_the_kinds_said_before(text: str) -> None:
    reading, _ = read(text)
    assert any(t.category == "Museum" for group in reading.topics for t in group)


def test_without_a_story_nothing_is_blanked() -> None:
    assert question_after_a_story("Which wines did I rate 5?") == 0
    assert without_kinds_of_the_story(Utterance("which wines did i rate 5?"), 0) is None


async def test_the_person_of_the_story_is_the_one_a_pronoun_means_later(harness: ParleyHarness) -> None:
    reply = await last_reply(
        harness,
        "Tom is coming over for dinner on Saturday and he only drinks wine, so which wines did I rate 5?",
        "which of those did I drink with him?",
    )
    assert "Who do you mean" not in reply["text"] and "Tom" in reply["text"]


# --- the two options of a "which one" question, named in the story before it ---------------------------

_VARIETIES = {"zinfandel", "primitivo", "merlot", "malbec"}


def _same_field(a: str, b: str) -> bool:
    return a in _VARIETIES and b in _VARIETIES


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "a friend told me zinfandel and primitivo are actually the same grape lol. which one have i drunk more of",
            "a friend told me  are actually the same grape lol. which one have i drunk more of, zinfandel or primitivo",
        ),
        (
            "In 2024 I drank merlot and malbec. Which one did I drink more of?",
            "In 2024 I drank . Which one did I drink more of, merlot or malbec?",
        ),
    ],
)
def test_the_two_values_of_the_story_are_the_options_of_the_question(text: str, meant: str) -> None:
    assert with_the_options_of_the_story(text, _same_field) == meant


@pytest.mark.parametrize(
    "text",
    [
        "a friend told me zinfandel and primitivo are the same grape. which one have i drunk more of, merlot or malbec",
        "Tom and Mary came over. Which one did I drink more of?",  # no two values of one field
        "I like merlot and malbec. Which wines did I rate 5?",  # no question of which one more
        "which one did i drink more of, merlot and malbec?",  # no story before it
    ],
)
def test_a_question_with_options_of_its_own_or_no_pair_told_is_kept(text: str) -> None:
    assert with_the_options_of_the_story(text, _same_field) == text


async def test_the_story_pair_compared_through_the_assistant(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "my brother says merlot and malbec taste alike. which one have i drunk more of")
    assert "merlot" in reply["text"].lower() and "malbec" in reply["text"].lower()
