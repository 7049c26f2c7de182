"""The answer to “What do you mean by “it”?”: “was it really a 5 star?” with nothing talked about is asked
back, and kept; when the next turn picks one thing (“the last museum I went to in Nara”), the question kept
is asked again about it (“No, Nara Art Museum is rated 3.”)."""

from __future__ import annotations

import re
from typing import Any

IT_KEY = "pendingIt"  # memory key of the yes/no question asked back about its “it”, with its turn
THEM_KEY = "pendingThem"  # memory key of the question asked back about its “them”, with its turn and action

# "how many of them were with james", "which of those were in 2021": a part of a previous answer
OF_THEM = re.compile(r"\b(?:of|among) (?:them|those|these)\b")


def keep(memory: dict[str, Any], text: str, turn: int, key: str = IT_KEY, action: str = "find") -> None:
    """Keep the question whose “it” (or “them”, with `key` THEM_KEY) was asked about, for the next turn."""
    memory[key] = {"text": text, "turn": turn, "action": action}


def kept(memory: dict[str, Any], turn: int, key: str = IT_KEY) -> str | None:
    """The question kept the turn just before (and forgotten), or None."""
    pending = memory.pop(key, None)
    return str(pending["text"]) if isinstance(pending, dict) and pending.get("turn", -2) + 1 == turn else None


def kept_them(memory: dict[str, Any], turn: int) -> tuple[str, str] | None:
    """The question whose “them” was asked about the turn just before, with its action (and forgotten), or None."""
    pending = memory.get(THEM_KEY)
    text = kept(memory, turn, THEM_KEY)
    return (text, str(pending.get("action") or "find")) if text is not None and isinstance(pending, dict) else None


def asked_which(reading_text: str) -> str:
    """The question asked back when “them” has nothing talked about to mean."""
    word = "those" if "those" in reading_text else "these" if "these" in reading_text else "them"
    return f"Which ones do you mean by “{word}”? We haven't talked about any yet. Say what, e.g. “the hikes”."
