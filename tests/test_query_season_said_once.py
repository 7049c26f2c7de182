"""A season said once in a comparison: “more km in autumn 2025 than in 2023” sets autumn 2025 against autumn 2023
(was: against all of 2023, which inverted the verdict), “more hikes in spring 2024 than 2022?”, “did I walk more
in summer 2025 or 2024”; and “this summer”, said first or last, stays this year's summer when kinds are compared
(was: “in summer (every year)”)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching

SEASON_MONTHS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11)}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of(kind: str, season: str, year: int, country: str | None = None) -> list[Item]:
    return matching(
        lambda i: (
            i["type"] == kind
            and i["itemDate"].year == year
            and i["itemDate"].month in SEASON_MONTHS[season]
            and (country is None or i["place"]["countryCode"] == country)
        )
    )


async def _say(harness: ParleyHarness, text: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    return str(reply["text"])


async def test_more_km_in_a_season_than_in_a_bare_year_compares_that_season_of_both_years(harness: ParleyHarness) -> None:
    km = {y: sum(i["fields"]["distance"] for i in of("Run", "autumn", y)) for y in (2025, 2023)}
    whole_2023 = sum(i["fields"]["distance"] for i in matching(lambda i: i["type"] == "Run" and i["itemDate"].year == 2023))
    assert km[2025] > km[2023] and whole_2023 > km[2025]  # against all of 2023 the verdict would invert
    text = await _say(harness, "so i ran more km in autumn 2025 than in 2023 right")
    assert text.startswith("Yes") and f"{km[2025]:.1f} km" in text and f"{km[2023]:.1f} km" in text
    assert "autumn 2023" in text


@pytest.mark.parametrize(
    ("said", "kind", "season", "years"),
    [
        ("more hikes in spring 2024 than 2022?", "Hike", "spring", (2024, 2022)),
        ("did I walk more in summer 2025 or 2024", "Walk", "summer", (2025, 2024)),
    ],
)
async def test_other_wordings_of_a_season_said_with_the_first_year(
    harness: ParleyHarness, said: str, kind: str, season: str, years: tuple[int, int]
) -> None:
    first, second = (len(of(kind, season, y)) for y in years)
    text = await _say(harness, said)
    noun = kind.lower() + ("" if second == 1 else "s")
    assert f"{second} {noun} in {season} {years[1]}" in text and f"in {season} {years[0]}" in text
    assert str(first) in text


@pytest.mark.parametrize("said", ["This summer in Greece, I made more hikes or more walks?", "more hikes or walks in Greece this summer?"])
async def test_this_summer_in_a_comparison_of_kinds_is_this_years_summer(harness: ParleyHarness, said: str) -> None:
    hikes, walks = len(of("Hike", "summer", 2026, "GR")), len(of("Walk", "summer", 2026, "GR"))
    text = await _say(harness, said)
    assert f"{hikes} hikes and {walks} walks" in text and "this summer" in text and "every year" not in text
