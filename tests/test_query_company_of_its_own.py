"""The companion who came most often to one kind of thing, asked after a story or a word said first: "Honestly, who has
come to museums with me the most?", "Remind me, who came hiking with me the most?"; a question that is no ranking of
people stays what it was."""

from __future__ import annotations

from collections import Counter

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _top(category: str, kind: str | None = None) -> str:
    ranked = Counter(
        p for i in ITEMS if i["category"] == category and (kind is None or i.get("type") == kind) for p in i.get("who") or []
    ).most_common()
    return ranked[0][0]


@pytest.mark.parametrize(
    ("question", "category"),
    [
        (
            "My cousin keeps teasing me that I drag the same person to every exhibition. Honestly, who has come to museums "
            "with me the most?",
            "Museum",
        ),
        ("who has come to museums with me the most?", "Museum"),
        ("Honestly, who has come to museums with me the most?", "Museum"),
        ("Remind me, who came hiking with me the most?", "Activity"),
        ("I love a good dinner out. Seriously, who joined me for meals the most?", "Food"),
        ("who has been on trips with me the most?", "Travel"),
    ],
)
async def test_who_came_most_to_a_kind_of_thing(harness: ParleyHarness, question: str, category: str) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text(question)
    kind = "Hike" if "hiking" in question else None
    assert reply.startswith("The person that comes up most often"), reply
    assert _top(category, kind) in reply and "didn't understand" not in reply, reply


async def test_who_came_to_the_most_expensive_dinner_is_no_ranking(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("Honestly, who came with me to the most expensive dinner?")
    assert "comes up most often" not in reply, reply
