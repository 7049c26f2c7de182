"""Reply → an Alexa response body: SSML speech, a reprompt, a Standard card, the session flag (pure).

Alexa reads at most 8,000 characters of speech and accepts at most 24 KB of response; lists are
spoken as their first few entries, the card carries the rest.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from parley.core.turn import MapPoint, Reply

from ..maps.legend import point_about, point_title

MAX_SPEECH = 8_000
MAX_RESPONSE_BYTES = 24 * 1024
SPOKEN_ITEMS = 3
SPOKEN_PLACES = 4
DEFAULT_REPROMPT = "What would you like to do?"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def ssml(text: str, limit: int = MAX_SPEECH) -> str:
    """`text` escaped and wrapped in <speak>, cut at a sentence (or word) boundary to fit `limit` characters."""
    wrapper = len("<speak></speak>")
    escaped = escape(text, {'"': "&quot;", "'": "&apos;"})
    if len(escaped) + wrapper > limit:
        kept = ""
        for sentence in _SENTENCE_END.split(text):
            candidate = f"{kept} {sentence}".strip()
            if len(escape(candidate, {'"': "&quot;", "'": "&apos;"})) + wrapper > limit:
                break
            kept = candidate
        if not kept:  # one enormous sentence: cut between words
            words = text.split()
            while words and len(escape(" ".join(words), {'"': "&quot;", "'": "&apos;"})) + wrapper > limit:
                words = words[: max(1, len(words) * 9 // 10)] if len(words) > 1 else []
            kept = " ".join(words)
        escaped = escape(kept, {'"': "&quot;", "'": "&apos;"})
    return f"<speak>{escaped}</speak>"


def spoken(reply: Reply) -> str:
    """What Alexa says: the reply's own speech, or its text with the first few items read out."""
    if reply.speech:
        return reply.speech
    if reply.map_points:  # a listener cannot see a map: the places it shows are named instead
        return f"{reply.text} {places_said(reply.map_points)}"
    if not reply.items:
        return reply.text
    names = [str(item.get("title", "")) for item in reply.items[:SPOKEN_ITEMS]]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    lead = "The first ones are" if len(reply.items) > len(names) else "They are" if len(names) > 1 else "It is"
    return f"{reply.text} {lead} {listed}."


def places_said(points: Sequence[Mapping[str, Any]], named: int = SPOKEN_PLACES) -> str:
    """The places of a map's points, most items first: "On the map: 5 in Bordeaux, 3 in Beaune and 4 in 3
    other places." """
    counts = Counter(str(p.get("place") or "an unnamed place") for p in points)
    ranked = counts.most_common()
    parts = [f"{n} in {place}" for place, n in ranked[:named]]
    rest = ranked[named:]
    if rest:
        others = sum(n for _, n in rest)
        parts.append(f"{others} in {len(rest)} other place{'s' if len(rest) > 1 else ''}")
    listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"On the map: {listed}."


def card_text(reply: Reply) -> str:
    lines = [reply.text]
    lines += [
        f"{n}. {item.get('title', '')}" + (f" — {item['subtitle']}" if item.get("subtitle") else "")
        for n, item in enumerate(reply.items, 1)
    ]
    lines += [f"• {point_title(p)}: {point_about(p, _position(p))}" for p in reply.map_points]
    return "\n".join(lines)


def _position(point: MapPoint) -> str:
    return f"{float(point['lat']):.4f}, {float(point['lon']):.4f}"


def alexa_response(reply: Reply, card_title: str) -> dict[str, Any]:
    """The whole response envelope for one reply."""
    response: dict[str, Any] = {"outputSpeech": {"type": "SSML", "ssml": ssml(spoken(reply))}}
    if reply.expects_answer and not reply.end_conversation:
        response["reprompt"] = {"outputSpeech": {"type": "SSML", "ssml": ssml(reply.reprompt or DEFAULT_REPROMPT)}}
    if reply.kind not in ("goodbye",):
        response["card"] = {"type": "Standard", "title": reply.title or card_title, "text": card_text(reply)}
    response["shouldEndSession"] = reply.end_conversation
    envelope: dict[str, Any] = {"version": "1.0", "response": response}
    _fit(envelope)
    return envelope


def _fit(envelope: dict[str, Any]) -> None:
    """Shorten the card until the whole response fits Alexa's size limit (speech is already bounded)."""
    card = envelope["response"].get("card")
    while card and len(json.dumps(envelope).encode()) > MAX_RESPONSE_BYTES:
        lines = card["text"].split("\n")
        if len(lines) <= 1:
            card["text"] = card["text"][: len(card["text"]) // 2]
        else:
            card["text"] = "\n".join(lines[: max(1, len(lines) * 3 // 4)]) + "\n…"


def empty_response() -> dict[str, Any]:
    """The answer to a SessionEndedRequest: nothing may be said."""
    return {"version": "1.0", "response": {}}
