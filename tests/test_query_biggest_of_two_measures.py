"""A size word that two numbers of a kind measure asks which is meant: "biggest hike this year?" may be the longest
(distance) or the most climbing (elevation), so "Biggest by what: distance or elevation?" is asked back; "the biggest
book" stays the one with the most pages (one number measures it), and "the longest hike" stays by distance."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


@pytest.mark.parametrize(
    "question",
    [
        "biggest hike this year?",
        "what was my biggest hike this year",
        "Which was the biggest run of 2025?",
        "my bigest hike this yaer",
        "the biggest ride i did",
        "What is my hugest hike?",
    ],
)
async def test_biggest_activity_asks_distance_or_elevation(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert "?" in reply and "distance" in reply and "elevation" in reply, reply


async def test_the_biggest_book_is_still_by_pages(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "what is the biggest book i read")
    assert "by what" not in reply.lower() and "pages" in reply, reply


async def test_the_longest_hike_is_still_by_distance(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "my longest hike this year")
    assert "elevation" not in reply and "km" in reply, reply
