""" "My friend like Portuguese red wine. Which red wines from Portugal I have tasted?": the story and the question
both say red, and the reply says it once ("8 Portuguese red wines", was "… red red wines"); "tasted", "sampled" and
"sipped" are the verbs of having a drink, no words not understood."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


PORTUGUESE_REDS = matching(
    lambda i: i["type"] == "Wine" and i["fields"].get("colour") == "red" and (i.get("place") or {}).get("countryCode") == "PT"
)


@pytest.mark.parametrize(
    "asked",
    [
        "My friend like Portuguese red wine. Which red wines from Portugal I have tasted?",
        "which red wines from portugal have i sampled",
        "Which red wines from Portugal have I sipped?",
    ],
)
async def test_a_value_said_twice_is_said_once(harness: ParleyHarness, asked: str) -> None:
    (reply,) = await reply_texts(harness, asked)
    assert reply.startswith(f"{len(PORTUGUESE_REDS)} Portuguese red wines"), reply
    assert "red red" not in reply
    assert "didn't understand" not in reply
