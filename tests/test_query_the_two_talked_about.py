"""“so which of the two saw more of me?” after the items of one place, then of another: the two places compared."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def in_city(city: str, year: int) -> int:
    return sum(1 for i in ITEMS if i.get("place", {}).get("city") == city and i["itemDate"].year == year)


async def test_which_of_the_two_places_had_more(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "what did I do in Kyoto in 2023?")
    await harness.say(conversation, "what about tokyo?")
    reply = await harness.say(conversation, "ok, and which of the two had more stuff?")
    kyoto, tokyo = in_city("Kyoto", 2023), in_city("Tokyo", 2023)
    assert kyoto != tokyo, (kyoto, tokyo)
    assert f"{kyoto} items in Kyoto" in reply["text"] and f"{tokyo} items in Tokyo" in reply["text"], reply["text"]
    assert reply["text"].startswith(f"More items in {'Kyoto' if kyoto > tokyo else 'Tokyo'}"), reply["text"]
    assert "two" not in reply["text"]
