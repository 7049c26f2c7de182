"""Benchmark: N concurrent Direct Line conversations against `parley serve`, side by side with a bare
aiohttp echo endpoint measured in the same run. Prints turns/s, p50/p99 latency and the ratios.

    .venv/bin/python scripts/bench_directline.py --conversations 32 --turns 20

Starts its own SecantusDB (unless --mongodb-uri), a `parley serve` process and an echo process on
loopback, and stops them all at the end.
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
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from datetime import UTC

from tests.servers import ParleyProcess, SecantusProcess, free_port, port_open, wait_until

NO_RATE_LIMITS = {"PARLEY_RATE_CONVERSATIONS": "0", "PARLEY_RATE_TURNS": "0", "PARLEY_RATE_ADDRESS_TURNS": "0"}
"""A benchmark is one client going far past a person's pace: the servers it starts have no rate limits."""

SCRIPT = [
    "What's the current weather in Tokyo?",
    "What about Kyoto?",
    "What about tomorrow?",
    "How much mocha latte at Starbucks?",
    "What about Peet's?",
    "...and croissant?",
]

ECHO_SERVER = """
import sys
from aiohttp import web
async def echo(request):
    activity = await request.json()
    return web.json_response({"id": "x", "text": activity.get("text")})
app = web.Application()
app.router.add_post("/echo", echo)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
"""


async def database_pairs(uri: str, conversations: int, turns: int) -> tuple[float, list[float]]:
    """The database alone: the read + conditional write a turn costs, with no HTTP and no engine."""
    from pymongo import AsyncMongoClient

    client: AsyncMongoClient = AsyncMongoClient(uri)  # type: ignore[type-arg]
    collection = client["bench_raw"]["pairs"]
    await collection.drop()
    await collection.insert_many([{"_id": i, "v": 0, "state": {"stm": [], "turns": 0}} for i in range(conversations)])
    latencies: list[float] = []

    async def one(i: int) -> None:
        for _ in range(turns):
            started = time.perf_counter()
            document = await collection.find_one({"_id": i}, {"activities": 0})
            assert document is not None
            await collection.update_one(
                {"_id": i, "v": document["v"]},
                {
                    "$set": {"v": document["v"] + 1, "state.turns": document["v"] + 1},
                    "$push": {"activities": {"$each": [{"seq": 1}, {"seq": 2}], "$slice": -200}},
                },
            )
            latencies.append(time.perf_counter() - started)

    started = time.perf_counter()
    await asyncio.gather(*(one(i) for i in range(conversations)))
    elapsed = time.perf_counter() - started
    await client.close()
    return elapsed, latencies


async def engine_alone(turns: int) -> tuple[float, list[float]]:
    """The engine and the activity records of a turn, on the in-memory store: no HTTP, no database."""
    from datetime import datetime

    from parley.channels.directline.activities import records_for_turn
    from parley.channels.outbound import answer_for
    from parley.core.conversation import ConversationService
    from parley.core.demo import build_demo_bot
    from parley.core.turn import Turn
    from parley.storage.memory import MemoryConversationStore

    service = ConversationService(build_demo_bot(), MemoryConversationStore())
    now = datetime.now(UTC)
    await service.start("bench", "user", "bench", now)

    def record(_conversation, turn, outcome, seq):  # type: ignore[no-untyped-def]
        return records_for_turn({"type": "message"}, turn, answer_for(outcome, debug=True), seq, "parley", "Parley")

    latencies: list[float] = []
    started = time.perf_counter()
    for i in range(turns):
        began = time.perf_counter()
        await service.handle(Turn("bench", "bench", "user", SCRIPT[i % len(SCRIPT)], now), now, record)
        latencies.append(time.perf_counter() - began)
    return time.perf_counter() - started, latencies


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def open_conversations(http: aiohttp.ClientSession, base_url: str, count: int) -> list[tuple[str, dict[str, str]]]:
    """Start `count` Direct Line conversations: (activities URL, auth headers) for each."""
    targets = []
    for _ in range(count):
        async with http.post(f"{base_url}/v3/directline/conversations", json={}) as response:
            body = await response.json()
        targets.append(
            (f"{base_url}/v3/directline/conversations/{body['conversationId']}/activities", {"Authorization": f"Bearer {body['token']}"})
        )
    return targets


async def drive(http: aiohttp.ClientSession, conversations: list[tuple[str, dict[str, str]]], turns: int) -> tuple[float, list[float]]:
    latencies: list[float] = []

    async def one(url: str, headers: dict[str, str]) -> None:
        for i in range(turns):
            body = {"type": "message", "text": SCRIPT[i % len(SCRIPT)], "from": {"id": "bench"}}
            started = time.perf_counter()
            async with http.post(url, json=body, headers=headers) as response:
                await response.read()
                if response.status != 200:
                    raise RuntimeError(f"HTTP {response.status}: {await response.text()}")
            latencies.append(time.perf_counter() - started)

    started = time.perf_counter()
    await asyncio.gather(*(one(url, headers) for url, headers in conversations))
    return time.perf_counter() - started, latencies


async def run(args: argparse.Namespace) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="parley-bench-"))
    database = None
    uri = args.mongodb_uri
    if uri is None:
        database = SecantusProcess(workdir / "db", durable=True).start()
        uri = database.uri
    parley = ParleyProcess(
        workdir,
        {
            "PARLEY_MONGODB_URI": uri,
            "PARLEY_MONGODB_DATABASE": "bench",
            "PARLEY_LOG_LEVEL": "WARNING",
            "PARLEY_BOT": "demo",
            "PARLEY_SEED_SAMPLE": "0",
            **NO_RATE_LIMITS,
        },
    ).start()
    echo_port = free_port()
    echo = subprocess.Popen([sys.executable, "-c", ECHO_SERVER, str(echo_port)])
    try:
        wait_until(lambda: port_open(echo_port), 20, "echo server")
        connector = aiohttp.TCPConnector(limit=args.conversations * 2)
        async with aiohttp.ClientSession(connector=connector) as http:
            conversations = await open_conversations(http, parley.url, args.conversations)
            echo_targets = [(f"http://127.0.0.1:{echo_port}/echo", {})] * args.conversations
            await drive(http, echo_targets, 3)  # warm-up
            results = {}
            for name, targets in (("parley", conversations), ("echo", echo_targets)):
                elapsed, latencies = await drive(http, targets, args.turns)
                results[name] = (len(latencies) / elapsed, statistics.median(latencies), percentile(latencies, 0.99))
            elapsed, latencies = await database_pairs(uri, args.conversations, args.turns)
            results["db"] = (len(latencies) / elapsed, statistics.median(latencies), percentile(latencies, 0.99))
            elapsed, latencies = await engine_alone(args.conversations * args.turns)
            results["engine"] = (len(latencies) / elapsed, statistics.median(latencies), percentile(latencies, 0.99))
        print(
            f"{args.conversations} concurrent conversations x {args.turns} turns, {os.cpu_count()} CPU cores, database: "
            f"{'embedded SecantusDB (journaled)' if database else uri}"
        )
        rows = (
            ("parley", "Parley Direct Line turn"),
            ("echo", "bare aiohttp echo"),
            ("db", "database read+write alone"),
            ("engine", "engine alone (no I/O)"),
        )
        print(f"{'endpoint':<28}{'turns/s':>10}{'p50 ms':>10}{'p99 ms':>10}")
        for name, label in rows:
            rate, p50, p99 = results[name]
            print(f"{label:<28}{rate:>10.1f}{p50 * 1000:>10.1f}{p99 * 1000:>10.1f}")
        print(
            f"ratio parley/echo: throughput {results['parley'][0] / results['echo'][0]:.3f}, "
            f"p50 latency {results['parley'][1] / results['echo'][1]:.1f}x, p99 latency {results['parley'][2] / results['echo'][2]:.1f}x"
        )
        print(f"ratio parley/database alone: throughput {results['parley'][0] / results['db'][0]:.3f}")
    finally:
        echo.terminate()
        echo.wait()
        parley.stop()
        if database:
            database.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--conversations", type=int, default=32)
    parser.add_argument("--turns", type=int, default=20, help="turns per conversation")
    parser.add_argument("--mongodb-uri", help="use this MongoDB instead of a fresh SecantusDB")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
