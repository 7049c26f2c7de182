"""Corrections of the question just asked, through the whole assistant and on their own: “Sorry, I wanted to say 2017”,
“no wait, make that 2017”, “oops, I meant beer” replace only the part corrected (the best wine of 2016 becomes the best
wine of 2017, or the best beer of 2016; a yes/no stays a yes/no)."""

from __future__ import annotations

import pytest

from parley.core.query.corrections import corrects

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def wines(year: int) -> list[Item]:
    return matching(lambda i: i.get("type") == "Wine" and i["itemDate"].year == year)


def best_titles(items: list[Item]) -> set[str]:
    top = max(i.get("rating") or 0 for i in items)
    return {i["title"] for i in items if i.get("rating") == top}


# --- corrections ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "no wait i meant 2019",
        "Sorry, I wanted to say 2017",
        "actually make that spain",
        "no wait, make that 2017",
        "oops, I meant beer",
        "my bad, I meant to ask about runs",
        "I should have said 2017",
        "sorry i meant to say spain",
    ],
)
def test_the_words_that_take_the_question_back_are_a_correction(text: str) -> None:
    assert corrects(text.lower())


@pytest.mark.parametrize("text", ["sorry, how many hikes did i do?", "no wines in 2017?", "make me a list of wines"])
def test_a_question_of_its_own_is_no_correction(text: str) -> None:
    assert not corrects(text)


@pytest.mark.parametrize(
    "correction", ["Sorry, I wanted to say 2017", "no wait, make that 2017", "oops, I meant 2017", "I should have said 2017"]
)
async def test_a_correction_keeps_the_pick_of_the_question_before(harness: ParleyHarness, correction: str) -> None:
    first, reply = await reply_texts(harness, "Which wine I rated the highest in 2016?", correction)
    assert any(t in first for t in best_titles(wines(2016)))
    assert any(t in reply for t in best_titles(wines(2017))) and "understand" not in reply, reply


async def test_a_correction_of_the_kind_keeps_the_pick_and_the_year(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "Which wine I rated the highest in 2016?", "oops I meant beer")
    beers = matching(lambda i: i.get("type") == "Beer" and i["itemDate"].year == 2016)
    assert any(t in reply for t in best_titles(beers)) and "2016" in reply, reply


async def test_a_correction_of_a_yes_or_no_is_a_yes_or_no_again(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "ever skied in switzerland?", "oops i meant france")
    french = matching(lambda i: i.get("type") == "Ski" and i["place"].get("countryCode") == "FR")
    assert reply.startswith("Yes" if french else "No"), reply
