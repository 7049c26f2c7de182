""" "were most of the french meals that year in paris" after "and 2022?" (more French or Italian food then): the one year
every option of a comparison was counted in is the year talked about, so "that year" is 2022 (was: "I can't tell which
year “that year” means")."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_that_year_after_a_comparison_in_one_year(harness: ParleyHarness) -> None:
    french = matching(lambda i: i.get("category") == "Food" and i["fields"].get("cuisine") == "french" and i["itemDate"].year == 2022)
    in_paris = [m for m in french if m["place"]["city"] == "Paris"]
    assert 0 < len(in_paris) * 2 < len(french)
    *_, reply = await reply_texts(
        harness, "did i eat more french or italian food in 2019", "and 2022?", "were most of the french meals that year in paris"
    )
    assert reply.startswith(f"No, {len(in_paris)} of the {len(french)}") and "in 2022" in reply, reply


async def test_no_year_talked_about_after_a_comparison_of_years(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "more museums in 2019 or 2022?", "what did i do that year in paris")
    assert "which year" in reply.lower(), reply
