"""Small words as texted and things named before what is asked of them: “ths” is this and “hw” how (a vowel
left out of a very common word), “was the Oslo flight rated 3?” is a yes/no, “the worst 4 I've had” picks four
(also after “which did I like least?”), and “please.” at the end is no word left unread."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.spelling import _vowel_dropped

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


def test_a_vowel_left_out_of_a_very_common_word_is_that_word() -> None:
    assert [c.became if (c := _vowel_dropped(w, w)) else None for w in ("ths", "hw", "frm", "wth")] == ["this", "how", "from", "with"]
    assert _vowel_dropped("thn", "thn") is None  # than or then: not guessed
    assert _vowel_dropped("km", "km") is None  # a word of its own


async def test_this_year_and_how_many_as_texted(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "walks ths year with mary")
    walks = [i for i in ITEMS if i["type"] == "Walk" and i["itemDate"].year == 2026 and "Mary" in i.get("who", [])]
    assert count(reply) == len(walks)
    reply = await harness.say(conversation, "hw many of them were in kyoto")
    assert count(reply) == sum(1 for i in walks if i["place"]["city"] == "Kyoto")
    assert "didn't understand" not in reply["text"]


async def test_the_thing_named_then_what_is_asked_of_it_is_a_yes_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "was the Oslo flight rated 3?")
    assert reply["text"].startswith("No")  # the one flight to Oslo was rated 4
    reply = await harness.say(conversation, "Is the flight to Oslo rated 4?")
    assert reply["text"].startswith("Yes")


async def test_the_worst_few_said_with_what_was_rated(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "which wines did i like least? the worst 4 i've had, please.")
    lowest = min(i["rating"] for i in ITEMS if i["type"] == "Wine")
    chosen = ids(reply)
    assert len(chosen) == 4
    assert all(i["rating"] == lowest for i in ITEMS if i["_id"] in chosen)
    assert "didn't understand" not in reply["text"]
