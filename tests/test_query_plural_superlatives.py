"""A superlative said of several ("my best wines", "the lowest rated museums", "my favourite beers", "the best ones
there", "only the best of them") is every item tied at the top, listed a page at a time, and a reply that says how
many share the value; said of one ("my best meal in Japan") it is one item, and the reply says how many tie.
"the third one" next picks from all of them."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import Item, matching, result_id_set, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _tied_at(items: list[Item], highest: bool = True) -> tuple[int, set[str]]:
    """The top (or lowest) rating among `items` and the ids of the items that have it."""
    top = (max if highest else min)(i["rating"] for i in items)
    return top, {i["_id"] for i in items if i["rating"] == top}


async def test_my_favourite_beers_are_every_beer_with_the_top_rating(harness: ParleyHarness) -> None:
    top, tied = _tied_at(matching(lambda i: i["type"] == "Beer"))
    assert len(tied) > 5
    reply = await last_reply(harness, "what are my favourite beers?")
    assert reply["text"].startswith(f"{len(tied)} beers share the top rating of {top}"), reply["text"]
    assert result_id_set(reply) == tied


async def test_the_lowest_rated_museums_are_all_that_share_the_lowest_rating(harness: ParleyHarness) -> None:
    low, tied = _tied_at(matching(lambda i: i["category"] == "Museum"), highest=False)
    assert len(tied) > 1
    reply = await last_reply(harness, "show me the lowest rated museums")
    assert result_id_set(reply) == tied, reply["text"]
    assert f"rating of {low}" in reply["text"] or f"(rated {low})" in reply["text"], reply["text"]


async def test_the_best_ones_in_a_city_then_the_third_one_picks_among_them(harness: ParleyHarness) -> None:
    dinners = matching(lambda i: i["type"] == "Dinner" and i["place"].get("country") == "Italy")
    _, tied = _tied_at(dinners)
    assert len(tied) >= 3
    listed = await last_reply(harness, "show me my best dinners in italy")
    assert result_id_set(listed) == tied, listed["text"]
    third = await last_reply(harness, "show me my best dinners in italy", "the third one")
    assert third["text"].startswith(next(i["title"] for i in dinners if i["_id"] == result_ids(listed)[2])), third["text"]


async def test_only_the_best_of_an_answer_keeps_every_top_one_of_it(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and i["place"].get("city") == "Calistoga")
    _, tied = _tied_at(hikes)
    assert 1 < len(tied) < len(hikes)
    reply = await last_reply(harness, "my hikes around calistoga", "only the best ones please")
    assert result_id_set(reply) == tied, reply["text"]


async def test_a_superlative_said_of_one_is_one_item_and_says_how_many_tie(harness: ParleyHarness) -> None:
    meals = matching(lambda i: i["category"] == "Food" and i["place"].get("country") == "Japan")
    top, tied = _tied_at(meals)
    assert len(tied) > 1
    reply = await last_reply(harness, "what was my best meal in japan")
    assert len(result_ids(reply)) == 1 and result_ids(reply)[0] in tied, reply["text"]
    assert f"{len(tied)} meals share the top rating of {top}" in reply["text"], reply["text"]
