"""A comparative said as the pick of one of the items talked about ("which of them is the more recent?", "the newer one",
"which one is older?", "the more good one", "which was the more far?") is the most recent, the oldest, the best rated or
the farthest of them, never a comparison: not with "than" ("more recent than 2020"), nor before what it describes ("the
more recent wines", "the older vintage"), nor "more" counting ("more wines"); "of these two, which was the more far?"
after two runs is the farther run, not the two questions before compared."""

from __future__ import annotations

import pytest

from parley.core.query.comparative_picks import says_a_degree_of_an_adjective
from parley.core.query.ordering import recognize_ordering
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .sample_items import result_ids as picked

SIZES = ("long", "big", "thick", "far", "high", "steep")


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    ("text", "field", "highest"),
    [
        ("Which of them is the more recent?", "itemDate", True),
        ("the more recent one?", "itemDate", True),
        ("which of them is more recent", "itemDate", True),
        ("which one is newer", "itemDate", True),
        ("the more old one", "itemDate", False),
        ("which one is older?", "itemDate", False),
        ("the most old one", "itemDate", False),
        ("which was the less recent", "itemDate", False),
        ("the more good one of the two", "rating", True),
        ("the more bad one", "rating", False),
        ("which was the more far?", "@far", True),
        ("Which one of them was the most long?", "@long", True),
    ],
)
def test_a_comparative_picks_one(text: str, field: str, highest: bool) -> None:
    _, superlatives, _ = recognize_ordering(Utterance(text), SIZES)
    assert [(s.field, s.highest, s.count) for s in superlatives] == [(field, highest, 1)]


@pytest.mark.parametrize(
    "text",
    [
        "more recent than 2020",
        "which one is older than 2015",
        "show me the more recent wines",
        "did i drink more wines",
        "my older brother came along",
        "which of them are more recent ones",
    ],
)
def test_a_comparison_or_a_count_picks_none(text: str) -> None:
    _, superlatives, _ = recognize_ordering(Utterance(text), SIZES)
    assert superlatives == []


def test_the_more_far_is_said_the_farther() -> None:
    _, superlatives, _ = recognize_ordering(Utterance("which was the more far?"), SIZES)
    assert [s.label for s in superlatives] == ["the farther"]


def test_a_degree_of_an_adjective_is_no_count() -> None:
    assert says_a_degree_of_an_adjective("of these two, which was the more far?")
    assert says_a_degree_of_an_adjective("which one is more recent")
    assert not says_a_degree_of_an_adjective("which of the two had more dinners?")
    assert not says_a_degree_of_an_adjective("so which of the two saw more of me this year?")
    assert not says_a_degree_of_an_adjective("which of the two was more?")


async def test_the_more_recent_of_the_museums_before(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many museums did I visit in 2024")
    reply = await harness.say(conversation, "Which of them is the more recent?")
    museums = [i for i in ITEMS if i["category"] == "Museum" and i["itemDate"].year == 2024]
    latest = max(museums, key=lambda i: i["itemDate"])
    assert picked(reply) == [latest["_id"]], reply["text"]
    assert reply["text"].startswith("The most recent museum"), reply["text"]


async def test_the_more_far_of_these_two_runs(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "how many runs did I do last year with Tom or James?")
    two = await harness.say(conversation, "And with both of them together?")
    assert len(picked(two)) == 2, two["text"]
    reply = await harness.say(conversation, "Of these two, which was the more far?")
    runs = [i for i in ITEMS if i["_id"] in picked(two)]
    farthest = max(runs, key=lambda i: i["fields"]["distance"])
    assert picked(reply) == [farthest["_id"]], reply["text"]
    assert "farther" in reply["text"], reply["text"]
