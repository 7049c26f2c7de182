"""The user's own claims checked, over the sample, through the whole assistant: "I never had a lunch with Priya,
is that true?" checks the claim (No with the items when there are some, Yes when none), never the items other than
those; "I've never had a dinner with Priya, have I?" asks whether it happened (Yes with the items); "neither Anna
nor Kenji came on any of my hikes, right?" is checked by looking for a hike with either of them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, Item, every, ids, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def of_year(year: int) -> Callable[[Item], bool]:
    return lambda i: datetime(year, 1, 1) <= i["itemDate"].replace(tzinfo=None) < datetime(year + 1, 1, 1)


def with_either(*names: str) -> Callable[[Item], bool]:
    return lambda i: any(n in (i.get("who") or []) for n in names)


def in_country(code: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("countryCode") == code


# --- the user's own claim, then "is that true?" -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("I never had a lunch with Priya, is that true?", every(kind("Lunch"), with_("Priya"))),
        ("we never had breakfast in Peru, is that true?", every(kind("Breakfast"), in_country("PE"))),
        ("I never went skiing with Anna, is that correct?", every(kind("Ski"), with_("Anna"))),
        ("I never went skiing with Tom, is that true?", every(kind("Ski"), with_("Tom"))),
    ],
)
async def test_the_users_own_claim_is_checked(harness: ParleyHarness, text: str, claimed: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    found = ids(claimed)
    assert reply["text"].startswith("No" if found else "Yes"), reply["text"]
    assert count_of(reply) == len(found) and "other than" not in reply["text"], reply["text"]


# --- a denial with a positive tag asks whether it happened ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("I've never had a dinner with Priya, have I?", every(kind("Dinner"), with_("Priya"))),
        ("we didn't go hiking in 2021, did we?", every(kind("Hike"), of_year(2021))),
        ("I've never been skiing with Tom, have I?", every(kind("Ski"), with_("Tom"))),
    ],
)
async def test_a_denial_with_a_positive_tag_asks_whether(harness: ParleyHarness, text: str, asked: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    found = ids(asked)
    assert reply["text"].startswith("Yes" if found else "No"), reply["text"]
    assert count_of(reply) == len(found) and "other than" not in reply["text"], reply["text"]


# --- "neither … nor …" claimed, checked for a counterexample ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "counter"),
    [
        ("neither Anna nor Kenji came on any of my hikes, correct?", every(kind("Hike"), with_either("Anna", "Kenji"))),
        ("in 2025 neither Mary nor Tom came along on my walks, right?", every(kind("Walk"), of_year(2025), with_either("Mary", "Tom"))),
        ("is it true that neither Priya nor Kenji came skiing with me?", every(kind("Ski"), with_either("Priya", "Kenji"))),
    ],
)
async def test_neither_nor_claimed_is_checked_by_either(harness: ParleyHarness, text: str, counter: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    found = ids(counter)
    assert reply["text"].startswith("No" if found else "Yes"), reply["text"]
    assert count_of(reply) == len(found) and "without" not in reply["text"], reply["text"]


async def test_neither_nor_asked_for_is_still_left_out(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "hikes with neither Mary nor Tom in 2025")
    assert count_of(reply) == len(ids(every(kind("Hike"), of_year(2025), lambda i: not with_either("Mary", "Tom")(i)))), reply["text"]


# --- "except when <someone came>" leaves them out ---------------------------------------------------------------


def without(name: str) -> Callable[[Item], bool]:
    return lambda i: name not in (i.get("who") or [])


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("how many walks with Tom did I do, except when Mary came along?", every(kind("Walk"), with_("Tom"), without("Mary"))),
        ("dinners with Elena except the times Roberto joined us", every(kind("Dinner"), with_("Elena"), without("Roberto"))),
        ("how many hikes with Anna apart from when Kenji was there?", every(kind("Hike"), with_("Anna"), without("Kenji"))),
        ("runs in 2025 except when I was in Italy", every(kind("Run"), of_year(2025), lambda i: not in_country("IT")(i))),
    ],
)
async def test_except_when_someone_came_leaves_them_out(harness: ParleyHarness, text: str, asked: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    assert count_of(reply) == len(ids(asked)), reply["text"]


async def test_except_when_then_another_year_keeps_who_is_left_out(harness: ParleyHarness) -> None:
    asked = ids(every(kind("Walk"), with_("Tom"), without("Mary"), of_year(2024)))
    reply = await last_reply(harness, "how many walks did I take with Tom except when Mary came along?", "and what about 2024?")
    assert count_of(reply) == len(asked), reply["text"]


# --- "and the ones with him, were they longer?" set against the ones before ---------------------------------------


def distance(i: Item) -> float:
    return float((i.get("fields") or {}).get("distance") or 0)


def average(predicate: Callable[[Item], bool]) -> float:
    found = [distance(i) for i in ITEMS if predicate(i)]
    return sum(found) / len(found)


@pytest.mark.parametrize(
    ("first", "then", "now", "before"),
    [
        ("runs in 2025 with Tom", "and without him, were they longer?", (False, "Tom"), (True, "Tom")),
        ("walks in 2024 without Mary", "the ones with her, were those longer on average?", (True, "Mary"), (False, "Mary")),
    ],
)
async def test_the_ones_with_them_are_set_against_the_ones_before(
    harness: ParleyHarness, first: str, then: str, now: tuple[bool, str], before: tuple[bool, str]
) -> None:
    kind_name, year = ("Run", 2025) if "runs" in first else ("Walk", 2024)

    def group(said: tuple[bool, str]) -> Callable[[Item], bool]:
        return every(kind(kind_name), of_year(year), with_(said[1]) if said[0] else without(said[1]))

    longer = average(group(now)) > average(group(before))
    reply = await last_reply(harness, first, then)
    assert reply["text"].startswith("Yes" if longer else "No") and "average" in reply["text"], reply["text"]


# --- "without them" after two people named ------------------------------------------------------------------------


async def test_without_them_after_two_people_is_without_both(harness: ParleyHarness) -> None:
    asked = ids(every(kind("Flight"), without("Mary"), without("Tom")))
    reply = await last_reply(harness, "trips with neither Mary nor Tom", "how many of the trips without them were flights?")
    assert count_of(reply) == len(asked) and "other than" not in reply["text"], reply["text"]


async def test_without_them_after_one_kind_negates_nothing_after_it(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "trips in 2024", "how many of the trips without them were flights?")
    assert "other than" not in reply["text"] and count_of(reply) in (None, -1), reply["text"]
