"""`parley serve` as a newcomer runs it: embedded database, a model file with handlers, clean shutdown."""

from __future__ import annotations

import argparse
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


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PARLEY_")}
    return subprocess.run([sys.executable, "-m", "parley.app.cli", *args], capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


TRAVEL = """
name: travel
colour: blue
stm: {max_unmatched: three}
entities:
  - id: weather
    synonyms: [weather]
  - id: location
    values: [Tokyo, Kyoto]
intents:
  - id: forecast
    terms: ["weather~"]
    replly: "Weather in {location}."
  - id: repeat
    terms: ["weather~"]
    reply: "Again: weather in {location}."
"""


def test_check_model_lists_every_problem_with_its_file_and_path(tmp_path: Path) -> None:
    (tmp_path / "travel.yaml").write_text(TRAVEL)
    result = run_cli("check-model", "travel.yaml", cwd=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "travel.yaml: colour: unknown key (expected one of: name, greeting, handlers, stm, switch, fallback, history, entities, intents, templates)",
        "travel.yaml: intents[0].replly: unknown key; did you mean 'reply'?",
        "travel.yaml: intents[1].reply: placeholder {location} is an entity of the model but not of intent 'repeat', "
        "so nothing fills it (add a term for it)",
        "travel.yaml: stm.max_unmatched: expected an integer >= 1, not 'three'",
    ]


def test_check_model_prints_a_summary_of_a_valid_model(tmp_path: Path) -> None:
    (tmp_path / "greeter.yaml").write_text(MODEL)
    (tmp_path / "greeter_handlers.py").write_text(HANDLERS)
    result = run_cli("check-model", "greeter.yaml", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "greeter.yaml: bot 'greeter', 2 entities, 1 intents: OK\n"


FAILING_REGISTER = """
def register(bot):
    raise RuntimeError("no API key in WEATHER_KEY")
"""


def test_a_failing_register_is_named_in_one_line_by_check_model_and_serve(tmp_path: Path) -> None:
    (tmp_path / "greeter.yaml").write_text(MODEL)
    (tmp_path / "greeter_handlers.py").write_text(FAILING_REGISTER)
    expected = "model error: handlers module 'greeter_handlers.py': register(bot) failed: RuntimeError: no API key in WEATHER_KEY"
    checked = run_cli("check-model", "greeter.yaml", cwd=tmp_path)
    assert (checked.returncode, checked.stderr) == (2, expected + "\n")
    served = run_cli("serve", "--model", "greeter.yaml", "--port", "0", cwd=tmp_path)
    assert served.returncode == 2
    assert [line.split(" parley: ", 1)[1] for line in served.stderr.splitlines()] == [expected]


def test_a_handlers_file_that_does_not_load_is_named_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "greeter.yaml").write_text(MODEL)
    (tmp_path / "greeter_handlers.py").write_text("import no_such_module_here\n")
    result = run_cli("check-model", "greeter.yaml", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr == (
        "model error: handlers file greeter_handlers.py failed to load: ModuleNotFoundError: No module named 'no_such_module_here'\n"
    )
    other = run_cli("check-model", "greeter.yaml", "--handlers", "greeter_handlers_elsewhere.py", cwd=tmp_path)
    assert other.returncode == 2 and other.stderr.count("\n") == 1 and "does not exist" in other.stderr


def test_serve_help_names_the_real_defaults(tmp_path: Path) -> None:
    from parley.app.settings import Settings

    text = " ".join(run_cli("serve", "--help", cwd=tmp_path).stdout.split())
    assert (
        "--model MODEL bot model YAML file (PARLEY_MODEL); without one, the bot is the collection assistant, or the demo bot with --bot demo"
        in text
    )
    assert f"default {Settings.host})" in text and f"default {Settings.port})" in text
    assert f"default {Settings.bot!r}, the bundled sample" in text and f"default ./{Settings.data_dir})" in text


def test_every_flag_of_every_command_has_help() -> None:
    from parley.app.cli import _parser

    def commands(parser: argparse.ArgumentParser, name: str) -> list[tuple[str, argparse.ArgumentParser]]:
        found = [(name, parser)]
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub, subparser in action.choices.items():
                    found += commands(subparser, f"{name} {sub}")
        return found

    undocumented = [
        f"{name} {action.dest}"
        for name, parser in commands(_parser(), "parley")
        for action in parser._actions
        if not isinstance(action, argparse._SubParsersAction) and not action.help
    ]
    assert undocumented == []
    assert len(commands(_parser(), "parley")) >= 9


def test_package_alexa_takes_its_defaults_from_the_settings(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PARLEY_")}
    env |= {"PARLEY_PUBLIC_HOST": "bot.example.org", "PARLEY_ALEXA_INVOCATION_NAME": "travel guide", "PARLEY_BOT": "demo"}
    result = subprocess.run(
        [sys.executable, "-m", "parley.app.cli", "package", "alexa", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    skill = json.loads((tmp_path / "skill.json").read_text())["manifest"]
    assert skill["apis"]["custom"]["endpoint"]["uri"] == "https://bot.example.org/api/alexa"
    language = json.loads((tmp_path / "interactionModels" / "custom" / "en-US.json").read_text())["interactionModel"]["languageModel"]
    assert language["invocationName"] == "travel guide"
    assert "WeatherIntent" in {intent["name"] for intent in language["intents"]}  # the demo bot's intents
