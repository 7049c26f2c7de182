"""Scores claimed, over the sample, through the whole assistant: "I never rated a wine in Bari below 3, right?" and "My
husband swears he never gave a wine in Bari less than three stars. Is he right?" check whether any was (No with them
when some were), never the items outside Bari; "I rated one of the art museums in Florence five stars, right?" counts
museums ("one of"), no rating of 1."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def category(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("category") == name


def city(name: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("city") == name


def rated(test: Callable[[int], bool]) -> Callable[[Item], bool]:
    return lambda i: test(i["rating"])


# --- a score never given, claimed by the user or by another -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("I never rated a wine in Bari below 3, right?", every(kind("Wine"), city("Bari"), rated(lambda r: r < 3))),
        (
            "My husband swears he never gave a wine in Bari less than three stars. Is he right?",
            every(kind("Wine"), city("Bari"), rated(lambda r: r < 3)),
        ),
        ("My wife says she never rated a wine in Paris below 3. Is that true?", every(kind("Wine"), city("Paris"), rated(lambda r: r < 3))),
        (
            "my mum thinks she's never given a museum in Cairo less than 2 stars, is she right?",
            every(category("Museum"), city("Cairo"), rated(lambda r: r < 2)),
        ),
    ],
)
async def test_a_score_never_given_is_checked_whether_it_was(harness: ParleyHarness, text: str, claimed: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    found = ids(claimed)
    assert reply["text"].startswith("No" if found else "Yes"), reply["text"]
    assert count_of(reply) == len(found) and "other than" not in reply["text"], reply["text"]


async def test_a_bound_said_after_where_is_the_score(harness: ParleyHarness) -> None:
    asked = ids(every(category("Museum"), city("Berkeley"), rated(lambda r: r > 4)))
    reply = await last_reply(harness, "did I rate any museum in Berkeley over 4?")
    assert asked and reply["text"].startswith("Yes") and count_of(reply) == len(asked), reply["text"]


# --- "one of": how many things, no score of 1 -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm sure I rated one of the art museums in Florence five stars, right?",
        "I gave one of the museums in Lisbon five stars, didn't I?",
    ],
)
async def test_one_of_them_is_no_rating_of_one(harness: ParleyHarness, text: str) -> None:
    place = "Florence" if "Florence" in text else "Lisbon"
    asked = ids(every(category("Museum"), city(place), rated(lambda r: r == 5), *([kind("Art")] if "art" in text else [])))
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("Yes" if asked else "No"), reply["text"]
    assert count_of(reply) == len(asked) and "rated 1" not in reply["text"], reply["text"]
