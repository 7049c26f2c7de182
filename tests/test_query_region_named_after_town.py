"""A town's name said bare where the collection also has the region named after it ("Napa" and Napa Valley,
"Sonoma" and Sonoma Valley) is read as the region, the town within it, and the answer says so; the town said as
a town ("the town of Napa", "Napa city") stays the town, and a region that is not named after the lie of the
land around a town (the Community of Madrid) does not take its town's place."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, part: str, name: str) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and i["place"][part] == name)


@pytest.mark.parametrize(
    ("question", "kind", "region", "noun"),
    [
        ("how many bike rides did I do in napa?", "Bike ride", "Napa Valley", "bike rides"),
        ("which walks were in sonoma", "Walk", "Sonoma Valley", "walks"),
        ("show me the lunches I had in Napa", "Lunch", "Napa Valley", "lunches"),
    ],
)
async def test_a_town_said_bare_is_the_region_named_after_it_said_as_assumed(
    harness: ParleyHarness, question: str, kind: str, region: str, noun: str
) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text(question)
    town = region.split()[0]
    assert f"Taking {town} as the {region} region" in reply, reply
    assert f"{_count(kind, 'region', region)} {noun}" in reply, reply


@pytest.mark.parametrize("question", ["lunches in the town of Napa", "any lunches in Napa city?"])
async def test_the_town_said_as_a_town_stays_the_town(harness: ParleyHarness, question: str) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text(question)
    assert f"{_count('Lunch', 'city', 'Napa')} lunches in Napa" in reply and "Valley" not in reply, reply
    assert "understand" not in reply, reply


async def test_a_region_not_named_after_the_land_around_its_town_leaves_the_town_alone(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = await harness.last_reply_text("museums in madrid")
    assert "Taking" not in reply and "Community" not in reply, reply
