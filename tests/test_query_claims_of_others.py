"""Claims other people make, checked, over the sample, through the whole assistant: "my husband insists Sofia and I
never went skiing. Is he right?", "according to my sister, I have never had a wine in France. Is that true?", "Ben
keeps telling everyone I never went to Greece, right?" check the claim (No with the items when there are some, Yes
when none), never the items other than those, the teller no companion; a story's teller named before a question of
"we" ("Anna says Elena and I never eat out anymore. Did we have any dinners together this summer?") is none of the
company asked about; "walks with Mary instead of Tom", "… and not Mary", "… rather than Anna" asked anew are with the
one and without the other."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def between(start: datetime, end: datetime) -> Callable[[Item], bool]:
    return lambda i: start <= i["itemDate"].replace(tzinfo=None) < end


def of_year(year: int) -> Callable[[Item], bool]:
    return between(datetime(year, 1, 1), datetime(year + 1, 1, 1))


def without(name: str) -> Callable[[Item], bool]:
    return lambda i: name not in (i.get("who") or [])


def in_country(code: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("countryCode") == code


SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


# --- another person's claim, then "is that true?", "is he right?", "right?" ------------------------------------


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("My husband insists that Sofia and I never went skiing. Is he right?", every(kind("Ski"), with_("Sofia"))),
        ("According to my sister, I have never had a wine in France. Is that true?", every(kind("Wine"), in_country("FR"))),
        ("Ben keeps telling everyone I never went to Greece, right?", in_country("GR")),
        ("My friends reckon Mary and I never went on a walk in 2025. True?", every(kind("Walk"), of_year(2025), with_("Mary"))),
        ("my mum is convinced I've never been to Peru. is she correct?", in_country("PE")),
        ("My colleague claims I never had a wine in Chile. Is that right?", every(kind("Wine"), in_country("CL"))),
        ("Tom swears me and Anna never hiked in 2026, is he right?", every(kind("Hike"), of_year(2026), with_("Anna"))),
        ("my dad thinks we didn't ski in 2025. is that correct?", every(kind("Ski"), of_year(2025))),
    ],
)
async def test_another_persons_claim_is_checked(harness: ParleyHarness, text: str, claimed: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    found = ids(claimed)
    assert reply["text"].startswith("No" if found else "Yes"), reply["text"]
    assert count_of(reply) == len(found) and "other than" not in reply["text"], reply["text"]


async def test_the_claim_asked_with_is_it_true_that(harness: ParleyHarness) -> None:
    found = ids(in_country("IT"))
    reply = await last_reply(harness, "is it true that I never went to Italy?")
    assert found and reply["text"].startswith(f"No, {len(found)} "), reply["text"]


# --- a story's teller before a question of "we" -----------------------------------------------------------------


async def test_the_teller_of_a_story_is_no_companion(harness: ParleyHarness) -> None:
    asked = ids(every(kind("Dinner"), SUMMER, with_("Elena")))
    reply = await last_reply(harness, "Anna says Elena and I never eat out anymore. Did we have any dinners together this summer?")
    assert asked and reply["text"].startswith("Yes, ") and count_of(reply) == len(asked), reply["text"]
    assert "Anna" not in reply["text"], reply["text"]


# --- one person rather than another, asked anew -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("walks with Mary instead of Tom", every(kind("Walk"), with_("Mary"), without("Tom"))),
        ("hikes in 2025 with Roberto rather than Anna", every(kind("Hike"), of_year(2025), with_("Roberto"), without("Anna"))),
        ("dinners with Elena and not Roberto", every(kind("Dinner"), with_("Elena"), without("Roberto"))),
    ],
)
async def test_one_rather_than_another_leaves_the_other_out(harness: ParleyHarness, text: str, asked: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    assert count_of(reply) == len(ids(asked)), reply["text"]


# --- the teller as the company of their own claim -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            "Kenji keeps telling everyone that I have never been to Japan without him. Is that true?",
            every(in_country("JP"), without("Kenji")),
        ),
        ("Kenji says I never went to Japan without him. Is that ture?", every(in_country("JP"), without("Kenji"))),
        (
            "Mary claims I've never had a dinner in France without her, is she right?",
            every(kind("Dinner"), in_country("FR"), without("Mary")),
        ),
        ("Anna says I never went hiking with her. It is true?", every(kind("Hike"), with_("Anna"))),
    ],
)
async def test_the_teller_as_company_is_checked_never_inverted(harness: ParleyHarness, text: str, found: Callable[[Item], bool]) -> None:
    asked = ids(found)
    reply = await last_reply(harness, text)
    assert asked and reply["text"].startswith("No") and count_of(reply) == len(asked), reply["text"]


# --- a learner's check: "It is true?" ----------------------------------------------------------------------------------


async def test_a_check_in_the_order_of_a_statement(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "My friend Tom think we went together to Egypt. It is true?")
    assert not ids(every(in_country("EG"), with_("Tom"))) and reply["text"].startswith("No"), reply["text"]
    found = ids(every(in_country("PE"), with_("Anna")))
    reply = await last_reply(harness, "My sister Anna says we went to Peru together. That is true?")
    assert reply["text"].startswith("Yes" if found else "No"), reply["text"]


# --- "with no Mary": without her ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("hikes with no Anna", every(kind("Hike"), without("Anna"))),
        ("Show me the dinners I had wiht no Mary in 2025", every(kind("Dinner"), without("Mary"), of_year(2025))),
        ("walks w/ no Tom", every(kind("Walk"), without("Tom"))),
    ],
)
async def test_with_no_a_person_is_without_them(harness: ParleyHarness, text: str, found: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    assert count_of(reply) == len(ids(found)), reply["text"]
