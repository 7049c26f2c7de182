"""One person set against another by "than" ("And James, has he come on more rides than Ben or fewer?", "did james come
on more rides than ben?"): the things done with each compared; "… or fewer?" asks which, so the larger is named with
both counts and no yes or no is said. Comparisons the engine reads itself, and bounds, are left as they are."""

from __future__ import annotations

import pytest

from parley.core.query.people import plain
from parley.core.query.than_a_person import than_a_person

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY

KNOWN = sorted({p for i in ITEMS for p in i.get("who") or []})
NAMES = {plain(n): n for n in KNOWN} | {n.lower(): n for n in KNOWN}


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("And James, has he come on more rides than Ben or fewer?", "more rides with James or with Ben?"),
        ("did james come on more rides than ben?", "were there more rides with James than with Ben?"),
        ("has Anna done fewer hikes than Roberto in 2025?", "were there fewer hikes with Anna than with Roberto in 2025?"),
        ("more rides with james than with ben or fewer?", "more rides with James or with Ben?"),
        ("In 2024, did james come on more or fewer rides than ben?", "in 2024, more rides with James or with Ben?"),
        ("has chloe been on more trips than mary, or less?", "more trips with Chloé or with Mary?"),
        ("is James more often with me than Ben?", "were there more with James than with Ben?"),
    ],
)
def test_a_person_set_against_another_by_than(question: str, said: str) -> None:
    assert than_a_person(question, NAMES) == said


@pytest.mark.parametrize(
    "question",
    [
        "did I go on more rides with James than with Ben?",  # read by the engine as it is
        "Mary says I've seen more regions with her than with Anna. True?",
        "more than 5 rides with Ben?",
        "wines rated higher than 4 with Ben",
        "did Ben come on more rides than last year?",
    ],
)
def test_no_person_set_against_another(question: str) -> None:
    assert than_a_person(question, NAMES) is None


async def test_more_or_fewer_names_the_larger_with_both_counts(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    rides = [i for i in ITEMS if i.get("type") == "Bike ride"]
    james, ben = (sum(1 for i in rides if n in (i.get("who") or [])) for n in ("James", "Ben"))
    reply = await harness.last_reply_text(
        "how many bike rides have we done together, Ben and I?", "And James, has he come on more rides than Ben or fewer?"
    )
    assert not reply.lower().startswith(("yes", "no")), reply
    assert ("James" if james > ben else "Ben") in reply.split(":")[0], reply
    assert f"{james} bike rides with James" in reply and f"{ben} bike rides with Ben" in reply, reply
