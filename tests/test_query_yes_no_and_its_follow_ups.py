"""Yes/no questions said plainly and their follow-ups: a chatty opener ("hey, random question but …") and emphasis ("have I
ever actually been …") ask nothing; "any museum I gave 5 stars to in 2025" asks whether there is one; a place said alone
after a yes/no about a place ("vietnam" after "have I been to China?") asks the same of it; "last time then?" after a place
is the latest visit there; "any museums" after everything done somewhere asks whether one was among it; "What I did in
Porto then?" asks everything there."""

from __future__ import annotations

import re

import pytest

from parley.core.query.things_done import THINGS_DONE

from .conftest import ParleyHarness
from .conversing import reply_texts

SIX_TRIPS = re.compile(r"\b6 (?:Japanese )?travels\b")  # the trips to Japan


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asked",
    [
        "hey, random question but have i ever actually been to japan??",
        "random question but have i been to japan",
        "quick question, did i ever go to japan?",
        "Quick question but have I really been to Japan?",
        "just curious but have i ever been to japan",
        "silly question, have i actually been to japan",
    ],
)
async def test_a_chatty_opener_and_emphasis_ask_nothing(harness: ParleyHarness, asked: str) -> None:
    (reply,) = await reply_texts(harness, asked)
    assert reply.startswith("Yes") and "Japan" in reply and "didn't understand" not in reply, reply


async def test_a_chatty_opener_before_a_count_keeps_the_count(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "quick question, how many items in japan")
    assert not reply.startswith(("Yes", "No")) and "didn't understand" not in reply, reply


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("any museum i gave 5 stars to in 2025", "No"),
        ("any museums i rated 5 in 2024", "Yes"),
        ("Any museum that I gave 5 stars in 2024", "Yes"),
        ("any wine we drank in porto", "No"),
        ("any wines i drank in lisbon", "Yes"),
    ],
)
async def test_any_kind_the_user_did_is_a_yes_or_no(harness: ParleyHarness, asked: str, answer: str) -> None:
    (reply,) = await reply_texts(harness, asked)
    assert reply.startswith(answer), reply


async def test_any_kind_with_no_verb_and_no_question_mark_still_lists(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "any museums in 2025")
    assert not reply.startswith(("Yes", "No")), reply


async def test_and_a_year_after_any_kind_the_user_did_is_a_yes_or_no_again(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "any museum i gave 5 stars to in 2025", "and in 2024")
    assert reply.startswith("Yes") and "2024" in reply, reply


@pytest.mark.parametrize(
    ("before", "place"),
    [
        (("have i ever been to china", "thialand?"), "vietnam"),
        (("have i ever been to china",), "Vietnam"),
        (("was i ever in china",), "vietnam."),
        (("have i been to china",), "japan"),
    ],
)
async def test_a_place_alone_after_a_yes_or_no_about_a_place_is_the_same_question(
    harness: ParleyHarness, before: tuple[str, ...], place: str
) -> None:
    *_, reply = await reply_texts(harness, *before, place)
    assert reply.startswith("Yes"), reply


async def test_a_place_alone_after_a_yes_or_no_about_a_kind_is_no_yes_or_no(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "did i drink wine in china", "vietnam")
    assert not reply.startswith(("Yes", "No")), reply


@pytest.mark.parametrize("asked", ["last time then?", "last time?", "ok last time then", "Last time then"])
async def test_last_time_after_a_place_is_the_latest_visit_there(harness: ParleyHarness, asked: str) -> None:
    *_, reply = await reply_texts(harness, "was i in lisbon in 2023 or 2024", asked)
    assert "Lisbon" in reply and "2014" in reply, reply


async def test_that_year_after_the_last_visit_is_its_year(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "was i in lisbon in 2023 or 2024", "last time then?", "what did i do there that year")
    assert reply.startswith("16 items in Lisbon in 2014"), reply


async def test_last_time_with_no_place_talked_about_says_no_visit(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many wines in 2020", "last time then?")
    assert "last visit" not in reply, reply


@pytest.mark.parametrize("asked", ["any musuems", "any museums", "and any museums", "Any museums."])
async def test_any_kind_alone_after_everything_done_there_is_a_yes_or_no_among_it(harness: ParleyHarness, asked: str) -> None:
    *_, reply = await reply_texts(harness, "what did i do in lisbon in 2014", asked)
    assert reply.startswith("Yes") and "in Lisbon in 2014" in reply, reply


async def test_any_kind_alone_after_one_kind_is_no_narrowing(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many wines in 2020", "any museums")
    assert not reply.startswith("Yes, 0") and "wine" not in reply.lower(), reply


@pytest.mark.parametrize(
    "asked", ["What I did in Porto then?", "what i did in porto then", "ok what we did in porto", "What I have done in Porto then?"]
)
async def test_what_i_did_there_said_as_a_statement_asks_everything(harness: ParleyHarness, asked: str) -> None:
    *_, reply = await reply_texts(harness, "Did I drink some wine when I was in Porto?", asked)
    assert reply.startswith("4 items in Porto"), reply


@pytest.mark.parametrize("said", ["what i drank in porto", "what did i drink in porto", "what i think of porto"])
def test_what_i_did_is_not_any_other_verb(said: str) -> None:
    assert THINGS_DONE.search(said) is None


@pytest.mark.parametrize(
    "asked", ["oh cool how many tirps was that", "how many trips was that", "how many travels was that?", "ok how many trips were those"]
)
async def test_how_many_of_a_kind_was_that_after_a_place_counts_them_there(harness: ParleyHarness, asked: str) -> None:
    *_, reply = await reply_texts(harness, "have i ever been to japan", asked)
    assert SIX_TRIPS.search(reply), reply


async def test_which_was_the_most_recent_after_them_is_among_them(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "have i ever been to japan", "how many trips was that", "which was the most recent one")
    assert "among the 6" in reply, reply


async def test_how_many_of_a_kind_was_that_after_another_kind_is_no_narrowing(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "how many wines did i have in 2020", "how many trips was that")
    assert not SIX_TRIPS.search(reply), reply
