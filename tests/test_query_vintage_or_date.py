"""A year-like number field (a wine's vintage) against the date: "the 2016 whites" and "the newest one" of the wines
are asked back (vintage or when had), the answer ("vintage", "by date", "the youngest vintage, not when I drank it")
chooses; "whites in 2016", "wines from 2016 I had" are answered without asking. "How many distinct ones?" after an
answer is asked back (different in what?), and the field the answer names is counted."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _white_wine(item: Item) -> bool:
    return item.get("type") == "Wine" and item["fields"].get("colour") == "white"


async def _talk(harness: ParleyHarness, *texts: str) -> list[str]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [str((await harness.say(conversation, text))["text"]) for text in texts]


async def test_a_bare_year_before_the_wines_is_asked_then_the_vintage_is_taken(harness: ParleyHarness) -> None:
    asked, chosen = await _talk(harness, "the 2016 whites", "the vintage please")
    assert "?" in asked and "vintage" in asked and "2016" in asked, asked
    whites = matching(lambda i: _white_wine(i) and i["fields"].get("vintage") == 2016)
    assert whites and f"{len(whites)} white" in chosen and "vintage 2016" in chosen, chosen


async def test_a_bare_year_answered_by_the_date_is_the_year_they_were_had(harness: ParleyHarness) -> None:
    _, chosen = await _talk(harness, "a 2016 white?", "the date I drank it")
    whites = matching(lambda i: _white_wine(i) and i["itemDate"].year == 2016)
    assert whites and f"{len(whites)} white" in chosen and "in 2016" in chosen and "vintage" not in chosen, chosen


@pytest.mark.parametrize("text", ["white wines in 2016", "white wines from 2016 I had"])
async def test_a_year_after_a_preposition_or_with_a_verb_is_the_date(harness: ParleyHarness, text: str) -> None:
    (reply,) = await _talk(harness, text)
    whites = matching(lambda i: _white_wine(i) and i["itemDate"].year == 2016)
    assert "?" not in reply and f"{len(whites)} white" in reply, reply


async def test_the_newest_of_the_wines_is_asked_then_the_youngest_vintage_is_picked(harness: ParleyHarness) -> None:
    _, asked, chosen = await _talk(harness, "my pinot noirs", "and the newest?", "the youngest vintage, not when I drank it")
    assert "?" in asked and "vintage" in asked, asked
    pinots = matching(lambda i: i.get("type") == "Wine" and i["fields"].get("variety") == "pinot noir")
    youngest = max(i["fields"]["vintage"] for i in pinots)
    assert f"vintage {youngest}" in chosen and "youngest vintage" in chosen, chosen


async def test_the_oldest_of_a_kind_without_a_year_field_is_by_date(harness: ParleyHarness) -> None:
    (reply,) = await _talk(harness, "my oldest hike")
    assert "?" not in reply and "oldest hike" in reply, reply


async def test_how_many_different_ones_is_asked_then_the_field_named_is_counted(harness: ParleyHarness) -> None:
    _, asked, counted = await _talk(harness, "my wines from France", "how many distinct ones are there?", "the producers")
    assert asked.startswith("Different what") and "producers" in asked and "?" in asked, asked
    french = matching(lambda i: i.get("type") == "Wine" and i["place"].get("countryCode") == "FR")
    producers = {i["fields"]["producer"] for i in french}
    assert french and counted.startswith(f"{len(producers)} different producers"), counted


async def test_different_with_the_field_said_is_counted_without_asking(harness: ParleyHarness) -> None:
    _, counted = await _talk(harness, "my wines from France", "how many different regions?")
    french = matching(lambda i: i.get("type") == "Wine" and i["place"].get("countryCode") == "FR")
    regions = {i["place"]["region"] for i in french}
    assert "?" not in counted and f"{len(regions)} different regions" in counted, counted


async def test_a_bare_year_of_a_kind_with_no_vintage_is_the_date(harness: ParleyHarness) -> None:
    (reply,) = await _talk(harness, "the 2023 beers")
    beers = matching(lambda i: i.get("type") == "Beer" and i["itemDate"].year == 2023)
    assert "?" not in reply and f"{len(beers)} beer" in reply and "2023" in reply, reply


async def test_a_year_no_wine_asked_about_has_as_its_vintage_is_the_year_they_were_had(harness: ParleyHarness) -> None:
    lisbon = matching(lambda i: i["type"] == "Wine" and (i.get("place") or {}).get("city") == "Lisbon")
    years = {i["itemDate"].year for i in lisbon} - {i["fields"].get("vintage") for i in lisbon}
    year = min(years)
    had = [i for i in lisbon if i["itemDate"].year == year]
    *_, reply = await _talk(harness, "wines in Lisbon", f"only the {year} ones")
    assert "vintage" not in reply and f"{len(had)} " in reply and str(year) in reply, reply


async def test_a_bare_year_no_wine_is_a_vintage_of_is_the_year_drunk_without_asking(harness: ParleyHarness) -> None:
    wines = matching(lambda i: i["type"] == "Wine")
    year = next(y for y in sorted({i["itemDate"].year for i in wines}) if not any(i["fields"].get("vintage") == y for i in wines))
    drunk = [i for i in wines if i["itemDate"].year == year]
    (text,) = await _talk(harness, f"my {year} wines")
    assert "vintage" not in text.lower() and f"{len(drunk)} wines" in text, text


async def test_a_bare_year_some_wine_is_a_vintage_of_is_asked_about(harness: ParleyHarness) -> None:
    wines = matching(lambda i: i["type"] == "Wine")
    year = next(y for y in sorted({i["itemDate"].year for i in wines}) if any(i["fields"].get("vintage") == y for i in wines))
    (text,) = await _talk(harness, f"my {year} wines")
    assert "vintage" in text.lower(), text
