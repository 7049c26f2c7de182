"""Trips to a place said as where the question's things were ("In all my Japan trips, I ate more sushi or more
ramen?": the meals in Japan), core/query/trips_as_where.py; a question about the trips themselves is left alone."""

from __future__ import annotations

import pytest

from parley.core.query.trips_as_where import trips_as_where

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ids

KINDS = {"trips": "Travel", "holidays": "Travel", "ate": "Food", "eat": "Food", "meals": "Food", "museums": "Museum"}
KINDS |= {"wines": "Drink", "drink": "Drink", "wine": "Drink"}
PLACES = {"japan", "peru", "italy", "new zealand"}


def categories_of(word: str) -> frozenset[str]:
    return frozenset({KINDS[word]} if word in KINDS else ())


def is_place(name: str) -> bool:
    return name.lower() in PLACES


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("In all my Japan trips, I ate more sushi or more ramen?", "in Japan, I ate more sushi or more ramen?"),  # batch76
        ("on my trips to japan, did i eat more sushi or ramen?", "in japan, did i eat more sushi or ramen?"),
        ("how many museums did I see during my trips to Peru", "how many museums did I see in Peru"),
        ("what wines did I drink on our Italy holidays?", "what wines did I drink in Italy?"),
        ("over all my New Zealand trips how many meals were with Tom", "in New Zealand how many meals were with Tom"),
    ],
)
def test_trips_to_a_place_are_that_place_when_another_kind_is_asked(text: str, read: str) -> None:
    assert trips_as_where(text, categories_of, is_place) == read


@pytest.mark.parametrize(
    "text",
    [
        "in all my trips to japan, how many were with kenji",  # the trips themselves are asked about
        "which of my japan trips was the longest",
        "how many meals did i have during the last three trips",  # no place
        "what did I eat on my wine trips",  # a kind, not a place
        "in all my Japan trips how many trips were with Kenji",  # only the trips' own kind named
    ],
)
def test_left_alone_when_the_trips_are_what_is_asked_or_no_place_is_said(text: str) -> None:
    assert trips_as_where(text, categories_of, is_place) == text


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_comparison_counts_the_meals_there(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "In all my Japan trips, I ate more sushi or more ramen?")
    sushi = ids(lambda i: i["category"] == "Food" and i["place"]["countryCode"] == "JP" and i["fields"].get("dish") == "sushi")
    ramen = ids(lambda i: i["category"] == "Food" and i["place"]["countryCode"] == "JP" and i["fields"].get("dish") == "ramen")
    assert f"{len(sushi)} meals with dish sushi" in reply["text"] and f"{len(ramen)} meals with dish ramen" in reply["text"]


async def test_a_question_about_the_trips_themselves_counts_the_trips(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "in all my trips to japan, how many were with kenji")
    trips = ids(lambda i: i["category"] == "Travel" and i["place"]["countryCode"] == "JP" and "Kenji" in (i.get("who") or []))
    assert count_of(reply) == len(trips), reply["text"]
