"""Follow-ups of a comparison or an aggregate, said after a remark on the answer before ("Called it!", "I knew it."):
the remark asks nothing, so "And walks?" asks the comparison again of walks and "how many km did I hike in 2025?" is
the total distance; a comparative claimed of the place said now with no "than" ("so the ones in Italy were rated
higher on average, right?" after the lunches in Italy, then in France) is checked against the place just before."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, country: str) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and (i.get("place") or {}).get("countryCode") == country)


def _average_rating(kind: str, country: str) -> float:
    ratings = [i["rating"] for i in ITEMS if i["type"] == kind and (i.get("place") or {}).get("countryCode") == country and "rating" in i]
    return round(sum(ratings) / len(ratings), 1)


async def test_a_comparison_asked_again_of_another_kind_after_a_remark(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "Were there more hikes in Italy or in France?", "Called it! And walks?")
    assert f"{_count('Walk', 'IT')} walks in Italy" in reply and f"{_count('Walk', 'FR')} walks in France" in reply, reply


async def test_how_many_km_after_i_knew_it_is_the_total_distance(harness: ParleyHarness) -> None:
    km = round(sum(i["fields"].get("distance", 0) for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2025), 1)
    (reply,) = await reply_texts(harness, "I knew it. So how many km did I hike in 2025?")
    assert f"{km} km" in reply and "understand" not in reply, reply


async def test_a_comparative_claim_is_checked_against_the_place_before(harness: ParleyHarness) -> None:
    italy, france = _average_rating("Lunch", "IT"), _average_rating("Lunch", "FR")
    *_, reply = await reply_texts(
        harness,
        "what's my average rating for lunches in Italy?",
        "and in France?",
        "so the ones in Italy were rated higher on average, right?",
    )
    assert reply.startswith("Yes" if italy > france else "No") and f"{italy}" in reply and f"{france}" in reply, reply


async def test_at_home_after_abroad_is_the_home_country(harness: ParleyHarness) -> None:
    home = sum(1 for i in ITEMS if i["type"] == "Walk" and (i.get("place") or {}).get("countryCode") == "US")
    *_, reply = await reply_texts(harness, "walks abroad", "and at home?")
    assert f"{home} walks in the United States" in reply and "understand" not in reply, reply


async def test_we_in_a_named_persons_boast_are_the_user_and_them(harness: ParleyHarness) -> None:
    def km(year: int) -> float:
        return round(
            sum(
                i["fields"]["distance"] for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == year and "Anna" in (i["who"] or [])
            ),
            1,
        )

    (reply,) = await reply_texts(
        harness, "My cousin Anna always brags that we hiked further together in 2024. Did we hike more km together in 2024 than in 2023?"
    )
    assert "with Anna" in reply and f"{km(2024)} km" in reply and f"{km(2023)} km" in reply, reply
    assert reply.startswith("Yes" if km(2024) > km(2023) else "No"), reply


async def test_more_in_one_year_or_another_with_nothing_named_asks_more_of_what(harness: ParleyHarness) -> None:
    """ "More in 2019 or 2022?" with nothing talked about: more of what is asked (was: every item counted); "Museums."
    next compares the museums of those years."""
    asked, answered = await reply_texts(harness, "More in 2019 or 2022?", "Museums.")
    assert asked.startswith("More of what") and asked.endswith("?") and "museums" in asked, asked
    for year in (2019, 2022):
        count = sum(1 for i in ITEMS if i["category"] == "Museum" and i["itemDate"].year == year)
        assert f"{count} museums in {year}" in answered, answered


async def test_a_time_of_its_own_after_years_compared_asks_of_that_time(harness: ParleyHarness) -> None:
    """ "and this year, how many?" after "more books in 2024 or 2025?": the books of this year (was: the two years
    compared again, with this year added to both)."""
    *_, reply = await reply_texts(harness, "did I read more books in 2024 or 2025?", "and this year, how many?")
    books = sum(1 for i in ITEMS if i["category"] == "Book" and i["itemDate"].year == 2026)
    assert f"{books} books this year" in reply and "2025" not in reply, reply
