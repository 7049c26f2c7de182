"""The same superlative asked of another kind: "longest hike in 2023", then "rnus?" is the longest run of 2023 (the
time kept), not every run of that year; a message saying anything beside the kind is not read so."""

from __future__ import annotations

import pytest

from parley.core.query.request import Reading
from parley.core.query.superlative_of_another_kind import only_a_kind
from parley.core.query.vocabulary import Topic

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def winners(kind: str, field: str, year: int | None, highest: bool = True) -> set[str]:
    pool = [i for i in ITEMS if i.get("type") == kind and (year is None or i["itemDate"].year == year) and field in i["fields"]]
    values = [i["fields"][field] for i in pool]
    top = max(values) if highest else min(values)
    return {i["_id"] for i in pool if i["fields"][field] == top}


@pytest.mark.parametrize(
    ("first", "then", "kind", "field", "year", "highest"),
    [
        ("longest hike in 2023", "rnus?", "Run", "distance", 2023, True),
        ("longest hike in 2023", "walks", "Walk", "distance", 2023, True),
        ("longest hike in 2023", "runs?", "Run", "distance", 2023, True),
        ("shortest walk in 2022", "hikes?", "Hike", "distance", 2022, False),
        ("longest run in 2024", "bike rides", "Bike ride", "distance", 2024, True),
        ("longest hike in 2023", "and walks?", "Walk", "distance", 2023, True),
    ],
)
async def test_the_superlative_is_asked_again_of_the_kind_said(
    harness: ParleyHarness, first: str, then: str, kind: str, field: str, year: int, highest: bool
) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, first)
    reply = await harness.say(conversation, then)
    assert len(picked(reply)) == 1 and picked(reply)[0] in winners(kind, field, year, highest), reply["text"]


async def test_a_kind_with_a_place_of_its_own_is_not_the_superlative_again(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "longest hike in 2023")
    reply = await harness.say(conversation, "runs in lima")
    assert len(picked(reply)) != 1 or "longest" not in reply["text"].lower(), reply["text"]


def test_only_a_kind_is_said() -> None:
    runs = ((Topic("Activity", "Run"),),)
    assert only_a_kind(Reading(text="runs?", topics=runs))
    assert not only_a_kind(Reading(text="not runs", topics=((Topic("Activity", "Run", negated=True),),)))
    assert not only_a_kind(Reading(text="runs or walks", topics=(*runs, (Topic("Activity", "Walk"),))))
    assert not only_a_kind(Reading(text="runs with tom", topics=runs, unknown_words=("tom",)))
    assert not only_a_kind(Reading(text="runs", topics=runs, bare_numbers=("5",)))
