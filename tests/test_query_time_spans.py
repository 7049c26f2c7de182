"""Spans of time said in hours are read in minutes, the unit the durations are kept in: “runs over 10 km but under an hour
and a half” is under 90 min; so are “1h30”, “1.5 hours”, “90 min” (as it was); “2 hours 15 minutes” is 135 min.
Not spans: “how long was it in hours” (a unit asked), “an hour ago”, “happy hour”, “2 hours and 3 walks” (3 walks)."""

from __future__ import annotations

import pytest

from parley.core.query.time_spans import in_minutes


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("runs over 10 km but under an hour and a half", "runs over 10 km but under 90 min"),
        ("runs under 1h30", "runs under 90 min"),
        ("runs under 1.5 hours", "runs under 90 min"),
        ("runs under 90 min", "runs under 90 min"),
        ("rides over 2 hours 15 minutes", "rides over 135 min"),
        ("hikes under 2 and a half hours", "hikes under 150 min"),
        ("walks under half an hour", "walks under 30 min"),
        ("rides longer than 1 hr 45", "rides longer than 105 min"),
    ],
)
def test_a_span_in_hours_is_written_in_minutes(text: str, written: str) -> None:
    assert in_minutes(text) == written


@pytest.mark.parametrize(
    "text",
    [
        "how long was it in hours",
        "an hour ago",
        "happy hour drinks",
        "Ah, what a shame. So what did we drink in Lisbon?",
        "wines rated 3 and a half or more",
        "one and a half bottles",
    ],
)
def test_no_span_is_left_as_said(text: str) -> None:
    assert in_minutes(text) == text


def test_a_count_after_and_is_no_minutes() -> None:
    assert in_minutes("2 hours and 3 walks") == "120 min and 3 walks"
