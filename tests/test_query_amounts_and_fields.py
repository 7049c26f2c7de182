"""Amounts and one item's fields, over the sample, through the whole assistant: how long an activity took
(its duration, not its length), who wrote a book said with the participle or misspelt, a unit said in
words ("metres") naming its field, a count said before what is ranked by a field's extreme ("4 hikes with
the most elevation") and "lowest 2?" after it, a comparison of seasons asked again of another kind ("and
for walking, which season is more?"), the other end of the same ranking after a tie ("which one was the
worst?" after the best rated, over what was asked) and a chatty lead-in before a colon."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from parley.core.query.quantities import in_seasons

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item, by_id, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def text_of(reply: dict[str, Any]) -> str:
    text: str = reply["text"]
    return text


def matching(predicate: Callable[[Item], bool]) -> list[Item]:
    return [i for i in ITEMS if predicate(i)]


def of_type(kind: str, year: int | None = None) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == kind and (year is None or i["itemDate"].year == year)


def said(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


async def talk(harness: ParleyHarness, *texts: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, text) for text in texts]


@pytest.mark.parametrize("asked", ["how long did that walk take me?", "and how long did it last?"])
async def test_how_long_it_took_is_its_duration_not_its_length(harness: ParleyHarness, asked: str) -> None:
    picked, reply = await talk(harness, "my most recent walk", asked)
    item = by_id(result_ids(picked)[0])
    assert f"{item['fields']['duration']} min" in text_of(reply)
    assert "km" not in text_of(reply)


@pytest.mark.parametrize("asked", ["who has written it?", "who had writen that one?"])
async def test_who_wrote_a_book_is_its_author_said_with_the_participle_or_misspelt(harness: ParleyHarness, asked: str) -> None:
    picked, reply = await talk(harness, "the oldest book I read", asked)
    item = by_id(result_ids(picked)[0])
    assert item["fields"]["author"] in text_of(reply)
    assert "on your own" not in text_of(reply)


@pytest.mark.parametrize("asked", ["how many metres did I climb on hikes in 2016?", "how many meters of climbing on my hikes in 2016"])
async def test_a_unit_said_in_words_names_its_field(harness: ParleyHarness, asked: str) -> None:
    (reply,) = await talk(harness, asked)
    total = sum(i["fields"].get("elevation", 0) for i in matching(of_type("Hike", 2016)))
    assert f"{said(total)} m" in text_of(reply)


async def test_a_count_before_the_ranked_kind_and_its_extreme_is_that_many_and_lowest_after_it(harness: ParleyHarness) -> None:
    top, low = await talk(harness, "show me 4 hikes with the most elevation", "lowest 2?")
    elevations = sorted(i["fields"]["elevation"] for i in matching(of_type("Hike")))
    top_ids = result_ids(top)
    assert len(top_ids) == 4
    assert all(by_id(i)["type"] == "Hike" and by_id(i)["fields"]["elevation"] >= elevations[-4] for i in top_ids)
    low_ids = result_ids(low)
    assert len(low_ids) == 2
    assert all(by_id(i)["type"] == "Hike" and by_id(i)["fields"]["elevation"] <= elevations[1] for i in low_ids)


async def test_a_comparison_of_seasons_asked_again_of_another_kind(harness: ParleyHarness) -> None:
    _, reply = await talk(harness, "did I walk more in the summer or in the winter of 2022?", "and for hiking, which season is more?")
    hikes = matching(of_type("Hike", 2022))
    summer = sum(in_seasons(i, "summer") for i in hikes)
    winter = sum(in_seasons(i, "winter") for i in hikes)
    text = text_of(reply)
    assert re.search(rf"\b{summer} hikes? in summer\b", text), text
    assert re.search(rf"\b{winter} hikes? in winter\b", text), text


async def test_the_other_end_after_the_best_is_over_what_was_asked(harness: ParleyHarness) -> None:
    _, reply = await talk(harness, "which beers from 2022 did I like the most?", "and which one was the worst?")
    beers = matching(of_type("Beer", 2022))
    lowest = min(i["rating"] for i in beers)
    assert lowest < max(i["rating"] for i in beers)  # the test means something: the best and the worst differ
    (picked,) = result_ids(reply)
    assert by_id(picked)["rating"] == lowest and by_id(picked) in beers


async def test_a_chatty_lead_in_before_a_colon_is_no_part_of_the_question(harness: ParleyHarness) -> None:
    asked, answered = await talk(
        harness, "Quick one before I book my next trip: what's my total for the walks in 2024?", "Oh, the duration, thanks!"
    )
    assert "total of what" in text_of(asked).lower()
    total = sum(i["fields"]["duration"] for i in matching(of_type("Walk", 2024)))
    assert f"{said(total)} min" in text_of(answered)
