"""Claims a relation tells ("my wife keeps telling me …", "my brother James always says …", "Grandma bets …"), asked
whether they hold: the count claimed in words ("more than thirty") checked, a reaction said between the claim and the
check ("which seems a lot") asking nothing, "one" in the question after a claim of never the thing claimed, the kind the
claim has more of kept in the comparison asked after it, a count claimed again of another place, and a ratio between
two people just asked about, the one said first claimed of."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, *tests: Callable[[dict[str, Any]], bool]) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and all(t(i) for t in tests))


def _country(code: str) -> Callable[[dict[str, Any]], bool]:
    return lambda i: (i.get("place") or {}).get("countryCode") == code


def _with(name: str) -> Callable[[dict[str, Any]], bool]:
    return lambda i: name in (i.get("who") or [])


def _verdict(holds: bool) -> str:
    return "Yes" if holds else "No"


async def test_a_count_in_words_told_by_a_wife_is_checked_and_again_of_another_country(harness: ParleyHarness) -> None:
    japan, greece = _count("Lunch", _country("JP")), _count("Lunch", _country("GR"))
    first, second = await reply_texts(
        harness,
        "My wife keeps telling me I've had lunch in Japan more than thirty times, which seems a lot. Is she right?",
        "And over fifteen in Greece?",
    )
    assert first.startswith(_verdict(japan > 30)) and f"{japan} " in first, first
    assert second.startswith(_verdict(greece > 15)) and f"{greece} " in second and "understand" not in second, second


async def test_we_told_by_a_named_brother_are_he_and_the_user(harness: ParleyHarness) -> None:
    rides = _count("Bike ride", _with("James"))
    (reply,) = await reply_texts(harness, "my brother james always says we went on more than twenty bike rides together. is that even true")
    assert reply.startswith(_verdict(rides > 20)) and f"{rides} bike rides with James" in reply, reply


async def test_one_after_a_claim_of_never_is_the_thing_claimed(harness: ParleyHarness) -> None:
    jaipur = _count("Dinner", lambda i: (i.get("place") or {}).get("city") == "Jaipur" and i.get("rating") == 5)
    (reply,) = await reply_texts(
        harness, "My dad swears we never once had a five-star dinner in Jaipur, which sounds wrong. Have we ever had one?"
    )
    assert reply.startswith(_verdict(jaipur > 0)) and f"{jaipur} dinners in Jaipur" in reply, reply


async def test_the_kind_a_claim_has_more_of_is_what_the_comparison_after_it_counts(harness: ParleyHarness) -> None:
    def museums(year: int) -> int:
        return sum(1 for i in ITEMS if i["category"] == "Museum" and i["itemDate"].year == year)

    (reply,) = await reply_texts(harness, "Grandma bets we saw more museums in 2025 than in 2024. So more in 2024 or in 2025?")
    assert f"{museums(2024)} museums in 2024" in reply and f"{museums(2025)} museums in 2025" in reply, reply


async def test_a_ratio_between_two_people_names_them_without_with(harness: ParleyHarness) -> None:
    sofia, kenji = _count("Beer", _with("Sofia")), _count("Beer", _with("Kenji"))
    *_, reply = await reply_texts(
        harness, "how many beers with sofia", "and with kenji", "so sofia more than twice as many as kenji rigth?"
    )
    assert reply.startswith(_verdict(sofia > 2 * kenji)) and f"{sofia} beers with Sofia" in reply, reply
    assert f"{kenji} beers with Kenji" in reply and "understand" not in reply, reply
