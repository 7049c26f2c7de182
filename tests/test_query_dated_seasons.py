"""Seasons dated by the words around them, set against each other: “more hikes last summer or the summer befor”
compares summer 2026 with summer 2025 and names the winner with both counts (was: both read as “summer” of every
year, “The same:  and 46 hikes in summer”); “this summer or last summer” is 2026 against 2025, never 2026 twice.
A season said bare (“in summer or in winter”) is still that season of every year (see dated_seasons.py)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching

SEASON_MONTHS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11)}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of(kind: str, season: str, year: int | None) -> list[Item]:
    return matching(
        lambda i: i["type"] == kind and (year is None or i["itemDate"].year == year) and i["itemDate"].month in SEASON_MONTHS[season]
    )


async def _say(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, object] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return str(reply["text"])


@pytest.mark.parametrize(
    ("said", "kind", "season", "years"),
    [
        ("more hikes last summer or the summer befor", "Hike", "summer", (2026, 2025)),
        ("did I go on more hikes last summer or the summer before that?", "Hike", "summer", (2026, 2025)),
        ("more walks last summer or in summer 2025", "Walk", "summer", (2026, 2025)),
        ("did i walk more this summer or last summer", "Walk", "summer", (2026, 2025)),
        ("more runs last spring or the spring before last", "Run", "spring", (2026, 2025)),
    ],
)
async def test_two_dated_seasons_are_compared_year_against_year(
    harness: ParleyHarness, said: str, kind: str, season: str, years: tuple[int, int]
) -> None:
    first, second = (len(of(kind, season, y)) for y in years)
    assert first != second
    text = await _say(harness, said)
    noun = kind.lower() + "s"
    winner = years[0] if first > second else years[1]
    verdict = text[text.index(f"More {noun}") :].split(":")[0]
    assert str(winner) in verdict
    assert f"{first} {noun if first != 1 else kind.lower()}" in text and f"{second} {noun if second != 1 else kind.lower()}" in text
    assert "every year" not in text and str(years[1]) in text.split(":")[1]


async def test_and_another_kind_keeps_the_two_seasons(harness: ParleyHarness) -> None:
    text = await _say(harness, "more hikes last summer or the summer befor", "and walks?")
    walks = {y: len(of("Walk", "summer", y)) for y in (2026, 2025)}
    assert f"{walks[2026]} walks last summer" in text and f"{walks[2025]} walks in summer 2025" in text


async def test_seasons_said_bare_are_every_years(harness: ParleyHarness) -> None:
    summer, winter = len(of("Hike", "summer", None)), len(matching(lambda i: i["type"] == "Hike" and i["itemDate"].month in (12, 1, 2)))
    text = await _say(harness, "more hikes in summer or in winter")
    assert f"{summer} hikes in summer" in text and f"{winter} hikes in winter" in text
