"""Numbers with their unit and sign glued on: “hikes >1000m climb”, “runs <30min”, “rides 50km+”, “rated >=4”
read as the field of that unit with that bound (was: “1000m” not understood, “>20km” read as exactly 20 km)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(reply: dict[str, Any]) -> int:
    return int(reply["channelData"]["interpretation"].get("resultCount") or 0)


@pytest.mark.parametrize(
    ("text", "bounds"),
    [
        ("walks >800m climbing", [("elevation", ">", 800.0)]),
        ("runs <30min", [("duration", "<", 30.0)]),
        ("bike rides 50km+", [("distance", ">=", 50.0)]),
        ("beers rated >=4", [("rating", ">=", 4.0)]),
        ("wines with rating<3", [("rating", "<", 3.0)]),
        ("hikes under 12km and >500m", [("distance", "<", 12.0), ("elevation", ">", 500.0)]),
    ],
)
def test_a_glued_unit_and_sign_bound_the_units_field(text: str, bounds: list[tuple[str, str, float]]) -> None:
    _, request = read(text)
    assert [(c.field, c.op, c.value) for c in request.comparisons] == bounds


async def test_hikes_with_glued_units_then_without_someone(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    hikes = [i for i in ITEMS if i["type"] == "Hike" and i["fields"]["elevation"] >= 800 and i["fields"]["distance"] < 15]
    assert len(hikes) > 1
    reply = await harness.say(conversation, "hikes 800m+ of climbing and <15km")
    assert count(reply) == len(hikes), reply["text"]
    reply = await harness.say(conversation, "not w roberto")
    assert count(reply) == len([i for i in hikes if "Roberto" not in i["who"]]), reply["text"]
