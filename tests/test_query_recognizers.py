"""Recognizers of the query engine: dates relative to `now`, comparisons on number fields."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest

from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.collection.definition import load_definition
from parley.core.query.comparisons import Comparison, ComparisonProblem, ComparisonRecognizer
from parley.core.query.dates import DateProblem, DateRange, recognize_dates
from parley.core.query.utterance import Utterance

NOW = datetime(2026, 11, 29, 15, 30, tzinfo=timezone.utc)
COMPARISONS = ComparisonRecognizer(load_definition(DEFINITION_FILE))


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=timezone.utc)  # type: ignore[misc]


def one_date(text: str, now: datetime = NOW) -> DateRange:
    [found] = recognize_dates(Utterance(text), now)
    assert isinstance(found, DateRange), found
    return found


@pytest.mark.parametrize(
    ("text", "start", "end", "label"),
    [
        ("books I read in 2015", utc(2015, 1, 1), utc(2016, 1, 1), "in 2015"),
        ("between 2018 and 2019", utc(2018, 1, 1), utc(2020, 1, 1), "between 2018 and 2019"),
        ("from 2018 to 2019", utc(2018, 1, 1), utc(2020, 1, 1), "between 2018 and 2019"),
        ("since March 2020", utc(2020, 3, 1), NOW, "since March 2020"),
        ("after 2019", utc(2020, 1, 1), NOW, "after 2019"),
        ("before 2015", utc(1900, 1, 1), utc(2015, 1, 1), "before 2015"),
        ("hikes last year", utc(2025, 1, 1), utc(2026, 1, 1), "last year (2025)"),
        ("this year", utc(2026, 1, 1), utc(2027, 1, 1), "this year (2026)"),
        ("last month", utc(2026, 10, 1), utc(2026, 11, 1), "last month (October 2026)"),
        ("walks in Greece last summer", utc(2026, 6, 1), utc(2026, 9, 1), "last summer (June 2026–August 2026)"),
        ("last winter", utc(2025, 12, 1), utc(2026, 3, 1), "last winter (December 2025–February 2026)"),
        ("summer of 2019", utc(2019, 6, 1), utc(2019, 9, 1), "in summer 2019 (June 2019–August 2019)"),
        ("in March 2020", utc(2020, 3, 1), utc(2020, 4, 1), "in March 2020"),
        ("in March", utc(2026, 3, 1), utc(2026, 4, 1), "in March 2026"),
        ("in December", utc(2025, 12, 1), utc(2026, 1, 1), "in December 2025"),
        ("on February 3rd, 2019", utc(2019, 2, 3), utc(2019, 2, 4), "on February 3, 2019"),
        ("in the 1980s", utc(1980, 1, 1), utc(1990, 1, 1), "in the 1980s"),
        ("yesterday", utc(2026, 11, 28), utc(2026, 11, 29), "yesterday"),
        ("in the last 3 years", utc(2023, 11, 29, 15, 30), NOW, "in the last 3 years"),
    ],
)
def test_dates(text: str, start: datetime, end: datetime, label: str) -> None:
    found = one_date(text)
    assert (found.start, found.end, found.label) == (start, end, label)


def test_last_summer_while_it_is_summer_means_the_previous_one() -> None:
    found = one_date("last summer", utc(2026, 7, 15))
    assert (found.start, found.end) == (utc(2025, 6, 1), utc(2025, 9, 1))


@pytest.mark.parametrize(("text", "message"), [("February 30th", "February 30 is not a date"), ("between 2020 and 2018", "ends before it starts")])
def test_impossible_dates_are_said_not_guessed(text: str, message: str) -> None:
    [found] = recognize_dates(Utterance(text), NOW)
    assert isinstance(found, DateProblem) and message in found.message


def test_no_date_is_found_where_there_is_none() -> None:
    assert recognize_dates(Utterance("show me red wines rated at least 3"), NOW) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("rated at least 3", Comparison("rating", ">=", 3)),
        ("a rating greater than 3", Comparison("rating", ">", 3)),
        ("more than 4 stars", Comparison("rating", ">", 4)),
        ("rated 4 or more", Comparison("rating", ">=", 4)),
        ("rated three or better", Comparison("rating", ">=", 3)),
        ("with a rating of 5", Comparison("rating", "==", 5)),
        ("5-star dinners", Comparison("rating", "==", 5)),
        ("hikes longer than 10 km", Comparison("distance", ">", 10, "km")),
        ("books with more than 300 pages", Comparison("pages", ">", 300)),
        ("rating <= 2", Comparison("rating", "<=", 2)),
    ],
)
def test_comparisons(text: str, expected: Comparison) -> None:
    assert COMPARISONS.recognize(Utterance(text)) == [expected]


def test_comparison_and_date_in_one_sentence() -> None:
    utterance = Utterance("Show me wines from France in 2018 rated at least 3")
    assert [d.label for d in recognize_dates(utterance, NOW)] == ["in 2018"]  # type: ignore[union-attr]
    assert COMPARISONS.recognize(utterance) == [Comparison("rating", ">=", 3)]
    assert Comparison("rating", ">=", 3).label == "with a rating >= 3"
    assert utterance.unclaimed_words() == ["show", "me", "wines", "from", "france"]


def test_out_of_range_is_said() -> None:
    [problem] = COMPARISONS.recognize(Utterance("rated at least 7"))
    assert isinstance(problem, ComparisonProblem) and "from 1 to 5" in problem.message


@pytest.mark.parametrize("text", ['{"$gt": ""}', "$where: 1 == 1", "rating $gt 3"])
def test_operator_text_is_never_taken_as_an_operator(text: str) -> None:
    assert all(isinstance(c, Comparison) and c.op in {">=", "<=", ">", "<", "=="} for c in COMPARISONS.recognize(Utterance(text)))
