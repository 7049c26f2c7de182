"""Keeping a background loop alive: `Supervised` runs a `run(stop)` coroutine and, should it end by an
exception (or return before `stop` is set), logs the death and starts it again after a backoff.

- The first death with a given error is logged with its traceback; the same error again is one line
  with a count, so a loop that keeps dying does not flood the log.
- The backoff starts at `first_delay_s` and doubles up to `max_delay_s`; a run that lasted `steady_s`
  or more counts as healthy and the next death starts the backoff over.
- `state` says "running", "restarting" (waiting out the backoff) or "stopped"; a health check shows it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from parley.channels.logsafe import client_text

log = logging.getLogger("parley.supervisor")

RUNNING, RESTARTING, STOPPED = "running", "restarting", "stopped"


def next_delay(previous_s: float, first_s: float, max_s: float, ran_s: float, steady_s: float) -> float:
    """The wait before the next start: `first_s` after a healthy run (or the first death), else doubled up to `max_s`."""
    if previous_s <= 0 or ran_s >= steady_s:
        return min(first_s, max_s)
    return min(previous_s * 2, max_s)


class Supervised:
    def __init__(
        self,
        name: str,
        run: Callable[[asyncio.Event], Awaitable[None]],
        first_delay_s: float = 1.0,
        max_delay_s: float = 60.0,
        steady_s: float = 60.0,
    ) -> None:
        self.name = name
        self._run = run
        self.first_delay_s = first_delay_s
        self.max_delay_s = max_delay_s
        self.steady_s = steady_s
        self.state = STOPPED
        self.deaths = 0

    async def run(self, stop: asyncio.Event) -> None:
        delay = 0.0
        last_error: tuple[str, str] | None = None
        repeats = 0
        try:
            while not stop.is_set():
                self.state = RUNNING
                started = time.monotonic()
                try:
                    await self._run(stop)
                except Exception as exc:
                    error = (type(exc).__name__, _message(exc))
                    cause: BaseException | None = exc
                else:
                    if stop.is_set():
                        return
                    error, cause = ("returned", "it returned without being stopped"), None
                self.deaths += 1
                delay = next_delay(delay, self.first_delay_s, self.max_delay_s, time.monotonic() - started, self.steady_s)
                repeats = repeats + 1 if error == last_error else 1
                if repeats == 1:
                    log.error("%s died (%s: %s); restarting in %.1f s", self.name, *error, delay, exc_info=cause)
                else:
                    log.error("%s died again (%s: %s, %d times in a row); restarting in %.1f s", self.name, *error, repeats, delay)
                last_error = error
                self.state = RESTARTING
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), delay)
        finally:
            self.state = STOPPED


def _message(exc: BaseException) -> str:
    """The error's message as one escaped, bounded line (it may quote stored data)."""
    try:
        text = str(exc)
    except Exception:
        text = "(an error that cannot be printed)"
    return client_text(text, 300)
