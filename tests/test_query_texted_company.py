"""Companions said as texted or mid-sentence: “excl. the ones w roberto” over the previous answer leaves
them out (was: “excl” not understood, the ones with him kept); “how many of those did roberto come on”
counts the previous answer with him (was: all of it, “roberto come” not understood); “was roberto w me
that nite” about the one thing picked is a yes/no about its companions (was: not understood)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def hikes_of(year: int) -> list[dict[str, Any]]:
    return matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == year)


async def test_excl_with_its_dot_leaves_the_ones_with_them_out_of_the_previous_answer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2016")
    reply = await harness.say(conversation, "excl. the ones w roberto")
    without = [h for h in hikes_of(2016) if "Roberto" not in h["who"]]
    assert f"{len(without)} hikes in 2016 without Roberto" in reply["text"], reply["text"]


async def test_how_many_of_those_did_someone_come_on_counts_the_previous_answer_with_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many hikes did i do in 2016")
    reply = await harness.say(conversation, "how many of those did roberto come on")
    came = [h for h in hikes_of(2016) if "Roberto" in h["who"]]
    assert f"{len(came)} hikes in 2016 with Roberto" in reply["text"], reply["text"]


@pytest.mark.parametrize("person", ["Mary", "Roberto", "Tom"])
async def test_was_someone_w_me_that_nite_is_asked_of_the_one_picked(harness: ParleyHarness, person: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "my longest hike")
    reply = await harness.say(conversation, f"was {person.lower()} w me that nite")
    longest = max(matching(lambda i: i["type"] == "Hike"), key=lambda i: i["fields"].get("distance") or 0)
    assert reply["text"].startswith("Yes" if person in longest["who"] else "No"), reply["text"]


@pytest.mark.parametrize(
    ("question", "kind", "people"),
    [
        ("did the two of us ever hike together, roberto and me?", "Hike", ("Roberto",)),
        ("Did both of us ever ski together, Mary and me?", "Ski", ("Mary",)),
    ],
)
async def test_did_the_n_of_us_ever_do_it_together_is_a_yes_no(
    harness: ParleyHarness, question: str, kind: str, people: tuple[str, ...]
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, question)
    together = matching(lambda i: i["type"] == kind and all(p in i["who"] for p in people))
    assert reply["text"].startswith("Yes" if together else "No"), reply["text"]


async def test_a_name_with_a_letter_doubled_after_with_is_that_companion_though_a_word_of_its_own(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2016")
    reply = await harness.say(conversation, "which ones werent with marry")
    without = [h for h in hikes_of(2016) if "Mary" not in h["who"]]
    assert "as Mary" in reply["text"] and f"{len(without)} hikes in 2016 without Mary" in reply["text"], reply["text"]
    alone = await harness.say(await harness.start_conversation(), "did i marry in 2016")
    assert "as Mary" not in alone["text"], alone["text"]  # no "with" before it: the word itself
