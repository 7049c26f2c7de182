"""People and totals said around a question: "Were any of them by Grace Obi? I recall her last novel being
enormous." asks about Grace Obi alone (her novel is a story, no filter); "and the dinners with him there" after a
new kind reset the context means the one person the conversation named; "We're throwing a party and I'd like to
know who ate out with me more, Sofia or Ben?" compares the meals, not the party; "Hi there, hope all is well! I'm
updating my logbook …: what was my grand total in 2022?" asks back what to add up, and "The distance of my hikes,
I mean." answers it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _ids(predicate: Callable[[Item], bool]) -> set[str]:
    return {str(i["_id"]) for i in matching(predicate)}


async def test_her_in_a_story_after_the_question_is_the_author_it_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    longest = await harness.say(conversation, "Please list my four longest novels.")
    assert "The 4 longest novels" in longest["text"], longest["text"]
    reply = await harness.say(conversation, "Were any of them by Grace Obi? I recall her last novel being enormous.")
    assert reply["text"].startswith("No") and "Grace Obi" in reply["text"], reply["text"]
    assert "Who do you mean" not in reply["text"], reply["text"]


async def test_his_in_a_story_after_the_question_is_the_author_it_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "Please list my four longest novels.")
    reply = await harness.say(conversation, "Any of them by Tomas Reyes? His books are always huge.")
    assert "1 novel by Tomas Reyes" in reply["text"], reply["text"]


async def test_him_after_a_new_kind_is_the_one_person_the_conversation_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what did I drink in Japan in 2023")
    await harness.say(conversation, "how many of those with kenji")
    reply = await harness.say(conversation, "and the dinners with him there")
    dinners = _ids(
        lambda i: i["type"] == "Dinner" and i["place"].get("country") == "Japan" and i["itemDate"].year == 2023 and "Kenji" in i["who"]
    )
    assert dinners and result_id_set(reply) == dinners, reply["text"]


async def test_him_is_asked_about_when_the_conversation_named_two_people(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what did I drink in Japan in 2023 with Kenji")
    await harness.say(conversation, "and in Italy with Luca")
    reply = await harness.say(conversation, "and the dinners with him there")
    assert reply["text"].startswith("Who do you mean by “him”: Kenji or Luca?"), reply["text"]


async def test_the_question_after_the_users_plans_and_i_would_like_to_know(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "We're throwing a party and I'd like to know who ate out with me more in 2024, Sofia or Ben?")
    for name in ("Sofia", "Ben"):
        meals = matching(lambda i, n=name: i["category"] == "Food" and i["itemDate"].year == 2024 and n in i["who"])  # type: ignore[misc]
        assert f"{len(meals)} meals with {name}" in reply["text"], reply["text"]
    again = await harness.say(conversation, "Cool! And Mary versus Tom?")
    for name in ("Mary", "Tom"):
        meals = matching(lambda i, n=name: i["category"] == "Food" and i["itemDate"].year == 2024 and n in i["who"])  # type: ignore[misc]
        assert f"{len(meals)} meals with {name}" in again["text"], again["text"]


async def test_a_grand_total_of_nothing_named_is_asked_back_past_greetings_and_plans(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    asked = await harness.say(
        conversation, "Hi there, hope all is well! I'm updating my logbook and need one number: what was my grand total in 2022?"
    )
    assert asked["text"].startswith("Total of what") and asked["text"].rstrip().endswith("?"), asked["text"]
    reply = await harness.say(conversation, "The distance of my hikes, I mean.")
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2022)
    total = sum(i["fields"]["distance"] for i in hikes)
    assert f"{total:.1f} km over {len(hikes)} hikes in 2022" in reply["text"], reply["text"]
