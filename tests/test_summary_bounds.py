"""What one client's messages can cost the summaries: the offline summarizer reads and ranks a bounded
part of any input (pure), the planners never fold the `keep_recent` newest turns (pure), and a bot
server's summarizer runs beside the replies in a process of its own that stops with the server."""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import string
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parley.app.summary_runner import ProcessRunner, SummarizerFailed
from parley.core import summarizer as extractive
from parley.core.history import HistoryBudget, Summary, count_words, plan_summary, plan_up_to, summary_input
from parley.core.summarizer import ExtractiveSummarizer

from .conftest import running_parley
from .servers import SecantusProcess

WORDS = ["".join(letters) for letters in itertools.product(string.ascii_lowercase, repeat=3)]


def short_sentences(size: int, offset: int = 0) -> str:
    """`size` characters of three-letter sentences: "aaa. aab. aac. …"."""
    text = " ".join(f"{word}." for word in itertools.islice(itertools.cycle(WORDS), offset, offset + size // 4 + 1))
    return text[:size]


def history_of(messages: list[str]) -> tuple[dict[str, Any], ...]:
    return tuple({"n": n, "user": text, "bot": "I did not understand that."} for n, text in enumerate(messages, start=1))


def hostile_input(previous: str = "") -> str:
    """What a worker gives the summarizer for seven 10 KB messages of short sentences."""
    history = history_of([short_sentences(10_000, offset=i * 2_500) for i in range(7)])
    plan = plan_up_to("c", history, Summary(previous, up_to=0, version=1), 7)
    assert plan is not None
    return summary_input(plan)


def assert_bounded(result: extractive.Extract) -> None:
    assert result.chars <= extractive.MAX_PRIOR_CHARS + extractive.MAX_TURN_CHARS
    assert result.sentences <= extractive.MAX_SENTENCES
    assert result.operations <= extractive.MAX_OPERATIONS
    assert len(result.summary) <= extractive.MAX_SUMMARY_CHARS


def test_seventy_kilobytes_of_short_sentences_are_read_in_a_bounded_part() -> None:
    text = hostile_input()
    assert len(text) > 70_000 and text.count(". ") >= 14_000
    result = ExtractiveSummarizer().extract(text)
    assert_bounded(result)
    assert result.sentences == extractive.MAX_SENTENCES  # the newest ones, not all fifteen thousand
    asked = result.summary.removeprefix("The user asked: ").split(".")[0]
    assert asked + "." in short_sentences(10_000, offset=6 * 2_500).split()  # the question kept is from the newest message


def test_ten_times_the_input_costs_no_more() -> None:
    summarizer = ExtractiveSummarizer()
    one = summarizer.extract("User: " + short_sentences(70_000))
    ten = summarizer.extract("\n".join("User: " + short_sentences(70_000, offset=i) for i in range(10)))
    assert_bounded(one)
    assert_bounded(ten)
    assert ten.chars <= extractive.MAX_TURN_CHARS and ten.sentences <= one.sentences


@pytest.mark.parametrize("line", ["a" * 1_000_000, "User: " + "abc " * 250_000, "Bot: " + "x y z " * 170_000])
def test_a_megabyte_line_without_a_sentence_break_is_cut(line: str) -> None:
    result = ExtractiveSummarizer().extract(line)
    assert_bounded(result)
    assert result.chars <= extractive.MAX_LINE_CHARS and result.sentences == 1
    assert count_words(result.summary) <= ExtractiveSummarizer().max_words or len(result.summary) <= extractive.MAX_LINE_CHARS + 20


def test_the_summary_so_far_is_carried_forward_over_a_flood_of_new_text() -> None:
    result = ExtractiveSummarizer().extract(hostile_input("The user compared red wines from France and Italy in 2018."))
    assert_bounded(result)
    assert "red wines from France and Italy" in result.summary


def test_an_over_long_summary_so_far_is_cut_and_the_turns_after_it_still_read() -> None:
    text = "Summary so far: " + "wine cellar notes " * 100_000 + "\nUser: show me hikes in the Alps last year\nBot: Here are 3 hikes."
    result = ExtractiveSummarizer().extract(text)
    assert_bounded(result)
    assert "hikes in the Alps" in result.summary


def test_a_conversation_of_ordinary_size_is_read_whole() -> None:
    text = "\n".join(f"User: show me wines from region {n} in 2018\nBot: Here are {n} wines found in region {n}." for n in range(30))
    result = ExtractiveSummarizer().extract(text)
    assert result.chars == sum(len(line) for line in text.splitlines()) and result.sentences == 60


def test_scoring_stops_at_its_work_budget() -> None:
    words = [frozenset({"wine", "france", f"w{i}"}) for i in range(100)]
    scores, operations = extractive.centrality(words, budget=330)  # 300 to count the words, 30 to score ten sentences
    assert operations == 330
    assert scores[:10] == [scores[0]] * 10 and scores[0] > 0 and scores[10:] == [0.0] * 90
    unbounded, all_operations = extractive.centrality(words)
    assert all_operations == 600 and min(unbounded) > 0


# keep_recent: every planning path leaves the newest turns verbatim

turn_sizes = st.lists(st.integers(min_value=1, max_value=400), min_size=1, max_size=30)
budgets = st.builds(
    lambda keep, extra, tokens: HistoryBudget(max_turns=keep + extra, max_tokens=tokens, keep_recent=keep),
    st.integers(min_value=0, max_value=12),
    st.integers(min_value=1, max_value=20),
    st.one_of(st.integers(min_value=1, max_value=200), st.integers(min_value=200, max_value=20_000)),  # tight and loose
)


def sized_history(sizes: list[int]) -> tuple[dict[str, Any], ...]:
    return tuple({"n": n, "user": "word " * size, "bot": "ok"} for n, size in enumerate(sizes, start=1))


def newest_kept(plan_up_to_n: int | None, last: int, keep_recent: int) -> bool:
    return plan_up_to_n is None or plan_up_to_n <= last - keep_recent


@given(turn_sizes, budgets, st.integers(min_value=0, max_value=30))
def test_a_plan_from_the_budget_never_folds_the_newest_turns(sizes: list[int], budget: HistoryBudget, covered: int) -> None:
    history = sized_history(sizes)
    summary = Summary("s", up_to=min(covered, len(sizes) - 1), version=1)
    plan = plan_summary("c", history, summary, budget)
    assert newest_kept(plan.up_to if plan else None, len(sizes), budget.keep_recent)
    if plan is not None:
        assert [t["n"] for t in plan.turns] == list(range(summary.up_to + 1, plan.up_to + 1))


def test_fewer_turns_than_keep_recent_over_the_token_budget_fold_nothing() -> None:
    budget = HistoryBudget(max_turns=20, max_tokens=100, keep_recent=8)
    history = sized_history([500] * 5)  # five huge messages: over the token budget, under keep_recent
    assert plan_summary("c", history, Summary(), budget) is None


@given(turn_sizes, st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=30), st.integers(min_value=1, max_value=60))
def test_a_job_naming_a_turn_never_folds_the_newest_turns(sizes: list[int], keep_recent: int, covered: int, asked: int) -> None:
    history = sized_history(sizes)
    summary = Summary("s", up_to=min(covered, len(sizes)), version=1)
    plan = plan_up_to("c", history, summary, asked, keep_recent)
    assert newest_kept(plan.up_to if plan else None, len(sizes), keep_recent)
    if plan is not None:
        assert plan.up_to <= asked and plan.turns[0]["n"] == summary.up_to + 1


def test_a_job_for_a_restarted_conversation_folds_only_what_keep_recent_allows() -> None:
    history = sized_history([3] * 4)  # numbering began again: a job from before names turn 30
    plan = plan_up_to("c", history, Summary(), 30, keep_recent=2)
    assert plan is not None and [t["n"] for t in plan.turns] == [1, 2]
    assert plan_up_to("c", history, Summary(), 30, keep_recent=4) is None


# the summarizer of a bot server without Redis


class SlowSummarizer(ExtractiveSummarizer):
    """Notes where and at which CPU priority it runs, then computes (pure Python, busy) until released."""

    def __init__(self, directory: str) -> None:
        super().__init__()
        self.directory = Path(directory)

    def summarize(self, texts: list[str]) -> list[str]:
        note = self.directory / "entered.tmp"
        note.write_text(json.dumps({"pid": os.getpid(), "nice": os.nice(0)}))
        note.rename(self.directory / "entered")
        spin = 0
        while not (self.directory / "release").exists():
            spin += sum(range(100_000))
        (self.directory / "left").write_text(str(spin))
        return super().summarize(texts)


class FailingSummarizer(ExtractiveSummarizer):
    def summarize(self, texts: list[str]) -> list[str]:
        raise RuntimeError("out of memory (simulated)")


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def wait_for_file(path: Path, tries: int = 600) -> None:
    for _ in range(tries):
        if await asyncio.to_thread(path.exists):
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"{path.name} never appeared")


async def test_a_slow_summary_runs_beside_the_replies_and_stops_with_the_server(secantus: SecantusProcess, tmp_path: Path) -> None:
    try:
        async with running_parley(secantus, {}) as harness:
            summaries = harness.parley.summaries
            assert summaries is not None and summaries.worker is not None
            small = HistoryBudget(max_turns=3, max_tokens=100_000, keep_recent=1)
            harness.parley.service.budget = summaries.worker.budget = small
            await summaries.worker.runner.close()
            summaries.worker.runner = ProcessRunner(partial(SlowSummarizer, str(tmp_path)), "slow", count_words, nice=5)
            hostile = await harness.start_conversation()
            for i in range(5):
                await harness.say(hostile, short_sentences(4_000, offset=i * 1_000))
            await wait_for_file(tmp_path / "entered")  # the summary of turns 1..3 is being computed
            where = json.loads((tmp_path / "entered").read_text())

            other = await harness.start_conversation()
            reply = await harness.say(other, "hello")  # answered while the summary computes
            again = await harness.say(hostile, "hello")
            assert reply["text"] and again["text"] and not (tmp_path / "left").exists()
            assert where["pid"] != os.getpid() and where["nice"] > os.nice(0)  # its own process, below the server's priority

            await asyncio.wait_for(harness.client.close(), 120)  # the server stops (a hang guard, not a speed check)
            assert not (tmp_path / "left").exists() and not alive(where["pid"])  # the summary was ended, not waited for
            state = (await harness.parley.store.load(hostile["conversationId"])).state  # type: ignore[union-attr]
            assert state.summary.version == 0 and len(state.history) == 6  # nothing half-done: the job is asked again later
    finally:
        (tmp_path / "release").write_text("")


async def test_a_summarizer_failing_in_its_process_is_reported_and_the_next_batch_runs() -> None:
    failing = ProcessRunner(FailingSummarizer, "failing", count_words, nice=0)
    try:
        with pytest.raises(SummarizerFailed, match="out of memory"):
            await failing.summarize(["User: hello"])
        with pytest.raises(SummarizerFailed, match="out of memory"):
            await failing.summarize(["User: hello"])
    finally:
        await failing.close()
    working = ProcessRunner(ExtractiveSummarizer, "extractive", count_words, nice=0)
    try:
        [summary] = await working.summarize(["User: show me wines from France in 2018\nBot: Here are 11 wines found in France."])
        assert "wines from France" in summary
    finally:
        await working.close()
    assert working.pid is None
