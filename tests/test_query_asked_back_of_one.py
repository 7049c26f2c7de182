"""A number asked of one thing that the message does not tell apart: "how long was my last walk" (its distance or its
duration, asked back), "When I was in Tokyo with Kenji, how many nights it was?" (which trip, asked back), and a remark
in a sentence of its own before a follow-on of a comparison ("Ha, told her. And museums?")."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _last(kind: str) -> dict[str, object]:
    return max(matching(lambda i: i["type"] == kind), key=lambda i: i["itemDate"])


@pytest.mark.parametrize("asked", ["how long was my last walk", "How long was my most recent walk?"])
async def test_how_long_of_a_walk_is_asked_back_then_answered(harness: ParleyHarness, asked: str) -> None:
    walk = _last("Walk")
    first, minutes = await reply_texts(harness, asked, "in minutes")
    assert "its distance or its duration?" in first and str(walk["title"]) in first, first
    assert "didn't understand" not in first, first
    assert f"{walk['fields']['duration']:g} min" in minutes, minutes  # type: ignore[index]


async def test_how_long_of_a_trip_is_its_nights(harness: ParleyHarness) -> None:
    trip = max(matching(lambda i: i["category"] == "Travel"), key=lambda i: i["itemDate"])
    (reply,) = await reply_texts(harness, "how long was my last trip")
    assert f"nights {trip['fields']['nights']}" in reply and "didn't understand" not in reply, reply  # type: ignore[index]


@pytest.mark.parametrize(
    "asked", ["When I was in Tokyo with Kenji, how many nights it was?", "the time I was in tokyo with kenji, how many nigths was that?"]
)
async def test_a_number_of_the_time_there_asks_which_trip(harness: ParleyHarness, asked: str) -> None:
    reply, chosen = await reply_texts(harness, asked, "The train one")
    assert reply.startswith(("Which travel in Tokyo", "I read")) and "city break" in reply and "train journey" in reply, reply
    train = matching(lambda i: i["type"] == "Train journey" and (i.get("place") or {}).get("city") == "Tokyo")  # type: ignore[union-attr]
    assert len(train) == 1 and f"{train[0]['fields']['nights']}" in chosen, chosen  # type: ignore[index]


async def test_a_remark_before_a_follow_on_of_a_comparison_keeps_it(harness: ParleyHarness) -> None:
    def museums_in(city: str) -> int:
        return len(matching(lambda i: i["category"] == "Museum" and (i.get("place") or {}).get("city") == city))  # type: ignore[union-attr]

    *_, reply = await reply_texts(harness, "did I have more meals in Lisbon or in Barcelona?", "Ha, told her. And museums?")
    assert f"{museums_in('Lisbon')} museums in Lisbon" in reply and f"{museums_in('Barcelona')} museums in Barcelona" in reply, reply
