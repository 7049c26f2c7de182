"""A country set against everywhere else, each said as a nationality: "so i had more non french wines than french ones,
rigth" compares the wines outside France with the French ones (was: "More of what?", the two adjectives read as one
country). Also "more french wines or non french ones?", "more wines that aren't italian than italian ones?". The same
nationality said twice without a cue is no comparison."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, text: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return str((await harness.say(conversation, text))["text"])


def _wines(code: str, inside: bool) -> int:
    return sum(1 for i in ITEMS if i["type"] == "Wine" and (i["place"]["countryCode"] == code) == inside)


async def test_more_wines_from_elsewhere_than_french_ones_is_checked(harness: ParleyHarness) -> None:
    assert _wines("FR", False) > _wines("FR", True)
    reply = await _ask(harness, "so i had more non french wines than french ones, rigth")
    assert reply.startswith("Yes") and str(_wines("FR", False)) in reply and str(_wines("FR", True)) in reply, reply


@pytest.mark.parametrize(
    ("text", "code"), [("more french wines or non french ones?", "FR"), ("more italian wines or non italian ones?", "IT")]
)
async def test_a_country_or_the_rest(harness: ParleyHarness, text: str, code: str) -> None:
    reply = await _ask(harness, text)
    assert str(_wines(code, False)) in reply and str(_wines(code, True)) in reply and "outside" in reply, reply


async def test_two_countries_still_compared(harness: ParleyHarness) -> None:  # negative: no option turned round
    reply = await _ask(harness, "so i had more french wines than italian ones, right")
    assert reply.startswith("No") and "outside" not in reply, reply
