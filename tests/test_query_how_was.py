"""“how was the dinner with Elena?”: how one thing went is its rating, said with the thing; “how was” must be followed by
the thing ("the", "that", "my" …), so that “how long was …”, “how many nights was …” and “how was I to know” are not
so read. Of one thing its rating is told at once; “did she have wine with me that day?” after it is a yes/no about her."""

from __future__ import annotations

import pytest

from parley.core.query.how_was import asked

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "text",
    ["how was the dinner with elena?", "How were my trips to Paris", "how's that bar in nara", "and how was our stay in Kyoto"],
)
def test_how_it_went_is_asked(text: str) -> None:
    assert asked(text)


@pytest.mark.parametrize(
    "text",
    ["how long was the trip to kyoto", "how many nights was the trip", "how was I to know", "how far was that hike", "dinners in Lisbon"],
)
def test_a_size_a_count_or_no_thing_is_not_how_it_went(text: str) -> None:
    assert not asked(text)


async def test_how_was_the_one_thing_tells_its_rating_at_once(harness: ParleyHarness) -> None:
    (kyoto,) = [i for i in ITEMS if i["category"] == "Travel" and (i.get("place") or {}).get("city") == "Kyoto"]
    (reply,) = await reply_texts(harness, "how was my trip to kyoto?")
    assert f"rated {kyoto['rating']}" in reply and "do you mean" not in reply, reply


async def test_did_she_have_something_with_me_is_a_yes_no_about_her(harness: ParleyHarness) -> None:
    _, _, checked = await reply_texts(harness, "how was the dinner with elena?", "the nikos one", "did she have wine with me that day")
    assert checked.startswith("No") and "understand" not in checked, checked
