"""The embedded MongoDB-wire server (SecantusDB) that `parley serve` runs when no MongoDB URI is set."""

from __future__ import annotations

import asyncio
import logging
import socket
import subprocess
import sys
import time
from pathlib import Path

from pymongo import AsyncMongoClient
from pymongo.errors import PyMongoError

log = logging.getLogger("parley.embedded")

_LAUNCH = "import sys; from secantus.cli import main; sys.argv[0] = 'secantusd'; sys.exit(main())"


def secantus_command(port: int, data_dir: Path, durable: bool = True) -> list[str]:
    """The command line of a SecantusDB server on loopback; `durable` journals every commit, like mongod."""
    command = [
        sys.executable,
        "-c",
        _LAUNCH,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--storage-path",
        str(data_dir),
        "--log-level",
        "WARNING",
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


async def wait_for_mongo(uri: str, timeout_s: float, what: str) -> None:
    """Ping until the server answers, logging progress; TimeoutError when it never does."""
    deadline = time.monotonic() + timeout_s
    started = time.monotonic()
    client: AsyncMongoClient = AsyncMongoClient(uri, serverSelectionTimeoutMS=500)  # type: ignore[type-arg]
    try:
        next_note = started + 2
        while True:
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


class EmbeddedMongo:
    """A SecantusDB child process on loopback, its data under `data_dir`."""

    def __init__(self, data_dir: Path, port: int | None = None) -> None:
        self.data_dir = data_dir
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def uri(self) -> str:
        return f"mongodb://127.0.0.1:{self.port}/"

    async def start(self, timeout_s: float = 60.0) -> str:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        log_path = self.data_dir.parent / "secantus.log"
        log.info("starting embedded MongoDB-wire server (SecantusDB) on 127.0.0.1:%d, data in %s", self.port, self.data_dir)
        # opening a log file and starting a process take milliseconds: not worth a thread
        with open(log_path, "ab") as log_file:  # noqa: ASYNC230
            self.process = subprocess.Popen(  # noqa: ASYNC220
                secantus_command(self.port, self.data_dir),  # journaled: a crash loses no acknowledged turn
                stdout=log_file,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
            )
        try:
            await wait_for_mongo(self.uri, timeout_s, "embedded SecantusDB")
        except TimeoutError:
            code = self.process.poll()
            self.stop()
            detail = f"it exited with code {code}" if code is not None else "it did not answer"
            raise RuntimeError(f"the embedded database could not start ({detail}); see {log_path}") from None
        return self.uri

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        log.info("stopping embedded SecantusDB (pid %d)", self.process.pid)
        stop_process(self.process)
