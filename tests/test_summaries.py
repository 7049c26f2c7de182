"""Summaries under faults, on SecantusDB and a real Redis: turns that arrive meanwhile survive, a late
stale summary is rejected, the same job twice changes nothing, a failing summarizer leaves the
history intact and the job in the dead-letter stream, a Redis outage never stops the replies, and a
worker killed with SIGKILL mid-batch loses nothing."""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
import subprocess
import sys
import threading
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from parley.app.bots import load_bot
from parley.app.worker import SummaryWorker, WorkerSettings
from parley.core.conversation import ConversationService
from parley.core.history import HistoryBudget, plan_summary
from parley.core.summarizer import ExtractiveSummarizer
from parley.core.turn import Turn
from parley.storage.mongo import MongoConnection, MongoConversationStore
from parley.storage.summary_queue import Delivery, MemorySummaryQueue, RedisSummaryQueue

from .conftest import running_parley
from .servers import RedisProcess, SecantusProcess
from .shared_sample import SampleCollection

BUDGET = HistoryBudget(max_turns=6, max_tokens=100_000, keep_recent=2)
SCRIPT = [
    "What's the current weather in Tokyo?",
    "What about Kyoto?",
    "What about tomorrow?",
    "How much mocha latte at Starbucks?",
    "What about Peet's?",
    "...and croissant?",
    "Give me the sales data",
    "Who was the best?",
]


def now() -> datetime:
    return datetime.now(UTC)


class Gate(ExtractiveSummarizer):
    """Summarizes only once let through (so a test can act while a summary is being computed)."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.entered = threading.Event()
        self.release = threading.Event()
        self.text = text

    def summarize(self, texts: list[str]) -> list[str]:
        self.entered.set()
        self.release.wait(30)
        return [self.text or s for s in super().summarize(texts)]


class Broken(ExtractiveSummarizer):
    def summarize(self, texts: list[str]) -> list[str]:
        raise RuntimeError("CUDA out of memory (simulated)")


@pytest.fixture
async def store(secantus: SecantusProcess) -> AsyncIterator[MongoConversationStore]:
    connection = MongoConnection(secantus.uri, "s_" + secrets.token_hex(6))
    store = MongoConversationStore(connection)
    await store.prepare()
    yield store
    await connection.client.drop_database(connection.db.name)
    await connection.close()


def service_on(store: MongoConversationStore, **kwargs: Any) -> ConversationService:
    return ConversationService(load_bot(None, None), store, budget=BUDGET, **kwargs)


async def talk(service: ConversationService, conversation_id: str, turns: int, start: int = 0) -> None:
    for i in range(start, start + turns):
        turn = Turn("test", conversation_id, "user-1", SCRIPT[i % len(SCRIPT)], now())
        await service.handle(turn, turn.timestamp, create=True)


def assert_nothing_lost(state: Any, last_turn: int) -> None:
    """Every turn is either covered by the summary or still verbatim, in order."""
    numbers = [int(t["n"]) for t in state.history]
    assert numbers == list(range(state.summary.up_to + 1, last_turn + 1)), (state.summary.up_to, numbers)


async def test_turns_arriving_during_a_summary_survive(store: MongoConversationStore) -> None:
    service = service_on(store)
    await talk(service, "c1", 8)
    gate = Gate()
    worker = SummaryWorker(store, MemorySummaryQueue(), gate, BUDGET, now)
    computing = asyncio.create_task(worker.process([Delivery("1-0", "c1", 6)]))
    await asyncio.to_thread(gate.entered.wait, 10)
    await talk(service, "c1", 3, start=8)  # turns 9..11 while the summary is computed
    gate.release.set()
    await computing
    state = (await store.load("c1")).state  # type: ignore[union-attr]
    assert worker.stats.committed == 1
    assert state.summary.up_to == 6 and state.summary.version == 1 and "weather" in state.summary.text.lower()
    assert_nothing_lost(state, 11)


async def test_a_late_stale_summary_is_rejected(store: MongoConversationStore) -> None:
    await talk(service_on(store), "c2", 8)
    slow = Gate(text="SLOW AND STALE")
    late = SummaryWorker(store, MemorySummaryQueue(), slow, BUDGET, now, consumer="slow")
    first = asyncio.create_task(late.process([Delivery("1-0", "c2", 6)]))
    await asyncio.to_thread(slow.entered.wait, 10)
    quick = SummaryWorker(store, MemorySummaryQueue(), ExtractiveSummarizer(), BUDGET, now, consumer="quick")
    await quick.process([Delivery("2-0", "c2", 6)])
    slow.release.set()
    await first
    state = (await store.load("c2")).state  # type: ignore[union-attr]
    assert (quick.stats.committed, late.stats.stale) == (1, 1)
    assert state.summary.version == 1 and "SLOW AND STALE" not in state.summary.text
    assert_nothing_lost(state, 8)


async def test_the_same_job_twice_changes_nothing(store: MongoConversationStore) -> None:
    await talk(service_on(store), "c3", 8)
    worker = SummaryWorker(store, MemorySummaryQueue(), ExtractiveSummarizer(), BUDGET, now)
    await worker.process([Delivery("1-0", "c3", 6), Delivery("2-0", "c3", 6)])  # a duplicate in one batch
    after_first = await store.load("c3")
    await worker.process([Delivery("3-0", "c3", 6)])  # and again later
    after_second = await store.load("c3")
    assert worker.stats.committed == 1 and worker.stats.nothing_to_do == 1
    assert after_first == after_second


async def test_a_long_conversation_stays_under_budget_and_the_recap_uses_the_summary(
    secantus: SecantusProcess, sample: SampleCollection
) -> None:
    async with running_parley(secantus, {"sample": sample, "debug": False}) as parley:
        small = HistoryBudget(max_turns=6, max_tokens=100_000, keep_recent=2)
        parley.parley.service.budget = small
        assert parley.parley.summaries is not None and parley.parley.summaries.worker is not None
        parley.parley.summaries.worker.budget = small
        conversation = await parley.start_conversation()
        questions = [
            "Show me wines from France in 2018",
            "what about red ones?",
            "show me a map",
            "how many books did I read in 2022?",
            "which was the best rated?",
            "show me hikes last year",
            "the first one",
            "where was it?",
            "show me museums in Paris",
            "how many of those were in 2019?",
            "show me a list",
            "show me wines from Italy",
        ]
        for question in questions:
            await parley.say(conversation, question)
        cid = conversation["conversationId"]
        for _ in range(100):
            state = (await parley.parley.store.load(cid)).state  # type: ignore[union-attr]
            if state.summary.up_to >= len(questions) - 4:
                break
            await asyncio.sleep(0.1)
        assert state.summary.version >= 1 and len(state.history) <= small.max_turns
        assert_nothing_lost(state, len(questions))
        recap = await parley.say(conversation, "what were we talking about?")
        assert recap["text"].startswith("So far you looked at French wines in 2018; ") and "Italian wines" in recap["text"]
        assert state.summary.text[:30] in recap["text"]  # and what the summary holds
        response = await parley.client.get(f"/admin/conversations/{cid}", headers={"Authorization": "Bearer admin-secret"})
        shown = (await response.json())["state"]["summary"]
        assert shown["version"] >= 1 and shown["text"] and shown["upTo"] >= state.summary.up_to


async def test_the_transcript_keeps_every_turn_that_summaries_fold_away(secantus: SecantusProcess) -> None:
    async with running_parley(secantus, {"transcript": True}) as parley:
        small = HistoryBudget(max_turns=4, max_tokens=100_000, keep_recent=1)
        parley.parley.service.budget = small
        assert parley.parley.summaries is not None and parley.parley.summaries.worker is not None
        parley.parley.summaries.worker.budget = small
        conversation = await parley.start_conversation()
        for text in SCRIPT:
            await parley.say(conversation, text)
        cid = conversation["conversationId"]
        for _ in range(100):
            if (await parley.parley.store.load(cid)).state.summary.version:  # type: ignore[union-attr]
                break
            await asyncio.sleep(0.1)
        transcript = await parley.parley.connection.db["transcripts"].find({"conversationId": cid}).sort("n", 1).to_list()
        assert [line["n"] for line in transcript] == list(range(1, len(SCRIPT) + 1))
        assert [line["user"] for line in transcript] == SCRIPT
        state = (await parley.parley.store.load(cid)).state  # type: ignore[union-attr]
        assert state.summary.up_to >= 4 and len(state.history) < len(SCRIPT)  # folded in the live document, kept in the transcript


async def test_with_redis_the_server_enqueues_the_cutoff_and_sweeps_with_its_bots_budget(
    secantus: SecantusProcess, redis_server: RedisProcess
) -> None:
    import redis.asyncio as redis

    client = redis.Redis.from_url(redis_server.url)
    await client.delete("parley:summaries")
    async with running_parley(secantus, {"redis_url": redis_server.url, "sweep_s": 0.2}) as parley:
        assert parley.parley.summaries is not None and parley.parley.summaries.worker is None  # workers are other processes
        parley.parley.service.budget = BUDGET
        assert parley.parley.summaries.sweeper is not None
        parley.parley.summaries.sweeper.budget = BUDGET
        conversation = await parley.start_conversation()
        for text in SCRIPT:
            await parley.say(conversation, text)
        await parley.parley.service.settled()
        cid = conversation["conversationId"]
        asked = [(f[b"c"].decode(), int(f[b"u"])) for _, f in await client.xrange("parley:summaries")]
        # the first turn over budget asks, naming the cutoff the bot's budget gives; the next turns wait for that summary
        assert (cid, BUDGET.max_turns + 1 - BUDGET.keep_recent) in asked
        await client.delete("parley:summaries")
        for _ in range(50):  # nobody summarized it: the server's sweep asks again
            if await client.xlen("parley:summaries"):
                break
            await asyncio.sleep(0.1)
        swept = [(f[b"c"].decode(), int(f[b"u"])) for _, f in await client.xrange("parley:summaries")]
        assert (cid, len(SCRIPT) - BUDGET.keep_recent) in swept
    await client.aclose()


async def test_a_failing_summarizer_leaves_the_history_and_parks_the_job(store: MongoConversationStore, redis_server: RedisProcess) -> None:
    queue = RedisSummaryQueue(redis_server.url, stream=f"t:{secrets.token_hex(4)}", dead_letter_stream=f"t:{secrets.token_hex(4)}:dead")
    await talk(service_on(store), "c4", 8)
    before = await store.load("c4")
    await queue.enqueue("c4", 6)
    worker = SummaryWorker(store, queue, Broken(), BUDGET, now, WorkerSettings(claim_idle_ms=100, max_attempts=2, batch_ms=10))
    stop = asyncio.Event()
    running = asyncio.create_task(worker.run(stop))
    for _ in range(100):
        if await queue.dead_letters():
            break
        await asyncio.sleep(0.1)
    stop.set()
    await running
    [parked] = await queue.dead_letters()
    assert parked["c"] == "c4" and parked["attempts"] == "2" and "CUDA out of memory" in parked["error"]
    assert await store.load("c4") == before  # history intact, nothing half-written
    assert await queue.client.xpending(queue.stream, queue.group) == {"pending": 0, "min": None, "max": None, "consumers": []}
    await queue.close()


async def test_redis_down_the_replies_go_on_and_summaries_catch_up(store: MongoConversationStore, tmp_path: Path) -> None:
    redis = RedisProcess(tmp_path / "redis").start()
    queue = RedisSummaryQueue(redis.url, timeout_s=0.5)
    service = service_on(store, request_summary=lambda plan: queue.enqueue(plan.conversation_id, plan.up_to))
    try:
        redis.stop()
        await talk(service, "c5", 10)  # over budget: every summary request fails, in the background
        await service.settled()
        state = (await store.load("c5")).state  # type: ignore[union-attr]
        assert state.turns == 10 and state.summary.version == 0 and len(state.history) == 10
        redis = RedisProcess(tmp_path / "redis", port=redis.port).start()  # back, empty
        worker = SummaryWorker(store, queue, ExtractiveSummarizer(), BUDGET, now, WorkerSettings(batch_ms=10))
        assert await worker.sweep() == 1  # the sweep finds the conversation still over budget
        stop = asyncio.Event()
        running = asyncio.create_task(worker.run(stop))
        for _ in range(100):
            state = (await store.load("c5")).state  # type: ignore[union-attr]
            if state.summary.version:
                break
            await asyncio.sleep(0.1)
        stop.set()
        await running
        assert state.summary.up_to == 8 and plan_summary("c5", state.history, state.summary, BUDGET) is None
        assert_nothing_lost(state, 10)
    finally:
        await queue.close()
        redis.stop()


async def test_the_reply_never_waits_for_the_summary_request(store: MongoConversationStore) -> None:
    never = asyncio.Event()

    async def stuck(_: Any) -> None:  # a queue that hangs
        await never.wait()

    service = service_on(store, request_summary=stuck)
    await asyncio.wait_for(talk(service, "c6", 10), 60)  # a hang guard, not a speed check: ten replies, none waiting
    assert (await store.load("c6")).state.turns == 10  # type: ignore[union-attr]
    never.set()
    await service.settled()


def _worker_process(secantus: SecantusProcess, database: str, redis: RedisProcess, **env: str) -> subprocess.Popen[bytes]:
    environment = {
        **os.environ,
        "PARLEY_MONGODB_URI": secantus.uri,
        "PARLEY_MONGODB_DATABASE": database,
        "PARLEY_REDIS_URL": redis.url,
        "PARLEY_LOG_LEVEL": "INFO",
        **env,
    }
    return subprocess.Popen(
        [sys.executable, "-m", "parley.app.cli", "worker"], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )


async def pending_count(queue: RedisSummaryQueue) -> int:
    import redis.exceptions

    try:
        return int((await queue.client.xpending(queue.stream, queue.group))["pending"])
    except redis.exceptions.ResponseError:  # no group yet: no worker has read the stream
        return 0


@pytest.mark.slow
async def test_a_worker_killed_mid_batch_loses_nothing(
    store: MongoConversationStore, secantus: SecantusProcess, redis_server: RedisProcess
) -> None:
    queue = RedisSummaryQueue(redis_server.url)
    await queue.client.delete(queue.stream)
    service = service_on(store)
    ids = [f"k{i}" for i in range(5)]
    for cid in ids:
        await talk(service, cid, 8)
        await queue.enqueue(cid, 6)
    database = store.db.name
    doomed = _worker_process(secantus, database, redis_server, PARLEY_WORKER_BATCH_MS="60000", PARLEY_WORKER_BATCH="100")
    try:
        for _ in range(1200):  # it has taken the jobs and is waiting to fill its batch
            if await pending_count(queue) == len(ids):
                break
            await asyncio.sleep(0.1)
        assert await pending_count(queue) == len(ids)
        doomed.send_signal(signal.SIGKILL)
        doomed.wait(10)
        untouched = [(await store.load(cid)).state.summary.version for cid in ids]  # type: ignore[union-attr]
        assert untouched == [0] * len(ids)  # it died before committing anything
        rescuer = _worker_process(secantus, database, redis_server, PARLEY_WORKER_CLAIM_IDLE_MS="500", PARLEY_WORKER_BATCH_MS="20")
        try:
            for _ in range(1200):  # a hang guard (two minutes on a loaded machine), not a speed check
                states = [(await store.load(cid)).state for cid in ids]  # type: ignore[union-attr]
                if all(state.summary.version == 1 for state in states):
                    break
                await asyncio.sleep(0.1)
            for state in states:
                assert state.summary.version == 1 and state.summary.up_to == 6
                assert_nothing_lost(state, 8)
            for _ in range(50):
                if await pending_count(queue) == 0:
                    break
                await asyncio.sleep(0.1)
            assert await pending_count(queue) == 0
        finally:
            rescuer.terminate()
            rescuer.wait(10)
    finally:
        if doomed.poll() is None:
            doomed.kill()
        await queue.close()
