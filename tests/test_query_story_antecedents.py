"""People and things named in a story around a question: "Anna and Chloé are visiting, so which dinners did I have
with the two of them?" asks about the dinners with both; "Roberto still laughs about it. How many lunches …?" asks
nothing about Roberto; "and without him?" after two people asks which of them; "more with Sofia than without her?" is
a yes/no comparison; "those hikes" after the longest of them are all of them again; "I adore a good red." said after a
question is no new topic; "who was there when we had it?" asks who."""

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


async def test_the_two_of_them_are_both_people_the_story_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Anna and Chloé are visiting next month, so which dinners did I have with the two of them?")
    both = _ids(lambda i: i["type"] == "Dinner" and {"Anna", "Chloé"} <= set(i["who"]))
    assert both and result_id_set(reply) == both, reply["text"]
    assert "Anna and Chloé" in reply["text"], reply["text"]


async def test_the_three_of_us_is_the_user_and_the_two_named(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(
        conversation, "Mary and Roberto keep joking that we never do anything else. How many hikes have I done with all three of us?"
    )
    both = _ids(lambda i: i["type"] == "Hike" and {"Mary", "Roberto"} <= set(i["who"]))
    assert f"{len(both)} hikes" in reply["text"] and "Mary and Roberto" in reply["text"], reply["text"]


async def test_someone_the_story_tells_of_is_no_companion_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(
        conversation, "I went to Italy a lot and Roberto still laughs about my pasta. How many lunches did I have in Italy?"
    )
    lunches = _ids(lambda i: i["type"] == "Lunch" and i["place"].get("country") == "Italy")
    assert f"{len(lunches)} Italian lunches" in reply["text"] and "Roberto" not in reply["text"], reply["text"]


async def test_him_after_two_people_is_asked_and_the_name_said_with_filler_completes_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Tom and James both love a long lunch. Which lunches did I have with both of them?")
    both = _ids(lambda i: i["type"] == "Lunch" and {"Tom", "James"} <= set(i["who"]))
    assert result_id_set(reply) == both, reply["text"]
    asked = await harness.say(conversation, "Funny, fewer than they reckon! And the ones without him?")
    assert "Tom" in asked["text"] and "James" in asked["text"] and asked["text"].rstrip().endswith("?"), asked["text"]
    told = await harness.say(conversation, "James, sorry")
    rest = _ids(lambda i: i["type"] == "Lunch" and "Tom" in i["who"] and "James" not in i["who"])
    assert f"{len(rest)} lunches" in told["text"] and "without James" in told["text"], told["text"]


async def test_more_with_someone_than_without_her_is_a_yes_or_no_comparison(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "How many lunches did I have in 2023?")
    reply = await harness.say(conversation, "Oh nice. Did I have more of them with Sofia than without her?")
    lunches = matching(lambda i: i["type"] == "Lunch" and i["itemDate"].year == 2023)
    with_her = sum(1 for i in lunches if "Sofia" in i["who"])
    verdict = "Yes" if with_her > len(lunches) - with_her else "No"
    assert reply["text"].startswith(verdict), reply["text"]
    assert f"{with_her} lunches with Sofia" in reply["text"] and f"{len(lunches) - with_her} lunches without Sofia" in reply["text"]


async def test_those_after_the_one_picked_out_of_them_are_all_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me my hikes in Greece")
    await harness.say(conversation, "which of them had the most climbing?")
    reply = await harness.say(conversation, "and how many of those Greek hikes were with Elena?")
    hikes = matching(lambda i: i["type"] == "Hike" and i["place"].get("country") == "Greece")
    with_her = [i for i in hikes if "Elena" in i["who"]]
    assert len(hikes) > 1 and f"{len(with_her)} " in reply["text"] and f"among the {len(hikes)} items" in reply["text"], reply["text"]


async def test_the_users_taste_said_after_the_question_is_no_new_topic(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "I'm planning a pizza dinner for friends, so which French wines did I rate 5?")
    reply = await harness.say(conversation, "Of those, which is the oldest vintage? I really like an old bottle.")
    wines = matching(lambda i: i["type"] == "Wine" and i["place"].get("country") == "France" and i["rating"] == 5)
    oldest = min(wines, key=lambda i: i["fields"].get("vintage") or 9999)
    assert oldest["title"] in reply["text"] and f"among the {len(wines)} items" in reply["text"], reply["text"]
    who = await harness.say(conversation, "and who was with me when I opened it?")
    assert who["text"].startswith(oldest["title"]) and " on " not in who["text"].split(":")[0], who["text"]


async def test_a_place_nothing_matches_in_a_story_is_no_reason_to_refuse_the_question(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "My cousin just got back from Narnia and I'm so jealous. Which trips did I take in Peru?")
    trips = _ids(lambda i: i["category"] == "Travel" and i["place"].get("country") == "Peru")
    assert trips and result_id_set(reply) == trips, reply["text"]
    again = await harness.say(conversation, "Did I do any hiking while I was down there?")
    assert again["text"].startswith("Yes"), again["text"]
    total = await harness.say(conversation, "Nice. And how many km were those hikes in total, approximately?")
    hikes = matching(lambda i: i["type"] == "Hike" and i["place"].get("country") == "Peru")
    km = sum(i["fields"]["distance"] for i in hikes)
    assert f"{km:g} km" in total["text"] and "understand" not in total["text"], total["text"]


async def test_a_name_nothing_matches_outside_a_story_is_still_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "Trips from Narnia. Which ones did I take?")
    assert "Narnia" in reply["text"] and not result_id_set(reply), reply["text"]
