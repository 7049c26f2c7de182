"""The bundled sample collection, seeded once per test session into a database of its own, with the
collection assistant built over it. Tests read these items and never write them: a Parley built with
`SampleCollection.bot` keeps its conversations in its own database, a `parley serve` pointed at this
database adds only conversations beside the items, and a test that adds collections of its own works
on a copy (`copy_to`). `fingerprint` is what the session checks at its end was left as seeded."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
from dataclasses import dataclass
from typing import Any

import bson

from parley.app.meanings import meanings_encoder
from parley.app.server import seed_sample
from parley.core.bot import Bot
from parley.core.query.bot import QueryBot
from parley.core.query.places import world_places
from parley.storage.items import MongoItemStore
from parley.storage.mongo import MongoConnection

SAMPLE = "scrapbook"  # the sample collection's name, and the bot that answers questions about it
COPY_TIMEOUT_S = 60.0


async def assistant(items: MongoItemStore) -> Bot:
    """The sample's assistant as `parley serve` builds it, but for one thing: the tests replay hundreds of
    conversations at a few fixed moments, so the per-minute budget of new words the sentence encoder may
    look up (which real time refills) is lifted; the per-message bound stays. The budget is tested on its
    own (tests/test_meanings.py)."""
    query_bot = await QueryBot.create(items, SAMPLE, world_places(), await asyncio.to_thread(meanings_encoder, True))
    for shelf in query_bot.shelves.values():
        if shelf.reader.meanings is not None:
            shelf.reader.meanings.per_minute = None
    return query_bot.bot


@dataclass(frozen=True)
class SampleCollection:
    uri: str
    database: str
    items: MongoItemStore
    bot: Bot  # keeps nothing of a conversation: each conversation's state lives in its own store

    @classmethod
    async def seed(cls, uri: str) -> SampleCollection:
        """Seed the sample as `parley serve` does, in a new database, and build its assistant."""
        # every test module's assistant reads this one database: on a loaded two-core CI machine a read of its 2,463 items
        # can stall past the 2 s default (as in tests/conftest.py's running_parley)
        connection = MongoConnection(uri, "sample_" + secrets.token_hex(4), timeout_s=10.0)
        items = MongoItemStore(connection)
        try:
            await seed_sample(items)
            bot = await assistant(items)
        except BaseException:
            await connection.close()
            raise
        return cls(uri, connection.db.name, items, bot)

    async def fingerprint(self) -> dict[str, Any]:
        """What seeding wrote: the definitions, and a digest of every items collection's documents."""
        db = self.items.db
        contents: dict[str, Any] = {"definitions": await db["collections"].find({}).sort("_id", 1).to_list()}
        for name in sorted(await db.list_collection_names()):
            if name.startswith("items."):
                digest = hashlib.sha256()
                async for document in db[name].find({}).sort("_id", 1):
                    digest.update(bson.encode(document))
                contents[name] = digest.hexdigest()
        return contents

    async def copy_to(self, target: MongoConnection) -> None:
        """The sample's definition and items in `target`'s database, copied inside the server (without
        the item indexes: queries answer the same, only slower)."""
        for name in ("collections", f"items.{SAMPLE}"):
            cursor = await self.items.db[name].aggregate([{"$out": {"db": target.db.name, "coll": name}}])
            await target.call(cursor.to_list(), COPY_TIMEOUT_S)

    async def close(self) -> None:
        """Close the connection; the database goes with the session's server (dropping it takes seconds)."""
        await self.items.connection.close()
