"""Each channel's renderer turns the same channel-neutral replies into that channel's payload; the
payloads are compared with golden files. `pytest tests/test_rendering.py --update-golden` rewrites them
(review the diff before committing); it is refused where CI is set, and a missing golden file is a failure."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from parley.channels.alexa.speech import MAX_RESPONSE_BYTES, MAX_SPEECH, alexa_response, ssml
from parley.channels.directline.activities import bot_activity
from parley.channels.teams.cards import message_activity
from parley.core.turn import Reply, Turn

from .golden.replies import REPLIES

GOLDEN = Path(__file__).parent / "golden"
TURN = Turn("directline", "conv-1", "user-1", "show me wines", datetime(2026, 11, 29, 12, 0, tzinfo=UTC))

RENDERERS: dict[str, Callable[[Reply], dict[str, Any]]] = {
    "directline": lambda reply: bot_activity(reply, TURN, 2, "conv-1|0000001", "parley", "Parley", None),
    "teams": message_activity,
    "alexa": lambda reply: alexa_response(reply, "Parley"),
}


def check_golden(path: Path, rendered: Any, *, update: bool, environment: Mapping[str, str]) -> None:
    """Compare `rendered` with the golden file at `path`; with `update`, rewrite the file instead, never in CI."""
    if update:
        if "CI" in environment:
            pytest.fail("--update-golden is refused where CI is set: CI checks golden files, it never rewrites them", pytrace=False)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(rendered, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return
    if not path.is_file():
        pytest.fail(f"golden file {path} is missing: create it with --update-golden and review it", pytrace=False)
    assert rendered == json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.mark.parametrize("channel", sorted(RENDERERS))
@pytest.mark.parametrize("case", sorted(REPLIES))
def test_rendered_reply_matches_its_golden_file(channel: str, case: str, update_golden: bool) -> None:
    rendered = json.loads(json.dumps(RENDERERS[channel](REPLIES[case]), ensure_ascii=False))
    check_golden(GOLDEN / channel / f"{case}.json", rendered, update=update_golden, environment=os.environ)


def test_every_golden_file_belongs_to_a_reply_and_a_renderer() -> None:
    stored = {(path.parent.name, path.stem) for path in GOLDEN.glob("*/*.json")}
    assert stored == {(channel, case) for channel in RENDERERS for case in REPLIES}


# --- the golden-file check itself ---------------------------------------------------------------------
RENDERED = {"type": "message", "text": "hi"}


def test_a_missing_golden_file_fails_and_is_not_created(tmp_path: Path) -> None:
    path = tmp_path / "teams" / "text.json"
    with pytest.raises(pytest.fail.Exception, match="is missing"):
        check_golden(path, RENDERED, update=False, environment={})
    assert not path.exists()


def test_a_different_golden_file_fails_and_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "text.json"
    path.write_text('{"type": "message", "text": "hello"}', encoding="utf-8")
    with pytest.raises(AssertionError):
        check_golden(path, RENDERED, update=False, environment={})
    assert json.loads(path.read_text(encoding="utf-8"))["text"] == "hello"


def test_updating_rewrites_the_golden_file(tmp_path: Path) -> None:
    path = tmp_path / "teams" / "text.json"
    check_golden(path, RENDERED, update=True, environment={})
    assert json.loads(path.read_text(encoding="utf-8")) == RENDERED
    check_golden(path, RENDERED, update=False, environment={})


@pytest.mark.parametrize("existing", [None, '{"text": "hello"}'])
def test_updating_is_refused_in_ci_and_writes_nothing(tmp_path: Path, existing: str | None) -> None:
    path = tmp_path / "text.json"
    if existing is not None:
        path.write_text(existing, encoding="utf-8")
    with pytest.raises(pytest.fail.Exception, match="refused where CI is set"):
        check_golden(path, RENDERED, update=True, environment={"CI": "true"})
    assert (path.read_text(encoding="utf-8") if path.exists() else None) == existing


def test_the_update_flag_is_refused_by_pytest_in_ci() -> None:
    """The flag as a developer would pass it, in an environment with CI set: the run fails, no file changes."""
    before = {path: path.read_bytes() for path in GOLDEN.glob("*/*.json")}
    selected = "test_rendered_reply_matches_its_golden_file and teams and text"
    command = [sys.executable, "-m", "pytest", __file__, "--update-golden", "-k", selected, "-q", "-p", "no:cacheprovider"]
    run = subprocess.run(command, env={**os.environ, "CI": "true"}, capture_output=True, text=True, timeout=120, cwd=GOLDEN.parents[1])
    assert run.returncode == 1, run.stdout + run.stderr
    assert "refused where CI is set" in run.stdout and "1 failed" in run.stdout, run.stdout
    assert {path: path.read_bytes() for path in GOLDEN.glob("*/*.json")} == before


def test_ssml_escapes_markup_and_ampersands() -> None:
    assert ssml('Tom & Jerry <3 "quotes"') == "<speak>Tom &amp; Jerry &lt;3 &quot;quotes&quot;</speak>"


def test_long_speech_is_cut_at_a_sentence_within_the_limit() -> None:
    text = " ".join(f"Sentence number {n} is here & there." for n in range(1000))
    spoken = ssml(text)
    assert len(spoken) <= MAX_SPEECH
    assert spoken.endswith("there.</speak>")
    assert "&amp;" in spoken and " & " not in spoken


def test_a_huge_list_still_fits_alexas_response_limit() -> None:
    items = tuple({"title": f"Item {n} " + "x" * 200, "subtitle": "y" * 100} for n in range(500))
    envelope = alexa_response(Reply(text="Here are 500 items.", items=items), "Parley")
    assert len(json.dumps(envelope).encode()) <= MAX_RESPONSE_BYTES
    assert envelope["response"]["outputSpeech"]["ssml"].count("Item ") == 3  # only the first few are read out


def test_a_goodbye_ends_the_alexa_session_and_a_question_keeps_it_open_with_a_reprompt() -> None:
    goodbye = alexa_response(REPLIES["goodbye"], "Parley")["response"]
    assert goodbye["shouldEndSession"] is True and "reprompt" not in goodbye
    question = alexa_response(REPLIES["fallback"], "Parley")["response"]
    assert question["shouldEndSession"] is False
    assert question["reprompt"]["outputSpeech"]["ssml"] == "<speak>What should I look for?</speak>"


def test_alexa_names_the_places_a_map_shows() -> None:
    points = tuple(
        {"title": f"Wine {n}", "place": place, "lat": 44.8, "lon": -0.5}
        for n, place in enumerate(["Bordeaux"] * 5 + ["Beaune"] * 3 + ["Lyon", "Nice", "Paris", "Reims", "Dijon", "Dijon"])
    )
    speech = alexa_response(Reply(text="Here is a map of 14 French wines.", map_points=points), "Parley")["response"]["outputSpeech"]
    assert speech["ssml"] == (
        "<speak>Here is a map of 14 French wines. On the map: 5 in Bordeaux, 3 in Beaune, 2 in Dijon, 1 in Lyon and 3 in 3 other places.</speak>"
    )
    one = alexa_response(Reply(text="Here is a map of 1 museum.", map_points=points[:1]), "Parley")["response"]["outputSpeech"]
    assert one["ssml"] == "<speak>Here is a map of 1 museum. On the map: 1 in Bordeaux.</speak>"
