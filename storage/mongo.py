"""Conversations in MongoDB through PyMongo's native async client.

One document per conversation. A turn costs one `find` (the activity log left out) and one
`update_one` conditional on the document's version `v`: `$set` of the state and `$push` of the
turn's activities, sliced to the log's size. A summary is committed by another `update_one`
conditional on the stored summary's version, which also removes the turns it covers. A TTL index on
`updatedAt` removes conversations idle past the storage expiry.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from pymongo import AsyncMongoClient, monitoring
from pymongo.errors import DuplicateKeyError, OperationFailure, PyMongoError

from parley.core.history import Summary, SummaryPlan
from parley.core.state import Conversation, ConversationState
from parley.core.store import CLIENT_ACTIVITY_ID, StoreUnavailable
from parley.core.turn import Turn, TurnOutcome

log = logging.getLogger("parley.storage")
T = TypeVar("T")

DEFAULT_EXPIRY_S = 30 * 24 * 3600


def conversation_to_document(conversation: Conversation) -> dict[str, Any]:
    return {
        "_id": conversation.id,
        "v": conversation.version,
        "userId": conversation.user_id,
        "channel": conversation.channel,
        "createdAt": conversation.created_at,
        "updatedAt": conversation.updated_at,
        "state": conversation.state.to_dict(),
        "activities": list(conversation.activities),
        "activitySeq": conversation.activity_seq,
    }


def conversation_from_document(document: dict[str, Any]) -> Conversation:
    return Conversation(
        id=document["_id"],
        user_id=document.get("userId", ""),
        channel=document.get("channel", ""),
        created_at=document["createdAt"],
        updated_at=document["updatedAt"],
        version=int(document.get("v", 0)),
        state=ConversationState.from_dict(document.get("state")),
        activities=tuple(document.get("activities") or ()),
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
    """Implements `parley.core.store.ConversationStore` on a MongoDB (or MongoDB-wire) server."""

    def __init__(self, connection: MongoConnection, *, expiry_s: int = DEFAULT_EXPIRY_S) -> None:
        self.connection = connection
        self._call = connection.call
        self.expiry_s = expiry_s
        self.db = connection.db
        self.conversations = self.db["conversations"]

    async def prepare(self) -> None:
        """Create indexes: TTL on updatedAt (storage expiry), userId (deleting a user's data)."""
        await self.connection.ensure_index("conversations", "userId")
        info = await self._call(self.conversations.index_information())
        current = info.get("updatedAt_1", {}).get("expireAfterSeconds")
        if current is None:
            await self.connection.ensure_index("conversations", "updatedAt", expireAfterSeconds=self.expiry_s)
        elif current != self.expiry_s:
            await self._call(
                self.db.command(
                    "collMod",
                    "conversations",
                    index={"keyPattern": {"updatedAt": 1}, "expireAfterSeconds": self.expiry_s},
                )
            )
        log.info("conversation storage ready (expiry after %ds idle)", self.expiry_s)

    async def create(self, conversation: Conversation) -> bool:
        try:
            await self._call(self.conversations.insert_one(conversation_to_document(conversation)))
            return True
        except DuplicateKeyError:
            return False

    async def load(self, conversation_id: str, *, activities: bool = True, client_activity_id: str | None = None) -> Conversation | None:
        projection: dict[str, Any] | None = None if activities else {"activities": 0}
        if not activities and client_activity_id is not None:  # every field, and of the log only that activity's record
            fields = dict.fromkeys(("v", "userId", "channel", "createdAt", "updatedAt", "state", "activitySeq"), 1)
            projection = {**fields, "activities": {"$elemMatch": {CLIENT_ACTIVITY_ID: client_activity_id}}}
        document = await self._call(self.conversations.find_one({"_id": conversation_id}, projection))
        return conversation_from_document(document) if document else None

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        """Sets the state and pushes only the new activity records (the log is never rewritten)."""
        document = conversation_to_document(conversation)
        update: dict[str, Any] = {"$set": {k: document[k] for k in ("v", "userId", "channel", "updatedAt", "state", "activitySeq")}}
        if append:
            update["$push"] = {"activities": {"$each": list(append), "$slice": -keep}}
        result = await self._call(self.conversations.update_one({"_id": conversation.id, "v": expected_version}, update))
        return result.matched_count == 1

    async def commit_summary(self, plan: SummaryPlan, summary: Summary, history_tokens: int) -> bool:
        result = await self._call(
            self.conversations.update_one(
                {"_id": plan.conversation_id, "state.summary.version": plan.base_version},
                {
                    "$set": {"state.summary": summary.to_dict(), "state.historyTokens": history_tokens},
                    "$pull": {"state.history": {"n": {"$lte": plan.up_to}}},
                    "$inc": {"v": 1},
                },
            )
        )
        return result.matched_count == 1

    async def over_budget(self, max_tokens: int, max_turns: int, limit: int) -> list[str]:
        query = {"$or": [{"state.historyTokens": {"$gt": max_tokens}}, {"state.historyTurns": {"$gt": max_turns}}]}
        documents = await self._call(self.conversations.find(query, {"_id": 1}).limit(limit).to_list())
        return [d["_id"] for d in documents]

    async def delete_user(self, user_id: str) -> int:
        result = await self._call(self.conversations.delete_many({"userId": user_id}))
        return result.deleted_count


class MongoTranscript:
    """Every turn appended to `transcripts` (one document a turn): the full record, never summarized."""

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
