""" "and on the other one?" after "how many nights was my paris trip" (2019 or 2022?), "the 2022 one", "was tom on it":
the same yes or no, of the 2019 trip (was: "other" not understood)."""

from __future__ import annotations

import pytest

from parley.core.query.the_other_one import only_the_other

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def paris_trip(year: int) -> dict[str, object]:
    return next(i for i in ITEMS if i["category"] == "Travel" and i["place"]["city"] == "Paris" and i["itemDate"].year == year)


@pytest.mark.parametrize("said", ["and on the other one?", "what about the other trip", "the other one?", "And for the other one"])
def test_only_the_other_said(said: str) -> None:
    assert only_the_other(said)


@pytest.mark.parametrize("said", ["and the other ones?", "was the other one longer", "and on the other one, was anna there?"])
def test_more_said(said: str) -> None:
    assert not only_the_other(said)


@pytest.mark.parametrize(("asked", "who"), [("was tom on it", "Tom"), ("was mary on it", "Mary"), ("was ben with me", "Ben")])
async def test_the_yes_or_no_again_of_the_other_one(harness: ParleyHarness, asked: str, who: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many nights was my paris trip")
    await harness.say(conversation, "teh 2022 one")
    await harness.say(conversation, asked)
    reply = await harness.say(conversation, "and on the other one?")
    holds = who in paris_trip(2019)["who"]  # type: ignore[operator]
    assert reply["text"].startswith("Yes" if holds else "No"), reply["text"]
