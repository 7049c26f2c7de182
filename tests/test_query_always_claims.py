"""A claim that something is always so, checked over every item it speaks of: "do I always eat Japanese food with
Kenji?" is Yes only when every meal with Kenji was Japanese, else "No, 19 of the 112" (never "Yes" because some
were); "always", "every time", "whenever", and "all my <kind> with <someone> <value>" read alike. What is claimed is
the value, score or measure said (else who came along); the rest says which items. A claim told by "she" after a
sentence that introduces one person ("My colleague Priya … She says we always …") is that person's, and "we" or
"the two of us" in it are that person and the user, who stays talked about ("with her" next)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _meals_with(name: str) -> list[Item]:
    return matching(lambda i: i["category"] == "Food" and name in (i["who"] or []))


def _of_cuisine(items: list[Item], cuisine: str) -> list[Item]:
    return [i for i in items if i["fields"].get("cuisine") == cuisine]


async def test_always_is_yes_only_when_every_item_holds_it(harness: ParleyHarness) -> None:
    meals = _meals_with("Kenji")
    assert meals and _of_cuisine(meals, "japanese") == meals
    (text,) = await reply_texts(harness, "Do I always eat Japanese food with Kenji?")
    assert text.startswith(f"Yes, all {len(meals)}"), text


async def test_always_is_no_when_only_some_hold_it_and_says_how_many(harness: ParleyHarness) -> None:
    meals = _meals_with("Sofia")
    seafood = _of_cuisine(meals, "seafood")
    assert 0 < len(seafood) < len(meals)
    (text,) = await reply_texts(harness, "Sofia reckons that every time the two of us go out we end up eating seafood. Right?")
    assert text.startswith(f"No, {len(seafood)} of the {len(meals)}"), text
    assert "understand" not in text, text


async def test_all_my_kind_with_someone_claims_the_value_of_their_items(harness: ParleyHarness) -> None:
    dinners = [i for i in _meals_with("Mary") if i["type"] == "Dinner"]
    italian = _of_cuisine(dinners, "italian")
    assert 0 < len(italian) < len(dinners)
    (text,) = await reply_texts(harness, "were all my dinners with Mary Italian?")
    assert text.startswith(f"No, {len(italian)} of the {len(dinners)}"), text


async def test_a_claim_told_by_she_after_she_is_introduced_is_hers_and_she_stays_talked_about(harness: ParleyHarness) -> None:
    meals = _meals_with("Priya")
    mexican, seafood, vegetarian = (_of_cuisine(meals, c) for c in ("mexican", "seafood", "vegetarian"))
    assert 0 < len(mexican) < len(meals) and len(seafood) > len(vegetarian) > 0
    claim, compared = await reply_texts(
        harness,
        "My colleague Priya sat next to me at lunch today. She says we always eat Mexican when we go out. Is she right?",
        "Ha. And did we have more seafood or vegetarian with her?",
    )
    assert claim.startswith(f"No, {len(mexican)} of the {len(meals)}") and "Priya" in claim, claim
    assert "lunch" not in claim.lower().split(":")[0], claim  # the sentence before asks nothing: no lunches today
    assert compared.startswith("More seafood") and f"{len(seafood)} seafood" in compared, compared
    assert f"{len(vegetarian)} vegetarian" in compared and "Priya" in compared, compared


async def test_always_with_nothing_it_claims_is_said_not_understood(harness: ParleyHarness) -> None:
    (text,) = await reply_texts(harness, "do i always drink wine in italy")
    assert "understand “always”" in text, text


async def test_every_time_at_the_end_of_a_follow_up_is_every_one_talked_about(harness: ParleyHarness) -> None:
    trips = matching(lambda i: i["category"] == "Travel" and "Anna" in (i["who"] or []))
    with_mary = [i for i in trips if "Mary" in (i["who"] or [])]
    assert trips and with_mary
    _, text = await reply_texts(harness, "my trips with Anna", "Did Mary come along every time too?")
    verdict = "Yes" if len(with_mary) == len(trips) else "No"
    assert text.startswith(f"{verdict}, "), text
    assert f"of the {len(trips)}" in text or f"all {len(trips)}" in text, text


async def test_all_said_after_the_kind_claims_it_of_every_one_of_them(harness: ParleyHarness) -> None:
    museums = matching(lambda i: i["category"] == "Museum" and i["place"].get("country") == "Japan")
    rated = [i for i in museums if i["rating"] >= 3]
    assert 0 < len(rated) < len(museums)
    (text,) = await reply_texts(harness, "my museums in japan were all rated 3 or more, right?")
    assert text.startswith(f"No, {len(rated)} of the {len(museums)}"), text


async def test_both_at_the_end_of_a_follow_up_is_each_of_the_two_talked_about(harness: ParleyHarness) -> None:
    museums = matching(lambda i: i["category"] == "Museum" and i["type"] == "Science" and i["itemDate"].year == 2015)
    assert len(museums) == 2
    for name in ("Mary", "Sofia"):
        there = [i for i in museums if name in (i["who"] or [])]
        _, text = await reply_texts(harness, "my science museums in 2015", f"was {name} at both?")
        assert text.startswith("Yes, " if len(there) == 2 else f"No, {len(there)} of the 2"), text
        assert "understand" not in text, text
