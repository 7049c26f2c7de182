"""“the top 3”, “first 5” said alone after a list was sorted ("sort them by distance", "order them by pages") are
the first few of that order, not the best rated; with no order before, "top 3" is the three best rated. The verb of
the sort ("sort them", "order those") is no word not understood."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import last_reply
from .sample_items import by_id, matching, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_top_3_after_sorting_by_distance_are_the_3_longest(harness: ParleyHarness) -> None:
    runs = matching(lambda i: i["type"] == "Run" and i["itemDate"].year == 2024)
    longest = sorted((i["fields"]["distance"] for i in runs), reverse=True)[:3]
    sorted_reply = await last_reply(harness, "my runs in 2024", "sort them by distance")
    assert "understand" not in sorted_reply["text"], sorted_reply["text"]
    reply = await last_reply(harness, "my runs in 2024", "sort them by distance", "the top 3")
    assert sorted(by_id(i)["fields"]["distance"] for i in result_ids(reply)) == sorted(longest), reply["text"]


async def test_first_5_after_ordering_by_pages_are_the_5_longest_books(harness: ParleyHarness) -> None:
    books = matching(lambda i: i["category"] == "Book")
    most = sorted((i["fields"]["pages"] for i in books), reverse=True)[:5]
    reply = await last_reply(harness, "my books", "order those by pages", "first 5 please")
    assert sorted(by_id(i)["fields"]["pages"] for i in result_ids(reply)) == sorted(most), reply["text"]


async def test_the_top_3_with_no_order_before_are_the_best_rated(harness: ParleyHarness) -> None:
    wines = matching(lambda i: i["type"] == "Wine" and i["place"].get("country") == "Spain")
    best = sorted((i["rating"] for i in wines), reverse=True)[:3]
    reply = await last_reply(harness, "my wines from spain", "the top 3")
    assert sorted(by_id(i)["rating"] for i in result_ids(reply)) == sorted(best), reply["text"]
    assert "best rated" in reply["text"], reply["text"]


async def test_the_worst_few_there_are_the_few_lowest_rated_of_the_place_talked_about(harness: ParleyHarness) -> None:
    """ "Worst 2 lunches there.": two, the lowest rated in the place talked about (was: the one worst)."""
    lunches = matching(lambda i: i.get("type") == "Lunch" and i["place"]["city"] == "Paris")
    lowest = sorted(i["rating"] for i in lunches)[:2]
    reply = await last_reply(harness, "Top 3 dinners in Paris.", "Worst 2 lunches there.")
    found = [by_id(i) for i in result_ids(reply)]
    assert len(found) == 2 and all(i["place"]["city"] == "Paris" and i["type"] == "Lunch" for i in found), reply["text"]
    assert sorted(i["rating"] for i in found) == lowest, reply["text"]


async def test_from_oldest_to_newest_lists_every_one_in_date_order(harness: ParleyHarness) -> None:
    """ "list my flights from oldest to newest": all of them, oldest first (was: the oldest alone); "the fourth one" next."""
    flights = sorted(matching(lambda i: i.get("type") == "Flight"), key=lambda i: i["itemDate"])
    reply = await last_reply(harness, "list my flights from oldest to newest")
    assert reply["channelData"]["interpretation"]["resultCount"] == len(flights), reply["text"]
    assert result_ids(reply)[:3] == [i["_id"] for i in flights[:3]], reply["text"]
    reply = await last_reply(harness, "list my flights from oldest to newest", "the fourht one")
    assert flights[3]["title"] in reply["text"], reply["text"]
