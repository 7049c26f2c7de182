"""A summary job that fails on its own never stops the summaries: a conversation stored in a shape the
worker cannot read, plan or commit (written straight into the database, past the API's checks) is
parked in the dead-letter stream with its error, logged with its conversation, and acknowledged,
while the rest of its batch is summarized; `parley worker` lives on; an in-process worker that dies
anyway is restarted, and /healthz says so."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from parley.app.bots import load_bot
from parley.app.supervisor import next_delay
from parley.app.worker import SummaryWorker, WorkerSettings
from parley.core.conversation import ConversationService
from parley.core.history import HistoryBudget
from parley.core.summarizer import ExtractiveSummarizer
from parley.core.turn import Turn
from parley.storage.mongo import MongoConnection, MongoConversationStore
from parley.storage.summary_queue import MemorySummaryQueue, RedisSummaryQueue

from .conftest import running_parley
from .servers import RedisProcess, SecantusProcess

BUDGET = HistoryBudget(max_turns=6, max_tokens=100_000, keep_recent=2)
TURNS = ["What's the weather in Tokyo?", "What about Kyoto?", "And tomorrow?", "How much is a latte?", "At Peet's?", "And a croissant?"]
TURNS += ["Give me the sales data", "Who was the best?"]


def now() -> datetime:
    return datetime.now(UTC)


def nested(depth: int) -> Any:
    value: Any = "deep"
    for _ in range(depth):
        value = {"a": value}
    return value


@contextlib.contextmanager
def recursion_limit(limit: int) -> Iterator[None]:
    """Room for the driver to encode a document nested deeper than Python's default limit allows."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        sys.setrecursionlimit(before)


# how a stored conversation can be poisoned, and the error its job is parked with
POISONS: dict[str, tuple[dict[str, Any], str]] = {
    "nested too deep for the server's update": ({"state.history.0.user": nested(600)}, "OperationFailure"),
    "nested too deep for the driver to read": ({"state.history.0.user": nested(965)}, "InvalidBSON"),
    "a turn number that is not a number": ({"state.history.0.n": "first"}, "ValueError"),
    "a history that is not a list": ({"state.history": "not a list"}, "AttributeError"),
    "a summary that is not a document": ({"state.summary": ["odd"]}, "AttributeError"),
}
LONGEST_ERROR = 600  # a dead letter's error is bounded, however long the driver's message


@pytest.fixture
async def store(secantus: SecantusProcess) -> AsyncIterator[MongoConversationStore]:
    connection = MongoConnection(secantus.uri, "f_" + secrets.token_hex(6))
    store = MongoConversationStore(connection)
    await store.prepare()
    yield store
    await connection.client.drop_database(connection.db.name)
    await connection.close()


async def talk(store: MongoConversationStore, conversation_id: str) -> None:
    service = ConversationService(load_bot(None, None), store, budget=BUDGET)
    for text in TURNS:
        turn = Turn("test", conversation_id, "user-1", text, now())
        await service.handle(turn, turn.timestamp, create=True)


async def poison(store: MongoConversationStore, conversation_id: str, fields: dict[str, Any]) -> None:
    """Write `fields` into the stored conversation directly, as no API request can."""
    with recursion_limit(5000):
        result = await store.conversations.update_one({"_id": conversation_id}, {"$set": fields})
    assert result.matched_count == 1


async def summary_version(store: MongoConversationStore, conversation_id: str) -> int:
    document = await store.conversations.find_one({"_id": conversation_id}, {"state.summary.version": 1})
    assert document is not None
    return int(document["state"]["summary"]["version"])


def parked_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "parley.worker" and "dead-letter" in r.getMessage()]


@pytest.mark.parametrize("kind", list(POISONS))
async def test_a_poisoned_job_is_parked_and_the_rest_of_its_batch_summarized(
    store: MongoConversationStore, caplog: pytest.LogCaptureFixture, kind: str
) -> None:
    poisoned, healthy = "poisoned\nINFO forged line", "healthy"
    fields, error_type = POISONS[kind]
    await talk(store, poisoned)
    await talk(store, healthy)
    await poison(store, poisoned, fields)
    queue = MemorySummaryQueue()
    await queue.enqueue(poisoned, 6)
    await queue.enqueue(healthy, 6)
    worker = SummaryWorker(store, queue, ExtractiveSummarizer(), BUDGET, now)
    caplog.set_level(logging.INFO, "parley.worker")
    batch = await queue.take("tester", 10, 1000)
    assert [job.conversation_id for job in batch] == [poisoned, healthy]  # one batch, the poisoned job first

    await worker.process(batch)

    [(job, error)] = queue.dead
    assert job.conversation_id == poisoned and error.startswith(f"{error_type}: ") and len(error) <= LONGEST_ERROR
    assert await summary_version(store, healthy) == 1 and worker.stats.committed == 1
    assert queue.pending == {}  # both acknowledged: the poisoned job is not delivered again
    [line] = parked_lines(caplog)
    assert "poisoned\\nINFO forged line" in line and "\n" not in line  # the conversation, escaped onto one line


async def test_with_redis_a_poisoned_job_and_a_malformed_entry_are_parked_and_the_worker_goes_on(
    store: MongoConversationStore, redis_server: RedisProcess, caplog: pytest.LogCaptureFixture
) -> None:
    stream = f"t:{secrets.token_hex(4)}"
    queue = RedisSummaryQueue(redis_server.url, stream=stream, dead_letter_stream=f"{stream}:dead")
    for cid in ("poisoned", "healthy", "later"):
        await talk(store, cid)
    await poison(store, "poisoned", {"state.history.0.user": nested(600)})
    await queue.client.xadd(stream, {"c": "junk", "u": "not a number"})
    await queue.enqueue("poisoned", 6)
    await queue.enqueue("healthy", 6)
    worker = SummaryWorker(store, queue, ExtractiveSummarizer(), BUDGET, now, WorkerSettings(batch_ms=200, claim_idle_ms=200))
    caplog.set_level(logging.INFO, "parley.worker")
    stop = asyncio.Event()
    running = asyncio.create_task(worker.run(stop))
    try:
        for _ in range(300):  # a hang guard, not a speed check
            if await summary_version(store, "healthy") == 1 or running.done():
                break
            await asyncio.sleep(0.1)
        await queue.enqueue("later", 6)  # a batch after the poisoned one
        for _ in range(300):
            if await summary_version(store, "later") == 1 or running.done():
                break
            await asyncio.sleep(0.1)
        assert not running.done()  # the worker is still taking jobs
        assert (await summary_version(store, "healthy"), await summary_version(store, "later")) == (1, 1)
        assert await summary_version(store, "poisoned") == 0
        parked = {entry["c"]: entry for entry in await queue.dead_letters()}
        assert parked["poisoned"]["error"].startswith("OperationFailure: ") and parked["poisoned"]["attempts"] == "1"
        assert parked["junk"]["error"].startswith("MalformedJob: ")
        assert await queue.client.xpending(queue.stream, queue.group) == {"pending": 0, "min": None, "max": None, "consumers": []}
        assert any("poisoned" in line for line in parked_lines(caplog))
    finally:
        stop.set()
        await running
        await queue.client.delete(stream, f"{stream}:dead")
        await queue.close()


def start_worker(secantus: SecantusProcess, database: str, redis: RedisProcess, log_path: Path) -> subprocess.Popen[bytes]:
    """`parley worker` as an operator runs it, its log in `log_path`."""
    environment = {
        **os.environ,
        "PARLEY_MONGODB_URI": secantus.uri,
        "PARLEY_MONGODB_DATABASE": database,
        "PARLEY_REDIS_URL": redis.url,
        "PARLEY_LOG_LEVEL": "INFO",
        "PARLEY_WORKER_BATCH_MS": "20",
    }
    with open(log_path, "wb") as log_file:
        return subprocess.Popen(
            [sys.executable, "-m", "parley.app.cli", "worker"], env=environment, stdout=log_file, stderr=subprocess.STDOUT
        )


async def test_parley_worker_survives_a_poisoned_job(
    store: MongoConversationStore, secantus: SecantusProcess, redis_server: RedisProcess, tmp_path: Path
) -> None:
    queue = RedisSummaryQueue(redis_server.url)
    await queue.client.delete(queue.stream, queue.dead_stream)
    for cid in ("poisoned", "healthy"):
        await talk(store, cid)
    await poison(store, "poisoned", {"state.history.0.user": nested(900)})
    await queue.enqueue("poisoned", 6)
    log_path = tmp_path / "worker.log"
    worker = start_worker(secantus, store.db.name, redis_server, log_path)
    try:
        for _ in range(1200):  # a hang guard (the worker loads its summarizer first), not a speed check
            if await queue.dead_letters() or worker.poll() is not None:
                break
            await asyncio.sleep(0.1)
        await queue.enqueue("healthy", 6)  # after the poisoned job was delivered
        for _ in range(600):
            if await summary_version(store, "healthy") == 1 or worker.poll() is not None:
                break
            await asyncio.sleep(0.1)
        assert worker.poll() is None, log_path.read_text()
        assert await summary_version(store, "healthy") == 1
        [parked] = await queue.dead_letters()
        assert parked["c"] == "poisoned" and parked["error"].startswith("OperationFailure: ")
        log = log_path.read_text()
        assert "summary job for conversation poisoned failed" in log and "Traceback" not in log
    finally:
        worker.terminate()
        worker.wait(20)
        await queue.client.delete(queue.stream, queue.dead_stream)
        await queue.close()


class BreakableTakes:
    """The worker's queue, with `take` raising while `broken` (a fault outside any one job)."""

    def __init__(self, queue: Any) -> None:
        self.queue = queue
        self.broken = True

    async def take(self, consumer: str, count: int, block_ms: int) -> Any:
        if self.broken:
            raise RuntimeError("the queue broke")
        return await self.queue.take(consumer, count, block_ms)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.queue, name)


async def test_an_in_process_worker_that_dies_is_restarted_and_healthz_shows_it(
    secantus: SecantusProcess, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, "parley.supervisor")
    async with running_parley(secantus, {}) as parley:
        summaries = parley.parley.summaries
        assert summaries is not None and summaries.worker is not None and summaries.supervisor is not None
        assert (await (await parley.client.get("/healthz")).json())["summaries"] == "running"
        parley.parley.service.budget = summaries.worker.budget = BUDGET
        summaries.supervisor.first_delay_s, summaries.supervisor.max_delay_s = 0.05, 0.3
        breakable = BreakableTakes(summaries.worker.queue)
        summaries.worker.queue = breakable  # type: ignore[assignment]
        states = set()
        for _ in range(300):  # a hang guard, not a speed check
            health = await parley.client.get("/healthz")
            states.add((health.status, (await health.json())["summaries"]))
            if summaries.supervisor.deaths >= 3 and (200, "restarting") in states:
                break
            await asyncio.sleep(0.02)
        assert (200, "restarting") in states  # the replies go on: a lagging summary is no outage
        deaths = [r for r in caplog.records if r.name == "parley.supervisor" and "died" in r.getMessage()]
        assert len(deaths) >= 3 and "RuntimeError: the queue broke" in deaths[0].getMessage()
        assert [bool(r.exc_info) for r in deaths[:3]] == [True, False, False]  # the traceback once, then one line each

        breakable.broken = False
        conversation = await parley.start_conversation()
        for text in TURNS:
            await parley.say(conversation, text)
        cid = conversation["conversationId"]
        for _ in range(300):
            if await summary_version(parley.parley.store, cid) >= 1:
                break
            await asyncio.sleep(0.1)
        assert await summary_version(parley.parley.store, cid) >= 1
        assert (await (await parley.client.get("/healthz")).json())["summaries"] == "running"


def test_the_restart_backoff_doubles_up_to_its_bound_and_starts_over_after_a_healthy_run() -> None:
    delays = [0.0]
    for _ in range(6):
        delays.append(next_delay(delays[-1], 1.0, 10.0, ran_s=0.5, steady_s=60.0))
    assert delays[1:] == [1.0, 2.0, 4.0, 8.0, 10.0, 10.0]
    assert next_delay(10.0, 1.0, 10.0, ran_s=61.0, steady_s=60.0) == 1.0


async def test_the_dead_letters_keep_the_newest_and_a_bounded_error(redis_server: RedisProcess) -> None:
    stream = f"t:{secrets.token_hex(4)}"
    queues = [
        MemorySummaryQueue(max_dead=3),
        RedisSummaryQueue(redis_server.url, stream=stream, dead_letter_stream=f"{stream}:dead", max_dead=3),
    ]
    for queue in queues:
        for n in range(1, 6):
            await queue.enqueue(f"c{n}", n)
        for job in await queue.take("tester", 10, 1000):
            await queue.dead_letter(job, "E" * 5000)
    memory, redis = queues
    assert [(job.conversation_id, len(error)) for job, error in memory.dead] == [("c3", 2000), ("c4", 2000), ("c5", 2000)]
    assert [(entry["c"], len(entry["error"])) for entry in await redis.dead_letters()] == [("c3", 2000), ("c4", 2000), ("c5", 2000)]
    await redis.client.delete(stream, f"{stream}:dead")
    await redis.close()
