"""“nxt pg”, “prev page”, “moar”: paging said as texted turns the page of the answer before (was: “I didn't
understand “nxt page””); “next year” and “more wines from Italy” stay questions of their own."""

from __future__ import annotations

import pytest

from parley.core.query.paging import PAGE_WORDS

from .conftest import ParleyHarness
from .sample_items import TODAY
from .test_paging import answer, italian_wine, page_of


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("nxt pg", "next"),
        ("the nex page", "next"),
        ("moar", "next"),
        ("prev pg", "previous"),
        ("more pls", "next"),
        ("keep going", "next"),
        ("next ones", "next"),
        ("just show me everything", "all"),
        ("all of them", "all"),
        ("the rest", "rest"),
        ("show me the rest of them", "rest"),
        ("ok the rest pls", "rest"),
    ],
)
def test_texted_paging_words_ask_for_another_part(text: str, part: str) -> None:
    said = PAGE_WORDS.match(text)
    assert said is not None and said.lastgroup == part


@pytest.mark.parametrize(
    "text",
    [
        "next year",
        "more wines from italy",
        "prev year",
        "show me everything from that city",
        "more wines pls",
        "keep going to lisbon",
        "the rest of my wines",
        "rest days",
    ],
)
def test_questions_that_start_like_paging_are_not_paging(text: str) -> None:
    assert PAGE_WORDS.match(text) is None


async def test_nxt_pg_then_prev_page(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = answer(italian_wine)
    assert len(wines) > 25
    await harness.say(conversation, "wines from italy")
    reply = await harness.say(conversation, "nxt pg")
    assert page_of(reply)[0] == [i["_id"] for i in wines[25:50]], reply["text"]
    reply = await harness.say(conversation, "prev page")
    assert page_of(reply)[0] == [i["_id"] for i in wines[:25]], reply["text"]


async def test_more_pls_then_everything(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = answer(italian_wine)
    await harness.say(conversation, "wines from italy")
    reply = await harness.say(conversation, "more pls")
    assert page_of(reply)[0] == [i["_id"] for i in wines[25:50]], reply["text"]
    reply = await harness.say(conversation, "just show me everything")
    assert page_of(reply)[0] == [i["_id"] for i in wines[:100]], reply["text"]


async def test_show_me_everything_first_is_no_page(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "just show me everything")
    assert "Here are" not in reply["text"], reply["text"]


async def test_the_rest_shows_what_is_left_of_the_answer(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = answer(italian_wine)
    assert 25 < len(wines) <= 125
    await harness.say(conversation, "wines from italy")
    reply = await harness.say(conversation, "the rest")
    assert page_of(reply)[0] == [i["_id"] for i in wines[25:]], reply["text"]
    reply = await harness.say(conversation, "the rest")
    assert reply["text"].startswith("There are no more"), reply["text"]


async def test_the_rest_after_a_narrowing_is_the_other_ones(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "dinners in kyoto")
    await harness.say(conversation, "which ones were with kenji")
    reply = await harness.say(conversation, "the rest")
    assert "without Kenji" in reply["text"], reply["text"]
