#!/usr/bin/env python3
"""The offline summarizer's cost on hostile input, before and after its bounds, side by side.

"Pairwise" is the TextRank it replaced (reproduced here): it compared every pair of sentences, then
made 40 passes over the n x n matrix, so n(n-1)/2 + 40n^2 steps for n sentences. "Bounded" is
`ExtractiveSummarizer.extract`, which reads a bounded part of the text and scores each sentence
against one table of word counts; its `operations` are the word visits it made. Both are run and
timed on the same input where the pairwise one finishes in reasonable time (`--pairwise-limit`
sentences); beyond that its step count is computed, not run.

    .venv/bin/python scripts/bench_summarizer_bounds.py
"""

from __future__ import annotations

import argparse
import itertools
import math
import string
import time
from collections.abc import Callable
from typing import TypeVar

from parley.core.history import Summary, plan_up_to, summary_input
from parley.core.summarizer import ExtractiveSummarizer, _content, _units, considered

T = TypeVar("T")
WORDS = ["".join(letters) for letters in itertools.product(string.ascii_lowercase, repeat=3)]
ITERATIONS = 40


def short_sentences(size: int, offset: int = 0) -> str:
    """`size` characters of three-letter sentences: "aaa. aab. aac. …"."""
    return " ".join(f"{w}." for w in itertools.islice(itertools.cycle(WORDS), offset, offset + size // 4 + 1))[:size]


def pair_sentences(size: int) -> str:
    """`size` characters of two-word sentences that share words with many others (every pair is weighed)."""
    pairs = itertools.islice(zip(itertools.cycle(WORDS[:30]), itertools.cycle(WORDS[:29])), size // 8 + 1)
    return " ".join(f"{a} {b}." for a, b in pairs)[:size]


def messages(count: int, size: int, make: Callable[[int, int], str]) -> str:
    history = tuple({"n": n, "user": make(size, n * size // 4), "bot": "I did not understand that."} for n in range(1, count + 1))
    plan = plan_up_to("c", history, Summary(), count)
    assert plan is not None
    return summary_input(plan)


def pairwise_steps(n: int) -> int:
    return n * (n - 1) // 2 + ITERATIONS * n * n


def pairwise_rank(units: list[str], damping: float = 0.85) -> list[float]:
    """The TextRank the bounded summarizer replaced: every pair of sentences, then 40 passes."""
    words = [_content(u) for u in units]
    n = len(units)
    weights = [[0.0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            shared = len(words[i] & words[j])
            if shared and len(words[i]) > 1 and len(words[j]) > 1:
                weights[i][j] = weights[j][i] = shared / (math.log(len(words[i])) + math.log(len(words[j])))
    totals = [sum(row) or 1.0 for row in weights]
    scores = [1.0] * n
    for _ in range(ITERATIONS):
        scores = [(1 - damping) + damping * sum(weights[j][i] / totals[j] * scores[j] for j in range(n)) for i in range(n)]
    return scores


def timed(work: Callable[[], T]) -> tuple[T, float]:
    start = time.perf_counter()
    result = work()
    return result, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pairwise-limit", type=int, default=1000, help="run the pairwise ranking up to this many sentences")
    limit = parser.parse_args().pairwise_limit
    inputs = {
        "7 x 300 B, 3-letter sentences": messages(7, 300, short_sentences),
        "7 x 1 KB, 2-word sentences": messages(7, 1_000, lambda size, _: pair_sentences(size)),
        "7 x 10 KB, 3-letter sentences": messages(7, 10_000, short_sentences),
        "7 x 10 KB, 2-word sentences": messages(7, 10_000, lambda size, _: pair_sentences(size)),
        "1 MB line, no sentence break": "User: " + "abc " * 250_000,
    }
    summarizer = ExtractiveSummarizer()
    header = f"{'input':32} {'chars':>9} | {'pairwise: sentences':>19} {'steps':>15} {'time':>10} | "
    header += f"{'bounded: chars':>14} {'sentences':>9} {'ops':>7} {'time':>9} | {'steps ratio':>11} {'time ratio':>10}"
    print(header)
    print("-" * len(header))
    for name, text in inputs.items():
        units = list(dict.fromkeys(_units([line.strip() for line in text.splitlines() if line.strip()])))  # all of them
        steps = pairwise_steps(len(units))
        if len(units) <= limit:
            _, old_s = timed(lambda units=units: pairwise_rank(units))  # type: ignore[misc]
            old_time = f"{old_s:9.3f}s"
        else:
            old_s, old_time = None, "(not run)"
        result, new_s = timed(lambda text=text: summarizer.extract(text))  # type: ignore[misc]
        time_ratio = f"{old_s / new_s:9.0f}x" if old_s is not None and new_s > 0 else "-"
        print(
            f"{name:32} {len(text):>9,} | {len(units):>19,} {steps:>15,} {old_time:>10} | "
            f"{result.chars:>14,} {result.sentences:>9,} {result.operations:>7,} {new_s:8.4f}s | "
            f"{steps / max(result.operations, 1):>10,.0f}x {time_ratio:>10}"
        )
    prior, lines = considered(inputs["7 x 10 KB, 3-letter sentences"])
    print(f"\nread of the 70 KB input: {len(prior) + sum(map(len, lines)):,} characters in {len(lines)} lines (the newest)")


if __name__ == "__main__":
    main()
