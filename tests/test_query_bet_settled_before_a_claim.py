"""Who won the bet said before a count claimed after a comma: “so he wins, more than 20 with him?” after the ski days with
James is a yes/no of that count against 20, “so he wins” a remark around it (was: “I found 23 ski days with James. (I
didn't understand “he wins”.)”). Also “ok I lost, …” and “so she was right, …”, which tell no story of the user's, and a
claim with no place or company of its own (“more than 10?”) checked against the count just given. A comma after other
words splits nothing, nor one before a tag (“He's right, isn't he?”) (see chatter.py)."""

from __future__ import annotations

import pytest

from parley.core.query.chatter import without_asides

from .conftest import ParleyHarness
from .sample_items import TODAY, matching, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _say(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, object] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return str(reply["text"])


SKI_WITH_JAMES = len(matching(lambda i: i["type"] == "Ski" and with_("James")(i)))
HIKES_2024 = len(matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2024))


@pytest.mark.parametrize(
    ("remark", "bound", "n"),
    [
        ("so he wins", "more than", 20),
        ("ok I lost", "over", 30),
        ("so she was right", "fewer than", 25),
    ],
)
async def test_a_count_claimed_after_who_won_is_a_yes_or_no(harness: ParleyHarness, remark: str, bound: str, n: int) -> None:
    text = await _say(harness, "how many ski days have I had with James?", "and without him", f"{remark}, {bound} {n} with him?")
    total = SKI_WITH_JAMES
    holds = total > n if bound in ("more than", "over") else total < n
    assert text.startswith("Yes, " if holds else "No, ")
    assert f"{SKI_WITH_JAMES} ski days with James" in text
    assert "understand" not in text


async def test_a_bare_count_claimed_after_the_remark_is_of_the_count_just_given(harness: ParleyHarness) -> None:
    text = await _say(harness, "how many hikes in 2024", "so she was right, more than 10?")
    assert text.startswith("Yes, " if HIKES_2024 > 10 else "No, ")
    assert f"{HIKES_2024} hikes in 2024" in text


@pytest.mark.parametrize(
    "said",
    [
        "so which wines did I rate right, the reds?",  # "right" of the question itself: no remark
        "Mary won, more hikes with her than with Tom?",  # a name's win is no remark read here
    ],
)
def test_no_remark_blanked_otherwise(said: str) -> None:
    assert without_asides(said) == said


def test_a_tag_after_the_remark_is_no_clause_apart() -> None:
    said = "My husband reckons I rode more in 2025. He's right, isn't he?"  # the tag asks whether the remark holds
    assert without_asides(said).endswith("He's right, isn't he?")
