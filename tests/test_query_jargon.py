"""An enthusiast's word for something the collection names plainly ("vert": elevation, "popsci": popular
science): read as the plain word from the shipped glossary of jargon, and said so; never where the collection has
no such field or kind, never a name of the collection, nor a word inside a title (core/query/jargon.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import yaml

from parley.core.collection.definition import definition_from_dict, load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.jargon import jargon_words, shipped_jargon
from parley.core.query.request import Request, build_request

from .conftest import ParleyHarness
from .sample_items import TODAY
from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
ITEMS = list(decode(SAMPLE_FILE.read_bytes()))
READER = sample_reader(load_definition(DEFINITION_FILE), ITEMS, ENGINE_WORDS)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def read(text: str) -> tuple[Request, list[tuple[str, str, str]]]:
    reading, _ = READER.read(text, NOW)
    taken = [(c.word, c.became, c.reason) for c in reading.stated_corrections if c.kind == "meaning"]
    return build_request(reading, "find", "scrapbook", None, None), taken


def test_the_glossary_holds_the_climb_and_popular_science() -> None:
    entries = {(e.word, e.english) for e in shipped_jargon()}
    assert {("vert", "elevation"), ("popsci", "popular science"), ("pop sci", "popular science")} <= entries
    assert ("old world reds", "european reds") in entries


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("total vert on my hikes this year?", "total elevation on my hikes this year?"),
        ("most vert", "most elevation"),
        ("more novels or more popsci?", "more novels or more popular science?"),
        ("how many pop sci books", "how many popular science books"),
        ("show me the old world reds I have drunk", "show me the european reds I have drunk"),
        ("any old-world whites?", "any european whites?"),
    ],
)
def test_a_word_of_the_jargon_is_read_as_the_collections_word(text: str, read_as: str) -> None:
    translated, taken = READER.jargon.translated(text)
    assert translated == read_as and taken and taken[0].kind == "meaning" and "jargon" in taken[0].reason


@pytest.mark.parametrize(
    "text",
    [
        "hikes with a vertical drop",  # another word that starts the same
        "the book called Vert Galant",  # inside a title
        'with "popsci" in the title',  # quoted
        "the vert-ramp",  # a part of a longer word
        "old world charm in my trips",  # the Old World said of anything but wine is not Europe alone
    ],
)
def test_a_word_that_is_not_the_jargon_is_left_as_said(text: str) -> None:
    translated, taken = READER.jargon.translated(text)
    assert translated == text and not taken


def test_a_collection_without_the_field_or_kind_reads_no_jargon() -> None:
    raw = yaml.safe_load(DEFINITION_FILE.read_text())
    for category in raw["categories"]:
        category["fields"] = [f for f in category.get("fields", []) if f["name"] != "elevation"]
        category["types"] = [t for t in category.get("types", []) if t["name"] != "Popular science"]
    reader = sample_reader(definition_from_dict(raw), ITEMS, ENGINE_WORDS)
    translated, taken = reader.jargon.translated("total vert and popsci")
    assert translated == "total vert and popsci" and not taken


def test_the_old_world_is_read_only_where_the_collection_has_european_wines() -> None:
    words = jargon_words(known=lambda w: "european" not in w, taken=lambda w: False)
    assert "old world reds" not in words.words and "vert" in words.words
    request, taken = read("old world reds rated 5")
    assert request.type == "Wine" or any(v.value == "red" for v in request.values), request
    assert request.place is not None and taken and taken[0][:2] == ("old world reds", "european reds")


def test_a_name_of_the_collection_is_never_taken() -> None:
    words = jargon_words(known=lambda w: True, taken=lambda w: w == "vert")  # someone or somewhere called Vert
    assert "vert" not in words.words and "popsci" in words.words


def test_the_reader_reads_the_kind_and_says_the_assumption() -> None:
    request, taken = read("how many popsci books did i read")
    assert (request.category, request.type) == ("Book", "Popular science"), request
    assert taken and taken[0][:2] == ("popsci", "popular science")


async def test_the_total_of_the_climb_is_asked_in_jargon(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "total vert on my hikes in 2025?")
    climbed = sum(i["fields"]["elevation"] for i in ITEMS if i.get("type") == "Hike" and i["itemDate"].year == 2025)
    assert f"{climbed:g} m" in reply["text"], reply["text"]


async def test_the_measure_asked_back_is_chosen_in_jargon(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = await harness.say(conversation, "what was my biggest hike in 2024")
    assert "distance or elevation" in reply["text"], reply["text"]
    reply = await harness.say(conversation, "most vert")
    hikes = [i for i in ITEMS if i.get("type") == "Hike" and i["itemDate"].year == 2024]
    top = max(hikes, key=lambda i: i["fields"]["elevation"])
    assert top["title"] in reply["text"] and f"{top['fields']['elevation']:g} m" in reply["text"], reply["text"]
    assert "vert" in reply["text"]  # the reading is said
