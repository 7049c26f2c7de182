"""Words and quantities: “how many r poetry” after a list counts among it (“r” as texted: are); “bios” are
biographies; “japan or france, which did I travel to more often?” sets the two countries' counts against each
other (was: one count of both); “what's the total for 2021 then?” after a comparison of total nights is the
total nights of 2021 (was: “Total of what: …”); “I've forgotten the author's name” after a book is picked is
its author (was: “author's” taken as novels)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _asked(harness: ParleyHarness, *said: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = {}
    for text in said:
        reply = await harness.say(conversation, text)
    return reply


def books(**fields: Any) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["category"] == "Book" and all(i.get(k, i["fields"].get(k)) == v for k, v in fields.items())]


@pytest.mark.parametrize("then", ["how many r poetry", "how many are poetry?"])
async def test_how_many_are_a_kind_counts_among_the_list(harness: ParleyHarness, then: str) -> None:
    rated = books(rating=4)
    poetry = [i for i in rated if i["type"] == "Poetry"]
    assert 0 < len(poetry) < len(books(type="Poetry"))
    reply = await _asked(harness, "show me the books i rated 4", then)
    assert f"{len(poetry)} " in reply["text"] and f"among the {len(rated)} items before" in reply["text"]
    assert "understand" not in reply["text"]


async def test_bios_are_biographies(harness: ParleyHarness) -> None:
    by = books(author="Nina Petrova")
    bios = [i for i in by if i["type"] == "Biography"]
    reply = await _asked(harness, "books by Nina Petrova", "how many of those were bios")
    assert f"{len(bios)} biograph" in reply["text"] and "understand" not in reply["text"]


async def test_two_countries_which_did_i_travel_to_more_often(harness: ParleyHarness) -> None:
    trips = [i for i in ITEMS if i["category"] == "Travel"]
    n = {c: sum(1 for i in trips if i["place"]["country"] == c) for c in ("Japan", "France")}
    assert n["France"] > n["Japan"]
    reply = await _asked(harness, "japan or france, which did I travel to more often?")
    assert f"{n['Japan']} travels in Japan" in reply["text"] and f"{n['France']} travels in France" in reply["text"]
    assert "More travels in France" in reply["text"]


async def test_the_total_for_a_year_after_totals_compared(harness: ParleyHarness) -> None:
    nights = {y: sum(i["fields"]["nights"] for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == y) for y in (2021, 2022)}
    reply = await _asked(harness, "was I away more nights in 2022 than in 2021?", "what's the total for 2021 then?")
    assert f"nights is {nights[2021]} over" in reply["text"] and "travels in 2021" in reply["text"]
    assert "Total of what" not in reply["text"]


async def test_the_field_word_said_with_apostrophe_s_asks_the_picked_items_field(harness: ParleyHarness) -> None:
    shortest = min(books(), key=lambda i: i["fields"]["pages"])
    reply = await _asked(harness, "what's the shortest book I read?", "Hm, I've forgotten the author's name, who was it?")
    assert shortest["fields"]["author"] in reply["text"] and "novels" not in reply["text"]


async def test_a_total_of_a_kind_said_anew_is_still_asked_back(harness: ParleyHarness) -> None:
    reply = await _asked(harness, "how many km did I walk in 2017 altogether", "whats the total for my runs last year")
    assert reply["text"].startswith("Total of what") and "distance" in reply["text"] and "duration" in reply["text"]


def count_in(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


async def test_years_and_scores_said_as_speech_writes_them(harness: ParleyHarness) -> None:
    """ "hikes in twenty twenty five" are the hikes of 2025 and "books i rated for or more in twenty twenty four" the
    books of 2024 rated 4 or more (was: every year counted, “twenty twenty five” not understood)."""
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2025]
    reply = await _asked(harness, "hikes in twenty twenty five")
    assert count_in(reply) == len(hikes) and "understand" not in reply["text"], reply["text"]
    rated = [i for i in books() if i["itemDate"].year == 2024 and i.get("rating", 0) >= 4]
    reply = await _asked(harness, "books i rated for or more in twenty twenty four")
    assert count_in(reply) == len(rated) and "understand" not in reply["text"], reply["text"]
    reply = await _asked(harness, "books i rated for or more in twenty twenty four", "and in twenty twenty three")
    assert count_in(reply) == len([i for i in books() if i["itemDate"].year == 2023 and i.get("rating", 0) >= 4]), reply["text"]


async def test_where_heard_as_wear_asks_where_the_one_picked_was(harness: ParleyHarness) -> None:
    trips = sorted((i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == 2019), key=lambda i: i["itemDate"])
    reply = await _asked(harness, "show me my trips from 2019", "the first one", "wear did i go")
    assert "understand" not in reply["text"] and any(t["place"]["city"] in reply["text"] for t in trips), reply["text"]
