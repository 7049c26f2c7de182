"""The answer to “What do you mean by “it”?”: “was it really a 5 star?” with nothing talked about is asked
back, and kept; when the next turn picks one thing (“the last museum I went to in Nara”), the question kept
is asked again about it (“No, Nara Art Museum is rated 3.”)."""

from __future__ import annotations

from typing import Any

IT_KEY = "pendingIt"  # memory key of the yes/no question asked back about its “it”, with its turn


def keep(memory: dict[str, Any], text: str, turn: int) -> None:
    """Keep the question whose “it” was asked about, for the next turn."""
    memory[IT_KEY] = {"text": text, "turn": turn}


def kept(memory: dict[str, Any], turn: int) -> str | None:
    """The question kept the turn just before (and forgotten), or None."""
    pending = memory.pop(IT_KEY, None)
    return str(pending["text"]) if isinstance(pending, dict) and pending.get("turn", -2) + 1 == turn else None
