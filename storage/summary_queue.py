"""The summary job queue: a Redis Stream with a consumer group across machines, or the same interface
in process memory for embedded mode.

A job names a conversation and the last turn to fold in. Jobs are acknowledged only after the
summary is committed to MongoDB; a job a dead worker left pending is claimed by another after
`idle_ms`; a job delivered `max_attempts` times goes to the dead-letter stream with its last error.
Duplicates are harmless: the worker re-plans from the stored conversation. An entry that is not a
job (a turn that is not a number, say) is parked in the dead-letter stream as soon as it is read.
A dead letter's error is kept to `MAX_ERROR_CHARS`, and the dead letters to the newest `MAX_DEAD_LETTERS`.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

STREAM = "parley:summaries"
_DISCARD_PAGE = 500
DEAD_LETTER = "parley:summaries:dead"
GROUP = "summarizers"
MAX_ERROR_CHARS = 2000
MAX_DEAD_LETTERS = 10_000


class MalformedJob(ValueError):
    """A stream entry that does not name a conversation and a turn."""


class QueueUnavailable(RuntimeError):
    """The queue cannot be reached right now."""


@dataclass(frozen=True)
class Delivery:
    id: str
    conversation_id: str
    up_to: int
    attempts: int = 1


class SummaryQueue(Protocol):
    async def enqueue(self, conversation_id: str, up_to: int) -> None: ...

    async def take(self, consumer: str, count: int, block_ms: int) -> list[Delivery]:
        """New jobs for this consumer: up to `count`, waiting at most `block_ms` for the first."""
        ...

    async def reclaim(self, consumer: str, idle_ms: int, count: int) -> list[Delivery]:
        """Jobs other consumers took and left unacknowledged for `idle_ms` (they died), now this one's."""
        ...

    async def ack(self, ids: list[str]) -> None: ...

    async def dead_letter(self, delivery: Delivery, error: str) -> None:
        """Park a job that keeps failing, with its error, and stop delivering it."""
        ...

    async def discard(self, conversation_ids: frozenset[str]) -> int:
        """Remove every job, waiting, taken or dead-lettered, that names one of these conversations; how many."""
        ...

    async def close(self) -> None: ...


@dataclass
class _Pending:
    delivery: Delivery
    consumer: str
    since: float


@dataclass
class MemorySummaryQueue:
    """In-process queue with the stream's semantics (pending entries, reclaiming, dead letters)."""

    new: asyncio.Queue[Delivery] = field(default_factory=asyncio.Queue)
    pending: dict[str, _Pending] = field(default_factory=dict)
    dead: list[tuple[Delivery, str]] = field(default_factory=list)
    max_dead: int = MAX_DEAD_LETTERS
    _ids: Any = field(default_factory=lambda: itertools.count(1))

    async def enqueue(self, conversation_id: str, up_to: int) -> None:
        self.new.put_nowait(Delivery(f"{next(self._ids)}-0", conversation_id, up_to))

    async def take(self, consumer: str, count: int, block_ms: int) -> list[Delivery]:
        taken: list[Delivery] = []
        try:
            taken.append(await asyncio.wait_for(self.new.get(), block_ms / 1000))
        except TimeoutError:
            return []
        while len(taken) < count and not self.new.empty():
            taken.append(self.new.get_nowait())
        now = time.monotonic()
        for delivery in taken:
            self.pending[delivery.id] = _Pending(delivery, consumer, now)
        return taken

    async def reclaim(self, consumer: str, idle_ms: int, count: int) -> list[Delivery]:
        now = time.monotonic()
        claimed: list[Delivery] = []
        for entry in list(self.pending.values()):
            if len(claimed) >= count:
                break
            if (now - entry.since) * 1000 >= idle_ms:
                delivery = Delivery(entry.delivery.id, entry.delivery.conversation_id, entry.delivery.up_to, entry.delivery.attempts + 1)
                self.pending[delivery.id] = _Pending(delivery, consumer, now)
                claimed.append(delivery)
        return claimed

    async def ack(self, ids: list[str]) -> None:
        for job_id in ids:
            self.pending.pop(job_id, None)

    async def dead_letter(self, delivery: Delivery, error: str) -> None:
        self.dead.append((delivery, error[:MAX_ERROR_CHARS]))
        del self.dead[: -self.max_dead]
        await self.ack([delivery.id])

    async def discard(self, conversation_ids: frozenset[str]) -> int:
        waiting: list[Delivery] = []
        while not self.new.empty():
            waiting.append(self.new.get_nowait())
        kept = [d for d in waiting if d.conversation_id not in conversation_ids]
        for delivery in kept:
            self.new.put_nowait(delivery)
        taken = [job_id for job_id, entry in self.pending.items() if entry.delivery.conversation_id in conversation_ids]
        for job_id in taken:
            del self.pending[job_id]
        dead = len(self.dead)
        self.dead[:] = [(d, error) for d, error in self.dead if d.conversation_id not in conversation_ids]
        return len(waiting) - len(kept) + len(taken) + dead - len(self.dead)

    async def close(self) -> None:
        return None


class RedisSummaryQueue:
    """A Redis Stream with one consumer group; every worker process is a consumer."""

    def __init__(
        self,
        url: str,
        stream: str = STREAM,
        group: str = GROUP,
        dead_letter_stream: str = DEAD_LETTER,
        timeout_s: float = 2.0,
        max_length: int = 1_000_000,
        max_dead: int = MAX_DEAD_LETTERS,
    ) -> None:
        import redis.asyncio as redis

        self._errors: tuple[type[BaseException], ...] = (redis.RedisError, OSError, asyncio.TimeoutError)
        self.client = redis.Redis.from_url(url, socket_timeout=None, socket_connect_timeout=timeout_s)
        self.stream, self.group, self.dead_stream = stream, group, dead_letter_stream
        self.timeout_s = timeout_s
        self.max_length = max_length
        self.max_dead = max_dead
        self._group_ready = False

    async def _call(self, operation: Any, timeout_s: float | None = None) -> Any:
        try:
            return await asyncio.wait_for(operation, timeout_s or self.timeout_s)
        except self._errors as exc:
            self._group_ready = False
            raise QueueUnavailable(f"Redis: {exc or type(exc).__name__}") from exc

    async def _ensure_group(self) -> None:
        if self._group_ready:
            return
        import redis.exceptions

        try:
            await self._call(self.client.xgroup_create(self.stream, self.group, id="0", mkstream=True))
        except QueueUnavailable as exc:
            if not isinstance(exc.__cause__, redis.exceptions.ResponseError) or "BUSYGROUP" not in str(exc.__cause__):
                raise
        self._group_ready = True

    async def enqueue(self, conversation_id: str, up_to: int) -> None:
        await self._call(self.client.xadd(self.stream, {"c": conversation_id, "u": str(up_to)}, maxlen=self.max_length, approximate=True))

    @staticmethod
    def _delivery(entry_id: Any, fields: dict[Any, Any], attempts: int = 1) -> Delivery:
        """The job in a stream entry; `MalformedJob` when it names no conversation and turn."""
        job_id = entry_id.decode(errors="replace") if isinstance(entry_id, bytes) else str(entry_id)
        decoded = {_text(k): _text(v) for k, v in fields.items()}
        try:
            up_to = int(decoded.get("u", "0") or 0)
        except ValueError:
            raise MalformedJob(f"the turn {decoded.get('u', '')[:100]!r} is not a number") from None
        return Delivery(job_id, decoded.get("c", ""), up_to, attempts)

    async def _jobs(self, entries: list[tuple[Any, dict[Any, Any]]], attempts: dict[Any, int]) -> list[Delivery]:
        """The jobs among `entries`; one that is not a job is parked in the dead-letter stream."""
        jobs: list[Delivery] = []
        for entry_id, fields in entries:
            try:
                jobs.append(self._delivery(entry_id, fields, attempts.get(entry_id, 1)))
            except MalformedJob as exc:
                job_id = entry_id.decode(errors="replace") if isinstance(entry_id, bytes) else str(entry_id)
                conversation = _text(fields.get(b"c", fields.get("c", b"")))
                await self.dead_letter(Delivery(job_id, conversation, 0, attempts.get(entry_id, 1)), f"MalformedJob: {exc}")
        return jobs

    async def take(self, consumer: str, count: int, block_ms: int) -> list[Delivery]:
        await self._ensure_group()
        answer = await self._call(
            self.client.xreadgroup(self.group, consumer, {self.stream: ">"}, count=count, block=block_ms),
            timeout_s=self.timeout_s + block_ms / 1000,
        )
        return await self._jobs([(entry_id, fields) for _, entries in answer or [] for entry_id, fields in entries if fields], {})

    async def reclaim(self, consumer: str, idle_ms: int, count: int) -> list[Delivery]:
        await self._ensure_group()
        answer = await self._call(self.client.xautoclaim(self.stream, self.group, consumer, idle_ms, "0-0", count=count))
        entries = [(entry_id, fields) for entry_id, fields in (answer[1] if answer else []) if fields]
        if not entries:
            return []
        counts = {}
        for entry_id, _ in entries:
            info = await self._call(self.client.xpending_range(self.stream, self.group, entry_id, entry_id, 1))
            counts[entry_id] = int(info[0]["times_delivered"]) if info else 1
        return await self._jobs(entries, counts)

    async def ack(self, ids: list[str]) -> None:
        if ids:
            await self._call(self.client.xack(self.stream, self.group, *ids))

    async def dead_letter(self, delivery: Delivery, error: str) -> None:
        await self._call(
            self.client.xadd(
                self.dead_stream,
                {
                    "c": delivery.conversation_id,
                    "u": str(delivery.up_to),
                    "id": delivery.id,
                    "attempts": str(delivery.attempts),
                    "error": error[:MAX_ERROR_CHARS],
                },
                maxlen=self.max_dead,
            )
        )
        await self.ack([delivery.id])

    async def dead_letters(self) -> list[dict[str, str]]:
        entries = await self._call(self.client.xrange(self.dead_stream))
        return [{_text(k): _text(v) for k, v in fields.items()} for _, fields in entries]

    async def discard(self, conversation_ids: frozenset[str]) -> int:
        """Scans both streams (each bounded by its MAXLEN) in pages; a job another worker holds is
        acknowledged and deleted, and that worker's commit finds no conversation."""
        removed = 0
        for stream in (self.stream, self.dead_stream):
            start = "-"
            while True:
                page = await self._call(self.client.xrange(stream, start, "+", count=_DISCARD_PAGE))
                doomed = [entry_id for entry_id, fields in page if _text(fields.get(b"c", fields.get("c", ""))) in conversation_ids]
                if doomed:
                    if stream == self.stream:
                        await self._call(self.client.xack(self.stream, self.group, *doomed))
                    removed += int(await self._call(self.client.xdel(stream, *doomed)))
                if len(page) < _DISCARD_PAGE:
                    break
                start = "(" + _text(page[-1][0])
        return removed

    async def close(self) -> None:
        await self.client.aclose()


def _text(value: Any) -> str:
    return value.decode(errors="replace") if isinstance(value, bytes) else str(value)
