"""The conversation stores keep one contract: the MongoDB store (in one bulkWrite, and in separate
commands as on a server without it) on SecantusDB, and the in-memory store."""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from parley.core.history import Summary, SummaryPlan
from parley.core.state import Conversation, ConversationState
from parley.core.store import CLIENT_ACTIVITY_ID, ConversationStore
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConnection, MongoConversationStore

from .servers import SecantusProcess

# The present, to the second: the server's TTL monitor runs on the real clock, and would delete a
# conversation dated months ago in the middle of a test.
NOW = datetime.now(UTC).replace(microsecond=0)


@pytest.fixture(params=["bulkWrite", "separate commands", "memory"])
async def store(request: pytest.FixtureRequest, secantus: SecantusProcess) -> AsyncIterator[ConversationStore]:
    if request.param == "memory":
        yield MemoryConversationStore()
        return
    connection = MongoConnection(secantus.uri, "c_" + secrets.token_hex(6))
    mongo = MongoConversationStore(connection, bulk_write=request.param == "bulkWrite")
    await mongo.prepare()
    yield mongo
    await connection.client.drop_database(connection.db.name)
    await connection.close()


def records(first: int, count: int, client_id: str | None = None) -> list[dict[str, Any]]:
    made = [{"seq": seq, "activity": {"id": f"a|{seq:07d}", "text": f"activity {seq}"}} for seq in range(first, first + count)]
    if client_id is not None:
        made[0][CLIENT_ACTIVITY_ID] = client_id
    return made


async def new_conversation(store: ConversationStore, cid: str = "c1", user: str = "u1") -> Conversation:
    conversation = Conversation(cid, user, "directline", NOW, NOW, activities=tuple(records(1, 1)), activity_seq=1)
    assert await store.create(conversation)
    return conversation.evolve(activities=())


async def turn(store: ConversationStore, current: Conversation, keep: int = 500, client_id: str | None = None) -> Conversation:
    """One turn's write: two records, the version one up."""
    appended = records(current.activity_seq + 1, 2, client_id)
    updated = current.evolve(
        version=current.version + 1, activity_seq=current.activity_seq + 2, updated_at=current.updated_at + timedelta(seconds=1)
    )
    assert await store.save(updated, current.version, appended, keep)
    return updated


async def seqs(store: ConversationStore, cid: str = "c1", after: int = 0) -> list[int]:
    loaded = await store.load(cid, after=after)
    assert loaded is not None
    return [r["seq"] for r in loaded.activities]


async def test_a_lost_version_check_writes_no_record(store: ConversationStore) -> None:
    first = await new_conversation(store)
    current = await turn(store, first)
    stale = first.evolve(version=first.version + 1, activity_seq=3, state=ConversationState(turns=99))
    assert not await store.save(stale, first.version, records(2, 2, "stale"), 500)
    assert await seqs(store) == [1, 2, 3]
    loaded = await store.load("c1")
    assert loaded is not None and loaded.version == current.version and loaded.state.turns == 0
    assert [r["activity"]["text"] for r in loaded.activities] == ["activity 1", "activity 2", "activity 3"]
    assert (await store.load("c1", activities=False, client_activity_id="stale")).activities == ()  # type: ignore[union-attr]


async def test_a_creation_that_finds_the_conversation_writes_no_record(store: ConversationStore) -> None:
    await new_conversation(store)
    again = Conversation("c1", "intruder", "directline", NOW, NOW, activities=tuple(records(1, 3)), activity_seq=3)
    assert not await store.create(again)
    assert await seqs(store) == [1]


async def test_a_conversation_deleted_during_a_turn_stays_deleted(store: ConversationStore) -> None:
    first = await new_conversation(store, user="gone")
    removed = await store.delete_user("gone")
    assert (removed.conversations, removed.activities) == (1, 1)
    updated = first.evolve(version=1, activity_seq=3)
    assert not await store.save(updated, first.version, records(2, 2), 500)
    assert await store.load("c1") is None
    assert (await store.delete_user("gone")).activities == 0  # nothing was left behind by the write


async def test_a_write_from_a_deleted_conversation_never_lands_on_one_started_again_at_an_equal_version(
    store: ConversationStore,
) -> None:
    old = await new_conversation(store, user="gone")
    await store.delete_user("gone")
    again = Conversation("c1", "gone", "directline", NOW + timedelta(minutes=1), NOW + timedelta(minutes=1))
    assert await store.create(again)
    for appended in ((), records(2, 2)):  # the conversation alone (Teams), and with activity records (Direct Line)
        stale = old.evolve(version=1, activity_seq=3, state=ConversationState(turns=99))
        assert not await store.save(stale, old.version, appended, 500)
    loaded = await store.load("c1")
    assert loaded is not None and loaded.created_at == again.created_at and loaded.state.turns == 0 and loaded.activities == ()


async def test_the_log_keeps_the_last_records_and_reads_by_watermark(store: ConversationStore) -> None:
    current = await new_conversation(store)
    for _ in range(40):
        current = await turn(store, current, keep=10)
    assert current.activity_seq == 81
    kept = await seqs(store)
    assert kept[-10:] == list(range(72, 82))
    if not (isinstance(store, MongoConversationStore) and not store.bulk_write):
        assert kept == list(range(72, 82))  # exactly the log's size
    else:
        assert len(kept) < 10 + 32  # trimmed every few turns, never per turn
    assert await seqs(store, after=3) == kept  # a watermark behind the log: what is left
    assert await seqs(store, after=78) == [79, 80, 81]
    assert await seqs(store, after=81) == []


async def test_a_client_activity_id_finds_its_record_among_the_recent_ones(store: ConversationStore) -> None:
    current = await turn(store, await new_conversation(store), client_id="web-1")
    for i in range(2, 40):
        current = await turn(store, current, client_id=f"web-{i}")
    found = await store.load("c1", activities=False, client_activity_id="web-39")
    assert found is not None and [(r["seq"], r[CLIENT_ACTIVITY_ID]) for r in found.activities] == [(current.activity_seq - 1, "web-39")]
    assert found.version == current.version
    assert (await store.load("c1", activities=False, client_activity_id="web-1")).activities == ()  # type: ignore[union-attr]
    assert (await store.load("c1", activities=False, client_activity_id="never")).activities == ()  # type: ignore[union-attr]
    assert (await store.load("c1", activities=False)).activities == ()  # type: ignore[union-attr]


async def test_a_summary_commit_leaves_the_history_size_the_sweep_reads(store: ConversationStore) -> None:
    first = await new_conversation(store)
    history = tuple({"n": n, "at": NOW, "user": f"question {n}", "bot": f"answer {n}"} for n in range(1, 11))
    state = ConversationState(turns=10, history=history, history_tokens=400)
    assert await store.save(first.evolve(version=1, state=state), 0)
    assert await store.over_budget(max_tokens=300, max_turns=5, limit=10) == ["c1"]
    plan = SummaryPlan("c1", 0, 8, history[:8], "")
    assert await store.commit_summary(plan, Summary("$1 asked about questions 1 to 8", 8, 1, NOW), 120)
    loaded = await store.load("c1")
    assert loaded is not None and loaded.version == 2
    assert [t["n"] for t in loaded.state.history] == [9, 10] and loaded.state.history_tokens == 120
    assert loaded.state.summary.text == "$1 asked about questions 1 to 8"
    assert await store.over_budget(max_tokens=300, max_turns=5, limit=10) == []  # 2 turns and 120 tokens left
    assert await store.over_budget(max_tokens=100, max_turns=5, limit=10) == ["c1"]
    assert not await store.commit_summary(plan, Summary("again", 8, 1, NOW), 1)  # the summary moved on
