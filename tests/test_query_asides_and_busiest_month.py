"""A sentence around the question that is no question and adds no filter — the user's preference (“I'd rather not fly
far.”), what the answer is to them (“They're the ones I'll never order again.”), their memory of a claim (“I can't
recall that at all.”), their work (“March is always busy at work.”) — leaves the question's reading as it is. “In which
month do I usually …the most?” is the month of every year with the most items; “my March runs”, “those October trips”
are the items of that month in every year."""

from __future__ import annotations

from collections import Counter

import pytest

from parley.core.query.chatter import without_asides

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _kept(text: str) -> str:
    """What is left of the text once its asides are blanked, spaces squeezed."""
    return " ".join(without_asides(text).split())


def test_a_preference_after_the_question_is_no_part_of_it() -> None:
    assert _kept("Which ones were in Italy? I'd rather not go anywhere cold this winter.") == "Which ones were in Italy?"
    assert _kept("How many hikes did I do in 2024? We would much rather stay home these days.") == "How many hikes did I do in 2024?"
    # what to keep, said with "rather": a filter, kept
    assert (
        _kept("Which hotels did I rate highly? I'd rather the ones in Europe.")
        == "Which hotels did I rate highly? I'd rather the ones in Europe."
    )


def test_what_the_answer_is_to_the_user_is_no_part_of_the_question() -> None:
    assert _kept("How many of those did I rate 2? They're the ones I'll never order again.") == "How many of those did I rate 2?"
    assert _kept("Which of them did I like best? That's where we want to go next.") == "Which of them did I like best?"


def test_the_users_memory_and_work_are_no_part_of_the_question() -> None:
    said = "My cousin says we went to Rome together. I can't recall that at all. Did I ever go to Rome with Anna?"
    assert _kept(said) == "Did I ever go to Rome with Anna?"
    said = "That makes sense, March is always busy at work. How many runs did I do in March?"
    assert _kept(said) == "How many runs did I do in March?"


async def test_a_preference_after_the_question_negates_nothing(harness: ParleyHarness) -> None:
    spain = sum(1 for i in ITEMS if i["type"] == "Flight" and i["place"]["country"] == "Spain")
    replies = await reply_texts(
        harness, "how many flights did I take?", "Which of those were to Spain? I'd rather not fly too far next year."
    )
    assert f"{spain} Spanish flight" in replies[1] and "not" not in replies[1], replies


async def test_the_month_of_every_year_with_the_most(harness: ParleyHarness) -> None:
    hikes = Counter(i["itemDate"].strftime("%B") for i in ITEMS if i["type"] == "Hike")
    (month, n), (_, second) = hikes.most_common(2)
    assert n > second
    (reply,) = await reply_texts(harness, "Thinking back, which month do I typically go hiking the most?")
    total = sum(hikes.values())
    assert f"The month with the most hikes is {month} ({n} of {total} hikes)" in reply and "understand" not in reply, reply


async def test_months_tied_for_the_most_are_both_said(harness: ParleyHarness) -> None:
    dinners = Counter(i["itemDate"].strftime("%B") for i in ITEMS if i["type"] == "Dinner")
    (first, n), (second, m) = dinners.most_common(2)
    assert n == m
    (reply,) = await reply_texts(harness, "in what month have I had the most dinners?")
    assert "The months with the most dinners are" in reply and first in reply and second in reply, reply


async def test_a_month_said_of_the_things_is_that_month_of_every_year(harness: ParleyHarness) -> None:
    march = sum(1 for i in ITEMS if i["type"] == "Run" and i["itemDate"].month == 3)
    (reply,) = await reply_texts(harness, "show me my March runs")
    assert f"{march} runs in March (every year)" in reply, reply
    trips = Counter(i["itemDate"].strftime("%B") for i in ITEMS if i["category"] == "Travel")
    october = sum(1 for i in ITEMS if i["type"] == "Train journey" and i["itemDate"].month == 10)
    replies = await reply_texts(harness, "which month did I travel the most?", "how many of those October trips were by train?")
    assert trips.most_common(1)[0][0] == "October" and "October" in replies[0], replies
    assert f"{october} train journey" in replies[1], replies


async def test_the_ones_with_nothing_talked_about_asks_which(harness: ParleyHarness) -> None:
    museums = sum(1 for i in ITEMS if i["category"] == "Museum" and i["place"]["city"] == "Cairo")
    replies = await reply_texts(harness, "What did I think of the ones in Cairo?", "the museums, sorry")
    assert "Which ones do you mean by “the ones”?" in replies[0], replies
    assert f"{museums} museums in Cairo" in replies[1], replies


async def test_which_ones_after_none_found_asks_of_the_kind_with_the_other_person(harness: ParleyHarness) -> None:
    trips = sum(1 for i in ITEMS if i["type"] == "Road trip" and "Roberto" in (i.get("who") or []))
    replies = await reply_texts(harness, "Did I ever go on a road trip with Anna?", "Which ones did I do with Roberto, then?")
    assert replies[0].startswith("No"), replies
    assert f"{trips} road trips with Roberto" in replies[1] and "Anna" not in replies[1], replies
    assert not replies[1].startswith("Yes"), replies
