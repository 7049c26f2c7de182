"""Keeps the embedded database running while `parley serve` runs."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from enum import StrEnum

from .embedded import EmbeddedDatabaseError, EmbeddedMongo, describe_exit

log = logging.getLogger("parley.embedded")


class DatabaseState(StrEnum):
    RUNNING = "running"
    RESTARTING = "restarting"
    STOPPED = "stopped"


class EmbeddedSupervisor:
    """Watches the embedded database's process and starts it again when it ends on its own.

    The new process gets the same port and data directory, so the server's MongoDB client reconnects
    without noticing more than the outage; the database journals every commit, so no acknowledged
    write is lost. Attempts are `first_delay_s` apart, doubling up to `max_delay_s` while they fail.
    `state` says "running", "restarting" (down, being brought back) or "stopped"; /healthz reports it.
    Once stop() (or stop_restarting()) has been called, an ending process is left ended: a server
    that is shutting down does not restart its database.
    """

    def __init__(
        self,
        database: EmbeddedMongo,
        poll_s: float = 0.2,
        first_delay_s: float = 1.0,
        max_delay_s: float = 30.0,
        start_timeout_s: float = 60.0,
    ) -> None:
        self.database = database
        self.poll_s = poll_s
        self.first_delay_s = first_delay_s
        self.max_delay_s = max_delay_s
        self.start_timeout_s = start_timeout_s
        self.state = DatabaseState.STOPPED
        self.restarts = 0
        self._task: asyncio.Task[None] | None = None

    def current_state(self) -> str:
        return self.state.value

    async def start(self) -> str:
        """Start the database (EmbeddedDatabaseError says why it could not) and begin watching it; its URI."""
        uri = await self.database.start(self.start_timeout_s)
        self.state = DatabaseState.RUNNING
        self._task = asyncio.create_task(self._watch(), name="embedded-database-supervisor")
        return uri

    def stop_restarting(self) -> None:
        """From now on an ending database stays ended (the server is shutting down)."""
        if self._task is not None:
            self._task.cancel()

    async def stop(self) -> None:
        """Stop watching, then stop the database."""
        self.stop_restarting()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        await asyncio.to_thread(self.database.stop)
        self.state = DatabaseState.STOPPED

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(self.poll_s)
            code = self.database.exit_code()
            if code is None:
                continue
            self.state = DatabaseState.RESTARTING
            log.warning(
                "the embedded database (pid %s) %s; restarting it on 127.0.0.1:%d",
                self.database.pid,
                describe_exit(code),
                self.database.port,
            )
            await self._restart()
            self.restarts += 1
            self.state = DatabaseState.RUNNING
            log.warning("the embedded database is back (pid %s, restart %d)", self.database.pid, self.restarts)

    async def _restart(self) -> None:
        delay = self.first_delay_s
        while True:
            await asyncio.sleep(delay)
            try:
                await self.database.start(self.start_timeout_s)
                return
            except EmbeddedDatabaseError as exc:
                delay = min(delay * 2, self.max_delay_s)
                log.error("the embedded database did not come back: %s; next attempt in %.0fs", exc, delay)
