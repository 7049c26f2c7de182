"""Users' collections in MongoDB: definitions in `collections`, each collection's items in a
MongoDB collection of its own (`items.<name>`), indexed for the queries the engine builds
(single-field indexes that every server's planner can use, and 2dsphere on places)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from pymongo import ASCENDING, DESCENDING, GEOSPHERE
from pymongo.asynchronous.collection import AsyncCollection
from pymongo.asynchronous.database import AsyncDatabase
from pymongo.errors import BulkWriteError

from parley.core.collection.definition import CollectionDefinition, definition_from_dict
from parley.core.collection.store import CollectionInfo, CollectionWords

from .mongo import MongoConnection

log = logging.getLogger("parley.items")

BATCH = 250
BULK_TIMEOUT_S = 60.0  # inserting a batch into a 2dsphere-indexed collection is slow on small servers
INDEXES: tuple[Any, ...] = (
    [("category", ASCENDING)],
    [("type", ASCENDING)],
    [("itemDate", DESCENDING)],
    [("who", ASCENDING)],
    [("place.countryCode", ASCENDING)],
    [("place.location", GEOSPHERE)],
)
_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class MongoItemStore:
    """Implements `parley.core.collection.store.ItemStore`."""

    def __init__(self, connection: MongoConnection) -> None:
        self.connection = connection
        self._call = connection.call
        self.db: AsyncDatabase[dict[str, Any]] = connection.db
        self.definitions = self.db["collections"]

    def items(self, collection: str) -> AsyncCollection[dict[str, Any]]:
        if not _NAME.match(collection):
            raise ValueError(f"collection names are letters, digits, '-' and '_': {collection!r}")
        return self.db[f"items.{collection}"]

    async def _index(self, collection: str) -> None:
        for keys in INDEXES:
            await self.connection.ensure_index(f"items.{collection}", keys)

    async def seed(
        self,
        definition: dict[str, Any],
        items: Iterable[dict[str, Any]],
        progress: Callable[[int], None] | None = None,
    ) -> int:
        """Store a collection and its items once; a collection already seeded is left alone.

        An interrupted seeding resumes: items already stored are skipped, and the collection is
        marked complete only after the last batch."""
        parsed = definition_from_dict(definition)
        existing = await self._call(self.definitions.find_one({"_id": parsed.name}))
        if existing and existing.get("complete"):
            return 0
        target = self.items(parsed.name)
        await self._index(parsed.name)
        already = {d["_id"] for d in await self._call(target.find({}, {"_id": 1}).to_list(), BULK_TIMEOUT_S)}
        if already:
            log.info("resuming the seeding of %r: %d items were stored before", parsed.name, len(already))
        stored = 0
        batch: list[dict[str, Any]] = []
        for item in items:
            if item["_id"] in already:
                continue
            batch.append(dict(item, collection=parsed.name))
            if len(batch) == BATCH:
                stored += await self._insert(target, batch)
                batch = []
                if progress:
                    progress(stored)
        if batch:
            stored += await self._insert(target, batch)
        count = await self._call(target.count_documents({}), BULK_TIMEOUT_S)
        await self._call(
            self.definitions.replace_one(
                {"_id": parsed.name},
                {
                    "_id": parsed.name,
                    "title": parsed.title,
                    "definition": definition,
                    "itemCount": count,
                    "complete": True,
                    "seededAt": datetime.now(UTC),
                },
                upsert=True,
            )
        )
        if progress:
            progress(stored)
        return stored

    async def _insert(self, target: AsyncCollection[dict[str, Any]], batch: list[dict[str, Any]]) -> int:
        try:
            result = await self._call(target.insert_many(batch, ordered=False), BULK_TIMEOUT_S)
            return len(result.inserted_ids)
        except BulkWriteError as exc:  # another process seeding the same collection at the same time
            return int(exc.details.get("nInserted", 0))

    async def collections(self) -> list[CollectionInfo]:
        documents = await self._call(self.definitions.find({"complete": True}).sort("_id", ASCENDING).to_list())
        return [CollectionInfo(d["_id"], d.get("title", d["_id"]), int(d.get("itemCount", 0))) for d in documents]

    async def definition(self, name: str) -> CollectionDefinition | None:
        document = await self._call(self.definitions.find_one({"_id": name}))
        return definition_from_dict(document["definition"], name) if document else None

    async def find(
        self, collection: str, query: dict[str, Any], sort: Sequence[tuple[str, int]] = (), limit: int = 0
    ) -> list[dict[str, Any]]:
        cursor = self.items(collection).find(query)
        if sort:
            cursor = cursor.sort(list(sort))
        if limit:
            cursor = cursor.limit(limit)
        return await self._call(cursor.to_list())

    async def count(self, collection: str, query: dict[str, Any]) -> int:
        return await self._call(self.items(collection).count_documents(query))

    async def words(self, collection: str, text_fields: Sequence[str]) -> CollectionWords:
        target = self.items(collection)
        people = await self._call(target.distinct("who"), BULK_TIMEOUT_S)
        cursor = await self._call(
            target.aggregate([{"$group": {"_id": {"city": "$place.city", "country": "$place.countryCode"}, "place": {"$first": "$place"}}}])
        )
        places = await self._call(cursor.to_list(), BULK_TIMEOUT_S)
        values: dict[str, tuple[str, ...]] = {}
        for name in text_fields:
            found = await self._call(target.distinct(f"fields.{name}"), BULK_TIMEOUT_S)
            values[name] = tuple(sorted(str(v) for v in found if isinstance(v, str))[:5000])
        cursor = await self._call(target.aggregate([{"$group": {"_id": {"category": "$category", "type": "$type", "title": "$title"}}}]))
        kinds = await self._call(cursor.to_list(), BULK_TIMEOUT_S)
        said = [k["_id"] for k in kinds if isinstance(k.get("_id"), dict)]
        titles = sorted(
            (
                (k["category"], k.get("type") if isinstance(k.get("type"), str) else None, k["title"])
                for k in said
                if isinstance(k.get("category"), str) and isinstance(k.get("title"), str)
            ),
            key=lambda t: (t[0], t[1] or "", t[2]),
        )
        return CollectionWords(
            people=tuple(sorted(p for p in people if isinstance(p, str))),
            places=tuple(p["place"] for p in places if isinstance(p.get("place"), dict)),
            values=values,
            titles=tuple(titles[:50_000]),
        )
