"""Accuracy of the collection assistant on the conversation suite and on the blind batches, per
phenomenon and per question type, with failures.

    .venv/bin/python scripts/conversation_report.py            # the suite and every batch
    .venv/bin/python scripts/conversation_report.py batch01    # one of them ("suite" for the suite)

Starts its own SecantusDB on loopback, seeds the sample collection and runs the conversations of
tests/conversations/ through the real engine, built as `parley serve` builds it (with the sentence encoder); the expected result sets come from plain-Python
predicates over the sample, never from the engine's query builder. A batch's report lists its
failures, its known failures (turns marked `known_failure`, which still fail) and the known failures
that now pass. The exit status is 0 when the suite passes and no batch turn differs from its mark.
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
from parley.storage.items import MongoItemStore
from parley.storage.memory import MemoryConversationStore
from parley.storage.mongo import MongoConnection
from tests.conversations.batches import BATCHES
from tests.conversations.runner import report, run_suite
from tests.servers import SecantusProcess
from tests.shared_sample import assistant


async def main(chosen: list[str]) -> int:
    known = ["suite", *(b.name for b in BATCHES)]
    unknown = [name for name in chosen if name not in known]
    if unknown:
        print(f"unknown: {', '.join(unknown)}; choose from {', '.join(known)}", file=sys.stderr)
        return 2
    wanted = set(chosen or known)
    database = SecantusProcess(Path(tempfile.mkdtemp(prefix="parley-report-"))).start()
    connection = MongoConnection(database.uri, "report")
    try:
        items = MongoItemStore(connection)
        sample = list(decode(SAMPLE_FILE.read_bytes()))
        print(f"seeding {len(sample)} sample items ...", file=sys.stderr)
        await items.seed(yaml.safe_load(DEFINITION_FILE.read_text()), iter(sample))
        print("loading the sentence encoder ...", file=sys.stderr)
        bot = await assistant(items)  # as `parley serve` and the tests build it: with the sentence encoder
        status = 0
        if "suite" in wanted:
            results = await run_suite(ConversationService(bot, MemoryConversationStore()), sample)
            print("== suite ==")
            print(report(results))
            status |= 0 if all(r.ok for r in results) else 1
        for batch in BATCHES:
            if batch.name in wanted:
                results = await run_suite(
                    ConversationService(bot, MemoryConversationStore()), sample, batch.conversations, prefix=batch.name
                )
                print(f"\n== {batch.name} ==")
                print(report(results, batch.tags))
                status |= 1 if any(r.unexpected for r in results) else 0
        return status
    finally:
        await connection.close()
        database.stop()


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
