"""Follow-ons that ask the answer before again in another way: "which yr were those?" after a list is the year
they share (every year they span, when not one), and "that year" next is that year; "is it lower in France?"
after an average (or a total) sets the place (or year) said now against the one before, yes or no with both
figures; "and in France, french or seafood?" after a comparison of two cuisines compares those two there."""

from __future__ import annotations

from collections import Counter
from statistics import mean

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply, reply_texts
from .sample_items import Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _in(code: str) -> list[Item]:
    return matching(lambda i: (i["place"] or {}).get("countryCode") == code)


def _rating_mean(items: list[Item]) -> float:
    return mean(i["rating"] for i in items if i.get("rating") is not None)


async def test_the_year_of_a_list_from_one_year_is_said_and_that_year_is_it_next(harness: ParleyHarness) -> None:
    years = Counter(i["itemDate"].year for i in _in("VN"))
    assert len(years) == 1
    ((year, n),) = years.items()
    _, said = await reply_texts(harness, "what did I do in Vietnam", "which yr were those?")
    assert said.startswith(f"All {n} of them are from {year}"), said
    rest = matching(lambda i: i["itemDate"].year == year and (i["place"] or {}).get("countryCode") != "VN")
    reply = await last_reply(
        harness, "what did I do in Vietnam", "which yr were those?", "and all the other things from that year outside vietnam"
    )
    assert 0 < len(rest) != n and count_of(reply) == len(rest), reply["text"]


async def test_the_years_of_a_list_from_several_years_are_each_said(harness: ParleyHarness) -> None:
    years = Counter(i["itemDate"].year for i in _in("JP"))
    assert len(years) > 1
    _, said = await reply_texts(harness, "show me my things in Japan", "what year were they?")
    assert said.startswith(f"Not one year: they are from {len(years)} different years, {min(years)} to {max(years)}"), said
    for year, n in years.items():
        assert f"{year} ({n})" in said, said


async def test_is_it_lower_after_an_average_sets_the_place_said_against_the_one_before(harness: ParleyHarness) -> None:
    italy, france = _rating_mean(_in("IT")), _rating_mean(_in("FR"))
    assert round(italy, 1) != round(france, 1)
    _, said = await reply_texts(harness, "what's my average rating in Italy", "is it lower in France?")
    assert said.startswith("Yes" if france < italy else "No"), said
    assert f"{france:.1f}" in said and f"{italy:.1f}" in said, said


async def test_was_it_more_after_a_total_sets_the_year_said_against_the_one_before(harness: ParleyHarness) -> None:
    def total(year: int) -> float:
        hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == year)
        return sum(i["fields"].get("distance") or 0 for i in hikes)

    before, now = total(2019), total(2020)
    assert before != now and before > 0 and now > 0
    _, said = await reply_texts(harness, "total distance of my hikes in 2019", "and was it more in 2020")
    assert said.startswith("Yes" if now > before else "No"), said
    assert f"{now:.1f} km" in said and f"{before:.1f} km" in said, said


async def test_two_other_values_after_a_comparison_of_values_are_compared_there(harness: ParleyHarness) -> None:
    def meals(code: str, cuisine: str) -> int:
        return sum(i["category"] == "Food" and i["fields"].get("cuisine") == cuisine for i in _in(code))

    japanese, seafood = meals("JP", "japanese"), meals("JP", "seafood")
    assert japanese != seafood
    _, said = await reply_texts(harness, "in Greece did I eat more greek food or more seafood?", "and in Japan, seafood or japanese?")
    assert f"{seafood} seafood meals" in said and f"{japanese} Japanese meals" in said, said
    assert said.startswith(f"More {'seafood' if seafood > japanese else 'Japanese'} meals"), said


async def test_more_or_less_than_another_year_sets_the_total_just_answered_against_it(harness: ParleyHarness) -> None:
    def km(year: int) -> float:
        return sum(i["fields"]["distance"] for i in matching(lambda i: i["type"] == "Run" and i["itemDate"].year == year))

    assert km(2022) and km(2021) and round(km(2022), 1) != round(km(2021), 1)
    _, said = await reply_texts(harness, "total km of my runs in 2022", "more or less than 2021?")
    higher = 2022 if km(2022) > km(2021) else 2021
    assert said.startswith("Yes" if higher == 2022 else "No"), said
    assert f"{km(2022):.1f} km" in said and f"{km(2021):.1f} km" in said, said


async def test_higher_than_in_another_place_sets_that_place_after_than(harness: ParleyHarness) -> None:
    spain = [i for i in _in("ES") if i["category"] == "Museum"]
    italy = [i for i in _in("IT") if i["category"] == "Museum"]
    assert round(_rating_mean(spain), 1) != round(_rating_mean(italy), 1)
    _, said = await reply_texts(harness, "average rating of my museums in spain", "higher than in italy?")
    assert said.startswith("Yes" if _rating_mean(spain) > _rating_mean(italy) else "No"), said
    assert f"{_rating_mean(spain):.1f}" in said and f"{_rating_mean(italy):.1f}" in said, said
