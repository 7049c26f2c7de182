""" "which run was the longest" after the distance run since January: the longest of those runs (was: of every run
ever, four tied); "which hike was the longest" after French wines is a question of its own."""

from __future__ import annotations

from parley.core.query.request import Request, build_request

from .test_understanding import NOW, READER


def _asked(text: str, prior: Request) -> Request:
    reading, _ = READER.read(text, NOW)
    return build_request(reading, "find", "scrapbook", prior, ("a", "b"))


RUNS_2026 = Request("scrapbook", "find", "Activity", "Run", dates=READER.read("runs in 2026", NOW)[0].dates[0])


def test_which_of_the_kind_talked_about_was_the_longest_keeps_its_time() -> None:
    assert _asked("which run was the longest", RUNS_2026).dates == RUNS_2026.dates
    assert _asked("which run is the longest?", RUNS_2026).dates == RUNS_2026.dates


def test_which_of_another_kind_or_ever_is_its_own_question() -> None:
    assert _asked("which hike was the longest", RUNS_2026).dates is None
    assert _asked("which run was the longest ever", RUNS_2026).dates is None
    assert _asked("which runs were with Tom", RUNS_2026).dates is None
