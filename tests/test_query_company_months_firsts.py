"""Company said as learners say it, one person put in another's place, two bare months set side by side and "which was
the first one" after a count, over the sample, through the whole assistant: "which of them Elena was also there?"
(she was there, no place is said), "without she" (the person talked about), "the same with Sofia in place of Roberto"
(the question before with Sofia for Roberto, the rest kept), "more often, March or April?" (those two months) and "which
was the first one" after "how many train journeys?" (the earliest of them: no list was shown to take a position in)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from parley.core.query.people import People

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY, Item, ids, result_id_set, result_ids, with_
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_type(kind: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == kind


def in_year(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


async def _conversation(harness: ParleyHarness, *texts: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, Any] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return reply


# --- "Elena was also there": the names were there, said without a question's order -------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Which of them Elena was also there?", "Elena"),
        ("in which of those Mary was there too", "Mary"),
        ("the ones where Roberto was also with me", "Roberto"),
    ],
)
def test_a_name_before_was_there_is_who_came_and_no_place(text: str, name: str) -> None:
    reading, request = read(text)
    assert reading.people == (People((name,), exclude=False),)
    assert request.place is None and name.lower() not in reading.unknown_words


def test_a_name_before_was_not_there_is_still_left_out() -> None:
    reading, _ = read("which of them Elena was not there?")
    assert reading.people and all(p.exclude for p in reading.people)


async def test_the_ones_a_person_was_also_at_keep_the_kind_and_time_asked(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "my dinners in 2025", "and which of them Sofia was also there?")
    dinners = ids(lambda i: of_type("Dinner")(i) and in_year(2025)(i) and with_("Sofia")(i))
    assert dinners and result_id_set(reply) == dinners


# --- "without she": the person talked about -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "excluded"), [("and without she?", True), ("how many were with he?", False)])
def test_a_subject_pronoun_after_with_or_without_is_the_person_talked_about(text: str, excluded: bool) -> None:
    reading, _ = read(text)
    assert [p.exclude for p in reading.pronouns] == [excluded] and not reading.unattached_negations


async def test_without_she_leaves_out_the_person_talked_about(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "walks with Mary in 2025", "and how many of the walks were without she?")
    walks = ids(lambda i: of_type("Walk")(i) and in_year(2025)(i) and not with_("Mary")(i))
    assert walks and count_of(reply) == len(walks)


# --- "in place of": one person put in another's place, the rest of the question kept -------------------------------


@pytest.mark.parametrize(
    "text",
    ["and the same with Anna in place of Roberto", "same again but with Anna instead of Roberto", "And rather than Roberto, with Anna?"],
)
async def test_a_person_in_place_of_another_keeps_the_rest_of_the_question(harness: ParleyHarness, text: str) -> None:
    reply = await _conversation(harness, "hikes with Roberto but not with Mary", text)
    hikes = ids(lambda i: of_type("Hike")(i) and with_("Anna")(i) and not with_("Mary")(i))
    assert hikes and result_id_set(reply) == hikes


async def test_a_person_in_place_of_one_left_out_is_left_out(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "dinners with Sofia but not with Mary", "now the same with Roberto instead of Mary")
    dinners = ids(lambda i: of_type("Dinner")(i) and with_("Sofia")(i) and not with_("Roberto")(i))
    assert dinners and count_of(reply) == len(dinners)


# --- "March or April": two bare months set side by side ------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["In which month I have go running more often, March or April?", "more runs, march or april?", "runs in march vs april"]
)
def test_two_months_side_by_side_are_both_dates(text: str) -> None:
    reading, _ = read(text)
    assert [d.label for d in reading.dates] == ["in March 2026", "in April 2026"]
    assert not {"month", "march", "april"} & set(reading.unknown_words)


@pytest.mark.parametrize("text", ["which month did I hike more, june or july 2025?", "did I hike more in june vs july 2025"])
def test_the_year_after_two_months_is_of_both(text: str) -> None:
    reading, _ = read(text)
    assert [d.label for d in reading.dates] == ["in June 2025", "in July 2025"]


def test_a_month_word_alone_is_no_date() -> None:
    reading, _ = read("may I see my runs?")
    assert not reading.dates


async def test_which_month_more_names_the_one_with_more(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "which month did I hike more, june or july 2025?")
    june = len(ids(lambda i: of_type("Hike")(i) and i["itemDate"].year == 2025 and i["itemDate"].month == 6))
    july = len(ids(lambda i: of_type("Hike")(i) and i["itemDate"].year == 2025 and i["itemDate"].month == 7))
    assert june != july
    assert reply["text"].startswith(f"More hikes in {'June' if june > july else 'July'} 2025")


# --- "which was the first one" after a count: the earliest of them --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "latest"),
    [("which was the first one", False), ("and what was the last one?", True), ("which one was the first?", False)],
)
async def test_which_was_first_after_a_count_is_by_date(harness: ParleyHarness, text: str, latest: bool) -> None:
    reply = await _conversation(harness, "how many flights with Mary?", text)
    flights = sorted((i for i in ITEMS if of_type("Flight")(i) and with_("Mary")(i)), key=lambda i: i["itemDate"])
    assert len(flights) > 2 and result_ids(reply) == [flights[-1 if latest else 0]["_id"]]


async def test_the_first_one_after_a_list_is_its_first(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "show me my flights with Mary", "the first one")
    flights = sorted((i for i in ITEMS if of_type("Flight")(i) and with_("Mary")(i)), key=lambda i: i["itemDate"])
    assert flights[-1]["title"] in reply["text"]  # listed newest first: the first listed, not the earliest


async def test_which_was_the_first_one_after_a_list_is_the_earliest(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "show me my flights with Mary", "which was the first one")
    flights = sorted((i for i in ITEMS if of_type("Flight")(i) and with_("Mary")(i)), key=lambda i: i["itemDate"])
    assert result_ids(reply) == [flights[0]["_id"]]  # which came first, by date, not the newest listed first


async def test_which_was_the_first_one_after_a_ranking_is_its_first(harness: ParleyHarness) -> None:
    reply = await _conversation(harness, "my 5 longest hikes", "which was the first one")
    hikes = sorted(
        (i for i in ITEMS if of_type("Hike")(i) and i["fields"].get("distance") is not None), key=lambda i: -i["fields"]["distance"]
    )
    assert hikes[0]["title"] in reply["text"] and "21.7" in reply["text"]
