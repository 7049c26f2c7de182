"""Real servers for tests: SecantusDB processes and `parley serve` processes on loopback."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

from pymongo import MongoClient
from pymongo.errors import PyMongoError

from parley.storage.embedded import free_port, secantus_command, stop_process

__all__ = ["ParleyProcess", "RedisProcess", "SecantusProcess", "free_port", "port_open", "wait_until"]


def port_open(port: int) -> bool:
    """Something listens on this loopback port."""
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def wait_until(check, timeout_s: float, what: str) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise TimeoutError(f"{what} not ready after {timeout_s}s")


class SecantusProcess:
    """A SecantusDB server on a fixed port; it can be stopped and started again on the same data."""

    def __init__(self, data_dir: Path, port: int | None = None, durable: bool = False) -> None:
        self.data_dir = data_dir
        self.port = port or free_port()
        self.durable = durable
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def uri(self) -> str:
        return f"mongodb://127.0.0.1:{self.port}/"

    def start(self) -> SecantusProcess:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            secantus_command(self.port, self.data_dir, self.durable),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_until(self.answers, 30, "SecantusDB")
        return self

    def answers(self) -> bool:
        client: MongoClient = MongoClient(self.uri, serverSelectionTimeoutMS=300)  # type: ignore[type-arg]
        try:
            client.admin.command("ping")
            return True
        except PyMongoError:
            return False
        finally:
            client.close()

    def kill(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stop(self) -> None:
        if self.process:
            stop_process(self.process)


class ParleyProcess:
    """`parley serve` as a user runs it, in its own process."""

    def __init__(self, cwd: Path, env: dict[str, str], args: list[str] | None = None, port: int | None = None) -> None:
        self.cwd = cwd
        self.port = port or free_port()
        self.env = {"PARLEY_MEANINGS": "off", **os.environ, **env}  # the sentence encoder loads once, in the test process
        self.args = args or []
        self.process: subprocess.Popen[bytes] | None = None
        self.log_path = cwd / f"parley-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout_s: float = 60) -> ParleyProcess:
        self.launch()
        wait_until(self._listening, timeout_s, f"parley serve on {self.port} (log: {self.log_path})")
        return self

    def launch(self) -> subprocess.Popen[bytes]:
        """Start the process without waiting for it to listen."""
        self.cwd.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "parley.app.cli", "serve", "--port", str(self.port), *self.args],
                cwd=self.cwd,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        return self.process

    def _listening(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise RuntimeError(f"parley serve exited early:\n{self.log_path.read_text()}")
        return port_open(self.port)

    def stop(self) -> int | None:
        return stop_process(self.process, 20) if self.process else None

    def kill(self) -> None:
        """SIGKILL: the process gets no chance to clean up."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


class RedisProcess:
    """A redis-server of the test's own on a free loopback port (no persistence), stoppable and restartable
    on the same port to play an outage."""

    def __init__(self, directory: Path, port: int | None = None) -> None:
        self.directory = directory
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisProcess:
        self.directory.mkdir(parents=True, exist_ok=True)
        binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", str(self.directory)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_until(lambda: port_open(self.port), 20, f"redis-server on {self.port}")
        return self

    def stop(self) -> None:
        if self.process:
            stop_process(self.process, 10)
            self.process = None
