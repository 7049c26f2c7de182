"""Words that were read wrong: a real English word corrected into a negation cue (“in my notes?” read as “not”),
where the user keeps things (“in my notes”, “on my list”) said as a filter, “at al” for “at all”, “rated 4 or
better.” read as exactly 4 before a full stop, “come from” not understood, “not the 5 star ones” dropping its
“not”, “last years hikes” (no apostrophe) not a year, and an unknown author after “of” ignored. Now: a statement
with a question mark (“There is some …?”, after a fronted “And of X,”) and “any <value> …?” are yes/no questions,
a negated score is any other score, and “a book of X” looks for books by X."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.spelling import Speller

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _said(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return str(reply["text"])


def _count(kind: str, **where: Any) -> int:
    def fits(item: dict[str, Any]) -> bool:
        said = {"country": item["place"]["countryCode"], "year": item["itemDate"].year, "rating": item.get("rating")}
        return all(said[k] == v for k, v in where.items())

    return sum(1 for i in ITEMS if i["type"] == kind and fits(i))


def test_a_word_ending_like_a_cue_is_no_form_of_it() -> None:
    speller = Speller([("not", "not"), ("wine", "wine")], uninflected=("not",))
    assert speller.correct("notes") is None
    assert speller.correct("wines") is not None


async def test_there_is_some_in_my_notes_is_a_yes_no(harness: ParleyHarness) -> None:
    assert _count("Beer", country="JP") > 0
    reply = await _said(harness, "Good evening. There is some Japanese beer in my notes?")
    assert reply.startswith("Yes") and "leaves out" not in reply and "understand" not in reply


async def test_in_my_scrapbook_filters_nothing(harness: ParleyHarness) -> None:
    assert _count("Beer", country="BE") == 0
    reply = await _said(harness, "do I have some belgian beers on my list?")
    assert reply.startswith("No") and "leaves out" not in reply and "understand" not in reply


async def test_any_value_at_al_is_a_yes_no(harness: ParleyHarness) -> None:
    reply = await _said(harness, "any red wine in 2025 at al?")
    assert reply.startswith("Yes") and "understand" not in reply


@pytest.mark.parametrize("text", ["French wines rated 4 or better.", "wines from France with a rating of 4 or higher!"])
async def test_or_better_before_a_stop_is_at_least(harness: ParleyHarness, text: str) -> None:
    at_least = sum(1 for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "FR" and i["rating"] >= 4)
    reply = await _said(harness, text)
    assert reply.startswith(f"{at_least} French wines rated 4 or more") and "understand" not in reply


async def test_come_from_is_understood(harness: ParleyHarness) -> None:
    reply = await _said(harness, "my Spanish and Greek wines", "how many countries do they come from?")
    assert "2 different countries" in reply and "understand" not in reply


async def test_not_the_five_star_ones_narrows_to_the_others(harness: ParleyHarness) -> None:
    napa = [i for i in ITEMS if i["type"] == "Wine" and i["place"].get("region") == "Napa Valley"]
    others = sum(1 for i in napa if i["rating"] != 5)
    assert 0 < others < len(napa)
    reply = await _said(harness, "wines from napa valley", "but not the five star ones")
    assert reply.startswith(f"{others} wines in Napa Valley not rated 5")


async def test_last_years_without_apostrophe_is_the_year(harness: ParleyHarness) -> None:
    hikes = _count("Hike", year=TODAY.year - 1)
    reply = await _said(harness, "show me last years hikes")
    assert f"{hikes} hikes" in reply and "understand" not in reply


async def test_an_unknown_author_after_of_is_answered_no(harness: ParleyHarness) -> None:
    reply = await _said(harness, "how many books did I read in 2025?", "And of Tolkien, I have read something?")
    assert reply.startswith("No") and "books by Tolkien" in reply and "understand" not in reply
