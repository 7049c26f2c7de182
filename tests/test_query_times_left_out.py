"""A time left out of a time asked about: "runs in 2024 except in July" are the runs of 2024 but July's (never July's
alone, never another year's July), "except the ones from last year" after the ski days since 2024 those of 2024 and
2026, "but not 2023" after the dinners since 2023 those of 2024 on; a time left out that holds all of the one asked
before asks for the rest ("and the ones not in 2023?" after the hikes in 2023), and one apart from it in the same
question leaves nothing out ("hikes in 2023, not in 2022"). The cutting on its own, the reader, then whole
conversations over the sample."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import DateRange, month_range, season_range, year_range
from parley.core.query.negation import negate
from parley.core.query.times_left_out import placed_in, times_left_out, without
from parley.core.query.utterance import Span

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, result_id_set
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _not(date: DateRange) -> DateRange:
    return DateRange(date.start, date.end, f"not {date.label}", date.parts, negated=True)


def _utc(year: int, month: int = 1) -> datetime:
    return datetime(year, month, 1, tzinfo=UTC)


# --- the cutting on its own ----------------------------------------------------------------------


def test_a_year_left_out_of_a_time_since_leaves_the_parts_around_it() -> None:
    since = DateRange(_utc(2024), _utc(2026, 12), "since 2024")
    cut = without(since, _not(year_range(2025)))
    assert cut is not None and not cut.negated
    assert [(p.start, p.end) for p in cut.parts] == [(_utc(2024), _utc(2025)), (_utc(2026), _utc(2026, 12))]
    assert cut.label == "since 2024 but not in 2025"
    assert not cut.contains(_utc(2025, 6)) and cut.contains(_utc(2024, 6)) and cut.contains(_utc(2026, 3))


def test_a_month_left_out_at_the_end_of_a_year_leaves_one_part() -> None:
    cut = without(year_range(2024), _not(month_range(2024, 12)))
    assert cut is not None and not cut.parts and (cut.start, cut.end) == (_utc(2024), _utc(2024, 12))


@pytest.mark.parametrize(
    "left_out",
    [
        year_range(2022),  # apart from it: leaves nothing out
        DateRange(_utc(2020), _utc(2030), "since 2020"),  # holds all of it: the rest is asked for
    ],
)
def test_a_time_left_out_that_cuts_nothing_or_everything_is_no_cut(left_out: DateRange) -> None:
    assert without(year_range(2023), _not(left_out)) is None


def test_only_a_negated_time_cuts() -> None:
    assert without(year_range(2023), month_range(2023, 7)) is None


def test_a_month_left_out_said_alone_is_of_the_year_asked_about() -> None:
    july = negate(Span(0, 4, "date", DateRange(_utc(2026, 7), _utc(2026, 8), "in July", month=7), "july"))
    assert july.negated and july.relative
    placed = placed_in(july, year_range(2023))
    assert placed.negated and (placed.start, placed.end) == (_utc(2023, 7), _utc(2023, 8))


def test_times_of_one_question_are_one_time_less_what_is_left_out() -> None:
    summer = season_range(2024, 6)
    (time,) = times_left_out([year_range(2024), _not(summer)])
    assert not time.contains(_utc(2024, 7)) and time.contains(_utc(2024, 5)) and time.contains(_utc(2024, 9))
    (apart,) = times_left_out([year_range(2023), _not(year_range(2022))])  # "in 2023, not in 2022": 2023
    assert apart == year_range(2023)
    both = [year_range(2023), year_range(2024)]
    assert times_left_out(both) == both  # nothing left out: as said


# --- the reader ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "runs in 2024 except in july",
        "runs in 2024 but not in july",
        "runs in 2024 not in july",
        "runs in 2024 excluding july",
        "runs in 2024 apart from july",
    ],
)
def test_a_month_left_out_of_a_year_said_with_it(text: str) -> None:
    _, request = read(text)
    assert request.dates is not None and not request.dates.negated, request.dates
    assert not request.dates.contains(_utc(2024, 7)) and request.dates.contains(_utc(2024, 3))
    assert not request.dates.contains(_utc(2026, 7)) and not request.dates.contains(_utc(2023, 3))


# --- whole conversations -------------------------------------------------------------------------


def _of(kind: str, years: set[int], but_not_month: int | None = None) -> set[str]:
    return {
        i["_id"]
        for i in ITEMS
        if i["type"] == kind and i["itemDate"].year in years and (but_not_month is None or i["itemDate"].month != but_not_month)
    }


@pytest.mark.parametrize(
    "turns",
    [
        ("runs in 2024 except in july",),
        ("runs in 2024", "except in july"),
        ("runs in 2024", "but not the ones in july"),
        ("how many runs in 2024", "not counting july"),
    ],
)
async def test_runs_of_a_year_but_july(harness: ParleyHarness, turns: tuple[str, ...]) -> None:
    expected = _of("Run", {2024}, but_not_month=7)
    assert expected and expected != _of("Run", {2024})
    reply = await last_reply(harness, *turns)
    assert result_id_set(reply) == expected, reply["text"]


@pytest.mark.parametrize(
    "turns",
    [
        ("dinners since 2023", "but not 2024"),
        ("dinners since 2023", "except the ones from 2024"),
        ("dinners since 2023 except in 2024",),
        ("dinners since 2023", "other than 2024"),
    ],
)
async def test_a_year_left_out_of_a_time_since(harness: ParleyHarness, turns: tuple[str, ...]) -> None:
    reply = await last_reply(harness, *turns)
    expected = _of("Dinner", {2023, 2025, 2026})
    assert count_of(reply) == len(expected) and result_id_set(reply) <= expected, reply["text"]  # (a page of them listed)
    assert not result_id_set(reply) & _of("Dinner", {2024})  # never the year left out


async def test_the_ski_days_since_a_year_less_last_year(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "ski days with james since 2024", "except the ones from last year")
    expected = {i["_id"] for i in ITEMS if i["type"] == "Ski" and "James" in i["who"] and i["itemDate"].year in (2024, 2026)}
    assert expected and result_id_set(reply) == expected, reply["text"]


async def test_a_time_left_out_holding_all_asked_before_asks_for_the_rest(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "hikes in 2023", "and the ones not in 2023?")
    expected = {i["_id"] for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year != 2023}
    assert count_of(reply) == len(expected) and result_id_set(reply) <= expected, reply["text"]
