"""A pick and its value asked in a second clause, over the sample, through the whole assistant: "which was my
longest walk and how far was that", "my longest bike ride, how far?", "what was my shortest walk and how far
did I walk": the picked item with the asked field's value, neither a yes/no answer nor a total of them all."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.pick_and_value import split_pick

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def pick(kind: str, field: str, highest: bool) -> Item:
    """The item of the kind with the highest (or lowest) value of the field, the most recent of a tie."""
    of_kind = [i for i in ITEMS if i.get("type") == kind and (i.get("fields") or {}).get(field) is not None]
    best = (max if highest else min)(i["fields"][field] for i in of_kind)
    return max((i for i in of_kind if i["fields"][field] == best), key=lambda i: i["itemDate"])


async def ask(harness: ParleyHarness, text: str) -> dict[str, Any]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return await harness.say(conversation, text)


@pytest.mark.parametrize(
    ("text", "kind", "highest"),
    [
        ("which was my longest walk and how far was that", "Walk", True),
        ("my longest bike ride, how far?", "Bike ride", True),
        ("what was my shortest walk and how far did I walk", "Walk", False),
        ("the shortest bike ride and how many km was it", "Bike ride", False),
    ],
)
async def test_the_pick_and_how_far_is_the_pick_with_its_distance(harness: ParleyHarness, text: str, kind: str, highest: bool) -> None:
    reply = await ask(harness, text)
    item = pick(kind, "distance", highest)
    said = reply["text"]
    assert count_of(reply) == 1 and item["title"] in said and f"{item['fields']['distance']} km" in said
    assert not said.startswith("Yes") and "total" not in said.lower() and "understand" not in said


async def test_how_long_of_the_longest_is_its_time(harness: ParleyHarness) -> None:
    reply = await ask(harness, "my longest walk and how long was that one?")
    item = pick("Walk", "distance", True)
    assert count_of(reply) == 1 and item["title"] in reply["text"] and f"{item['fields']['duration']} min" in reply["text"]


async def test_another_field_of_the_pick_is_its_value(harness: ParleyHarness) -> None:
    reply = await ask(harness, "which was my longest run and how high was it")
    item = pick("Run", "distance", True)
    elevation = item["fields"].get("elevation")
    assert count_of(reply) == 1 and item["title"] in reply["text"]
    assert (f"{elevation} m" in reply["text"]) if elevation is not None else ("no elevation" in reply["text"])


@pytest.mark.parametrize("text", ["how far did I run in 2023?", "how far was that one", "and how long did it take me"])
def test_a_question_of_one_clause_is_not_split(text: str) -> None:
    assert split_pick(text) is None


@pytest.mark.parametrize(("then", "field", "unit"), [("by time", "duration", "min"), ("and by duration?", "duration", "min")])
async def test_by_another_field_after_a_pick_is_the_same_pick_by_that_field(
    harness: ParleyHarness, then: str, field: str, unit: str
) -> None:
    """ "by time" after "the longest one" of last year's runs: the longest by duration among the same runs; "and by
    distance" after it, the longest by distance again."""
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    for text in ("show me my runs from last year", "the longest one"):
        await harness.say(conversation, text)
    runs = [i for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == TODAY.year - 1]
    reply = await harness.say(conversation, then)
    top = max(i["fields"][field] for i in runs)
    assert f"({top:g} {unit})" in reply["text"] and reply["text"].startswith("The longest run"), reply["text"]
    back = await harness.say(conversation, "and by distnace")
    assert f"({max(i['fields']['distance'] for i in runs):g} km)" in back["text"], back["text"]
