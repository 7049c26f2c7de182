"""A pronoun for people that no one talked about can mean ("what lunches did he and I have …", "dinners me and her
had", "hikes with them" as a first question) is asked back ("Who do you mean by “he”?"), never dropped; the name
said next answers the question asked back. "can't remember", "I can't recall", "I forget" said aside negate
nothing; "with them" after a list of things is still those things, no one asked about."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _replies(harness: ParleyHarness, *texts: str) -> list[str]:
    harness.clock.now = TODAY
    return await harness.reply_texts(*texts)


def _count(kind: str, keep: Callable[[dict[str, Any]], bool]) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and keep(i))


def _with(*names: str) -> Callable[[dict[str, Any]], bool]:
    return lambda i: all(n in (i.get("who") or []) for n in names)


async def test_he_and_i_with_no_one_talked_about_is_asked_then_answered_with_the_name(harness: ParleyHarness) -> None:
    asked, answered = await _replies(harness, "what dinners did he and I have in Barcelona?", "Tom, sorry")
    assert "Who do you mean by “he”?" in asked, asked
    barcelona = _count("Dinner", lambda i: _with("Tom")(i) and i["place"].get("city") == "Barcelona")
    assert re.search(rf"\b{barcelona} dinners? in Barcelona with Tom\b", answered), answered


async def test_me_and_her_is_asked_then_answered_with_the_name(harness: ParleyHarness) -> None:
    asked, answered = await _replies(harness, "how many dinners did me and her have in 2025?", "Mary, I meant")
    assert "Who do you mean by “her”?" in asked, asked
    dinners = _count("Dinner", lambda i: _with("Mary")(i) and i["itemDate"].year == 2025)
    assert f"{dinners} dinners" in answered and "Mary" in answered, answered


async def test_him_and_me_after_the_question_is_asked(harness: ParleyHarness) -> None:
    (asked,) = await _replies(harness, "which hikes did we do, him and me?")
    assert "Who do you mean by “him”?" in asked, asked


async def test_i_cant_recall_said_aside_leaves_nothing_out(harness: ParleyHarness) -> None:
    asked, answered = await _replies(harness, "which hikes did I do with her in 2025, I can't recall", "Anna")
    assert "Who do you mean by “her”?" in asked, asked
    hikes = _count("Hike", lambda i: _with("Anna")(i) and i["itemDate"].year == 2025)
    assert f"{hikes} hikes" in answered and "Anna" in answered and "leaves out" not in answered, answered


async def test_dont_remember_how_many_is_no_negation(harness: ParleyHarness) -> None:
    (answered,) = await _replies(harness, "hikes with Anna, don't remember how many")
    assert f"{_count('Hike', _with('Anna'))} hikes with Anna" in answered, answered
    assert "leaves out" not in answered and "understand" not in answered, answered


async def test_with_them_as_a_first_question_is_asked_then_answered_with_all_named(harness: ParleyHarness) -> None:
    asked, answered = await _replies(harness, "how many hikes did I go on with them?", "Mary and Roberto, together")
    assert "Who do you mean by “them”?" in asked, asked
    assert f"{_count('Hike', _with('Mary', 'Roberto'))} hikes with Mary and Roberto" in answered, answered


async def test_with_the_two_of_them_as_a_first_question_is_asked(harness: ParleyHarness) -> None:
    (asked,) = await _replies(harness, "lunches with the two of them")
    assert "Who do you mean by “the two of them”?" in asked, asked


async def test_with_them_after_things_is_not_asked_about_people(harness: ParleyHarness) -> None:
    _, then = await _replies(harness, "my hikes in 2025", "how many with them?")
    assert "Who do you mean" not in then, then


async def test_the_name_said_back_misspelt_answers_who_the_pronoun_means(harness: ParleyHarness) -> None:
    asked, answered = await _replies(harness, "what trips did i take with him", "sorry, jmaes")
    assert "Who do you mean by “him”?" in asked, asked
    trips = sum(1 for i in ITEMS if i["category"] == "Travel" and _with("James")(i))
    assert f"{trips} travels with James" in answered, answered
