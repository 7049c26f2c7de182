""" "and the ones by him" after the books of 2021 not by Marco Bellini: the maker left out is the one "him" means, and
"by him" now takes the place of "not by him" (the rest of the question kept)."""

from __future__ import annotations

from datetime import datetime

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, ids


def books_2021(bellini: bool) -> set[str]:
    return ids(
        lambda i: (
            i["category"] == "Book"
            and datetime(2021, 1, 1) <= i["itemDate"] < datetime(2022, 1, 1)
            and (i["fields"].get("author") == "Marco Bellini") == bellini
        )
    )


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asked", ["and the ones by him", "what about the ones by him?", "and the books by him", "how many by him", "and by him?"]
)
async def test_by_him_is_the_maker_left_out_before(harness: ParleyHarness, asked: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books i read in 2021 that werent by marco bellni")
    reply = await harness.say(conversation, asked)
    assert f"{len(books_2021(True))} books" in reply["text"] and "not by" not in reply["text"], reply["text"]


async def test_nobody_left_out_is_asked_about(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "books i read in 2021")
    reply = await harness.say(conversation, "and the ones by him")
    assert "Who do you mean" in reply["text"], reply["text"]
