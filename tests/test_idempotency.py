"""A post retried with the same client activity id answers with the turn already stored and runs nothing twice."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from parley.core.state import Conversation
from parley.core.store import ConversationStore, StoreUnavailable

from .conftest import ParleyHarness


async def post(harness: ParleyHarness, conversation: dict[str, Any], activity: dict[str, Any]) -> Any:
    return await harness.client.post(
        f"/v3/directline/conversations/{conversation['conversationId']}/activities",
        json=activity,
        headers={"Authorization": f"Bearer {conversation['token']}"},
    )


def message(text: str, client_id: str) -> dict[str, Any]:
    return {"type": "message", "text": text, "from": {"id": "u"}, "channelData": {"clientActivityID": client_id}}


async def turns(harness: ParleyHarness, conversation: dict[str, Any]) -> list[tuple[str, str]]:
    """(role, text up to any colon: an answer's heading) of every message after the greeting."""
    return [(a["from"]["role"], a["text"].split(":")[0]) for a in (await harness.activities(conversation))[1:]]


async def turn_numbers(harness: ParleyHarness, conversation: dict[str, Any]) -> list[int]:
    activities = await harness.activities(conversation)
    return [a["channelData"]["interpretation"]["turn"] for a in activities if "interpretation" in a["channelData"]]


async def test_a_retried_post_answers_with_the_stored_turn(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    first = await post(shared_harness, conversation, message("Give me the sales data", "web-1"))
    assert first.status == 200
    shared_harness.counter.commands.clear()
    retry = await post(shared_harness, conversation, message("Give me the sales data", "web-1"))
    assert retry.status == 200
    assert (await retry.json())["id"] == (await first.json())["id"]
    assert shared_harness.counter.commands == ["find", "find"]  # the conversation, then the stored record; nothing written
    assert await turns(shared_harness, conversation) == [("user", "Give me the sales data"), ("bot", "Sales report")]
    assert (await post(shared_harness, conversation, message("Who was the best?", "web-2"))).status == 200
    assert await turn_numbers(shared_harness, conversation) == [1, 2]  # the retry did not count as a turn


async def test_the_activity_id_serves_when_there_is_no_client_activity_id(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    activity = {"type": "message", "text": "Give me the sales data", "id": "my-own-id-7"}
    first, retry = await post(shared_harness, conversation, activity), await post(shared_harness, conversation, activity)
    assert (await first.json())["id"] == (await retry.json())["id"]
    assert len(await turns(shared_harness, conversation)) == 2


async def test_a_turn_with_a_client_id_still_costs_one_read_and_one_write(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    shared_harness.counter.commands.clear()
    assert (await post(shared_harness, conversation, message("What's the current weather in Tokyo?", "w-1"))).status == 200
    assert shared_harness.counter.commands == ["find", "bulkWrite"]


async def test_the_same_client_id_in_another_conversation_is_another_turn(shared_harness: ParleyHarness) -> None:
    one, two = await shared_harness.start_conversation(), await shared_harness.start_conversation()
    assert (await post(shared_harness, one, message("Give me the sales data", "same"))).status == 200
    assert (await post(shared_harness, two, message("Give me the sales data", "same"))).status == 200
    assert await turns(shared_harness, two) == [("user", "Give me the sales data"), ("bot", "Sales report")]


async def test_simultaneous_duplicates_run_once(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    responses = await asyncio.gather(*(post(shared_harness, conversation, message("blah", "dup")) for _ in range(5)))
    assert [r.status for r in responses] == [200] * 5
    assert len({(await r.json())["id"] for r in responses}) == 1
    assert await turn_numbers(shared_harness, conversation) == [1]


@pytest.mark.parametrize("client_id", [17, "", "x" * 257, {"a": 1}])
async def test_a_malformed_client_id_is_a_400(shared_harness: ParleyHarness, client_id: Any) -> None:
    conversation = await shared_harness.start_conversation()
    response = await post(shared_harness, conversation, {**message("hi", "x"), "channelData": {"clientActivityID": client_id}})
    body = await response.json()
    assert response.status == 400 and "clientActivityID" in body["error"]["message"]
    assert await turns(shared_harness, conversation) == []


class AnswerLost:
    """The real store, except that the acknowledgement of the next write is lost: the write is made, then the
    caller hears that the database is unavailable (what a connection dropped at that moment looks like)."""

    def __init__(self, store: ConversationStore) -> None:
        self.store = store
        self.armed = True

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    async def save(self, conversation: Conversation, expected_version: int, *args: Any, **kwargs: Any) -> bool:
        saved = await self.store.save(conversation, expected_version, *args, **kwargs)
        if self.armed:
            self.armed = False
            raise StoreUnavailable("connection closed before the write was acknowledged")
        return saved


async def test_a_retry_after_a_lost_answer_gets_the_stored_turn(harness: ParleyHarness) -> None:
    conversation = await harness.start_conversation()
    service = harness.parley.service
    real = service.store
    service.store = AnswerLost(real)
    try:
        lost = await post(harness, conversation, message("Give me the sales data", "web-9"))
        assert lost.status == 503  # the client never learns that its turn was stored
        assert await turns(harness, conversation) == [("user", "Give me the sales data"), ("bot", "Sales report")]
        retry = await post(harness, conversation, message("Give me the sales data", "web-9"))
    finally:
        service.store = real
    assert retry.status == 200
    echo = next(a for a in await harness.activities(conversation) if a["from"]["role"] == "user")
    assert (await retry.json())["id"] == echo["id"]
    assert await turn_numbers(harness, conversation) == [1]
