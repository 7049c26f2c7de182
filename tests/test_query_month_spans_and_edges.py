"""Months from one to another and the edges of a time: “runs between May and August 2023” is every month from May
through August (was: May and August alone, “between” not understood); “since the start of last year” is from 1 January
of last year to now (was: last year alone); and “and the ones that weren't?” after “how many of them were argentinian” is
the rest of the answer before (was: not understood), “were those all cabernets” then a check of every one of them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.query.dates import DateProblem, DateRange, recognize_dates
from parley.core.query.since_when import open_dates
from parley.core.query.the_others import OTHERS
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, result_id_set

NOW = datetime(2026, 11, 29, 15, 30, tzinfo=UTC)


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)  # type: ignore[misc]


def one(text: str) -> DateRange:
    utterance = Utterance(text)
    [found] = open_dates(utterance, [d for d in recognize_dates(utterance, NOW) if isinstance(d, DateRange)], NOW)
    return found


@pytest.mark.parametrize(
    ("text", "start", "end", "label"),
    [
        ("Runs between May and August 2023", utc(2023, 5, 1), utc(2023, 9, 1), "from May through August 2023"),
        ("runs from may to august 2023", utc(2023, 5, 1), utc(2023, 9, 1), "from May through August 2023"),
        ("may through august 2023", utc(2023, 5, 1), utc(2023, 9, 1), "from May through August 2023"),
        ("walks may-aug 2023", utc(2023, 5, 1), utc(2023, 9, 1), "from May through August 2023"),
        ("from may 2023 until august", utc(2023, 5, 1), utc(2023, 9, 1), "from May through August 2023"),
        ("in 2023 between may and august", utc(2023, 5, 1), utc(2023, 9, 1), "from May through August 2023"),
        ("between nov and feb 2023", utc(2022, 11, 1), utc(2023, 3, 1), "from November 2022 through February 2023"),
        ("hikes between march and june", utc(2026, 3, 1), utc(2026, 7, 1), "from March through June 2026"),
        ("between may 2019 and august 2020", utc(2019, 5, 1), utc(2020, 9, 1), "between May 2019 and August 2020"),
    ],
)
def test_months_from_one_to_another_hold_every_month_between(text: str, start: datetime, end: datetime, label: str) -> None:
    found = one(text)
    assert (found.start, found.end, found.label) == (start, end, label)


def test_months_said_without_a_year_are_of_the_year_talked_about() -> None:
    found = one("and between march and june?")
    assert found.relative and (found.in_year(2019).start, found.in_year(2019).end) == (utc(2019, 3, 1), utc(2019, 7, 1))


def test_two_months_said_with_and_alone_are_still_the_two_months() -> None:
    utterance = Utterance("runs in may and august 2023")
    assert [d.label for d in recognize_dates(utterance, NOW) if isinstance(d, DateRange)] == ["in May 2023", "in August 2023"]


def test_months_that_end_before_they_start_are_said() -> None:
    [found] = recognize_dates(Utterance("between august 2023 and may 2023"), NOW)
    assert isinstance(found, DateProblem)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("dinners since the start of last year", utc(2025, 1, 1), NOW),
        ("since the beginning of 2024", utc(2024, 1, 1), NOW),
        ("from the start of last year", utc(2025, 1, 1), NOW),
        ("since the start of the year", utc(2026, 1, 1), NOW),
        ("since the beginning of march", utc(2026, 3, 1), NOW),
        ("until the end of 2024", utc(1900, 1, 1), utc(2025, 1, 1)),
        ("before the start of last summer", utc(1900, 1, 1), utc(2026, 6, 1)),
    ],
)
def test_the_start_or_end_of_a_time_opens_a_range_from_it(text: str, start: datetime, end: datetime) -> None:
    found = one(text)
    assert (found.start, found.end) == (start, end)


def test_since_the_end_of_a_time_is_not_guessed() -> None:
    utterance = Utterance("since the end of last year")
    found = open_dates(utterance, [d for d in recognize_dates(utterance, NOW) if isinstance(d, DateRange)], NOW)
    assert [d.label for d in found] == ["last year (2025)"] and "since" in utterance.unclaimed_words()


@pytest.mark.parametrize(
    "said", ["and the ones that weren't?", "those that didn't", "which ones weren't", "the ones not", "and the ones that were not?"]
)
def test_the_ones_that_were_not_are_the_others(said: str) -> None:
    assert OTHERS.match(said)


@pytest.mark.parametrize("said", ["the ones that weren't from chile", "which ones were"])
def test_the_ones_not_with_more_said_are_a_question_of_their_own(said: str) -> None:
    assert not OTHERS.match(said)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _talk(harness: ParleyHarness, *turns: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, turn) for turn in turns]


def _of(kind: str, start: datetime, end: datetime) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == kind and start <= i["itemDate"].replace(tzinfo=UTC) < end]


@pytest.mark.parametrize("said", ["Runs betwen May and August 2023", "runs from may through aug 2023", "my runs may-august 2023"])
async def test_runs_between_two_months(harness: ParleyHarness, said: str) -> None:
    (reply,) = await _talk(harness, said)
    runs = {i["_id"] for i in _of("Run", utc(2023, 5, 1), utc(2023, 9, 1))}
    assert result_id_set(reply) == runs and "May through August 2023" in reply["text"], reply["text"]


async def test_dinners_since_the_start_of_last_year(harness: ParleyHarness) -> None:
    (reply,) = await _talk(harness, "which dinners with mary did i give five stars since the start of last year?")
    dinners = {i["_id"] for i in _of("Dinner", utc(2025, 1, 1), NOW) if "Mary" in i["who"] and i["rating"] == 5}
    assert dinners and result_id_set(reply) == dinners and "since January 2025" in reply["text"], reply["text"]


async def test_the_ones_that_were_not_then_whether_all_of_those_were_one_variety(harness: ParleyHarness) -> None:
    _, _, rest, check = await _talk(
        harness,
        "What wines did I drink the winter before last?",
        "how many of them were argentinian",
        "and the ones that weren't?",
        "were those all cabernets",
    )
    wines = [i for i in _of("Wine", utc(2024, 12, 1), utc(2025, 3, 1)) if i["place"]["countryCode"] != "AR"]
    assert wines and result_id_set(rest) == {i["_id"] for i in wines}, rest["text"]
    every_one = all(i["fields"]["variety"] == "cabernet sauvignon" for i in wines)
    assert check["text"].startswith("Yes" if every_one else "No"), check["text"]
