"""Running a blocking summarizer off the event loop, one batch at a time.

- `ThreadRunner`: in a daemon thread of this process (`parley worker`, a process of its own already).
- `ProcessRunner`: in a child process at a lower CPU priority (the summaries of a bot server without
  Redis). A batch, however slow, holds neither this process's GIL nor its event loop, and the bot's
  replies come first for the CPU. Closing it ends the child at once (SIGTERM, then SIGKILL after a
  short grace): a summary being computed is abandoned, and its job is asked again later (next turn or
  sweep), as the history design allows.

The child speaks over its stdin and stdout: length-prefixed pickles, first (sys.path, nice, pickled
loader) from the parent, then one list of texts per batch; it answers ("ready"|"ok"|"error", detail).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import pickle
import struct
import sys
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, BinaryIO

from parley.core.summarizer import Summarizer

log = logging.getLogger("parley.summarizer")

_LENGTH = struct.Struct("!Q")


class SummarizerFailed(RuntimeError):
    """The summarizer raised, or its process could not start or ended during a batch."""


def lower_priority(nice: int) -> None:
    """Lower this process's CPU priority by `nice` (0: unchanged); a raise it may not make is logged."""
    if not nice:
        return
    try:
        os.nice(nice)
    except OSError as exc:
        log.warning("cannot change the CPU priority by %d: %s", nice, exc)


class SummaryRunner(ABC):
    """A summarizer's batches, awaited without blocking the event loop."""

    name: str

    @abstractmethod
    def count_tokens(self, text: str) -> int:
        """Size of `text` in the summarizer's tokens."""

    @abstractmethod
    async def summarize(self, texts: list[str]) -> list[str]:
        """One summary per text; cancelling the wait abandons the batch."""

    @abstractmethod
    async def close(self) -> None:
        """Stop any batch being computed, without waiting for it beyond a short bound."""


class ThreadRunner(SummaryRunner):
    """A summarizer run in a daemon thread, one batch at a time. A batch whose wait is cancelled
    finishes in the background (the next one waits for it) and never holds up the process's exit."""

    def __init__(self, summarizer: Summarizer) -> None:
        self.summarizer = summarizer
        self.name = summarizer.name
        self._one_at_a_time = threading.Lock()

    def count_tokens(self, text: str) -> int:
        return self.summarizer.count_tokens(text)

    async def summarize(self, texts: list[str]) -> list[str]:
        loop = asyncio.get_running_loop()
        done: asyncio.Future[list[str]] = loop.create_future()

        def settle(result: list[str] | None, error: BaseException | None) -> None:
            if done.done():
                return
            if error is not None:
                done.set_exception(error)
            else:
                done.set_result(result or [])

        def work() -> None:
            with self._one_at_a_time:
                result: list[str] | None = None
                error: BaseException | None = None
                try:
                    result = self.summarizer.summarize(texts)
                except Exception as exc:
                    error = exc
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits for this batch any more
                loop.call_soon_threadsafe(settle, result, error)

        threading.Thread(target=work, name=f"summarizer-{self.name}", daemon=True).start()
        return await done

    async def close(self) -> None:
        """Nothing to stop: a batch still running ends by itself, and does not hold up the exit."""


class ProcessRunner(SummaryRunner):
    """A summarizer made by `load` (picklable: it is called in the child) and run in a child process
    at CPU priority `nice` below this one's. The child starts with the first batch and again after it
    ended; `count_tokens` is this process's own (a tokenizer needs no model)."""

    def __init__(
        self, load: Callable[[], Summarizer], name: str, count_tokens: Callable[[str], int], nice: int = 10, grace_s: float = 2.0
    ) -> None:
        self.load = load
        self.name = name
        self._count_tokens = count_tokens
        self.nice = nice
        self.grace_s = grace_s
        self.pid: int | None = None  # of the child, while one runs
        self._process: asyncio.subprocess.Process | None = None
        self._one_at_a_time = asyncio.Lock()

    def count_tokens(self, text: str) -> int:
        return self._count_tokens(text)

    async def summarize(self, texts: list[str]) -> list[str]:
        async with self._one_at_a_time:
            try:
                process = self._process if self._process is not None and self._process.returncode is None else await self._start()
                await _send(process, texts)
                status, detail = await _receive(process)
            except asyncio.CancelledError:
                await self.close()  # the child is busy with a batch nobody waits for
                raise
            except (OSError, EOFError, asyncio.IncompleteReadError, pickle.UnpicklingError) as exc:
                await self.close()
                raise SummarizerFailed(f"the {self.name} summarizer process ended during a batch ({type(exc).__name__})") from exc
            if status != "ok":
                raise SummarizerFailed(str(detail))
            return list(detail)

    async def _start(self) -> asyncio.subprocess.Process:
        await self.close()
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "parley.app.summary_runner", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
        )
        self._process, self.pid = process, process.pid
        await _send(process, (list(sys.path), self.nice, pickle.dumps(self.load)))
        status, detail = await _receive(process)
        if status != "ready":
            await self.close()
            raise SummarizerFailed(f"the {self.name} summarizer did not load: {detail}")
        log.info("summarizer %s loaded in process %d at nice +%d", self.name, process.pid, self.nice)
        return process

    async def close(self) -> None:
        process, self._process, self.pid = self._process, None, None
        if process is None or process.returncode is not None:
            return
        process.terminate()
        try:
            await asyncio.wait_for(process.wait(), self.grace_s)
        except TimeoutError:
            process.kill()
            await process.wait()


async def _send(process: asyncio.subprocess.Process, message: Any) -> None:
    assert process.stdin is not None
    payload = pickle.dumps(message)
    process.stdin.write(_LENGTH.pack(len(payload)) + payload)
    await process.stdin.drain()


async def _receive(process: asyncio.subprocess.Process) -> tuple[str, Any]:
    assert process.stdout is not None
    (length,) = _LENGTH.unpack(await process.stdout.readexactly(_LENGTH.size))
    status, detail = pickle.loads(await process.stdout.readexactly(length))
    return str(status), detail


def _read(stream: BinaryIO) -> Any:
    header = stream.read(_LENGTH.size)
    if len(header) < _LENGTH.size:
        raise EOFError
    (length,) = _LENGTH.unpack(header)
    payload = stream.read(length)
    if len(payload) < length:
        raise EOFError
    return pickle.loads(payload)


def _write(stream: BinaryIO, status: str, detail: Any) -> None:
    payload = pickle.dumps((status, detail))
    stream.write(_LENGTH.pack(len(payload)) + payload)
    stream.flush()


def child_main() -> int:
    """The child: load the summarizer, then answer batches until the parent closes the pipe."""
    requests = os.fdopen(os.dup(0), "rb")
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    os.dup2(2, 1)  # what the summarizer prints goes to stderr, not into the answers
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        path, nice, loader = _read(requests)
    except EOFError:
        return 0
    sys.path[:] = path
    lower_priority(nice)
    try:
        summarizer = pickle.loads(loader)()
    except Exception as exc:
        _write(answers, "error", f"{type(exc).__name__}: {exc}")
        return 1
    _write(answers, "ready", summarizer.name)
    while True:
        try:
            texts = _read(requests)
        except EOFError:
            return 0
        try:
            _write(answers, "ok", summarizer.summarize(texts))
        except Exception as exc:
            _write(answers, "error", f"{type(exc).__name__}: {exc}")


if __name__ == "__main__":
    sys.exit(child_main())
