"""People, time and yes/no wordings: “is it true that …?” (a statement offered to be confirmed), a
comparison of two companions (“with who do I … more, A or B?”), “A and I” (with A), “when's the last
time” (the most recent of the previous answer)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("question", "person", "kind"),
    [
        ("is it true that I went hiking with Anna?", "Anna", "Hike"),
        ("Is true that I had breakfast together with Tom?", "Tom", "Breakfast"),
        ("true that I hiked with Zed?", "Zed", "Hike"),
    ],
)
async def test_is_it_true_that_asks_yes_or_no(harness: ParleyHarness, question: str, person: str, kind: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, question)
    found = matching(lambda i: i["type"] == kind and person in i.get("who", []))
    if person == "Zed":
        assert "Zed" in reply["text"] and not reply["text"].startswith("Yes"), reply["text"]
        return
    assert reply["text"].startswith("Yes" if found else "No"), reply["text"]
    assert "understand" not in reply["text"], reply["text"]


@pytest.mark.parametrize(("question", "latest"), [("when's the last time?", True), ("and when was the first time", False)])
async def test_when_was_the_last_time_is_the_latest_of_the_previous_answer(harness: ParleyHarness, question: str, latest: bool) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "runs with Tom in 2021")
    reply = await harness.say(conversation, question)
    hikes = sorted(
        matching(lambda i: i["type"] == "Run" and "Tom" in i.get("who", []) and i["itemDate"].year == 2021), key=lambda i: i["itemDate"]
    )
    chosen = hikes[-1] if latest else hikes[0]
    assert chosen["title"] in reply["text"] and "understand" not in reply["text"], reply["text"]
    assert chosen["itemDate"].strftime("%B %-d, %Y") in reply["text"], reply["text"]


def count(kind: str, person: str, extra: Callable[[Item], bool] = lambda i: True) -> int:
    return len(matching(lambda i: kind in (i["type"], i["category"]) and person in i.get("who", []) and extra(i)))


@pytest.mark.parametrize(
    ("question", "kind", "first", "second"),
    [
        ("who do I have dinner with more, James or Tom?", "Dinner", "James", "Tom"),
        ("With whom I run more often, Mary or Anna?", "Run", "Mary", "Anna"),
        ("did I go to more museums with Sofia or Priya?", "Museum", "Sofia", "Priya"),
        ("have I opened more bottles with Anna or with Tom?", "Wine", "Anna", "Tom"),
    ],
)
async def test_two_companions_on_each_side_of_or_are_compared(
    harness: ParleyHarness, question: str, kind: str, first: str, second: str
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, question)
    text = reply["text"]
    assert f"{count(kind, first)} " in text and f"with {first}" in text, text
    assert f"{count(kind, second)} " in text and f"with {second}" in text, text


async def test_with_one_or_the_other_outside_a_comparison_is_either(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "runs with Ben or Priya")
    runs = matching(lambda i: i["type"] == "Run" and {"Ben", "Priya"} & set(i.get("who", [])))
    assert f"{len(runs)} runs" in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("question", "person"), [("how many runs did Tom and I do in 2021?", "Tom"), ("dinners me and Sofia had in 2021", "Sofia")]
)
async def test_a_name_beside_i_is_a_companion(harness: ParleyHarness, question: str, person: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, question)
    kind = "Run" if "runs" in question else "Dinner"
    n = count(kind, person, lambda i: i["itemDate"].year == 2021)
    assert f"{n} {kind.lower()}" in reply["text"] and person in reply["text"] and "understand" not in reply["text"], reply["text"]


@pytest.mark.parametrize(
    ("question", "person", "kind"),
    [
        ("when did I first take Sofia to a museum?", "Sofia", "Museum"),
        ("When did I first bring Priya along to a dinner?", "Priya", "Dinner"),
    ],
)
async def test_taking_someone_somewhere_is_going_with_them(harness: ParleyHarness, question: str, person: str, kind: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, question)
    first = min(matching(lambda i: kind in (i["type"], i["category"]) and person in i.get("who", [])), key=lambda i: i["itemDate"])
    assert first["title"] in reply["text"] and "understand" not in reply["text"], reply["text"]


async def test_since_then_is_after_the_item_talked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    first = min(matching(lambda i: i["type"] == "Run" and "Anna" in i.get("who", [])), key=lambda i: i["itemDate"])
    reply = await harness.say(conversation, "when did I first go running with Anna?")
    assert first["title"] in reply["text"], reply["text"]
    reply = await harness.say(conversation, "how many runs with Anna after that?")
    later = matching(lambda i: i["type"] == "Run" and "Anna" in i.get("who", []) and i["itemDate"].date() > first["itemDate"].date())
    assert f"{len(later)} run" in reply["text"] and "understand" not in reply["text"], reply["text"]


async def test_has_she_been_since_then_is_a_yes_or_no_about_her(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "when did I first take Priya to a museum?")
    reply = await harness.say(conversation, "has she been to a museum with me since then?")
    museums = sorted(matching(lambda i: i["category"] == "Museum" and "Priya" in i.get("who", [])), key=lambda i: i["itemDate"])
    later = [i for i in museums if i["itemDate"].date() > museums[0]["itemDate"].date()]
    assert reply["text"].startswith("Yes" if later else "No"), reply["text"]
    assert "Priya" in reply["text"] and "understand" not in reply["text"], reply["text"]


async def test_since_then_with_nothing_talked_about_is_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "museums with Mary since then")
    assert reply["text"].startswith("Since when?"), reply["text"]
