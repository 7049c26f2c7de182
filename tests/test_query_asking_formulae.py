"""A negation cue inside a formula of asking ("if it's not too much trouble", "if you don't mind", "I'm not
sure whether", "no rush") is about the asking: the question is answered as if the formula were not there,
never refused as an unreadable negation and never read as leaving something out."""

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


def _count(kind: str, code: str) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and i["place"]["countryCode"] == code)


async def test_not_too_much_trouble_is_no_filter(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "If it's not too much trouble, how many hikes did I do in Italy?")
    assert f"{_count('Hike', 'IT')} Italian hikes" in reply, reply
    assert "understand" not in reply and "leaves out" not in reply, reply


async def test_a_comparison_asked_politely_is_answered(harness: ParleyHarness) -> None:
    museums = {code: sum(1 for i in ITEMS if i["category"] == "Museum" and i["place"]["countryCode"] == code) for code in ("GR", "SE")}
    reply = await _ask(harness, "could you tell me, if that is not a bother, whether I saw more museums in Greece or in Sweden?")
    assert f"Greece {museums['GR']}" in reply or f"Greece ({museums['GR']}" in reply or str(museums["GR"]) in reply, reply
    assert "Sweden" in reply and "leaves out" not in reply, reply


async def test_not_sure_whether_asks_the_question_after_it(harness: ParleyHarness) -> None:
    beers = [i for i in ITEMS if i["type"] == "Beer" and i["place"]["countryCode"] == "BE"]
    reply = await _ask(harness, "im not sure whether i ever had a beer in belgium")
    assert reply.startswith("Yes" if beers else "No") and "understand" not in reply, reply
    wines = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "AR"]
    reply = await _ask(harness, "I wonder if I had wine in Argentina")
    assert reply.startswith("Yes" if wines else "No"), reply


async def test_no_rush_is_no_filter(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "no rush, but how many wines from Portugal have I had?")
    assert f"{_count('Wine', 'PT')} Portuguese wines" in reply and "understand" not in reply, reply


async def test_if_i_am_not_mistaken_leaves_the_claim_to_check(harness: ParleyHarness) -> None:
    wines = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "GR"]
    reply = await _ask(harness, "If I'm not mistaken, I had wine in Greece, right?")
    assert reply.startswith("Yes" if wines else "No") and "leaves out" not in reply, reply
