"""A turn of a conversation this process wrote last starts from that copy, with no read; a copy another
process made out of date is never written back; concurrent turns' updates share one database command."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from parley.app.bots import load_bot
from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.recent_conversations import RecentConversations
from parley.core.state import Conversation
from parley.core.store import ConversationStore, StoreUnavailable
from parley.core.turn import Turn
from parley.storage.grouped_updates import IN_FLIGHT, GroupedUpdates
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConnection, MongoConversationStore

from .servers import SecantusProcess

NOW = datetime.now(UTC).replace(microsecond=0)


class CountingStore:
    """The real store, counting its reads."""

    def __init__(self, store: ConversationStore) -> None:
        self.store = store
        self.loads = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    async def load(self, conversation_id: str, **options: Any) -> Conversation | None:
        self.loads += 1
        return await self.store.load(conversation_id, **options)


@pytest.fixture(scope="module")
def bot() -> Bot:
    return load_bot(None, None)


def turn(text: str, at: datetime, cid: str = "teams|c1", user: str = "u1") -> Turn:
    return Turn("msteams", cid, user, text, at)


async def history(store: ConversationStore, cid: str = "teams|c1") -> list[tuple[int, str]]:
    found = await store.load(cid, activities=False)
    assert found is not None
    return [(int(entry["n"]), str(entry["user"])) for entry in found.state.history]


async def test_the_next_turn_of_a_conversation_this_process_wrote_reads_nothing(bot: Bot) -> None:
    store = CountingStore(MemoryConversationStore())
    service = ConversationService(bot, store)  # type: ignore[arg-type]
    for i, text in enumerate(["What's the weather in Tokyo?", "What about Kyoto?", "And tomorrow?"]):
        await service.handle(turn(text, NOW + timedelta(seconds=i)), NOW + timedelta(seconds=i), create=True)
    assert store.loads == 1  # the first turn's, which found no conversation and started it
    assert await history(store.store) == [(1, "What's the weather in Tokyo?"), (2, "What about Kyoto?"), (3, "And tomorrow?")]


class SlowReads(CountingStore):
    """Reads, counts and yields to other tasks before answering, so that two first turns both find nothing."""

    def __init__(self, store: ConversationStore) -> None:
        super().__init__(store)
        self.creates = 0
        self.saves = 0

    async def load(self, conversation_id: str, **options: Any) -> Conversation | None:
        found = await super().load(conversation_id, **options)
        await asyncio.sleep(0.01)
        return found

    async def create(self, conversation: Conversation) -> bool:
        self.creates += 1
        return await self.store.create(conversation)

    async def save(self, conversation: Conversation, expected_version: int, *args: Any) -> bool:
        self.saves += 1
        return await self.store.save(conversation, expected_version, *args)


async def test_a_conversations_first_turn_is_stored_with_it_in_one_write(bot: Bot) -> None:
    store = SlowReads(MemoryConversationStore())
    service = ConversationService(bot, store)  # type: ignore[arg-type]
    await service.handle(turn("What's the weather in Tokyo?", NOW), NOW, create=True)
    stored = await store.load("teams|c1", activities=False)
    assert (store.creates, store.saves) == (1, 0) and stored is not None and stored.version == 1 and stored.created_at == NOW
    assert await history(store.store) == [(1, "What's the weather in Tokyo?")]


async def test_two_first_turns_at_once_start_one_conversation_with_both(bot: Bot) -> None:
    shared = SlowReads(MemoryConversationStore())
    first, second = ConversationService(bot, shared), ConversationService(bot, shared)  # type: ignore[arg-type]
    await asyncio.gather(*(s.handle(turn(t, NOW), NOW, create=True) for s, t in ((first, "hello"), (second, "What about Kyoto?"))))
    assert shared.creates == 2  # both tried; one found the other's conversation and was computed again from it
    assert sorted(text for _, text in await history(shared.store)) == ["What about Kyoto?", "hello"]
    assert [n for n, _ in await history(shared.store)] == [1, 2]


async def test_turns_alternating_between_two_processes_are_each_stored_once(bot: Bot) -> None:
    shared = MemoryConversationStore()
    first, second = ConversationService(bot, shared), ConversationService(bot, shared)
    texts = [f"What about city {i}?" for i in range(8)]
    for i, text in enumerate(texts):
        service = (first, second)[i % 2]  # each write makes the other process's copy out of date
        outcome = await service.handle(turn(text, NOW + timedelta(seconds=i)), NOW + timedelta(seconds=i), create=True)
        assert outcome.number == i + 1
    assert await history(shared) == [(i + 1, text) for i, text in enumerate(texts)]


async def test_a_conversation_deleted_and_started_again_elsewhere_is_not_overwritten_by_an_old_copy(bot: Bot) -> None:
    shared = MemoryConversationStore()
    here, elsewhere = ConversationService(bot, shared), ConversationService(bot, shared)
    for i in range(2):
        await here.handle(turn(f"old secret {i}", NOW + timedelta(seconds=i)), NOW + timedelta(seconds=i), create=True)
    await elsewhere.forget_user("u1")  # another process deletes the user's data ...
    later = NOW + timedelta(minutes=5)
    for i in range(2):  # ... and the user starts again there: the same id, at the same version as this process's copy
        await elsewhere.handle(turn(f"new {i}", later + timedelta(seconds=i)), later + timedelta(seconds=i), create=True)
    outcome = await here.handle(turn("new 2", later + timedelta(seconds=9)), later + timedelta(seconds=9), create=True)
    assert outcome.number == 3
    assert await history(shared) == [(1, "new 0"), (2, "new 1"), (3, "new 2")]  # nothing of the deleted conversation


async def test_forgetting_a_user_forgets_the_copies_of_their_conversations(bot: Bot) -> None:
    store = CountingStore(MemoryConversationStore())
    service = ConversationService(bot, store)  # type: ignore[arg-type]
    await service.handle(turn("What's the weather in Tokyo?", NOW), NOW, create=True)
    await service.handle(turn("hello", NOW, cid="teams|c2", user="u2"), NOW, create=True)
    await service.forget_user("u1")
    assert service._recent.get("teams|c1") is None and service._recent.get("teams|c2") is not None


def test_a_conversation_whose_copy_was_out_of_date_twice_running_is_read_every_turn() -> None:
    recent = RecentConversations()
    first = Conversation("c1", "u1", "msteams", NOW, NOW)
    recent.remember(first)
    recent.out_of_date("c1")  # a summary committed meanwhile, say
    assert recent.get("c1") is None
    recent.remember(first.evolve(version=2))  # written after a fresh read: remembered again
    recent.remember(first.evolve(version=3), was_remembered=True)  # and current: the count starts over
    recent.out_of_date("c1")
    recent.remember(first.evolve(version=5))
    assert recent.get("c1") is not None
    recent.out_of_date("c1")  # the second in a row: its turns are spread over processes
    recent.remember(first.evolve(version=7))
    assert recent.get("c1") is None


def test_only_the_most_recently_used_copies_are_kept() -> None:
    recent = RecentConversations(size=2)
    for cid in ("c1", "c2", "c3"):
        recent.remember(Conversation(cid, "u1", "msteams", NOW, NOW))
    assert len(recent) == 2 and recent.get("c1") is None and recent.get("c3") is not None


@pytest.fixture
async def mongo(secantus: SecantusProcess) -> AsyncIterator[MongoConversationStore]:
    connection = MongoConnection(secantus.uri, "r_" + secrets.token_hex(6))
    store = MongoConversationStore(connection)
    await store.prepare()
    yield store
    await connection.client.drop_database(connection.db.name)
    await connection.close()


async def test_concurrent_turns_updates_share_commands_and_each_hears_its_own_outcome(mongo: MongoConversationStore) -> None:
    conversations = [Conversation(f"c{i}", "u1", "msteams", NOW, NOW) for i in range(20)]
    for conversation in conversations:
        assert await mongo.create(conversation)
    stale = {3, 11}  # these two were moved on by another process meanwhile
    for i in stale:
        assert await mongo.save(conversations[i].evolve(version=1), 0)
    before = mongo.updates.commands
    saved = await asyncio.gather(
        *(mongo.save(c.evolve(version=c.version + 1, updated_at=NOW + timedelta(seconds=1)), 0) for c in conversations)
    )
    assert saved == [i not in stale for i in range(20)]
    assert mongo.updates.commands - before < 10  # one went alone, the others waited for it and went together
    for i, conversation in enumerate(conversations):
        loaded = await mongo.load(conversation.id, activities=False)
        assert loaded is not None and loaded.version == 1 and (loaded.updated_at == NOW) == (i in stale)


async def test_the_embedded_database_runs_standalone_without_an_oplog(mongo: MongoConversationStore) -> None:
    hello = await mongo.connection.client.admin.command("hello")
    assert "setName" not in hello  # no replica set: no oplog entry and no retryable-write record per write
    assert await mongo.create(Conversation("c1", "u1", "msteams", NOW, NOW))
    assert await mongo.connection.client["local"]["oplog.rs"].count_documents({"ns": {"$regex": "^r_"}}) == 0


class Unreachable:
    """A connection whose every command fails after a while, as during an outage; it counts them."""

    def __init__(self) -> None:
        self.commands = 0
        self.client = self
        self.database = self
        self.name = "conversations"

    async def call(self, operation: Any) -> Any:
        self.commands += 1
        operation.close()
        await asyncio.sleep(0.05)
        raise StoreUnavailable("database unavailable: ServerSelectionTimeoutError")

    async def bulk_write(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("never awaited")

    async def update_one(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("never awaited")


async def test_during_an_outage_every_waiting_update_fails_with_the_first_command() -> None:
    connection = Unreachable()
    updates = GroupedUpdates(connection, connection, grouped=lambda: True)  # type: ignore[arg-type]
    started = asyncio.get_running_loop().time()
    failed = await asyncio.gather(
        *(updates.update({"_id": f"c{i}", "v": 0}, {"$set": {"v": 1}}) for i in range(200)), return_exceptions=True
    )
    assert all(isinstance(f, StoreUnavailable) for f in failed)
    # the commands in flight when the outage was met, not one command after another for all 200
    assert connection.commands <= IN_FLIGHT and asyncio.get_running_loop().time() - started < 1
