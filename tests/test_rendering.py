"""Each channel's renderer turns the same channel-neutral replies into that channel's payload; the
payloads are compared with golden files (regenerate with PARLEY_UPDATE_GOLDEN=1 and review the diff)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
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


@pytest.mark.parametrize("channel", sorted(RENDERERS))
@pytest.mark.parametrize("case", sorted(REPLIES))
def test_rendered_reply_matches_its_golden_file(channel: str, case: str) -> None:
    rendered = json.loads(json.dumps(RENDERERS[channel](REPLIES[case]), ensure_ascii=False))
    path = GOLDEN / channel / f"{case}.json"
    if os.environ.get("PARLEY_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(rendered, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert rendered == json.loads(path.read_text(encoding="utf-8"))


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
