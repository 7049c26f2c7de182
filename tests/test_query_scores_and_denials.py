"""A score said after a verb that only links it to what is asked of ("did all my city breaks got at least 4 stars?",
"which beers did I give 5 stars") is the score, and the verb is no word not understood; "rate" with what was rated
said between it and the score ("did I rate any cocktail above 4", "did I always rate my hikes with Tom 4 or more?")
keeps what was rated as its own filter. A negation typed with its vowels left out ("hvnt") is read as that negation,
and said so; another word not understood where a negation would stand ("which ones zwnt with tom") is asked about,
never answered as if absent. A claim told by "she" or "he" after two people are introduced asks back which of them."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply, reply_texts
from .sample_items import Item, every, matching, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of_type(kind: str) -> list[Item]:
    return matching(lambda i: i["type"] == kind)


async def test_a_negation_typed_without_its_vowels_is_read_as_it_and_said(harness: ParleyHarness) -> None:
    runs = _of_type("Run")
    not_top = [i for i in runs if i["rating"] != 5]
    assert 0 < len(not_top) < len(runs)
    reply = await last_reply(harness, "show me my runs", "which ones hvnt got 5 stars")
    assert count_of(reply) == len(not_top), reply["text"]
    assert "“hvnt” as haven't" in reply["text"], reply["text"]
    assert "understand" not in reply["text"], reply["text"]


async def test_a_word_not_understood_where_a_negation_stands_is_asked_about(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "show me my runs", "which ones zwnt with tom")
    assert "not sure what you mean by “zwnt”" in reply["text"], reply["text"]
    assert count_of(reply) == -1, reply["text"]


async def test_a_real_word_there_is_answered(harness: ParleyHarness) -> None:
    runs = _of_type("Run")
    reply = await last_reply(harness, "show me my runs", "which ones were with tom")
    assert count_of(reply) == len([i for i in runs if with_("Tom")(i)]), reply["text"]


async def test_got_before_a_score_is_no_word_not_understood(harness: ParleyHarness) -> None:
    breaks = _of_type("City break")
    good = [i for i in breaks if (i["rating"] or 0) >= 4]
    assert 0 < len(good) < len(breaks)
    (text,) = await reply_texts(harness, "did all my city breaks got at least 4 stars?")
    assert text.startswith(f"No, {len(good)} of the {len(breaks)}"), text
    assert "understand" not in text, text


async def test_gave_before_a_score_is_no_word_not_understood(harness: ParleyHarness) -> None:
    beers = [i for i in _of_type("Beer") if i["rating"] == 5]
    assert beers
    reply = await last_reply(harness, "which beers I gave 5 stars")
    assert count_of(reply) == len(beers), reply["text"]
    assert "understand" not in reply["text"], reply["text"]


async def test_rate_keeps_what_was_rated(harness: ParleyHarness) -> None:
    cocktails = [i for i in _of_type("Cocktail") if (i["rating"] or 0) > 4]
    assert cocktails
    reply = await last_reply(harness, "did I rate any cocktail above 4")
    assert count_of(reply) == len(cocktails), reply["text"]


async def test_always_rated_with_someone_is_claimed_over_their_items(harness: ParleyHarness) -> None:
    hikes = [i for i in _of_type("Hike") if with_("Roberto")(i)]
    good = [i for i in hikes if (i["rating"] or 0) >= 4]
    assert 0 < len(good) < len(hikes)
    (text,) = await reply_texts(harness, "Did I always rate my hikes with Roberto 4 or more?")
    assert text.startswith(f"No, {len(good)} of the {len(hikes)}"), text
    assert "understand" not in text, text


async def test_she_after_two_people_are_introduced_is_asked_about(harness: ParleyHarness) -> None:
    meals = matching(every(lambda i: i["category"] == "Food", with_("Priya")))
    mexican = [i for i in meals if i["fields"].get("cuisine") == "mexican"]
    assert 0 < len(mexican) < len(meals)
    asked, answered = await reply_texts(
        harness, "My cousin Elena and my colleague Priya had lunch with me. She claims we always eat Mexican. Right?", "Priya"
    )
    assert asked == "Who do you mean by “she”: Elena or Priya?", asked
    assert answered.startswith(f"No, {len(mexican)} of the {len(meals)}"), answered


async def test_a_word_not_understood_of_another_shape_than_a_denial_is_not_asked_about_as_one(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "show me my hikes", "which yr with mary")
    assert "Did you mean “not”" not in reply["text"], reply["text"]
