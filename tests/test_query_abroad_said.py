""" "This year I have eaten more in my country or abroad?": the option outside the home country is said "abroad" (what it
means in brackets), and the home assumed is said once, however many places rest on it (places.Place.abroad)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "asked",
    [
        "This year I have eaten more in my country or abroad?",
        "more hikes at home or abroad?",
        "did i drink more wine abroad or in my own country",
        "my last dinner abroad",
        "trips overseas",
    ],
)
async def test_abroad_is_said_so(harness: ParleyHarness, asked: str) -> None:
    reply = (await reply_texts(harness, asked))[-1]
    assert "abroad (outside the United States)" in reply and reply.count("Taking home as") <= 1, reply


async def test_abroad_is_said_so_in_the_follow_on(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "This year I have eaten more in my country or abroad?", "And the last year, the same?")
    assert "abroad" in replies[-1] and "2025" in replies[-1], replies


async def test_a_country_left_out_by_name_is_not_abroad(harness: ParleyHarness) -> None:
    reply = (await reply_texts(harness, "trips outside the united states"))[-1]
    assert "outside" in reply and "United States" in reply and "abroad" not in reply, reply
