"""What led the user to ask (“Tom sent me a photo of our last hike, which got me wondering: …”) is no part of the
question: its “last hike” picks nothing. “With or without anyone” asks about everyone's items, the people the
question before named too. “Fair enough.” before a question is a remark, no word not understood."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _hikes_2025(keep: bool = True) -> int:
    return sum(1 for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2025 and (keep or "Mary" not in (i.get("who") or [])))


async def test_a_lead_in_before_the_question_picks_nothing(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(
        harness, "Tom sent me a photo from our longest hike, which got me wondering: how many hikes did I do in 2025?"
    )
    assert f"{_hikes_2025()} hikes in 2025" in reply and "longest" not in reply, reply
    (reply,) = await reply_texts(harness, "Saw my old boots this morning and that reminded me. How many hikes did I do in 2025?")
    assert f"{_hikes_2025()} hikes in 2025" in reply, reply


async def test_with_or_without_anyone_drops_the_people_before(harness: ParleyHarness) -> None:
    replies = await reply_texts(
        harness, "how many hikes did I do in 2025 without Mary?", "Fair enough. And how many in 2025 with or without anyone?"
    )
    without = _hikes_2025(keep=False)
    assert f"{without} hike{'s' if without != 1 else ''} in 2025 without Mary" in replies[0], replies
    assert f"{_hikes_2025()} hikes in 2025" in replies[1] and "Mary" not in replies[1] and "on your own" not in replies[1], replies
    assert "understand" not in replies[1], replies


async def test_without_anyone_is_still_alone(harness: ParleyHarness) -> None:
    alone = sum(1 for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2025 and not i.get("who"))
    (reply,) = await reply_texts(harness, "how many hikes did I do in 2025 without anyone?")
    assert ("no hikes" if not alone else f"{alone} hike") in reply and "on your own" in reply, reply


async def test_the_words_of_a_story_told_before_the_question_are_not_listed_as_not_understood(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(
        harness, "Yesterday I boasted endlessly about my hiking. Everybody laughed. How many hikes did I do in 2025?"
    )
    assert f"{_hikes_2025()} hikes in 2025" in reply and "understand" not in reply, reply
    (reply,) = await reply_texts(harness, "Everybody laughed. How many hikes did I do in 2025 blorptastically?")
    assert "I didn't understand “blorptastically”" in reply, reply
    (reply,) = await reply_texts(harness, "blorptastically how many wines rated 3.5 or more did I have in 2025?")
    assert "blorptastically" in reply, reply


async def test_an_occasion_and_what_the_user_is_doing_for_it_are_no_part_of_the_question(harness: ParleyHarness) -> None:
    # "photo book" is no book asked about, "next month" no time of the question; "we" are the user and the one it names
    (reply,) = await reply_texts(
        harness,
        "Anna turns forty next month and I'm putting together a little photo book of our adventures. Which trips did we take together?",
    )
    trips = sum(1 for i in ITEMS if i["category"] == "Travel" and "Anna" in (i.get("who") or []))
    assert f"{trips} travels with Anna" in reply and "book" not in reply and "understand" not in reply, reply
