"""Fragments after a question, islands, and stories told before a question, over the sample, through the whole
assistant: "art one in portgual?" after a yes/no question is a yes/no question again (the "one" stands for the
kind's noun), "in europe only" after "flights or trains, which more?" is the same comparison there, an island or
region said with "on" ("and on Sicily?") is a place even when the collection never had it, a word of a story told
before a question that names its own kind is no kind asked about ("… at the library next month. In how many
countries have I been to museums?"), and "and how many of my trips …" after a count of different countries asks a
plain count."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parley.core.query.regions import CONTINENTS

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, ids
from .test_understanding import read

EUROPE = set(CONTINENTS["Europe"].split())


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(category: str, type_: str | None = None) -> Callable[[Item], bool]:
    return lambda i: i["category"] == category and (type_ is None or i.get("type") == type_)


def in_country(code: str) -> Callable[[Item], bool]:
    return lambda i: i["place"]["countryCode"] == code


# --- a kind and "one" after a yes/no question ----------------------------------------------------------


@pytest.mark.parametrize("text", ["art one in portgual?", "any history ones from 2022?", "the science ones in greece"])
def test_one_after_a_kind_stands_for_its_noun(text: str) -> None:
    reading, _ = read(text)
    assert reading.topics and "one" not in reading.unknown_words and "ones" not in reading.unknown_words


@pytest.mark.parametrize(
    ("first", "then", "category", "type_", "country"),
    [
        ("have i ever been to an art museum in spain?", "art one in portgual?", "Museum", "Art", "PT"),
        ("did I ever visit a history museum in Italy?", "a science one in Greece?", "Museum", "Science", "GR"),
        ("ever been to a science museum in japan?", "natural history one in egypt?", "Museum", "Natural history", "EG"),
    ],
)
async def test_a_kind_said_with_one_after_a_yes_no_question_is_yes_or_no(
    harness: ParleyHarness, first: str, then: str, category: str, type_: str, country: str
) -> None:
    reply = await last_reply(harness, first, then)
    expected = "Yes" if ids(lambda i: kind(category, type_)(i) and in_country(country)(i)) else "No"
    assert reply["text"].startswith(expected), reply["text"]


# --- a place or a time "only" after a comparison ----------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "then", "options", "where"),
    [
        ("flights or trains, which more?", "in eurpoe only", (("Travel", "Flight"), ("Travel", "Train journey")), "Europe"),
        ("more museums or hikes?", "in Italy only?", (("Museum", None), ("Activity", "Hike")), "IT"),
        ("did I do more hikes or walks?", "just in italy", (("Activity", "Hike"), ("Activity", "Walk")), "IT"),
    ],
)
async def test_a_place_said_with_only_after_a_comparison_compares_there(
    harness: ParleyHarness, first: str, then: str, options: tuple[tuple[str, str | None], ...], where: str
) -> None:
    reply = await last_reply(harness, first, then)
    there: Callable[[Item], bool] = (lambda i: i["place"]["countryCode"] in EUROPE) if where == "Europe" else in_country(where)
    counts = [len(ids(lambda i, c=c, t=t: kind(c, t)(i) and there(i))) for c, t in options]
    assert all(f" {n} " in f" {reply['text']} " for n in counts), (counts, reply["text"])
    assert "I found" not in reply["text"]


# --- islands and regions said with "on" ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [("And on Sicily?", "Sicily"), ("any museums on corsica", "Corsica"), ("were we ever on the Isle of Skye?", "the Isle of Skye")],
)
def test_an_island_said_with_on_is_a_place(text: str, name: str) -> None:
    _, request = read(text)
    assert request.place is not None and request.place.name == name


def test_on_a_day_is_no_place() -> None:
    _, request = read("a run on sunday")
    assert request.place is None


@pytest.mark.parametrize(
    ("first", "then", "name"),
    [
        ("I was ever on Santorini?", "And on Sicily?", "Sicily"),
        ("was I ever on Crete?", "and on sardinia?", "Sardinia"),
        ("any hikes in Norway?", "on Zanzibar?", "Zanzibar"),
    ],
)
async def test_an_island_the_collection_never_had_is_a_clear_no(harness: ParleyHarness, first: str, then: str, name: str) -> None:
    reply = await last_reply(harness, first, then)
    assert reply["text"].startswith("No") and name in reply["text"] and "understand" not in reply["text"], reply["text"]


# --- a story before a question that names its own kind ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        (
            "My neighbour works at the library. How many hikes did I do in Italy?",
            lambda i: kind("Activity", "Hike")(i) and in_country("IT")(i),
        ),
        (
            "We're throwing a party at the gallery next week. How many museums did I visit in Spain?",
            lambda i: kind("Museum")(i) and in_country("ES")(i),
        ),
        ("I'm giving a little talk at the library next month. In how many different countries have I been to museums?", kind("Museum")),
    ],
)
async def test_a_word_of_the_story_is_no_kind_asked(harness: ParleyHarness, text: str, predicate: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    assert count_of(reply) == len(ids(predicate)) and "I took" not in reply["text"], reply["text"]


# --- "how many of my trips …" after a count of different countries -------------------------------------------


@pytest.mark.parametrize(
    ("first", "then", "predicate"),
    [
        (
            "In how many different countries have I been to museums?",
            "And how many of my trips were by train and not to Europe?",
            lambda i: kind("Travel", "Train journey")(i) and i["place"]["countryCode"] not in EUROPE,
        ),
        (
            "how many different cities have I had dinner in?",
            "and how many flights did I take to Japan?",
            lambda i: kind("Travel", "Flight")(i) and in_country("JP")(i),
        ),
        (
            "In how many countries did I hike?",
            "And how many of my museum visits were in France?",
            lambda i: kind("Museum")(i) and in_country("FR")(i),
        ),
    ],
)
async def test_how_many_of_a_new_kind_after_a_count_of_countries_is_a_count(
    harness: ParleyHarness, first: str, then: str, predicate: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, first, then)
    expected = len(ids(predicate))
    assert expected and f"{expected} " in reply["text"] and "different" not in reply["text"], (expected, reply["text"])
