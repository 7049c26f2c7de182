"""The Direct Line activity log lives apart from the conversation: the conversation's document stays
small however long it runs, the log keeps its configured size, a turn costs two round trips, and
watermarks read across the records the log has dropped."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import bson
import pytest

from parley.channels.directline.activities import records_for_turn, turn_from_activity
from parley.channels.outbound import answer_for
from parley.core.conversation import ConversationService
from parley.core.state import Conversation
from parley.core.store import CLIENT_ACTIVITY_ID
from parley.core.turn import Turn, TurnOutcome

from .conftest import ParleyHarness

COLLECTION_BOT = {"bot": "scrapbook", "seed_sample": True}
UTTERANCES = [
    "Show me wines from France in 2018 rated at least 3",
    "What about red ones?",
    "Show me a map",
    "the first one",
    "where was it?",
    "How many books did I read in 2022?",
    "Show me a list",
    "which was the best rated?",
    "Show me hikes last year",
    "sort them by rating",
]


async def web_chat_turn(service: ConversationService, harness: ParleyHarness, conversation_id: str, text: str, client_id: str) -> None:
    """What the Direct Line channel does with a Web Chat message, without HTTP."""
    harness.clock.advance(20)
    now = harness.clock()
    activity = {"type": "message", "text": text, "from": {"id": "u"}, "channelData": {"clientActivityID": client_id}}
    turn = turn_from_activity(activity, conversation_id, "u", now)

    def record(_: Conversation, turn: Turn, outcome: TurnOutcome, first_seq: int) -> list[dict[str, Any]]:
        records = records_for_turn(activity, turn, answer_for(outcome, debug=True), first_seq, "bot", "Bot")
        records[0][CLIENT_ACTIVITY_ID] = client_id
        return records

    await service.handle_once(replace(turn, activity_id=client_id), now, record, client_id)


@pytest.mark.parametrize("harness", [COLLECTION_BOT], indirect=True)
async def test_a_long_conversation_keeps_a_small_document_and_a_log_of_the_configured_size(harness: ParleyHarness) -> None:
    service = harness.parley.service
    service.activity_limit = 60
    conversation = await harness.start_conversation()
    cid = conversation["conversationId"]
    for number in range(1, 401):
        await web_chat_turn(service, harness, cid, UTTERANCES[number % len(UTTERANCES)], f"web-{number}")
    await service.settled()
    db = harness.parley.connection.db
    document = await db["conversations"].find_one({"_id": cid})
    assert document is not None and document["activitySeq"] == 1 + 2 * 400
    assert len(bson.encode(document)) < 32 * 1024
    assert await db["activities"].count_documents({"conversation": cid}) == 60
    logged = await service.get(cid)
    assert [r["activity"]["id"] for r in logged.activities] == [f"{cid}|{seq:07d}" for seq in range(742, 802)]
    assert sum(len(bson.encode(r)) for r in await db["activities"].find({"conversation": cid}).to_list()) > 32 * 1024  # cards and all


async def test_an_ordinary_turn_is_one_read_and_one_write(shared_harness: ParleyHarness) -> None:
    conversation = await shared_harness.start_conversation()
    await shared_harness.say(conversation, "What's the current weather in Tokyo?")
    shared_harness.counter.commands.clear()
    await shared_harness.say(conversation, "What about Kyoto?")
    # the turn: its read and one bulkWrite (the conversation, two records, the trim); then the client's GET: two reads
    assert shared_harness.counter.commands == ["find", "bulkWrite", "find", "find"]


@pytest.mark.parametrize("harness", [{}], indirect=True)
async def test_without_bulk_write_a_turn_takes_three_round_trips_and_the_trim_comes_now_and_then(harness: ParleyHarness) -> None:
    harness.parley.store.bulk_write = False  # what the probe finds on a server older than MongoDB 8
    harness.parley.service.activity_limit = 4
    conversation = await harness.start_conversation()
    path = f"/v3/directline/conversations/{conversation['conversationId']}/activities"
    per_turn = []
    for i in range(24):
        harness.counter.commands.clear()
        response = await harness.client.post(
            path, json={"type": "message", "text": f"blah {i}"}, headers={"Authorization": f"Bearer {conversation['token']}"}
        )
        assert response.status == 200
        per_turn.append(tuple(harness.counter.commands))
    assert set(per_turn) == {("update", "update"), ("update", "update", "delete")}  # no read: this process wrote it last
    assert 1 <= per_turn.count(("update", "update", "delete")) <= 2  # 48 records: the floor passes 32 once
    stored = await harness.parley.connection.db["activities"].count_documents({"conversation": conversation["conversationId"]})
    assert 4 <= stored < 4 + 32


@pytest.mark.parametrize("harness", [{}], indirect=True)
async def test_watermarks_read_across_the_records_the_log_dropped(harness: ParleyHarness) -> None:
    harness.parley.service.activity_limit = 6
    conversation = await harness.start_conversation()
    first = await harness.activities(conversation)
    assert [a["channelData"]["kind"] for a in first] == ["greeting"]
    for i in range(2):
        await harness.say(conversation, f"blah {i}")
    seen = await harness.activities(conversation, watermark=1)
    assert [a["text"] for a in seen if a["from"]["role"] == "user"] == ["blah 0", "blah 1"]
    for i in range(2, 8):  # the log moves on past everything the client has seen
        await harness.say(conversation, f"blah {i}")
    behind = await harness.activities(conversation, watermark=5)
    assert [a["text"] for a in behind if a["from"]["role"] == "user"] == ["blah 5", "blah 6", "blah 7"]
    assert [int(a["id"].rsplit("|", 1)[1]) for a in behind] == list(range(12, 18))
    newest = await harness.activities(conversation, watermark=15)
    assert [a["text"] for a in newest] == ["blah 7", newest[1]["text"]] and newest[1]["from"]["role"] == "bot"
    assert await harness.activities(conversation, watermark=17) == []


async def test_activity_records_expire_with_the_storage_expiry(shared_harness: ParleyHarness) -> None:
    db = shared_harness.parley.connection.db
    for collection in ("conversations", "activities", "transcripts"):
        indexes = await db[collection].index_information()
        ttl = [i["expireAfterSeconds"] for i in indexes.values() if "expireAfterSeconds" in i]
        assert ttl == [30 * 24 * 3600], collection
    assert [("conversation", 1), ("seq", 1)] in [i["key"] for i in (await db["activities"].index_information()).values()]


async def test_an_old_conversation_with_its_log_inside_is_moved_on_start(shared_harness: ParleyHarness) -> None:
    db = shared_harness.parley.connection.db
    now = shared_harness.clock()
    log = [{"seq": seq, "activity": {"id": f"old|{seq:07d}", "type": "message", "text": f"old {seq}"}} for seq in (1, 2, 3)]
    await db["conversations"].insert_one(
        {
            "_id": "old",
            "v": 3,
            "userId": "u",
            "channel": "directline",
            "createdAt": now,
            "updatedAt": now,
            "state": {},
            "activities": log,
            "activitySeq": 3,
        }
    )
    await db["settings"].delete_one({"_id": "storageLayout"})  # a database an older Parley wrote
    await shared_harness.parley.store.prepare()
    document = await db["conversations"].find_one({"_id": "old"})
    assert document is not None and "activities" not in document
    loaded = await shared_harness.parley.service.get("old", after=1)
    assert [r["activity"]["text"] for r in loaded.activities] == ["old 2", "old 3"]
    expires = await db["activities"].find_one({"_id": "old:1"})
    assert expires is not None and expires["at"] - now < timedelta(seconds=1)


async def test_the_move_of_old_logs_looks_at_the_conversations_once_per_database(shared_harness: ParleyHarness) -> None:
    """Every later start reads one settings document instead of scanning every conversation."""
    counter = shared_harness.counter
    await shared_harness.parley.store.prepare()  # the database already has its layout recorded
    before = len(counter.targets)
    await shared_harness.parley.store.prepare()
    reads = [target for command, target in counter.targets[before:] if command in ("find", "aggregate", "count")]
    assert reads == ["settings"]  # the layout record; no conversation is read
