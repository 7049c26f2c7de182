"""Going back to an earlier topic and the story around a question, through the whole assistant: "back to the
hikes" asks again the last question about the hikes (its year kept); "while we were there" is the place talked
about; "her" in the user's story ("I told her that …") is no companion; "can't remember" negates nothing; a
follow-on naming one option of a comparison ("and the runs in 2023 …, which were those?") lists that option."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item
from .sample_items import result_id_set as ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of(kind: str, year: int | None = None) -> list[Item]:
    return [i for i in ITEMS if (i["category"] == kind or i.get("type") == kind) and (year is None or i["itemDate"].year == year)]


@pytest.mark.parametrize("back", ["going back to the hikes, which was the longest?", "returning to hikes, the longest one?"])
async def test_back_to_a_kind_asks_again_the_last_question_about_it_with_its_filters(harness: ParleyHarness, back: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many hikes did I do in 2023?")
    await harness.say(conversation, "show me my wines from Italy")
    reply = await harness.say(conversation, back)
    hikes = of("Hike", 2023)
    longest = max(i["fields"]["distance"] for i in hikes)
    assert ids(reply) <= {i["_id"] for i in hikes if i["fields"]["distance"] == longest} and len(ids(reply)) == 1
    assert "in 2023" in reply["text"] and "didn't understand" not in reply["text"]


async def test_while_we_were_there_is_the_place_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me the museums in Kyoto")
    reply = await harness.say(conversation, "and what did we drink while we were there?")
    drinks = {i["_id"] for i in ITEMS if i["category"] == "Drink" and i["place"].get("city") == "Kyoto"}
    assert ids(reply) == drinks != set()
    assert "didn't understand" not in reply["text"]


async def test_her_in_the_story_around_a_question_is_no_companion(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(
        conversation, "My niece wanted to know how many hikes I did in 2022 and I told her that I would look it up, so how many?"
    )
    assert f"{len(of('Hike', 2022))} hikes in 2022" in reply["text"]


async def test_cannot_remember_leaves_nothing_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "I can't remember the books I read in 2021, could you list them for me")
    assert ids(reply) == {i["_id"] for i in of("Book", 2021)} != set()


async def test_a_follow_on_naming_one_option_of_a_comparison_lists_that_option(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "did I run more in 2023 or in 2024?")
    reply = await harness.say(conversation, "and the runs in 2023 with Mary, which were they?")
    runs = {i["_id"] for i in of("Run", 2023) if "Mary" in i.get("who", [])}
    assert ids(reply) == runs != set()
    assert " or " not in reply["text"] and "More runs" not in reply["text"]
