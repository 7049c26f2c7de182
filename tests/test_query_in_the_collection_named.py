""" "I just imported my whole scrapbook, this is so much fun! How many museum visits are in there?": "in there" closing
the question after the message named the collection is the collection itself, every item of it (was: "I can't tell
which place “there” means")."""

from __future__ import annotations

import pytest

from parley.core.query.in_the_collection import in_the_collection_named

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


def test_in_there_after_the_collection_named_is_blanked() -> None:
    said = "I imported my whole scrapbook! How many museums are in there?"
    assert in_the_collection_named(said) == "I imported my whole scrapbook! How many museums are         ?"


def test_in_there_with_no_collection_named_stays() -> None:
    assert in_the_collection_named("how many cocktails in there") == "how many cocktails in there"
    assert in_the_collection_named("I loved Lisbon. how many museums in there?") == "I loved Lisbon. how many museums in there?"


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_how_many_in_there_after_the_scrapbook_named(harness: ParleyHarness) -> None:
    museums = matching(lambda i: i.get("category") == "Museum")
    (reply,) = await reply_texts(harness, "I just imported my whole scrapbook, this is so much fun! How many museum visits are in there?")
    assert f"{len(museums)} museums" in reply and "there" not in reply, reply
