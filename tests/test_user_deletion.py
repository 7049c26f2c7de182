"""Deleting a user removes every trace of them, answers with what it removed, and makes their
conversations' tokens useless."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest

from parley.core.history import Summary, SummaryPlan
from parley.storage.summary_queue import Delivery, MemorySummaryQueue, RedisSummaryQueue

from .conftest import ParleyHarness
from .servers import RedisProcess

ADMIN = {"Authorization": "Bearer admin-secret"}
PHONE = "+1 415 555 0142"


async def everything_mentioning(harness: ParleyHarness, text: str) -> dict[str, int]:
    """Documents in any collection of the database whose stored form contains `text`."""
    db = harness.parley.connection.db
    found: dict[str, int] = {}
    for name in await db.list_collection_names():
        count = sum(1 for document in await db[name].find({}).to_list() if text in repr(document))
        if count:
            found[name] = count
    return found


@pytest.mark.parametrize("harness", [{"transcript": True}], indirect=True)
async def test_deleting_a_user_removes_every_trace_and_says_what_went(harness: ParleyHarness) -> None:
    mine = [await harness.start_conversation(user="dl_erin") for _ in range(2)]
    other = await harness.start_conversation(user="dl_frank")
    for conversation in (*mine, other):
        await harness.say(conversation, f"Call me on {PHONE}")
        await harness.say(conversation, "Give me the sales data")
    cid = mine[0]["conversationId"]
    plan = SummaryPlan(cid, 0, 1, (), "")
    assert await harness.parley.store.commit_summary(plan, Summary(f"The user gave the number {PHONE}.", 1, 1, harness.clock()), 10)
    assert set(await everything_mentioning(harness, PHONE)) == {"conversations", "activities", "transcripts"}
    summaries = harness.parley.summaries
    assert summaries is not None
    await summaries.stop()  # jobs stay queued, as behind a busy worker
    queue = summaries.queue
    assert isinstance(queue, MemorySummaryQueue)
    for conversation in (*mine, other):
        await queue.enqueue(conversation["conversationId"], 3)
    await queue.dead_letter(Delivery("dead-1", mine[1]["conversationId"], 2), "failed")

    response = await harness.client.delete("/admin/users/dl_erin", headers=ADMIN)
    assert response.status == 200
    body = await response.json()
    # each conversation: the greeting and two turns of two activities; two transcript lines; one summary
    removed = {"conversations": 2, "activities": 10, "transcripts": 4, "summaries": 1, "summaryJobs": 3}
    assert body == {"userId": "dl_erin", "deletedConversations": 2, "removed": removed}
    left = await everything_mentioning(harness, PHONE)
    assert left == {"conversations": 1, "activities": 1, "transcripts": 1}  # Frank's, and only his
    db = harness.parley.connection.db
    assert await db["transcripts"].count_documents({"userId": "dl_erin"}) == 0
    assert await db["activities"].count_documents({"conversation": {"$in": [c["conversationId"] for c in mine]}}) == 0
    waiting = [await queue.new.get() for _ in range(queue.new.qsize())]
    assert [job.conversation_id for job in waiting] == [other["conversationId"]] and queue.dead == []  # Frank's job stays
    again = await harness.client.delete("/admin/users/dl_erin", headers=ADMIN)
    assert (await again.json())["removed"] == dict.fromkeys(removed, 0)


async def refused(response: aiohttp.ClientResponse) -> dict[str, Any]:
    assert response.status == 404, await response.text()
    body: dict[str, Any] = await response.json()
    assert "does not exist" in body["error"]["message"]
    return body


async def test_a_deleted_conversations_token_is_refused_everywhere(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation(user="dl_gina")
    await shared_harness.say(conversation, "Give me the sales data")
    bearer = {"Authorization": f"Bearer {conversation['token']}"}
    refreshed = await shared_harness.client.post("/v3/directline/tokens/refresh", headers=bearer)
    assert refreshed.status == 200  # before the deletion
    assert (await shared_harness.client.delete("/admin/users/dl_gina", headers=ADMIN)).status == 200

    cid = conversation["conversationId"]
    client = shared_harness.client
    await refused(await client.post("/v3/directline/tokens/refresh", headers=bearer))
    await refused(await client.post("/v3/directline/conversations", headers=bearer))
    await refused(await client.get(f"/v3/directline/conversations/{cid}", headers=bearer))
    await refused(await client.get(f"/v3/directline/conversations/{cid}/activities", headers=bearer))
    await refused(
        await client.post(f"/v3/directline/conversations/{cid}/activities", json={"type": "message", "text": "hi"}, headers=bearer)
    )
    await refused(await client.get(f"/v3/directline/conversations/{cid}/stream", params={"t": conversation["token"]}))
    assert await shared_harness.parley.store.load(cid) is None  # nothing recreated it


async def test_a_turn_running_while_its_user_is_deleted_leaves_nothing(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation(user="dl_hal")
    cid = conversation["conversationId"]
    store = shared_harness.parley.store
    real_save = store.save
    writing, deleted = asyncio.Event(), asyncio.Event()

    async def save_after_the_deletion(*args: Any, **kwargs: Any) -> bool:
        writing.set()
        await deleted.wait()
        return await real_save(*args, **kwargs)

    store.save = save_after_the_deletion  # type: ignore[method-assign]
    try:
        posting = asyncio.ensure_future(
            shared_harness.client.post(
                f"/v3/directline/conversations/{cid}/activities",
                json={"type": "message", "text": "Give me the sales data"},
                headers={"Authorization": f"Bearer {conversation['token']}"},
            )
        )
        await asyncio.wait_for(writing.wait(), 10)  # the turn has read its conversation and is about to write
        removed = await (await shared_harness.client.delete("/admin/users/dl_hal", headers=ADMIN)).json()
        deleted.set()
        response = await posting
    finally:
        store.save = real_save  # type: ignore[method-assign]
    assert removed["removed"]["conversations"] == 1
    await refused(response)
    db = shared_harness.parley.connection.db
    assert await db["conversations"].count_documents({"_id": cid}) == 0
    assert await db["activities"].count_documents({"conversation": cid}) == 0


async def test_a_users_summary_jobs_leave_the_redis_stream_too(redis_server: RedisProcess) -> None:
    queue = RedisSummaryQueue(redis_server.url, stream="parley:test-discard", dead_letter_stream="parley:test-discard:dead")
    try:
        for number in range(1200):  # more than a page of the scan
            await queue.enqueue(f"alexa:user-{number % 3}", number)
        taken = await queue.take("worker-a", 5, 100)  # taken by a worker, not yet acknowledged
        await queue.dead_letter(taken[0], "failed")  # a dead letter naming user-0
        removed = await queue.discard(frozenset({"alexa:user-0"}))
        assert removed == 400 + 1  # its 400 jobs (one of them dead-lettered) and the dead letter
        left = await queue.client.xrange(queue.stream)
        assert len(left) == 800 and all(fields[b"c"] != b"alexa:user-0" for _, fields in left)
        assert await queue.dead_letters() == []
        pending = await queue.client.xpending(queue.stream, queue.group)
        assert pending["pending"] == sum(1 for job in taken[1:] if job.conversation_id != "alexa:user-0")
    finally:
        await queue.client.delete(queue.stream, queue.dead_stream)
        await queue.close()
