"""A claim someone told before a question filters nothing in it: "Tom and I were chatting, and he swore my first
museum ever was with him. When was my first museum?" asks the first museum of all, so that "Was Tom there, like he
says?" can then be answered No."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, Item, result_ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


FIRST_MUSEUM = min((i for i in ITEMS if i["category"] == "Museum"), key=lambda i: i["itemDate"])


@pytest.mark.parametrize(
    "text",
    [
        "Tom and I were chatting yesterday, and he swore my first museum ever was with him. When was my first museum?",
        "My brother swore my first museum was with him. When was my first museum?",
    ],
)
async def test_the_claim_told_before_is_no_filter(harness: ParleyHarness, text: str) -> None:
    assert "Tom" not in (FIRST_MUSEUM["who"] or [])  # the claim is false: a filter would pick another museum
    reply = await last_reply(harness, text)
    assert result_ids(reply) == [FIRST_MUSEUM["_id"]], reply["text"]


async def test_the_claim_is_then_checked(harness: ParleyHarness) -> None:
    reply = await last_reply(
        harness,
        "Tom and I were chatting yesterday, and he swore my first museum ever was with him. When was my first museum?",
        "So was Tom there with me, like he claims?",
    )
    assert reply["text"].startswith("No"), reply["text"]


def _latest(*tests: Callable[[Item], bool]) -> Item:
    return max((i for i in ITEMS if all(t(i) for t in tests)), key=lambda i: i["itemDate"])


def _in_country(code: str) -> Callable[[Item], bool]:
    return lambda i: i["place"]["countryCode"] == code


def _of_category(name: str) -> Callable[[Item], bool]:
    return lambda i: i["category"] == name


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("was my most recent museum in France in {year}?", 0),
        ("Was my latest museum in France back in {year}", 0),
        ("was my most recent museum in France in {year}?", -1),
    ],
)
async def test_the_place_after_the_kind_picks_and_the_time_is_checked(harness: ParleyHarness, text: str, year: int) -> None:
    """ "was my last trip to Japan this year?": the last one in that place, checked for the time said after it."""
    picked = _latest(_of_category("Museum"), _in_country("FR"))
    assert _latest(_of_category("Museum"))["_id"] != picked["_id"]  # the last museum of all is elsewhere
    said = picked["itemDate"].year + year
    reply = await last_reply(harness, text.format(year=said))
    assert reply["text"].startswith("Yes" if year == 0 else "No"), reply["text"]
    assert picked["title"] in reply["text"], reply["text"]


@pytest.mark.parametrize("text", ["and with Mary or Anna, either of the two?", "And with Anna or Mary, one of them?"])
async def test_one_of_them_after_names_joined_by_or_is_either(harness: ParleyHarness, text: str) -> None:
    """ "with Tom or Sofia, one of them?" after the ones with both: the ones with either, not a narrowing of those."""
    dinners = [i for i in ITEMS if i["type"] == "Dinner"]
    expected = [i for i in dinners if {"Mary", "Anna"} & set(i["who"] or [])]
    assert len(expected) > len([i for i in expected if {"Mary", "Anna"} <= set(i["who"] or [])])
    reply = await last_reply(harness, "my dinners with Mary and Anna", text)
    assert count_of(reply) == len(expected), reply["text"]


async def test_the_field_answered_back_keeps_what_the_answer_says(harness: ParleyHarness) -> None:
    """ "rating of my italian meals" after "Average of what?": the average of the Italian meals, not of every meal."""
    wines = [i["rating"] for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "FR"]
    reply = await last_reply(harness, "whats the average", "rating of my french wines")
    assert f"over {len(wines)} " in reply["text"], reply["text"]
    assert f"{sum(wines) / len(wines):.1f}" in reply["text"], reply["text"]
