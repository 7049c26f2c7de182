"""The embedded MongoDB-wire server (SecantusDB) that `parley serve` runs when no MongoDB URI is set."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from pymongo import AsyncMongoClient
from pymongo.errors import PyMongoError

log = logging.getLogger("parley.embedded")

DATA_DIR_IN_USE = "WiredTiger database is already being managed by another process"


def secantus_command(port: int, data_dir: Path, durable: bool = True, parent: int | None = None) -> list[str]:
    """The command line of a SecantusDB server on loopback; `durable` journals every commit, like mongod.
    The server ends when `parent` (default: this process) ends, however it ends (see embedded_child).

    It runs standalone: without the single-node replica set it otherwise pretends to be, it keeps no
    oplog (a copy and a diff of every written document, for change streams, which Parley does not
    use) and no retryable-write records (kept in its memory only, so they would not outlive the crash
    they are for). The journal, which is what keeps an acknowledged write, is the same."""
    launch = f"from parley.storage.embedded_child import main; main(parent={parent or os.getpid()})"
    command = [
        sys.executable,
        "-c",
        launch,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--storage-path",
        str(data_dir),
        "--log-level",
        "WARNING",
        "--standalone",
    ]
    return [*command, "--sync-on-commit"] if durable else command


def stop_process(process: subprocess.Popen[bytes], timeout_s: float = 15) -> int:
    """SIGTERM, then SIGKILL if it does not exit in time; the exit code."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def describe_exit(code: int) -> str:
    """'exited with code 1', 'was killed by SIGKILL'."""
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with code {code}"


async def wait_for_mongo(uri: str, timeout_s: float, what: str, check: Callable[[], None] = lambda: None) -> None:
    """Ping until the server answers, logging progress; TimeoutError when it never does.
    `check` runs before every ping and may raise to give up early (the server's process has ended)."""
    deadline = time.monotonic() + timeout_s
    started = time.monotonic()
    client: AsyncMongoClient = AsyncMongoClient(uri, serverSelectionTimeoutMS=500)  # type: ignore[type-arg]
    try:
        next_note = started + 2
        while True:
            check()
            try:
                await client.admin.command("ping")
                log.info("%s answers (after %.1fs)", what, time.monotonic() - started)
                return
            except PyMongoError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{what} did not answer within {timeout_s:.0f}s") from None
                if time.monotonic() > next_note:
                    log.info("waiting for %s ... %.0fs", what, time.monotonic() - started)
                    next_note += 2
                await asyncio.sleep(0.2)
    finally:
        await client.close()


class EmbeddedDatabaseError(OSError):
    """The embedded database could not start; the message says why in one line."""


class EmbeddedMongo:
    """A SecantusDB child process on loopback, its data under `data_dir`, its output in `log_path`.

    start() fails within a second of the child ending, with the cause: another process holding the
    data directory, or the child's exit code and the last lines of its log. start() may be called again
    after the child ended: the same port and data, so clients already connected reconnect by themselves.
    """

    def __init__(self, data_dir: Path, port: int | None = None) -> None:
        self.data_dir = data_dir
        self.port = port or free_port()
        self.log_path = data_dir.parent / "secantus.log"
        self.process: subprocess.Popen[bytes] | None = None
        self._log_start = 0

    @property
    def uri(self) -> str:
        return f"mongodb://127.0.0.1:{self.port}/"

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    def exit_code(self) -> int | None:
        """The child's exit code once it has ended; None while it runs (or before it was started)."""
        return self.process.poll() if self.process is not None else None

    async def start(self, timeout_s: float = 60.0) -> str:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        log.info("starting embedded MongoDB-wire server (SecantusDB) on 127.0.0.1:%d, data in %s", self.port, self.data_dir)
        # opening a log file and starting a process take milliseconds: not worth a thread. The process is
        # started from the event loop's thread on purpose: Linux ties PR_SET_PDEATHSIG to the starting thread.
        with open(self.log_path, "ab") as log_file:  # noqa: ASYNC230
            self._log_start = log_file.tell()
            self.process = subprocess.Popen(  # noqa: ASYNC220
                secantus_command(self.port, self.data_dir),  # journaled: a crash loses no acknowledged turn
                stdout=log_file,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,  # Ctrl-C in a terminal reaches the server, which stops its database
            )
        try:
            await wait_for_mongo(self.uri, timeout_s, "embedded SecantusDB", check=self._fail_if_ended)
        except TimeoutError:
            self.stop()
            raise EmbeddedDatabaseError(f"the embedded database did not answer within {timeout_s:.0f}s; see {self.log_path}") from None
        return self.uri

    def _fail_if_ended(self) -> None:
        code = self.exit_code()
        if code is not None:
            raise EmbeddedDatabaseError(self._why_it_ended(code))

    def _why_it_ended(self, code: int) -> str:
        try:
            with open(self.log_path, "rb") as log_file:
                log_file.seek(self._log_start)
                output = log_file.read().decode(errors="replace")
        except OSError:
            output = ""
        if DATA_DIR_IN_USE in output:
            return f"another Parley is using {self.data_dir}; stop it or pass --data-dir"
        last = [line.strip() for line in output.splitlines() if any(c.isalnum() for c in line)][-3:]  # no ^^^^ markers
        quoted = " | ".join(last) if last else "(nothing)"
        return f"the embedded database {describe_exit(code)} while starting; the end of {self.log_path}: {quoted}"

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        log.info("stopping embedded SecantusDB (pid %d)", self.process.pid)
        stop_process(self.process)
