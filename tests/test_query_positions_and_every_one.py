"""Positions, comparatives of two, "every one of" and names as subjects: "the last of those" is the last item of the
answer as shown (not the most recent, which "the latest" asks for) and the reply says which it is ("The last of those
4 bike rides is …"); "the better rated one of the two" is the better rated of the two just shown; "sorry i meant
elena was she on every one of the delphi hikes" asks whether she was on all of them; "were tom an james on both of
those?" asks about Tom and James on all of the last answer; "did Tom ever eat wiht me there?" asks about Tom."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, by_id, matching, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _when(item_id: str) -> str:
    day: datetime = by_id(item_id)["itemDate"]
    return f"{day:%b} {day.day}, {day.year}"


@pytest.mark.parametrize(("wording", "position"), [("Great, the last of them please", -1), ("ok the first of those", 0)])
async def test_a_position_of_those_is_of_the_answer_as_shown(harness: ParleyHarness, wording: str, position: int) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    listed = result_ids(await harness.say(conversation, "show me my runs from 2025"))
    assert len(listed) > 2
    reply = await harness.say(conversation, wording)
    chosen = listed[position]
    said = "last" if position == -1 else "first"
    expected = f"The {said} of those {len(listed)} runs is {by_id(chosen)['title']} — "
    assert reply["text"].startswith(expected) and _when(chosen) in reply["text"], reply["text"]


async def test_the_latest_of_those_is_still_by_date(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    listed = result_ids(await harness.say(conversation, "show me my runs from 2025"))
    reply = await harness.say(conversation, "and the latest of those?")
    newest = max(listed, key=lambda i: by_id(i)["itemDate"])
    assert "most recent" in reply["text"] and result_ids(reply) == [newest], reply["text"]


async def test_my_last_run_is_still_the_most_recent(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what was my last run in 2025?")
    runs = matching(lambda i: i.get("type") == "Run" and i["itemDate"].year == 2025)
    newest = max(runs, key=lambda i: i["itemDate"])
    assert result_ids(reply) == [newest["_id"]], reply["text"]


@pytest.mark.parametrize(("wording", "highest"), [("the higher-rated one of those two", True), ("and the worse rated of the two?", False)])
async def test_a_comparative_picks_one_of_the_two_shown(harness: ParleyHarness, wording: str, highest: bool) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books i read in spring 2026")
    two = result_ids(await harness.say(conversation, "which of them were novels"))
    ratings = sorted({by_id(i)["rating"] for i in two})
    assert len(two) == 2 and len(ratings) == 2  # the sample's two spring novels, rated apart
    reply = await harness.say(conversation, wording)
    wanted = max(two, key=lambda i: by_id(i)["rating"]) if highest else min(two, key=lambda i: by_id(i)["rating"])
    assert result_ids(reply) == [wanted], reply["text"]
    assert "didn't understand" not in reply["text"] and "rated 1" not in reply["text"], reply["text"]


async def test_the_person_said_instead_then_every_one_of_a_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    asked = await harness.say(conversation, "was she on the hikes in delphi")
    assert asked["text"].startswith("Who do you mean by “she”?"), asked["text"]
    reply = await harness.say(conversation, "oops i mean elena was she on each one of the delphi hikes")
    hikes = matching(lambda i: i.get("type") == "Hike" and i["place"].get("city") == "Delphi")
    with_her = [i for i in hikes if "Elena" in i["who"]]
    assert 0 < len(with_her) < len(hikes)
    assert reply["text"].startswith(f"No, {len(with_her)} of the {len(hikes)}"), reply["text"]
    assert "didn't understand" not in reply["text"], reply["text"]


async def test_two_names_joined_by_a_mistyped_and_on_both_of_those(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    runs = result_ids(await harness.say(conversation, "runs with sofia in 2025"))
    assert len(runs) == 2
    reply = await harness.say(conversation, "was james an tom on both of them?")
    both = all({"Tom", "James"} <= set(by_id(i)["who"]) for i in runs)
    assert reply["text"].startswith("Yes" if both else "No"), reply["text"]
    assert "didn't understand" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("name", "wording"), [("Tom", "did Tom ever have lunch wiht me there?"), ("Anna", "did Anna ever eat out with me there")]
)
async def test_a_name_as_the_subject_of_ever_with_me(harness: ParleyHarness, name: str, wording: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "any meals in Lisbon?")
    reply = await harness.say(conversation, wording)
    lunch = "lunch" in wording
    meals = matching(
        lambda i: (
            i["category"] == "Food" and i["place"].get("city") == "Lisbon" and name in i["who"] and (not lunch or i.get("type") == "Lunch")
        )
    )
    assert reply["text"].startswith("Yes" if meals else "No"), reply["text"]
    assert f"with {name}" in reply["text"] and "didn't understand" not in reply["text"], reply["text"]
