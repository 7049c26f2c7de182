"""A claim that compares a person said as a pronoun with a person named ("Anna says I had more dinners with her than
with Tom. Is that true?") is checked in the order said: the one claimed to come first is "her", so the answer is No
when there were more with Tom, never "Yes, more with Tom". A pick said "of those" says which of the answer it is; a
plain "the first one" is shown as the item alone."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, person: str) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and person in (i["who"] or []))


@pytest.mark.parametrize(
    ("kind", "noun", "claimed", "other"),
    [("Dinner", "dinners", "Anna", "Tom"), ("Hike", "hikes", "Roberto", "Mary"), ("Lunch", "lunches", "Sofia", "James")],
)
async def test_a_claim_about_her_against_someone_named_is_checked_the_right_way_round(
    harness: ParleyHarness, kind: str, noun: str, claimed: str, other: str
) -> None:
    harness.clock.now = TODAY
    mine, theirs = _count(kind, claimed), _count(kind, other)
    assert mine != theirs
    (reply,) = await harness.reply_texts(f"{claimed} says I had more {noun} with her than with {other}. Is that true?")
    assert reply.startswith("Yes" if mine > theirs else "No"), reply
    assert f"{mine} {noun} with {claimed}" in reply and f"{theirs} {noun} with {other}" in reply, reply


async def test_the_first_one_is_shown_alone_and_the_last_of_those_says_its_place(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    *_, first = await harness.reply_texts("wines from Portugal", "the first one")
    assert not first.startswith("The first of"), first
    *_, last = await harness.reply_texts("wines from Portugal", "the last of those")
    assert last.startswith("The last of those"), last
