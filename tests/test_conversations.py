"""The conversation suite through the real engine, query bot and SecantusDB."""

from __future__ import annotations

from parley.core.collection.sample.generate import SAMPLE_FILE, decode
from parley.core.conversation import ConversationService
from parley.storage.memory import MemoryConversationStore

from .conversations.runner import report, run_suite
from .shared_sample import SampleCollection


async def test_conversation_suite(sample: SampleCollection) -> None:
    results = await run_suite(ConversationService(sample.bot, MemoryConversationStore()), list(decode(SAMPLE_FILE.read_bytes())))
    print(report(results))
    assert len({r.conversation for r in results}) >= 60 and len(results) >= 250
    failures = [r for r in results if not r.ok]
    assert not failures, report(results)
