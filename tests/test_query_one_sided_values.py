"""“More red wine or beer in 2021?”: a value or place said with one option of a comparison belongs to that option
alone, and what is said after the last option (the year) to both (was: “12 red wines and 0 red beers”)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, year: int | None = None, colour: str | None = None, country: str | None = None) -> int:
    def fits(item: dict[str, Any]) -> bool:
        return (
            item["type"] == kind
            and (year is None or item["itemDate"].year == year)
            and (colour is None or item["fields"].get("colour") == colour)
            and (country is None or item["place"]["country"] == country)
        )

    return len([i for i in ITEMS if fits(i)])


async def _ask(harness: ParleyHarness, text: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, text)
    return str(reply["text"])


async def test_the_colour_said_with_the_first_option_is_not_given_to_the_second(harness: ParleyHarness) -> None:
    wines, beers = _count("Wine", 2019, colour="white"), _count("Beer", 2019)
    assert beers > 0 and wines != beers
    text = await _ask(harness, "did i have more white wines or beers in 2019?")
    assert f"{wines} white wine" in text and f"{beers} beers" in text and "white beer" not in text, text


async def test_an_adjective_said_first_in_the_last_option_is_that_options(harness: ParleyHarness) -> None:
    beers, wines = _count("Beer", 2019), _count("Wine", 2019, colour="white")
    text = await _ask(harness, "were there more beers or white wines in 2019")
    assert f"{beers} beers" in text and f"{wines} white wine" in text and "white beer" not in text, text


async def test_a_place_said_with_the_first_option_is_that_options_and_the_year_both(harness: ParleyHarness) -> None:
    hikes, runs = _count("Hike", country="Peru"), _count("Run")
    assert hikes != runs
    text = await _ask(harness, "did i go on more hikes in peru or runs?")
    assert f"{hikes} Peruvian hike" in text and f"{runs} runs" in text and "in Peru" not in text, text


async def test_a_place_said_after_the_last_option_is_both_options(harness: ParleyHarness) -> None:
    runs, hikes = _count("Run", country="Peru"), _count("Hike", country="Peru")
    text = await _ask(harness, "more runs or hikes in peru?")
    assert "Peru" in text and f"{hikes} hike" in text and (f"{runs} run" in text or (runs == 0 and "no runs" in text.lower())), text


async def test_a_place_said_before_the_comparison_is_both_options(harness: ParleyHarness) -> None:
    hikes, runs = _count("Hike", country="Peru"), _count("Run", country="Peru")
    text = await _ask(harness, "in peru did i go on more hikes or runs?")
    assert f"{hikes} hike" in text and (f"{runs} run" in text or "no runs" in text.lower()) and "Peru" in text, text


async def test_each_option_keeps_the_country_said_with_it(harness: ParleyHarness) -> None:
    def drinks(colour: str, country: str) -> int:
        return len(
            [i for i in ITEMS if i["category"] == "Drink" and i["fields"].get("colour") == colour and i["place"]["country"] == country]
        )

    spanish, french = drinks("white", "Spain"), drinks("red", "France")
    assert spanish != french
    text = await _ask(harness, "did i drink more spanish whites or french reds")
    assert f"{spanish} Spanish white" in text and f"{french} French red" in text, text
