"""Counts compared with none of any option (none_of_either.py): "Nothing to compare: 0 … and 0 …", never "The same"
(which reads as a tie of things found); a tie of things found, and counts with something, are said as before."""

from __future__ import annotations

from parley.core.query.answers import contrast_text
from parley.core.query.none_of_either import lead_of_none, none_of_them
from parley.core.query.request import Request

OPTIONS = [("city breaks in Bordeaux", Request("scrapbook")), ("city breaks in Paris", Request("scrapbook"))]


def test_none_of_them() -> None:
    assert none_of_them([0, 0]) and none_of_them([0, 0, 0])
    assert not none_of_them([0, 3]) and not none_of_them([2, 2]) and not none_of_them([])
    assert lead_of_none("0 a and 0 b") == "Nothing to compare: 0 a and 0 b."


def test_said_with_no_tie() -> None:
    text = contrast_text(OPTIONS, [0, 0], " in 2022", False, False, "and compared with the older one?")
    assert text == "Nothing to compare: 0 city breaks in Bordeaux and 0 city breaks in Paris in 2022."


def test_a_tie_of_things_found() -> None:
    assert contrast_text(OPTIONS, [2, 2], "", False, False, "more in bordeaux or paris?").startswith("The same: ")
    assert contrast_text(OPTIONS, [0, 2], "", False, False, "more in bordeaux or paris?").startswith("More ")
