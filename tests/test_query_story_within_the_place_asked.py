"""A story of a time in a town, told before a question about the whole country: "We had such a lovely time in Athens with
Elena this summer that I'm already dreaming about Greece again. Which Greek wines did I rate 4 stars or more?" asks about
every Greek wine so rated, the story's town, company and time said to be the story's; a story only of the place asked
about is kept as the trip meant."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, every, ids, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def country(code: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("countryCode") == code


def city(name: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("city") == name


def rated(test: Callable[[int], bool]) -> Callable[[Item], bool]:
    return lambda i: test(i["rating"])


@pytest.mark.parametrize(
    ("text", "asked", "story"),
    [
        (
            "We had such a lovely time in Athens with Elena this summer that I'm already dreaming about Greece again. "
            "Which Greek wines did I rate 4 stars or more?",
            every(lambda i: i.get("type") == "Wine", country("GR"), rated(lambda r: r >= 4)),
            ("Athens", "Elena"),
        ),
        (
            "I loved Kyoto with Kenji last year. Which meals in Japan did I rate 5?",
            every(lambda i: i.get("category") == "Food", country("JP"), rated(lambda r: r == 5)),
            ("Kyoto", "Kenji"),
        ),
    ],
)
async def test_a_story_in_a_town_of_the_country_asked_is_no_filter(
    harness: ParleyHarness, text: str, asked: Callable[[Item], bool], story: tuple[str, ...]
) -> None:
    reply = await last_reply(harness, text)
    assert ids(asked) and count_of(reply) == len(ids(asked)), reply["text"]
    assert "as part of your story" in reply["text"] and all(s in reply["text"] for s in story), reply["text"]


async def test_the_time_said_next_narrows_them(harness: ParleyHarness) -> None:
    asked = ids(every(lambda i: i.get("type") == "Wine", country("GR"), rated(lambda r: r >= 4), lambda i: i["itemDate"].year < 2026))
    reply = await last_reply(
        harness,
        "We had such a lovely time in Athens with Elena this summer that I'm already dreaming about Greece again. "
        "Which Greek wines did I rate 4 stars or more?",
        "Only the ones from before this year, please, I know the recent ones.",
    )
    assert asked and count_of(reply) == len(asked), reply["text"]


async def test_a_story_of_the_very_place_asked_is_kept(harness: ParleyHarness) -> None:
    asked = ids(
        every(
            lambda i: i.get("category") == "Museum",
            city("Florence"),
            rated(lambda r: r == 5),
            with_("Luca"),
            lambda i: i["itemDate"].year == 2019,
        )
    )
    reply = await last_reply(harness, "I was in Florence with Luca in 2019. Which museums in Florence did I rate 5?")
    assert count_of(reply) == len(asked) and "story" not in reply["text"], reply["text"]
