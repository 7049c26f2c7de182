"""“which ones was kenji at”, “the dinners mary was at”: the items the named companion was at, lower case or not
(was: “kenji” not understood when the name came between “was” and “at”)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("which of those were mary and tom on?", ("Mary", "Tom")),
        ("the dinners roberto was at", ("Roberto",)),
        ("What ones was Kenji present", ("Kenji",)),
    ],
)
def test_names_before_was_at_are_the_companions(text: str, names: tuple[str, ...]) -> None:
    reading, request = read(text)
    assert [p.names for p in request.people] == [names] and not reading.shape.verify


def test_a_yes_no_question_stays_one() -> None:
    reading, _ = read("was mary at any of them")
    assert reading.shape.verify


async def test_which_ones_was_someone_at_narrows_the_answer_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2019]
    with_roberto = [i for i in hikes if "Roberto" in i["who"]]
    assert 0 < len(with_roberto) < len(hikes)
    reply = await harness.say(conversation, "hikes in 2019")
    assert count(reply) == len(hikes)
    reply = await harness.say(conversation, "which of them was roberto on")
    assert count(reply) == len(with_roberto), reply["text"]


@pytest.mark.parametrize(
    ("text", "verify"),
    [
        ("And the train journey to Tokyo in 2023, also he was with me?", True),  # a statement made a question by its mark
        ("the dinner in Kyoto, she was there too?", True),
        ("and they were also with me on that one?", True),
        ("he was with me in 2020.", False),  # no question mark: a story, not asked
        ("what he was eating?", False),
    ],
)
def test_a_statement_with_a_question_mark_about_someone_present_is_a_yes_no(text: str, verify: bool) -> None:
    reading, _ = read(text)
    assert reading.shape.verify == verify, text


async def test_a_statement_question_about_the_one_thing_named_answers_yes_or_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "When was the first time I travel to Japan together with Kenji?")
    reply = await harness.say(conversation, "And the train journey to Tokyo in 2023, also he was with me?")
    wanted = [i for i in ITEMS if i["type"] == "Train journey" and i["place"]["city"] == "Tokyo" and i["itemDate"].year == 2023]
    assert wanted
    assert reply["text"].startswith("Yes" if all("Kenji" in i["who"] for i in wanted) else "No"), reply["text"]
