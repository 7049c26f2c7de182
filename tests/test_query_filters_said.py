"""Reading.filters_said: whether a message says a filter of its own (a time, place, person, value, text or
comparison), the check several readings make before taking a terse turn as the question before again; a kind, a
bare number or a superlative is no filter."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.request import Reading

_SOMETHING: tuple[Any, ...] = (object(),)  # what is said does not matter here, only that something is


@pytest.mark.parametrize("part", ["dates", "places", "people", "values", "texts", "comparisons"])
def test_each_filter_is_said(part: str) -> None:
    assert Reading("…", **{part: _SOMETHING}).filters_said


@pytest.mark.parametrize("part", ["topics", "bare_numbers", "superlatives", "selections", "pronouns", "unknown_words"])
def test_what_is_no_filter(part: str) -> None:
    assert not Reading("…", **{part: _SOMETHING}).filters_said


def test_nothing_said() -> None:
    assert not Reading("and?").filters_said
