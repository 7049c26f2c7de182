"""Follow-ons said short or politely: “and the year?”, “yr?” after a pick is the year of the item talked
about; “the most good” (and “the least good”) is the best (worst) rated; a polite tag after a wh-question
(“which was the longest, do you know?”, “…, any idea?”) asks which, no yes/no; a remark said before it
(“Oh nice.”, “ah, lovely”) is no filter; doubt (“Really?”, “Are you sure?”) before “how many walks exactly?” after
“more hikes or walks in 2021?” counts that option as compared (in 2021)."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.chatter import without_asides
from parley.core.query.spelling import Speller

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_a_polite_tag_and_a_remark_are_blanked() -> None:
    assert without_asides("Ah, lovely. which was the longest, any idea?").split() == ["which", "was", "the", "longest", "?"]
    assert "do you know" in without_asides("did I drink wine in Siena, do you know?")  # a yes/no stays one


async def test_the_year_asked_alone_after_a_pick(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["place"]["country"] == "Italy"]
    longest = max(hikes, key=lambda i: i["fields"]["distance"])
    for asked in ("the year?", "yr"):
        conversation = await harness.start_conversation()
        await harness.say(conversation, "hikes in italy")
        reply = await harness.say(conversation, "which was the longest")
        assert ids(reply) == [longest["_id"]]
        reply = await harness.say(conversation, asked)
        assert str(longest["itemDate"].year) in reply["text"] and "didn't understand" not in reply["text"]


async def test_the_most_good_is_the_best_rated(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    museums = [i for i in ITEMS if i["category"] == "Museum" and i["place"]["city"] == "Paris"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in paris")
    reply = await harness.say(conversation, "which was the most good")
    assert ids(reply) and next(i for i in museums if i["_id"] == ids(reply)[0])["rating"] == max(i["rating"] for i in museums)
    reply = await harness.say(conversation, "and the least good one?")
    assert ids(reply) and next(i for i in museums if i["_id"] == ids(reply)[0])["rating"] == min(i["rating"] for i in museums)


async def test_a_polite_tag_after_which_is_no_yes_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    books = [i for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == 2020]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books I read in 2020")
    reply = await harness.say(conversation, "Oh nice. Which of them was the longest, any idea?")
    assert ids(reply) == [max(books, key=lambda i: i["fields"]["pages"])["_id"]]
    assert not reply["text"].startswith("Yes") and "didn't understand" not in reply["text"]


async def test_doubt_then_one_compared_option_keeps_the_comparison_filters(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    walks = [i for i in ITEMS if i["type"] == "Walk"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I do more hikes or walks in 2021?")
    reply = await harness.say(conversation, "Really? how many walks exactly?")
    assert count(reply) == sum(1 for i in walks if i["itemDate"].year == 2021)
    assert not reply["text"].startswith("Yes") and "didn't understand" not in reply["text"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I do more hikes or walks in 2021?")
    reply = await harness.say(conversation, "how many walks in 2020?")  # a year of its own
    assert count(reply) == sum(1 for i in walks if i["itemDate"].year == 2020)


async def test_a_kind_said_alone_after_a_comparison_compares_it_the_same_way(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "more walks paris or lisbon")
    reply = await harness.say(conversation, "museums")
    museums = [i for i in ITEMS if i["category"] == "Museum"]
    for city in ("Paris", "Lisbon"):
        assert f"{sum(1 for i in museums if i['place']['city'] == city)} museums in {city}" in reply["text"]


async def test_show_me_them_after_a_yes_lists_what_was_found(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did I ever go to a museum in Lisbon?")
    assert reply["text"].startswith("Yes")
    found = sorted(ids(reply))
    reply = await harness.say(conversation, "go on then, let me see them")
    assert sorted(ids(reply)) == found and "didn't understand" not in reply["text"]


def test_a_clipped_word_is_the_value_it_starts() -> None:
    speller = Speller([("cabernet", "cabernet"), ("chardonnay", "chardonnay")], (), {"cab": "cabernet", "chard": "chardonnay"})
    assert [c.became if (c := speller.correct(w)) else None for w in ("cabs", "chards", "chard", "cab")] == [
        "cabernet",
        "chardonnay",
        "chardonnay",
        None,  # "cab" alone is a word of its own
    ]


async def test_clipped_values_and_the_top_few_of_a_kind_by_a_field(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    wines = [i for i in ITEMS if i["type"] == "Wine"]
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many chards did I have in 2019")
    assert count(reply) == sum(1 for i in wines if i["fields"].get("variety") == "chardonnay" and i["itemDate"].year == 2019)
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "sauv blanc from new zealand")
    nz = [i for i in wines if i["fields"].get("variety") == "sauvignon blanc" and i["place"]["country"] == "New Zealand"]
    assert count(reply) == len(nz) > 0 and "didn't understand" not in reply["text"]
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "top 3 hikes in italy by distance")
    hikes = sorted((i["fields"]["distance"] for i in ITEMS if i["type"] == "Hike" and i["place"]["country"] == "Italy"), reverse=True)
    assert len(ids(reply)) == 3 and "didn't understand" not in reply["text"]
    assert all(f"{d} km" in reply["text"] for d in hikes[:3])


async def test_have_i_after_a_pick_keeps_not_the_picks_time(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    runs = [i for i in ITEMS if i["type"] == "Run"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "the longest run in 2019")
    reply = await harness.say(conversation, "in how many cities have I run?")
    assert f"{len({i['place']['city'] for i in runs})} different cities" in reply["text"]


async def test_there_or_another_place_is_either_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    museums = [i for i in ITEMS if i["category"] == "Museum"]
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in paris")
    reply = await harness.say(conversation, "ok and the ones in lisbon or there")
    assert count(reply) == sum(1 for i in museums if i["place"]["city"] in ("Paris", "Lisbon"))
