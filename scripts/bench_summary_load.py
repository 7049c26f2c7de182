"""Benchmark: the web channel's reply latency while the summary worker is saturated versus idle.

    .venv/bin/python scripts/bench_summary_load.py --backlog 300 --conversations 32 --turns 10

Production layout on one machine: SecantusDB, Redis, `parley serve` (demo bot) and one `parley worker`
(transformers backend, a BART built from a config: d_model 256, 2+2 layers, byte tokenizer), each its
own process. `--backlog` long conversations are stored first. Then the same Direct Line load runs
twice: with the worker idle, and with the worker working through a summary job for every stored
conversation (it is checked to be still busy when the load ends). Prints p50/p99 of each and the ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from scripts.bench_directline import NO_RATE_LIMITS, drive, open_conversations, percentile  # noqa: E402
from scripts.bench_summaries import build_model  # noqa: E402
from tests.servers import ParleyProcess, RedisProcess, SecantusProcess  # noqa: E402

HISTORY = [
    "What's the current weather in Tokyo?",
    "What about Kyoto?",
    "What about tomorrow?",
    "How much mocha latte at Starbucks?",
    "What about Peet's?",
    "...and croissant?",
    "Give me the sales data",
    "Who was the best?",
]


async def store_backlog(uri: str, count: int, turns: int) -> None:
    from parley.app.bots import load_bot
    from parley.core.conversation import ConversationService
    from parley.core.turn import Turn
    from parley.storage.mongo import MongoConnection, MongoConversationStore

    connection = MongoConnection(uri, "bench", timeout_s=30)
    service = ConversationService(load_bot(None, None), MongoConversationStore(connection))

    gate = asyncio.Semaphore(16)

    async def one(i: int) -> None:
        async with gate:
            for n in range(turns):
                now = datetime.now(UTC)
                await service.handle(Turn("bench", f"backlog-{i}", f"u{i}", HISTORY[n % len(HISTORY)], now), now, create=True)

    await asyncio.gather(*(one(i) for i in range(count)))
    await connection.close()


async def pending(redis_url: str) -> int:
    import redis.asyncio as redis

    client = redis.Redis.from_url(redis_url)
    try:
        info = await client.xinfo_groups("parley:summaries")
        return sum(int(g["pending"]) + int(g.get("lag") or 0) for g in info)
    except Exception:
        return 0
    finally:
        await client.aclose()


async def run(args: argparse.Namespace) -> None:
    work = Path(tempfile.mkdtemp(prefix="parley-bench-load-"))
    database = SecantusProcess(work / "db", durable=True).start()
    redis_server = RedisProcess(work / "redis").start()
    model = build_model(work / "model")
    env = {
        "PARLEY_MONGODB_URI": database.uri,
        "PARLEY_MONGODB_DATABASE": "bench",
        "PARLEY_LOG_LEVEL": "WARNING",
        "PARLEY_REDIS_URL": redis_server.url,
        **NO_RATE_LIMITS,
    }
    parley = ParleyProcess(work, {**env, "PARLEY_BOT": "demo", "PARLEY_SEED_SAMPLE": "0"}).start()
    worker = subprocess.Popen(
        [sys.executable, "-m", "parley.app.cli", "worker", "--summarizer", "transformers", "--model", str(model), "--device", "cpu"],
        env={**os.environ, **env, "PARLEY_WORKER_BATCH": "16"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        print(f"storing {args.backlog} conversations of {args.history} turns ...", flush=True)
        await store_backlog(database.uri, args.backlog, args.history)
        connector = aiohttp.TCPConnector(limit=args.conversations * 2)
        async with aiohttp.ClientSession(connector=connector) as http:
            targets = await open_conversations(http, parley.url, args.conversations)
            await drive(http, targets, 2)  # warm-up
            await asyncio.sleep(5)  # the worker has loaded its model and sits idle
            _, idle = await drive(http, targets, args.turns)
            import redis.asyncio as redis

            client = redis.Redis.from_url(redis_server.url)
            for i in range(args.backlog):
                await client.xadd("parley:summaries", {"c": f"backlog-{i}", "u": str(args.history - 2)})
            await client.aclose()
            await asyncio.sleep(1)
            started = time.perf_counter()
            _, busy = await drive(http, targets, args.turns)
            left = await pending(redis_server.url)
        print(
            f"{args.conversations} concurrent web conversations x {args.turns} turns; worker backlog {args.backlog} jobs "
            f"({left} still queued or in progress when the busy run ended after {time.perf_counter() - started:.1f} s)"
        )
        print(f"{'worker':10} {'p50 ms':>8} {'p99 ms':>8}")
        for name, values in (("idle", idle), ("saturated", busy)):
            print(f"{name:10} {statistics.median(values) * 1000:8.1f} {percentile(values, 0.99) * 1000:8.1f}")
        print(
            f"ratio saturated / idle: p99 {percentile(busy, 0.99) / percentile(idle, 0.99):.2f}x, "
            f"p50 {statistics.median(busy) / statistics.median(idle):.2f}x"
        )
        if left == 0:
            print("warning: the worker emptied its backlog before the load ended; raise --backlog")
    finally:
        worker.terminate()
        worker.wait(10)
        parley.stop()
        redis_server.stop()
        database.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backlog", type=int, default=300)
    parser.add_argument("--history", type=int, default=12)
    parser.add_argument("--conversations", type=int, default=32)
    parser.add_argument("--turns", type=int, default=10)
    asyncio.run(run(parser.parse_args()))
