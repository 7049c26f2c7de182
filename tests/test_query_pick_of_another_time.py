"""“and this year?” after “which one was the longest?” of the 2025 trips: a follow-on that says only another time
asks the same pick of that time (2026's longest trip), not a listing; a follow-on that asks anything of its own
does not keep the pick."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.pick_of_another_time import asks_the_pick_of_another_time
from parley.core.query.request import Reading
from parley.core.query.vocabulary import Topic

THIS_YEAR = DateRange(datetime(2026, 1, 1, tzinfo=UTC), datetime(2027, 1, 1, tzinfo=UTC), "this year (2026)")


@pytest.mark.parametrize(
    "said",
    [
        "and this year?",
        "what about this year",
        "how about this year then?",
        "and in 2026",
        "ok and this year",
        "this year?",
    ],
)
def test_only_a_time_said_keeps_the_pick(said: str) -> None:
    assert asks_the_pick_of_another_time(Reading(text=said, dates=(THIS_YEAR,)))


@pytest.mark.parametrize(
    "said",
    [
        "and what did I do this year?",
        "and how many this year?",
        "show me all of them this year",
        "and which ones were this year?",
        "and the total this year?",
    ],
)
def test_a_question_of_its_own_does_not(said: str) -> None:
    assert not asks_the_pick_of_another_time(Reading(text=said, dates=(THIS_YEAR,)))


def test_no_time_said_does_not() -> None:
    assert not asks_the_pick_of_another_time(Reading(text="and the shortest?"))


def test_a_kind_said_does_not() -> None:
    hikes = ((Topic("Outdoor", "Hike"),),)
    assert not asks_the_pick_of_another_time(Reading(text="and hikes this year?", dates=(THIS_YEAR,), topics=hikes))


def test_a_time_left_out_does_not() -> None:
    negated = DateRange(THIS_YEAR.start, THIS_YEAR.end, "not this year", negated=True)
    assert not asks_the_pick_of_another_time(Reading(text="and not this year?", dates=(negated,)))
