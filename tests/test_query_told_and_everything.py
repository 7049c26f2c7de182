"""What a story around a question does not ask. "My son typed my old travel diaries into this scrapbook. How many
things are in here altogether?" counts everything the collection holds (the story says what it was made from, not
what is counted), and "how many of those are from Italy?" next counts all the items there. A claim of a named person
before a question of the user's own ("Tom reckons my last hike was with him. When was my last hike?") is only why it
is asked: the question is answered over every item, never only those with the teller; a claim of "we" asked again as
a yes/no question ("Tom insists we've never been to Spain. Have we ever been there?") asks of the teller and the
user in the claim's place ("there"), not of the items outside it. "show me more" after an answer shown whole shows
it again, saying that was all of it."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply, reply_texts
from .sample_items import ITEMS, Item, ids, matching, result_id_set, result_ids, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _in(country: str) -> list[Item]:
    return matching(lambda i: i["place"].get("country") == country)


async def test_how_many_things_in_here_after_a_story_counts_everything(harness: ParleyHarness) -> None:
    travels = matching(lambda i: i["category"] == "Travel")
    assert 0 < len(travels) < len(ITEMS)
    reply = await last_reply(
        harness,
        "Hi! My daughter put all my old travel journals into this scrapbook last year. How many items are in it in total?",
    )
    assert count_of(reply) == len(ITEMS), reply["text"]
    assert "understand" not in reply["text"], reply["text"]
    then = await last_reply(
        harness,
        "Hi! My daughter put all my old travel journals into this scrapbook last year. How many items are in it in total?",
        "wow. how many of them are from Italy?",
    )
    assert count_of(then) == len(_in("Italy")), then["text"]


async def test_how_many_things_do_i_have_altogether_counts_everything(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "how many things do I have altogether?")
    assert count_of(reply) == len(ITEMS), reply["text"]


async def test_things_of_a_place_are_still_only_those(harness: ParleyHarness) -> None:
    spain = _in("Spain")
    assert 0 < len(spain) < len(ITEMS)
    reply = await last_reply(harness, "how many things do I have from Spain altogether?")
    assert count_of(reply) == len(spain), reply["text"]


async def test_a_named_tellers_claim_before_a_superlative_filters_nothing(harness: ParleyHarness) -> None:
    hikes = sorted(matching(lambda i: i["type"] == "Hike"), key=lambda i: i["itemDate"])
    last = hikes[-1]
    assert "Tom" not in (last["who"] or [])
    reply = await last_reply(harness, "Tom reckons my last hike was with him. When was my last hike?")
    assert result_ids(reply)[:1] == [last["_id"]], reply["text"]


async def test_a_claim_of_we_asked_again_asks_of_the_teller_and_me_in_its_place(harness: ParleyHarness) -> None:
    together = ids(lambda i: with_("Tom")(i) and i["place"].get("country") == "Spain")
    assert together and len(together) < len(_in("Spain"))
    reply = await last_reply(harness, "Tom insists we've never been to Spain. Have we ever been there?")
    assert reply["text"].startswith("Yes"), reply["text"]
    assert result_id_set(reply) <= together and count_of(reply) == len(together), reply["text"]


async def test_a_claim_of_we_that_holds_is_no(harness: ParleyHarness) -> None:
    assert not ids(lambda i: with_("Priya")(i) and i["place"].get("country") == "Italy") and _in("Italy")
    (text,) = await reply_texts(harness, "Priya swears we never went to Italy. So did we go there?")
    assert not text.startswith("Yes") and "outside" not in text, text
    assert "Priya" in text and "Ital" in text, text


async def test_more_after_the_whole_answer_shows_it_again_saying_so(harness: ParleyHarness) -> None:
    walks = ids(lambda i: i["type"] == "Walk" and i["place"].get("country") == "Italy")
    assert 1 < len(walks) < 25
    reply = await last_reply(harness, "walks in italy", "more please")
    assert reply["text"].startswith(f"There are no more: that was all {len(walks)}"), reply["text"]
    assert result_id_set(reply) == walks, reply["text"]


async def test_was_she_right_next_checks_the_claim_told_before_the_question(harness: ParleyHarness) -> None:
    museums = sorted(matching(lambda i: i["category"] == "Museum"), key=lambda i: i["itemDate"])
    first = museums[0]
    assert "Tom" not in (first["who"] or [])
    answered, checked = await reply_texts(harness, "Tom insists my first museum was with him. When was my first museum?", "was he right?")
    assert first["title"] in answered, answered
    assert checked.startswith("No") and first["title"] in checked, checked
