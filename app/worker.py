"""The summary worker: takes jobs in batches, summarizes them in one call to the model, commits each
summary with a conditional write, and only then acknowledges the jobs.

- A batch is up to `batch_size` jobs or what arrived within `batch_ms` of the first.
- Jobs for the same conversation in one batch are one job; every job is re-planned from the stored
  conversation (the turns after the stored summary, up to the turn the job names, never the budget's
  `keep_recent` newest), so duplicates and stale jobs change nothing. Jobs that name no turn are
  planned with the worker's budget. A worker that does not know the bots' budgets (`parley worker`,
  budget None) folds what a job names: the bot server named it with its bot's budget.
- The summarizer runs off the event loop, one batch at a time (see `summary_runner`); stopping the
  worker abandons a batch being computed: its jobs stay pending and are taken again later.
- A summary whose base version moved on (another worker committed first) is dropped, never written.
- A failing summarizer leaves the history untouched and the jobs pending; they are retried after
  `claim_idle_ms` and parked in the dead-letter stream after `max_attempts` deliveries.
- A job that fails on its own (its stored conversation cannot be read, planned, summarized or
  committed: an odd shape, nesting too deep for the driver or the server) is parked in the
  dead-letter stream at once with its error, logged with its conversation, and acknowledged; the rest
  of the batch goes on. Only an unreachable store or queue stops a batch (it is taken again later).
- Jobs left pending by a worker that died are claimed after `claim_idle_ms`.
- A periodic sweep asks again for conversations still over budget (an enqueue lost while the queue
  was down, say). The bot servers run it (they know their bot's budget); the in-process worker too.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from parley.channels.logsafe import client_text
from parley.core.history import (
    DEFAULT_BUDGET,
    HistoryBudget,
    SummaryPlan,
    TokenCounter,
    history_size,
    next_summary,
    plan_summary,
    plan_up_to,
    remaining,
    summary_input,
)
from parley.core.store import ConversationStore, StoreUnavailable
from parley.core.summarizer import Summarizer
from parley.storage.summary_queue import Delivery, QueueUnavailable, SummaryQueue

from .summary_runner import SummarizerFailed, SummaryRunner, ThreadRunner

log = logging.getLogger("parley.worker")

OUTAGES = (QueueUnavailable, StoreUnavailable)  # not the job's fault: it is taken again once they are back
MAX_ERROR_CHARS = 500


def job_error(exc: BaseException) -> str:
    """`Type: message` as one escaped line of about `MAX_ERROR_CHARS` at most (it may quote stored data)."""
    try:
        message = str(exc)
    except Exception:
        message = "(an error that cannot be printed)"
    return client_text(f"{type(exc).__name__}: {message}", MAX_ERROR_CHARS)


@dataclass(frozen=True)
class WorkerSettings:
    batch_size: int = 32
    batch_ms: int = 50
    claim_idle_ms: int = 30_000
    max_attempts: int = 3
    sweep_s: float = 60.0
    sweep_limit: int = 1000


@dataclass
class WorkerStats:
    batches: int = 0
    committed: int = 0
    stale: int = 0
    nothing_to_do: int = 0
    failed: int = 0
    dead: int = 0
    poisoned: int = 0  # conversations whose job failed on its own, parked at once
    sizes: list[int] = field(default_factory=list)


def consumer_name() -> str:
    return f"{socket.gethostname()}-{os.getpid()}"


class SummaryWorker:
    def __init__(
        self,
        store: ConversationStore,
        queue: SummaryQueue,
        summarizer: Summarizer | SummaryRunner,
        budget: HistoryBudget | None,
        clock: Callable[[], datetime],
        settings: WorkerSettings = WorkerSettings(),
        consumer: str | None = None,
    ) -> None:
        self.store = store
        self.queue = queue
        self.runner = summarizer if isinstance(summarizer, SummaryRunner) else ThreadRunner(summarizer)
        self.budget = budget  # the bot's; None: not known here (jobs name their cutoff)
        self.clock = clock
        self.settings = settings
        self.consumer = consumer or consumer_name()
        self.stats = WorkerStats()

    async def run(self, stop: asyncio.Event) -> None:
        log.info(
            "summary worker %s started (%s, batches of up to %d jobs / %d ms)",
            self.consumer,
            self.runner.name,
            self.settings.batch_size,
            self.settings.batch_ms,
        )
        next_sweep = time.monotonic() + self.settings.sweep_s if self.settings.sweep_s > 0 else float("inf")
        next_claim = 0.0
        try:
            while not stop.is_set():
                try:
                    deliveries: list[Delivery] = []
                    if time.monotonic() >= next_claim:
                        deliveries += await self.queue.reclaim(self.consumer, self.settings.claim_idle_ms, self.settings.batch_size)
                        next_claim = time.monotonic() + max(self.settings.claim_idle_ms / 4000, 0.2)
                    deliveries += await self._gather(stop, self.settings.batch_size - len(deliveries))
                    if deliveries:
                        await self.process(deliveries)
                    if time.monotonic() >= next_sweep:
                        await self.sweep()
                        next_sweep = time.monotonic() + self.settings.sweep_s if self.settings.sweep_s > 0 else float("inf")
                except (QueueUnavailable, StoreUnavailable) as exc:
                    log.warning("summary worker waiting: %s", exc)
                    await asyncio.sleep(1.0)
        finally:
            await self.runner.close()  # a batch still being computed is abandoned; its jobs are taken again
        log.info("summary worker %s stopped", self.consumer)

    async def _gather(self, stop: asyncio.Event, room: int) -> list[Delivery]:
        if room <= 0:
            return []
        taken = await self.queue.take(self.consumer, room, 1000)
        if not taken:
            return []
        deadline = time.monotonic() + self.settings.batch_ms / 1000
        while len(taken) < room and not stop.is_set():
            left_ms = int((deadline - time.monotonic()) * 1000)
            if left_ms <= 0:
                break
            taken += await self.queue.take(self.consumer, room - len(taken), left_ms)
        return taken

    async def process(self, deliveries: list[Delivery]) -> None:
        self.stats.batches += 1
        by_conversation: dict[str, list[Delivery]] = {}
        for delivery in deliveries:
            by_conversation.setdefault(delivery.conversation_id, []).append(delivery)
        plans: list[tuple[SummaryPlan, list[Delivery]]] = []
        done: list[str] = []
        texts: list[str] = []
        for conversation_id, jobs in by_conversation.items():
            try:
                plan = await self._plan(conversation_id, jobs)
                text = summary_input(plan) if plan is not None else ""
            except OUTAGES:
                raise
            except Exception as exc:
                await self._poisoned(conversation_id, jobs, "planning its summary", exc)
                continue
            if plan is None:
                self.stats.nothing_to_do += 1
                done += [job.id for job in jobs]  # already summarized, within budget, or deleted
            else:
                plans.append((plan, jobs))
                texts.append(text)
        if plans:
            self.stats.sizes.append(len(plans))
            try:
                summaries = await self.runner.summarize(texts)
                if len(summaries) != len(texts):
                    raise SummarizerFailed(f"{len(summaries)} summaries for {len(texts)} texts")
            except Exception as exc:
                self.stats.failed += 1
                log.error("summarizer failed on a batch of %d: %s", len(plans), job_error(exc))
                await self._failed([job for _, jobs in plans for job in jobs], job_error(exc))
                await self.queue.ack(done)
                return
            now = self.clock()
            for (plan, jobs), text in zip(plans, summaries, strict=True):
                try:
                    await self._commit(plan, text, now)
                except OUTAGES:
                    raise
                except Exception as exc:
                    await self._poisoned(plan.conversation_id, jobs, "committing its summary", exc)
                    continue
                done += [job.id for job in jobs]
        await self.queue.ack(done)

    async def _plan(self, conversation_id: str, jobs: list[Delivery]) -> SummaryPlan | None:
        """What to fold for these jobs of one conversation, from the stored conversation (None: nothing)."""
        conversation = await self.store.load(conversation_id, activities=False)
        if conversation is None:
            return None
        asked = max(job.up_to for job in jobs)
        state = conversation.state
        if asked > 0:  # what the turn asked for
            return plan_up_to(conversation_id, state.history, state.summary, asked, self.budget.keep_recent if self.budget else 0)
        return plan_summary(conversation_id, state.history, state.summary, self.budget or DEFAULT_BUDGET, self.runner.count_tokens)

    async def _commit(self, plan: SummaryPlan, text: str, now: datetime) -> None:
        summary = next_summary(plan, text, now)
        conversation = await self.store.load(plan.conversation_id, activities=False)
        left = remaining(conversation.state.history, summary) if conversation else ()
        shown = client_text(plan.conversation_id)
        if await self.store.commit_summary(plan, summary, history_size(left, summary, self.runner.count_tokens)):
            self.stats.committed += 1
            log.info("summary v%d of %s covers turns up to %d", summary.version, shown, plan.up_to)
        else:
            self.stats.stale += 1
            log.info("summary of %s dropped: the stored summary moved on", shown)

    async def _poisoned(self, conversation_id: str, jobs: list[Delivery], stage: str, exc: Exception) -> None:
        """A job that fails on its own: parked in the dead-letter stream now (acknowledged), never retried."""
        error = job_error(exc)
        self.stats.poisoned += 1
        self.stats.dead += len(jobs)
        log.error(
            "summary job for conversation %s failed while %s; moved to the dead-letter stream: %s",
            client_text(conversation_id),
            stage,
            error,
        )
        log.debug("the failure of the summary job for %s", client_text(conversation_id), exc_info=exc)
        for job in jobs:
            await self.queue.dead_letter(job, error)

    async def _failed(self, jobs: list[Delivery], error: str) -> None:
        for job in jobs:
            if job.attempts >= self.settings.max_attempts:
                self.stats.dead += 1
                log.error(
                    "summary job %s (%s) failed %d times; moved to the dead-letter stream",
                    client_text(job.id),
                    client_text(job.conversation_id),
                    job.attempts,
                )
                await self.queue.dead_letter(job, error)

    async def sweep(self) -> int:
        return await sweep(self.store, self.queue, self.budget or DEFAULT_BUDGET, self.runner.count_tokens, self.settings.sweep_limit)


async def sweep(store: ConversationStore, queue: SummaryQueue, budget: HistoryBudget, count_tokens: TokenCounter, limit: int = 1000) -> int:
    """Ask again for every conversation still over `budget` (a request lost while the queue was down,
    a job parked in the dead-letter stream once the cause is fixed), with the cutoff the bot's budget gives."""
    asked = 0
    for conversation_id in await store.over_budget(budget.max_tokens, budget.max_turns, limit):
        try:
            conversation = await store.load(conversation_id, activities=False)
            if conversation is None:
                continue
            plan = plan_summary(conversation_id, conversation.state.history, conversation.state.summary, budget, count_tokens)
        except OUTAGES:
            raise
        except Exception as exc:  # one conversation the sweep cannot read does not stop it for the others
            log.error("sweep: conversation %s skipped: %s", client_text(conversation_id), job_error(exc))
            continue
        if plan is not None:
            await queue.enqueue(conversation_id, plan.up_to)
            asked += 1
    if asked:
        log.info("sweep: %d conversation(s) over budget asked again", asked)
    return asked


class Sweeper:
    """The periodic sweep, run by the bot servers (they know their bot's budget)."""

    def __init__(
        self, store: ConversationStore, queue: SummaryQueue, budget: HistoryBudget, count_tokens: TokenCounter, every_s: float
    ) -> None:
        self.store, self.queue, self.budget, self.count_tokens, self.every_s = store, queue, budget, count_tokens, every_s

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), self.every_s)
                return
            except TimeoutError:
                pass
            try:
                await sweep(self.store, self.queue, self.budget, self.count_tokens)
            except (QueueUnavailable, StoreUnavailable) as exc:
                log.warning("sweep skipped: %s", exc)
