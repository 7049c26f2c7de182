"""Names said by one of their words as the options of a comparison: “more petrova or grace obi boks?” is books by Nina
Petrova against books by Grace Obi (was: “More of what?”, the surname's name looked for among Grace Obi's books, where
there is none of Nina Petrova's), and “more petrova or tanaka books?” says both names so (each read in turn). A word
common in English names no one (see name_words.py)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _say(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, object] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return str(reply["text"])


def books_by(author: str) -> int:
    return len(matching(lambda i: i["fields"].get("author") == author))


@pytest.mark.parametrize(
    ("turns", "authors"),
    [
        (("books by nina petrova", "longest one", "more petrova or grace obi boks?"), ("Nina Petrova", "Grace Obi")),
        (("more grace obi or petrova books?",), ("Grace Obi", "Nina Petrova")),
        (("more petrova or tanaka books?",), ("Nina Petrova", "Yuko Tanaka")),
    ],
)
async def test_each_name_said_by_one_word_is_an_option(harness: ParleyHarness, turns: tuple[str, ...], authors: tuple[str, str]) -> None:
    text = await _say(harness, *turns)
    for author in authors:
        assert f"{books_by(author)} books by {author}" in text
    more = max(authors, key=books_by)
    assert text.split(":")[0].endswith(f"More books by {more}")


async def test_a_common_word_names_no_one(harness: ParleyHarness) -> None:
    text = await _say(harness, "more petrova or park books?")  # "park": a word of the question, not Helen Park
    assert "Helen Park" not in text
