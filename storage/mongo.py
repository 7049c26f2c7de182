"""Conversations in MongoDB through PyMongo's native async client.

One small document per conversation (identity, engine state, version `v`, the sequence number of
its newest activity and the digests of its recent client activity ids) and one document per Direct
Line activity in `activities` (see `activity_log`). A turn costs one `find` and one write: on a
server with MongoDB 8's client-level `bulkWrite` (SecantusDB has it), a single ordered command that
updates the conversation conditionally on `v`, writes the turn's activity records and deletes the
records that fell out of the log's size. On an older server the same takes three round trips (read,
conditional `update`, then the records), and the log is trimmed every TRIM_EVERY records. Which one
is used is found out once, by probing the server. A summary is committed by another conditional
update, which also removes the turns it covers. TTL indexes remove conversations idle past the
storage expiry, and activity records and transcript lines older than it.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from pymongo import AsyncMongoClient, DeleteMany, DeleteOne, InsertOne, ReplaceOne, UpdateOne, monitoring
from pymongo.errors import ClientBulkWriteException, DuplicateKeyError, InvalidOperation, OperationFailure, PyMongoError
from pymongo.results import ClientBulkWriteResult

from parley.core.history import Summary, SummaryPlan
from parley.core.state import Conversation
from parley.core.store import CLIENT_ACTIVITY_ID, Removed, StoreUnavailable
from parley.core.turn import Turn, TurnOutcome

from .activity_log import (
    ACTIVITIES,
    RECENT_CLIENT_IDS,
    RECENT_CLIENTS,
    recent_client_entries,
    recent_client_seq,
    record_document,
    record_from_document,
    record_id,
    trim_floor,
)
from .documents import (
    HISTORY,
    HISTORY_TOKENS,
    HISTORY_TURNS,
    STATE,
    SUMMARY,
    SUMMARY_VERSION,
    state_from_document,
    state_to_document,
    summary_to_document,
)
from .grouped_updates import GroupedUpdates

log = logging.getLogger("parley.storage")
T = TypeVar("T")

DEFAULT_EXPIRY_S = 30 * 24 * 3600
TRIM_EVERY = 32
"""Without `bulkWrite`, old activity records are deleted each time the log's floor passes a multiple of this."""
DUPLICATE_KEY = 11000
_PROBE_ID = "\x00bulkWrite probe"
_LAYOUT = "storageLayout"  # the settings document recording which one-off moves a database has had
_LOG_IN_OWN_COLLECTION = 1  # layout version: activity logs moved out of conversation documents
_DELETE_CHUNK = 1000


def conversation_to_document(conversation: Conversation) -> dict[str, Any]:
    return {
        "_id": conversation.id,
        "v": conversation.version,
        "userId": conversation.user_id,
        "channel": conversation.channel,
        "createdAt": conversation.created_at,
        "updatedAt": conversation.updated_at,
        STATE: state_to_document(conversation.state),
        "activitySeq": conversation.activity_seq,
        RECENT_CLIENTS: recent_client_entries(conversation.activities)[-RECENT_CLIENT_IDS:],
    }


def conversation_from_document(document: dict[str, Any]) -> Conversation:
    return Conversation(
        id=document["_id"],
        user_id=document.get("userId", ""),
        channel=document.get("channel", ""),
        created_at=document["createdAt"],
        updated_at=document["updatedAt"],
        version=int(document.get("v", 0)),
        state=state_from_document(document.get(STATE)),
        activity_seq=int(document.get("activitySeq", 0)),
    )


class MongoConnection:
    """One PyMongo async client and database, with every operation bounded in time: an unreachable
    server becomes `StoreUnavailable` within about `timeout_s`, never a hang."""

    def __init__(
        self,
        uri: str,
        database: str = "parley",
        *,
        timeout_s: float = 2.0,
        event_listeners: Sequence[monitoring.CommandListener] = (),
    ) -> None:
        self.uri = uri
        self.timeout_s = timeout_s
        timeout_ms = int(timeout_s * 1000)
        self.client: AsyncMongoClient[dict[str, Any]] = AsyncMongoClient(
            uri,
            tz_aware=True,
            serverSelectionTimeoutMS=timeout_ms,
            connectTimeoutMS=timeout_ms,
            socketTimeoutMS=max(timeout_ms * 2, 60_000),  # bulk seeding runs long; turns are bounded by call()
            event_listeners=list(event_listeners),
            appname="parley",
        )
        self.db = self.client[database]

    async def call(self, operation: Awaitable[T], timeout_s: float | None = None) -> T:
        """Await a driver operation; `timeout_s` overrides the default bound for bulk work."""
        try:
            async with asyncio.timeout((timeout_s or self.timeout_s) + 0.5):
                return await operation
        except OperationFailure:
            raise  # the server answered: a real error (duplicate key, bad command), not an outage
        except (PyMongoError, TimeoutError, OSError) as exc:
            raise StoreUnavailable(f"database unavailable: {type(exc).__name__}") from exc

    async def ensure_index(self, collection: str, keys: Any, **options: Any) -> None:
        """Create an index unless an equivalent one exists (another process may be creating it too)."""
        try:
            await self.call(self.db[collection].create_index(keys, **options))
        except OperationFailure as exc:
            if exc.code not in (85, 86):  # IndexOptionsConflict, IndexKeySpecsConflict
                raise
            existing = await self.call(self.db[collection].index_information())
            name = options.get("name") or "_".join(f"{k}_{v}" for k, v in (keys if isinstance(keys, list) else [(keys, 1)]))
            if name not in existing:
                raise

    async def ensure_ttl(self, collection: str, field: str, expiry_s: int) -> None:
        """A TTL index on `field` removing documents `expiry_s` after it; an existing one is changed to that."""
        info = await self.call(self.db[collection].index_information())
        current = info.get(f"{field}_1", {}).get("expireAfterSeconds")
        if current is None:
            await self.ensure_index(collection, field, expireAfterSeconds=expiry_s)
        elif current != expiry_s:
            await self.call(self.db.command("collMod", collection, index={"keyPattern": {field: 1}, "expireAfterSeconds": expiry_s}))

    async def ping(self) -> bool:
        try:
            await self.call(self.client.admin.command("ping"))
            return True
        except StoreUnavailable:
            return False

    async def shared_secret(self, name: str) -> str:
        """A random secret stored once in the database, so every server process on it signs alike."""
        settings = self.db["settings"]
        found = await self.call(settings.find_one({"_id": name}))
        if found:
            return str(found["value"])
        try:
            value = secrets.token_urlsafe(32)
            await self.call(settings.insert_one({"_id": name, "value": value}))
            return value
        except DuplicateKeyError:
            again = await self.call(settings.find_one({"_id": name}))
            assert again is not None
            return str(again["value"])

    async def close(self) -> None:
        await self.client.close()


class MongoConversationStore:
    """Implements `parley.core.store.ConversationStore` on a MongoDB (or MongoDB-wire) server.

    `bulk_write`: whether to write a turn with one client-level `bulkWrite`; None (the default) asks
    the server once, on `prepare` or the first write that needs it."""

    def __init__(self, connection: MongoConnection, *, expiry_s: int = DEFAULT_EXPIRY_S, bulk_write: bool | None = None) -> None:
        self.connection = connection
        self._call = connection.call
        self.expiry_s = expiry_s
        self.db = connection.db
        self.conversations = self.db["conversations"]
        self.activities = self.db[ACTIVITIES]
        self.transcripts = self.db["transcripts"]
        self.bulk_write = bulk_write
        self.updates = GroupedUpdates(connection, self.conversations, grouped=lambda: self.bulk_write is True)
        """A turn's update of its conversation alone (no activity records): concurrent turns' share a command."""

    def _namespace(self, collection: str) -> str:
        return f"{self.db.name}.{collection}"

    async def prepare(self) -> None:
        """Indexes: TTL on updatedAt (storage expiry) and userId on conversations; (conversation, seq) and
        TTL on `at` on activity records; userId and TTL on `at` on transcripts. Then the write mode."""
        await self.connection.ensure_index("conversations", "userId")
        await self.connection.ensure_ttl("conversations", "updatedAt", self.expiry_s)
        await self.connection.ensure_index(ACTIVITIES, [("conversation", 1), ("seq", 1)])
        await self.connection.ensure_ttl(ACTIVITIES, "at", self.expiry_s)
        await self.connection.ensure_index("transcripts", "userId")
        await self.connection.ensure_ttl("transcripts", "at", self.expiry_s)
        await self._move_embedded_logs()
        one_command = await self._uses_bulk_write()
        log.info(
            "conversation storage ready (expiry after %ds idle; a turn writes %s)",
            self.expiry_s,
            "in one bulkWrite" if one_command else "in two commands: this server has no bulkWrite",
        )

    async def _uses_bulk_write(self) -> bool:
        """Whether the server takes MongoDB 8's client-level `bulkWrite`: asked once, with a delete of nothing."""
        if self.bulk_write is None:
            probe = DeleteOne({"_id": _PROBE_ID}, namespace=self._namespace(ACTIVITIES))
            try:
                await self._call(self.connection.client.bulk_write([probe]))
                self.bulk_write = True
            except (OperationFailure, InvalidOperation) as exc:  # an unknown command, or a driver refusing an old server
                log.info("the database has no client-level bulkWrite (%s): a turn is written in two commands", exc)
                self.bulk_write = False
        return self.bulk_write

    async def _bulk(self, operations: list[Any]) -> ClientBulkWriteResult | ClientBulkWriteException:
        """One ordered client-level bulkWrite; its write errors are returned, an outage raised."""

        async def attempt() -> ClientBulkWriteResult | ClientBulkWriteException:
            try:
                return await self.connection.client.bulk_write(operations, ordered=True, verbose_results=True)
            except ClientBulkWriteException as exc:
                if not exc.write_errors and isinstance(exc.error, Exception) and not isinstance(exc.error, OperationFailure):
                    raise exc.error from exc  # the connection failed: StoreUnavailable
                return exc

        return await self._call(attempt())

    @staticmethod
    def _raise_unless_first_is_duplicate(outcome: ClientBulkWriteException) -> None:
        """An ordered bulk write whose first operation hit a duplicate key wrote nothing; any other error raises."""
        errors: list[Any] = list(outcome.write_errors or ())  # documents, whatever the driver's annotation says
        first = errors[0] if errors and isinstance(errors[0], dict) else {}
        if first.get("idx") != 0 or first.get("code") != DUPLICATE_KEY:
            raise outcome

    def _record_writes(self, conversation: Conversation, records: Sequence[dict[str, Any]]) -> list[ReplaceOne[dict[str, Any]]]:
        """Each record by its id (a write repeated after a lost answer overwrites the same document)."""
        namespace = self._namespace(ACTIVITIES)
        return [
            ReplaceOne({"_id": d["_id"]}, d, upsert=True, namespace=namespace)
            for d in (record_document(conversation.id, r, conversation.updated_at) for r in records)
        ]

    async def create(self, conversation: Conversation) -> bool:
        document = conversation_to_document(conversation)
        if conversation.activities and await self._uses_bulk_write():
            insert = InsertOne(document, namespace=self._namespace("conversations"))
            outcome = await self._bulk([insert, *self._record_writes(conversation, conversation.activities)])
            if isinstance(outcome, ClientBulkWriteException):
                self._raise_unless_first_is_duplicate(outcome)
                return False
            return True
        try:
            await self._call(self.conversations.insert_one(document))
        except DuplicateKeyError:
            return False
        if conversation.activities:
            await self._call(self.activities.bulk_write(self._record_writes(conversation, conversation.activities), ordered=True))
        return True

    async def load(
        self, conversation_id: str, *, activities: bool = True, after: int = 0, client_activity_id: str | None = None
    ) -> Conversation | None:
        document = await self._call(self.conversations.find_one({"_id": conversation_id}))
        if document is None:
            return None
        conversation = conversation_from_document(document)
        if activities:
            cursor = self.activities.find({"conversation": conversation_id, "seq": {"$gt": after}}).sort("seq", 1)
            records = await self._call(cursor.to_list())
            return conversation.evolve(activities=tuple(record_from_document(r) for r in records))
        if client_activity_id is not None:
            seq = recent_client_seq(document.get(RECENT_CLIENTS), client_activity_id)
            found = await self._call(self.activities.find_one({"_id": record_id(conversation_id, seq)})) if seq is not None else None
            if found is not None and found.get(CLIENT_ACTIVITY_ID) == client_activity_id:
                return conversation.evolve(activities=(record_from_document(found),))
        return conversation

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        """Sets the state; writes only the new activity records and deletes those that fell out of the log."""
        document = conversation_to_document(conversation)
        update: dict[str, Any] = {"$set": {k: document[k] for k in ("v", "userId", "channel", "updatedAt", STATE, "activitySeq")}}
        entries = recent_client_entries(append)
        if entries:
            update["$push"] = {RECENT_CLIENTS: {"$each": entries, "$slice": -RECENT_CLIENT_IDS}}
        # the same conversation (not one deleted and started again since, now at an equal version), unchanged
        current = {"_id": conversation.id, "v": expected_version, "createdAt": conversation.created_at}
        if not append:
            await self._uses_bulk_write()
            return await self.updates.update(current, update)
        newest = max(int(r["seq"]) for r in append)
        floor = trim_floor(newest, keep)
        if await self._uses_bulk_write():
            return await self._save_in_one_command(conversation, current, update, append, floor)
        result = await self._call(self.conversations.update_one(current, update))
        if result.matched_count != 1:
            return False
        await self._call(self.activities.bulk_write(self._record_writes(conversation, append), ordered=True))
        if floor // TRIM_EVERY != trim_floor(newest - len(append), keep) // TRIM_EVERY:
            await self._call(self.activities.delete_many({"conversation": conversation.id, "seq": {"$lte": floor}}))
        return True

    async def _save_in_one_command(
        self, conversation: Conversation, current: dict[str, Any], update: dict[str, Any], append: Sequence[dict[str, Any]], floor: int
    ) -> bool:
        """Ordered: the conditional update first, as an upsert. When the version moved on, the upsert's
        insert hits the existing `_id` (a duplicate key) and the ordered command stops before writing
        any record; when the conversation was deleted meanwhile, the upsert recreated it, and it is
        deleted again here."""
        ops: list[Any] = [UpdateOne(current, update, upsert=True, namespace=self._namespace("conversations"))]
        ops += self._record_writes(conversation, append)
        if floor > 0:
            ops.append(DeleteMany({"conversation": conversation.id, "seq": {"$lte": floor}}, namespace=self._namespace(ACTIVITIES)))
        outcome = await self._bulk(ops)
        if isinstance(outcome, ClientBulkWriteException):
            self._raise_unless_first_is_duplicate(outcome)
            return False
        first = outcome.update_results.get(0)
        if first is not None and first.upserted_id is not None:
            log.info("conversation %s was deleted during a turn: its write is undone", conversation.id)
            await self._bulk(
                [
                    DeleteOne({"_id": conversation.id, "v": conversation.version}, namespace=self._namespace("conversations")),
                    DeleteMany({"conversation": conversation.id}, namespace=self._namespace(ACTIVITIES)),
                ]
            )
            return False
        return True

    async def commit_summary(self, plan: SummaryPlan, summary: Summary, history_tokens: int) -> bool:
        """An update pipeline, so that the number of turns left (`historyTurns`, the sweep's index) is
        counted from the history as it is once the covered turns are gone."""
        kept = {"$filter": {"input": {"$ifNull": ["$" + HISTORY, []]}, "cond": {"$gt": ["$$this.n", plan.up_to]}}}
        result = await self._call(
            self.conversations.update_one(
                {"_id": plan.conversation_id, SUMMARY_VERSION: plan.base_version},
                [
                    {"$set": {HISTORY: kept}},
                    {
                        "$set": {
                            SUMMARY: {"$literal": summary_to_document(summary)},
                            HISTORY_TOKENS: {"$literal": history_tokens},
                            HISTORY_TURNS: {"$size": "$" + HISTORY},
                            "v": {"$add": ["$v", 1]},
                        }
                    },
                ],
            )
        )
        return result.matched_count == 1

    async def over_budget(self, max_tokens: int, max_turns: int, limit: int) -> list[str]:
        query = {"$or": [{HISTORY_TOKENS: {"$gt": max_tokens}}, {HISTORY_TURNS: {"$gt": max_turns}}]}
        documents = await self._call(self.conversations.find(query, {"_id": 1}).limit(limit).to_list())
        return [d["_id"] for d in documents]

    async def delete_user(self, user_id: str) -> Removed:
        """Conversations first (a turn in flight then fails its version check), then their activity
        records, then the user's transcript lines; repeated while the user has conversations left
        (one started meanwhile)."""
        removed = Removed()
        for _ in range(10):
            found = await self._call(self.conversations.find({"userId": user_id}, {"_id": 1, SUMMARY_VERSION: 1}).to_list())
            if not found:
                break
            for start in range(0, len(found), _DELETE_CHUNK):
                chunk = found[start : start + _DELETE_CHUNK]
                ids = [d["_id"] for d in chunk]
                gone = await self._call(self.conversations.delete_many({"_id": {"$in": ids}, "userId": user_id}))
                records = await self._call(self.activities.delete_many({"conversation": {"$in": ids}}))
                summaries = sum(1 for d in chunk if state_from_document(d.get(STATE)).summary.version > 0)
                removed += Removed(
                    conversations=gone.deleted_count, activities=records.deleted_count, summaries=summaries, conversation_ids=frozenset(ids)
                )
        lines = await self._call(self.transcripts.delete_many({"userId": user_id}))
        return removed + Removed(transcripts=lines.deleted_count)

    async def _move_embedded_logs(self) -> None:
        """Conversations stored before the log had its own collection keep it in an `activities` array:
        its records move to the collection, and the array goes. This looks at every conversation, so it
        runs once per database: its layout version, stored in `settings`, says it was done."""
        settings = self.db["settings"]
        layout = await self._call(settings.find_one({"_id": _LAYOUT}))
        if layout is not None and int(layout.get("version", 0)) >= _LOG_IN_OWN_COLLECTION:
            return
        legacy = {"activities": {"$exists": True}}
        for document in await self._call(self.conversations.find(legacy, {"activities": 1, "updatedAt": 1}).to_list()):
            records = [r for r in document.get("activities") or () if isinstance(r, dict) and "seq" in r and "activity" in r]
            at = document["updatedAt"]
            writes = [ReplaceOne({"_id": d["_id"]}, d, upsert=True) for d in (record_document(document["_id"], r, at) for r in records)]
            if writes:
                await self._call(self.activities.bulk_write(writes, ordered=False))
            await self._call(self.conversations.update_one({"_id": document["_id"]}, {"$unset": {"activities": ""}}))
            log.info("conversation %s: %d activity records moved to their own collection", document["_id"], len(writes))
        await self._call(settings.update_one({"_id": _LAYOUT}, {"$max": {"version": _LOG_IN_OWN_COLLECTION}}, upsert=True))


class MongoTranscript:
    """Every turn appended to `transcripts` (one document a turn): the full record, never summarized,
    removed with its user's data and, like idle conversations, after the storage expiry."""

    def __init__(self, connection: MongoConnection) -> None:
        self._call = connection.call
        self.transcripts = connection.db["transcripts"]

    async def __call__(self, turn: Turn, outcome: TurnOutcome, now: datetime) -> None:
        await self._call(
            self.transcripts.insert_one(
                {
                    "conversationId": turn.conversation_id,
                    "n": outcome.number,
                    "userId": turn.user_id,
                    "channel": turn.channel,
                    "at": now,
                    "user": turn.text,
                    "bot": outcome.reply.text,
                }
            )
        )
