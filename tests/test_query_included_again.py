"""A place left out before, taken back in: "ok actualy include italy again" after the wines neither from Italy nor from
Spain, then not from the States: the wines outside Spain and the States (was: "50 Italian wines", the place alone).
Also "put france back", "include spain again" after the wines in Europe but not in Spain. "include spain" with nothing
saying it comes back ("again", "back", "actually") is not read so."""

from __future__ import annotations

import pytest

from parley.core.query.left_out_topics import left_out_spans

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(reply: str) -> int:
    return int(reply.split()[0].replace(",", ""))


async def _said(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply = ""
    for text in texts:
        reply = str((await harness.say(conversation, text))["text"])
    return reply


def _wines(test: object) -> int:
    return sum(1 for i in ITEMS if i["type"] == "Wine" and test(i["place"]["countryCode"]))  # type: ignore[operator]


@pytest.mark.parametrize("then", ["ok actualy include italy again", "put italy back", "add the italian ones back in", "bring back italy"])
async def test_one_of_three_places_taken_back(harness: ParleyHarness, then: str) -> None:
    reply = await _said(harness, "wines neither from italy nor from spain", "and also not from the states", then)
    assert _count(reply) == _wines(lambda c: c not in ("ES", "US")), reply


async def test_the_only_place_left_out_taken_back(harness: ParleyHarness) -> None:
    reply = await _said(harness, "wines not from france", "put france back")
    assert _count(reply) == _wines(lambda c: True), reply


async def test_a_place_left_out_of_a_continent_taken_back(harness: ParleyHarness) -> None:
    reply = await _said(harness, "wines in europe but not in spain", "include spain again")
    assert "Europe" in reply and "not in Spain" not in reply, reply


async def test_a_place_never_left_out_is_not_taken_back(harness: ParleyHarness) -> None:  # negative
    reply = await _said(harness, "wines from italy", "include spain")
    assert not reply.startswith(str(_wines(lambda c: c == "IT")) + " "), reply


def test_a_kind_they_were_not_switches_no_topic() -> None:
    text = "which of those wernt walks"
    assert [text[a:b] for a, b in left_out_spans(text)] == ["walks"]
    text = "drop the beers"
    assert [text[a:b] for a, b in left_out_spans(text)] == ["beers"]
    assert left_out_spans("how many walks in 2023") == []


async def test_those_that_were_not_a_kind_after_a_claim_about_another(harness: ParleyHarness) -> None:
    reply = await _said(
        harness, "is it true i never had wine with kenji", "what did i do with kenji in 2023 then", "which of those wernt walks"
    )
    expected = sum(1 for i in ITEMS if "Kenji" in i["who"] and i["itemDate"].year == 2023 and i["type"] != "Walk")
    assert _count(reply) == expected, reply
