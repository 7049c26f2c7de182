"""The conversation suite through the real engine, query bot and SecantusDB."""

from __future__ import annotations

import secrets

import yaml

from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.conversation import ConversationService
from parley.core.query.bot import QueryBot
from parley.core.query.places import world_places
from parley.storage.items import MongoItemStore
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConnection

from .conversations.runner import report, run_suite
from .servers import SecantusProcess


async def test_conversation_suite(secantus: SecantusProcess) -> None:
    connection = MongoConnection(secantus.uri, "s_" + secrets.token_hex(6))
    items = MongoItemStore(connection)
    try:
        sample = list(decode(SAMPLE_FILE.read_bytes()))
        await items.seed(yaml.safe_load(DEFINITION_FILE.read_text()), iter(sample))
        bot = await QueryBot.create(items, "scrapbook", world_places())
        results = await run_suite(ConversationService(bot.bot, MemoryConversationStore()), sample)
        print(report(results))
        assert len({r.conversation for r in results}) >= 60 and len(results) >= 250
        failures = [r for r in results if not r.ok]
        assert not failures, report(results)
    finally:
        await connection.client.drop_database(connection.db.name)
        await connection.close()
