"""`parley serve`'s embedded database behaves like a supervised service: a second server on the same data is
refused at once with the cause, the database does not outlive a killed server, and a database that dies
while the server runs is started again without losing an acknowledged turn."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .servers import ParleyProcess, wait_until

pytestmark = pytest.mark.slow

Json = dict[str, Any]


def serving(tmp_path: Path, data_dir: Path) -> ParleyProcess:
    """`parley serve` with the demo bot, nothing seeded, its embedded database in `data_dir`."""
    server = ParleyProcess(tmp_path, {}, ["--data-dir", str(data_dir)])
    server.env = {k: v for k, v in os.environ.items() if not k.startswith("PARLEY_")} | {"PARLEY_BOT": "demo", "PARLEY_SEED_SAMPLE": "0"}
    return server


def request(url: str, body: Json | None = None, token: str | None = None) -> tuple[int, Json]:
    """GET (or POST `body`) and the status and JSON body, error statuses included."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    data = json.dumps(body).encode() if body is not None else None
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers), timeout=15) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


class Chat:
    """One Direct Line conversation with a running server."""

    def __init__(self, server: ParleyProcess) -> None:
        status, started = request(f"{server.url}/v3/directline/conversations", {})
        assert status == 201, started
        self.server = server
        self.token = started["token"]
        self.path = f"/v3/directline/conversations/{started['conversationId']}/activities"

    def post(self, text: str) -> int:
        status, _ = request(f"{self.server.url}{self.path}", {"type": "message", "text": text, "from": {"id": "tester"}}, self.token)
        return status

    def texts(self, server: ParleyProcess | None = None) -> list[str]:
        status, body = request(f"{(server or self.server).url}{self.path}", token=self.token)
        assert status == 200, body
        return [activity.get("text", "") for activity in body["activities"]]


def database_pid(server: ParleyProcess) -> int:
    """The pid of the server's embedded database (the child process running SecantusDB)."""
    assert server.process is not None
    # -ww: the whole command line, however long the path of the checkout (ps cuts it to the terminal width otherwise)
    out = subprocess.run(["ps", "-ww", "-o", "pid=,args=", "--ppid", str(server.process.pid)], capture_output=True, text=True).stdout
    (pid,) = [int(line.split()[0]) for line in out.splitlines() if "parley.storage.embedded_child" in line]
    return pid


def running(pid: int) -> bool:
    """The process exists and has not ended (a zombie waiting to be reaped has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in ("Z", "X")


def test_a_second_server_on_the_same_data_is_refused_at_once_with_the_cause(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = serving(tmp_path, data).start()
    second = serving(tmp_path, data)
    try:
        # its database gives up on the data directory's lock within a second or two; the server used to
        # wait 60 s for it to answer
        code = second.launch().wait(timeout=20)
        log = second.log()
        assert code == 1, log
        assert f"cannot start: another Parley is using {data.resolve()}; stop it or pass --data-dir" in log
        assert "Traceback" not in log
        status, health = request(f"{first.url}/healthz")  # the first server carries on
        assert (status, health["status"]) == (200, "ok")
    finally:
        second.kill()
        assert first.stop() == 0


def test_a_database_that_cannot_start_is_named_with_its_exit_code_and_its_last_words(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "WiredTiger").write_text("WiredTiger\n")
    (data / "WiredTiger.turtle").write_text("not what WiredTiger wrote\n")
    server = serving(tmp_path, data)
    try:
        code = server.launch().wait(timeout=20)
    finally:
        server.kill()
    log = server.log()
    assert code == 1, log
    assert "cannot start: the embedded database exited with code 1 while starting" in log
    assert f"the end of {data.resolve().parent / 'secantus.log'}: " in log
    assert "database corruption detected" in log  # WiredTiger's own words, quoted
    assert "Traceback" not in log


def test_a_killed_server_takes_its_database_along_and_the_next_one_finds_the_data(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = serving(tmp_path, data).start()
    try:
        chat = Chat(server)
        assert chat.post("What's the current weather in Tokyo?") == 200
        before = chat.texts()
        assert "Current weather in Tokyo" in before[-1]
        database = database_pid(server)
    finally:
        server.kill()  # SIGKILL: the server cannot stop its database itself
    try:
        wait_until(lambda: not running(database), 20, "the embedded database ending after its server")
    finally:
        if running(database):  # left orphaned: do not leave it behind the test
            os.kill(database, signal.SIGKILL)

    again = serving(tmp_path, data).start()
    try:
        assert chat.texts(again) == before
    finally:
        assert again.stop() == 0


def test_a_database_that_dies_is_restarted_and_keeps_every_acknowledged_turn(tmp_path: Path) -> None:
    server = serving(tmp_path, tmp_path / "data").start()
    try:
        chat = Chat(server)
        for city in ("Tokyo", "Kyoto", "Osaka"):
            assert chat.post(f"What's the current weather in {city}?") == 200
        acknowledged = chat.texts()
        assert len(acknowledged) == 7  # the greeting, then three questions and their answers
        database = database_pid(server)

        os.kill(database, signal.SIGKILL)
        # gone from /proc once the server has reaped it, which is when its supervisor sees the exit
        wait_until(lambda: not Path(f"/proc/{database}").exists(), 20, "the server noticing its database ended")
        status, health = request(f"{server.url}/healthz")
        assert status == 503
        assert (health["status"], health["database"]) == ("degraded", "restarting")

        wait_until(lambda: chat.post("What about Tokyo?") == 200, 60, "a turn after the database restarted")
        wait_until(
            lambda: request(f"{server.url}/healthz") == (200, {"status": "ok", "bot": "demo", "summaries": "running"}), 20, "healthy again"
        )
        assert server.process is not None and server.process.poll() is None  # the same server all along
        assert database_pid(server) != database

        texts = chat.texts()
        assert texts[: len(acknowledged)] == acknowledged
        assert texts[-2] == "What about Tokyo?"
        assert texts[-1].startswith("Current weather in Tokyo")  # the conversation's context survived too
        log = server.log()
        assert f"the embedded database (pid {database}) was killed by SIGKILL; restarting it" in log
        assert "the embedded database is back" in log
    finally:
        assert server.stop() == 0
