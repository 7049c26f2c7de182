"""“Those two” places, said after an exclusion right after two questions that named a place each: “and everywhere except
those two valleys” after Napa Valley, then Sonoma Valley, is “except Napa Valley and Sonoma Valley” (“everywhere” said
no place of its own); “not in those two countries”, “outside both cities”, “other than the 2” likewise. Not so: “those
two” with no exclusion before it, a single place named before, or the same place named twice."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.those_two_places import those_two_said_by_name


def asked(*places: str | None) -> list[dict[str, Any]]:
    return [
        {"turn": n, "request": {"collection": "scrapbook", "place": {"name": p, "kind": "region"} if p else None}}
        for n, p in enumerate(places)
    ]


VALLEYS = asked("Napa Valley", "Sonoma Valley")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("and everywhere except those two valleys", "and except Napa Valley and Sonoma Valley"),
        ("how many not in those two places", "how many not in Napa Valley and Sonoma Valley"),
        ("anything outside both of them?", "anything outside Napa Valley and Sonoma Valley?"),
        ("rides other than the 2 regions", "rides other than Napa Valley and Sonoma Valley"),
        ("total excluding these two", "total excluding Napa Valley and Sonoma Valley"),
    ],
)
def test_those_two_are_the_two_places_named(text: str, said: str) -> None:
    assert those_two_said_by_name(text, VALLEYS) == said


def test_the_places_of_the_last_two_questions_that_named_one() -> None:
    history = asked("Italy", "France", None, "Napa Valley", None, "Sonoma Valley")
    assert those_two_said_by_name("except those two", history) == "except Napa Valley and Sonoma Valley"


@pytest.mark.parametrize(
    ("text", "history"),
    [
        ("which of those two was longer", VALLEYS),  # no exclusion
        ("and everywhere except those two valleys", asked("Napa Valley")),  # one place only
        ("and everywhere except those two valleys", asked("Napa Valley", "Napa Valley")),
    ],
)
def test_left_as_said(text: str, history: list[dict[str, Any]]) -> None:
    assert those_two_said_by_name(text, history) is None
