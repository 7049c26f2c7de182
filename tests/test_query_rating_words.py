"""Words for a score: "what did I love" (rated 5), "anything i hated" (rated 1), "and the bad ones?" (2 or below),
"the good ones" (4 or above), "loved or hated" (5 or 1), each taken as an assumption said in the reply; never "I'd love
to know", "I loved to travel" nor someone else's feeling ("Mary hated it")."""

from __future__ import annotations

import pytest

from parley.core.query.rating_words import rating_words

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import ITEMS, TODAY


def bounds(text: str) -> list[tuple[tuple[str, float], ...]]:
    return [w.bounds for w in rating_words(text, 1, 5)]


@pytest.mark.parametrize(
    "text",
    [
        "hey! feeling a bit nostalgic today... what did i love last year?",
        "which wines do i love",
        "the books i loved",
        "what did we really love in 2024",
        "museums i absolutely adored",
        "anything we both loved in spain?",
    ],
)
def test_loved_is_the_top_score(text: str) -> None:
    assert bounds(text) == [(("==", 5),)]


@pytest.mark.parametrize(
    "text", ["anything i hated in italy", "which meals did i hate", "the hikes we hated", "what did i really hate last year"]
)
def test_hated_is_the_bottom_score(text: str) -> None:
    assert bounds(text) == [(("==", 1),)]


@pytest.mark.parametrize("text", ["and the bad ones?", "only the really bad ones", "the poor ones", "show me the awful ones"])
def test_the_bad_ones_are_two_or_below(text: str) -> None:
    assert bounds(text) == [(("<=", 2),)]


@pytest.mark.parametrize("text", ["and the good ones?", "just the great ones"])
def test_the_good_ones_are_four_or_above(text: str) -> None:
    assert bounds(text) == [((">=", 4),)]


@pytest.mark.parametrize("text", ["dinners in japan that i either loved or hated", "books i hated or loved", "hikes we loved or we hated"])
def test_loved_or_hated_is_either_end(text: str) -> None:
    assert bounds(text) == [(("!=", 2.0), ("!=", 3.0), ("!=", 4.0))]
    assert "as rated 5 or 1" in rating_words(text, 1, 5)[0].taken


@pytest.mark.parametrize(
    "text",
    [
        "i'd love to know my best wines",
        "i would love a list of my hikes",
        "i loved to travel back then, how many trips in 2015",
        "mary hated it",
        "i hate to ask but how many books this year",
        "good morning! my wines from chile",
        "was it good",
        "love the last one, where was it",
        "what was the name of that hike we loved so much?",
        "this wine i adored, where was it",
        "the books i loved a lot",
        "what was the exhibition there? i loved it but forgot the name",
        "ha, i loved that one. did its author write anything else",
        "which one of those did i love the most?",
        "what is the average rating of all my assyrtiko, also the bad ones?",
        "i loved the food more than anything. show me what i ate while i was there.",
        "oh, we hated the weather there. how many hikes in scotland?",
        "seoul was great. i adored the markets. what did i eat there",
    ],
)
def test_no_feeling_of_the_user_about_items_is_no_score(text: str) -> None:
    assert bounds(text) == []


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_what_i_hated_in_italy_is_rated_one_and_says_so(harness: ParleyHarness) -> None:
    hated = [i for i in ITEMS if i["place"].get("countryCode") == "IT" and i["rating"] == 1]
    reply = await last_reply(harness, "anything i hated in italy")
    assert f"{len(hated)} " in reply["text"] and "“hated” as rated 1" in reply["text"]
    assert "understand" not in reply["text"]


async def test_the_bad_ones_after_a_list_are_those_rated_two_or_below(harness: ParleyHarness) -> None:
    bad = [i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == TODAY.year and i["rating"] <= 2]
    reply = await last_reply(harness, "books i gave 5 stars this year", "and the bad ones?")
    assert f"{len(bad)} " in reply["text"] and "“bad ones” as rated 2 or below" in reply["text"]
