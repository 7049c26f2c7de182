"""People compared and referred to, over the sample, through the whole assistant: "more hikes with Anna or
with Sofia?" counts each one's items (an accented name typed with or without its accent), "Mary vs Chloé"
and "Anna compared to Sofia" set two people against each other; "without her" and "her books" mean the
person talked about, and with no one talked about "him" is asked about and the name said next answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(predicate: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if predicate(i))


def hikes_with(name: str) -> int:
    return count(lambda i: i["type"] == "Hike" and name in (i["who"] or []))


def counts(reply: dict[str, Any]) -> dict[str, int]:
    found: dict[str, int] = reply["channelData"]["interpretation"]["counts"]
    return found


async def test_two_people_each_with_a_with_are_compared(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "did i do more hikes with anna or with chloe?")
    assert counts(reply) == {"hikes with Anna": hikes_with("Anna"), "hikes with Chloé": hikes_with("Chloé")}
    assert "Chloé" in reply["text"]


async def test_two_people_set_against_each_other_are_compared_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "were there more hikes with Mary or with Roberto?")
    reply = await harness.say(conversation, "what about Chloe versus Sofia")
    assert counts(reply) == {"hikes with Chloé": hikes_with("Chloé"), "hikes with Sofia": hikes_with("Sofia")}
    reply = await harness.say(conversation, "and Sofia compared to Anna?")
    assert counts(reply) == {"hikes with Sofia": hikes_with("Sofia"), "hikes with Anna": hikes_with("Anna")}


async def test_without_her_leaves_out_the_companion_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "which hikes did I do with Sofia?")
    reply = await harness.say(conversation, "and the ones without her?")
    assert count_of(reply) == count(lambda i: i["type"] == "Hike" and "Sofia" not in (i["who"] or []))
    assert "without Sofia" in reply["text"]


async def test_her_books_are_those_by_the_author_just_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "which author comes up most in my books?")
    author = reply["channelData"]["interpretation"]["aggregate"]["values"][0]
    reply = await harness.say(conversation, "show me her books rated 4 or more")
    assert count_of(reply) == count(lambda i: i["category"] == "Book" and i["fields"].get("author") == author and i["rating"] >= 4)


async def test_him_with_no_one_talked_about_is_asked_and_the_name_said_next_answers(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "how many walks did I go on with him?")
    assert reply["text"].startswith("Who do you mean by “him”?")
    reply = await harness.say(conversation, "Kenji of course")
    assert count_of(reply) == count(lambda i: i["type"] == "Walk" and "Kenji" in (i["who"] or []))


async def test_her_after_two_people_asks_which_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "walks with Anna or Ben")
    reply = await harness.say(conversation, "and without her")
    assert reply["text"] == "Who do you mean by “her”: Anna or Ben?"


def most_frequent(predicate: Callable[[Item], bool], field: str) -> str:
    tally: dict[str, int] = {}
    for item in ITEMS:
        if predicate(item) and item["fields"].get(field):
            tally[item["fields"][field]] = tally.get(item["fields"][field], 0) + 1
    return max(tally, key=lambda name: tally[name])


async def test_whose_asks_for_the_most_frequent_maker_of_the_things_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my books from last year")
    reply = await harness.say(conversation, "whose books have I read most?")
    last_year = most_frequent(lambda i: i["category"] == "Book" and i["itemDate"].year == TODAY.year - 1, "author")
    assert reply["channelData"]["interpretation"]["aggregate"]["values"] == [last_year]
    reply = await harness.say(conversation, "whose wines did I drink the most")
    assert reply["channelData"]["interpretation"]["aggregate"]["values"] == [most_frequent(lambda i: i["type"] == "Wine", "producer")]


async def test_every_one_of_them_is_a_yes_only_when_all_of_the_previous_answer_fits(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "my hikes in Italy")
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["place"]["countryCode"] == "IT"]
    assert count_of(reply) == len(hikes)
    with_roberto = sum(1 for i in hikes if "Roberto" in (i["who"] or []))
    assert 0 < with_roberto < len(hikes)
    reply = await harness.say(conversation, "was Roberto on each one of them?")
    assert reply["text"].startswith(f"No, {with_roberto} of the {len(hikes)}: ")
    reply = await harness.say(conversation, "were all of those rated 1 or more")
    assert reply["text"].startswith(f"Yes, all {len(hikes)}: ")
