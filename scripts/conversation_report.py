"""Accuracy of the collection assistant on the conversation suite, per phenomenon, with failures.

    .venv/bin/python scripts/conversation_report.py

Starts its own SecantusDB on loopback, seeds the sample collection and runs every conversation of
tests/conversations/ through the real engine; the expected result sets come from plain-Python
predicates over the sample, never from the engine's query builder.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.conversation import ConversationService
from parley.core.query.bot import QueryBot
from parley.core.query.places import world_places
from parley.storage.items import MongoItemStore
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConnection
from tests.conversations.runner import report, run_suite
from tests.servers import SecantusProcess


async def main() -> int:
    database = SecantusProcess(Path(tempfile.mkdtemp(prefix="parley-report-"))).start()
    connection = MongoConnection(database.uri, "report")
    try:
        items = MongoItemStore(connection)
        sample = list(decode(SAMPLE_FILE.read_bytes()))
        print(f"seeding {len(sample)} sample items ...", file=sys.stderr)
        await items.seed(yaml.safe_load(DEFINITION_FILE.read_text()), iter(sample))
        bot = await QueryBot.create(items, "scrapbook", world_places())
        results = await run_suite(ConversationService(bot.bot, MemoryConversationStore()), sample)
        print(report(results))
        return 0 if all(r.ok for r in results) else 1
    finally:
        await connection.close()
        database.stop()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
