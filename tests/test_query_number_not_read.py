"""The numbers a yes/no said that its request does not test (number_not_read.py): "is there one with 5?" read as
anything in Australia leaves the 5 unread, and is answered with no yes or no; a number read into a bound is not
listed."""

from __future__ import annotations

from parley.core.query.comparisons import Comparison
from parley.core.query.number_not_read import not_answered, numbers_not_read
from parley.core.query.request import Reading, Request

WINES = Request("scrapbook", "verify", "Drink", "Wine")


def test_a_number_read_into_nothing() -> None:
    assert numbers_not_read(Reading("one with 5?", bare_numbers=("5",)), WINES) == ("5",)


def test_said_in_words_as_said() -> None:
    reading = Reading("one with five?", bare_numbers=("5",), numbers_in_words=("five",))
    assert numbers_not_read(reading, WINES) == ("five",)
    assert "“five”" in not_answered(("five",)) and "yes or no" in not_answered(("five",))


def test_a_number_read_into_the_bound() -> None:
    rated = Request("scrapbook", "verify", "Drink", "Wine", comparisons=(Comparison("rating", "==", 5.0),))
    assert numbers_not_read(Reading("one with five?", bare_numbers=("5",), numbers_in_words=("five",)), rated) == ()
    either = Request("scrapbook", "verify", comparisons=(Comparison("rating", "==", 4.0, or_value=5.0),))
    assert numbers_not_read(Reading("4 or 5?", bare_numbers=("5",)), either) == ()


def test_no_number_said() -> None:
    assert numbers_not_read(Reading("any wines from Australia?"), WINES) == ()
    assert numbers_not_read(Reading("my last 3", bare_numbers=("3",)), Request("scrapbook", limit=3)) == ()
