"""`parley serve` as a newcomer runs it: embedded database, a model file with handlers, clean shutdown."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from .servers import ParleyProcess, wait_until

MODEL = """
name: greeter
greeting: Hello from the greeter.
entities:
  - id: hello
    synonyms: [hello, hi]
  - id: person
    groups: [person]
    values: {Ann: [ann], Bo: [bo]}
intents:
  - id: greet
    terms: ["hello", "person~?"]
handlers: greeter_handlers.py
"""

HANDLERS = """
from parley.core.turn import Reply

def register(bot):
    @bot.handler("greet")
    def greet(ctx):
        return Reply(text="Hi " + (ctx.value("person") or "stranger") + "!")
"""


def post(url: str, body: dict, token: str | None = None) -> dict:  # type: ignore[type-arg]
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers, method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def get(url: str, token: str) -> dict:  # type: ignore[type-arg]
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def child_pids(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


@pytest.mark.slow
def test_serve_with_embedded_database_and_custom_model(tmp_path: Path) -> None:
    (tmp_path / "greeter.yaml").write_text(MODEL)
    (tmp_path / "greeter_handlers.py").write_text(HANDLERS)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PARLEY_")}
    server = ParleyProcess(tmp_path, {}, ["--model", "greeter.yaml"])
    server.env = env
    server.start()
    try:
        log = server.log()
        assert "starting embedded MongoDB-wire server (SecantusDB)" in log
        assert str(tmp_path / ".parley" / "data") in log
        assert "bot 'greeter'" in log
        assert "sample collection 'scrapbook' ready (2463 items)" in log  # seeded on the first start
        assert (tmp_path / ".parley" / "data").is_dir()
        embedded = child_pids(server.process.pid)  # type: ignore[union-attr]
        assert len(embedded) == 1

        started = post(f"{server.url}/v3/directline/conversations", {})
        cid, token = started["conversationId"], started["token"]
        posted = post(f"{server.url}/v3/directline/conversations/{cid}/activities", {"type": "message", "text": "hello ann"}, token)
        post(f"{server.url}/v3/directline/conversations/{cid}/activities", {"type": "message", "text": "hi again"}, token)
        activities = get(f"{server.url}/v3/directline/conversations/{cid}/activities", token)["activities"]
        assert [a["text"] for a in activities] == ["Hello from the greeter.", "hello ann", "Hi Ann!", "hi again", "Hi Ann!"]
        assert activities[2]["replyToId"] == posted["id"]
    finally:
        assert server.stop() == 0
    # the embedded database stopped with the server
    wait_until(lambda: all(not Path(f"/proc/{pid}").exists() for pid in embedded), 20, "embedded database exit")
    assert "stopping embedded SecantusDB" in server.log()

    again = ParleyProcess(tmp_path, {}, ["--model", "greeter.yaml"])
    again.env = env
    again.start()
    try:  # the same data directory: conversations and the sample survive, nothing is seeded twice
        assert "seeding the sample" not in again.log()
        activities = get(f"{again.url}/v3/directline/conversations/{cid}/activities", token)["activities"]
        assert len(activities) == 5
    finally:
        assert again.stop() == 0


def test_check_model_reports_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("entities: [{id: a, synonyms: [a]}]\nintents: [{id: x, terms: [b]}]\n")
    result = subprocess.run([sys.executable, "-m", "parley.app.cli", "check-model", str(bad)], capture_output=True, text=True)
    assert result.returncode == 2
    assert "unknown entity id(s) ['b']" in result.stderr
    assert "Traceback" not in result.stderr


def test_model_without_handlers_or_templates_is_refused(tmp_path: Path) -> None:
    bare = tmp_path / "bare.yaml"
    bare.write_text("entities: [{id: a, synonyms: [a]}]\nintents: [{id: x, terms: [a]}]\n")
    result = subprocess.run([sys.executable, "-m", "parley.app.cli", "check-model", str(bare)], capture_output=True, text=True)
    assert result.returncode == 2 and "neither a handler nor a 'reply' template" in result.stderr


def test_bad_configuration_is_named(tmp_path: Path) -> None:
    env = {**os.environ, "PARLEY_PORT": "eighty"}
    result = subprocess.run([sys.executable, "-m", "parley.app.cli", "serve"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert result.returncode == 2
    assert "PARLEY_PORT='eighty' is not a whole number" in result.stderr and "Traceback" not in result.stderr
