"""The answer to “What do you mean by “it”?”: “was it really a 5 star?” with nothing talked about is asked
back, and kept; when the next turn picks one thing (“the last museum I went to in Nara”), the question kept
is asked again about it (“No, Nara Art Museum is rated 3.”)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

IT_KEY = "pendingIt"  # memory key of the yes/no question asked back about its “it”, with its turn
THEM_KEY = "pendingThem"  # memory key of the question asked back about its “them”, with its turn and action

# "how many of them were with james", "which of those were in 2021": a part of a previous answer
OF_THEM = re.compile(r"\b(?:of|among) (?:them|those|these)\b")
# "How were the ones in Paris?": the ones of a kind talked about (with nothing talked about, which kind is asked)
THE_ONES = re.compile(r"\b(?:the|those|these) ones\b")


SCHEMA = 1  # the format a kept question is stored in


@dataclass(frozen=True)
class KeptQuestion:
    """A question asked back about its “it” or “them”, kept in the conversation's memory for the next turn."""

    text: str
    turn: int
    action: str = "find"

    def to_dict(self) -> dict[str, Any]:
        return {"schema": SCHEMA, "text": self.text, "turn": self.turn, "action": self.action}

    @classmethod
    def from_dict(cls, data: Any) -> KeptQuestion | None:
        """The question stored, or None for anything else (format 1, or the same fields written before it)."""
        if not isinstance(data, dict) or not isinstance(data.get("text"), str) or not isinstance(data.get("turn"), int):
            return None
        return cls(data["text"], data["turn"], str(data.get("action") or "find"))


def keep(memory: dict[str, Any], text: str, turn: int, key: str = IT_KEY, action: str = "find") -> None:
    """Keep the question whose “it” (or “them”, with `key` THEM_KEY) was asked about, for the next turn."""
    memory[key] = KeptQuestion(text, turn, action).to_dict()


def kept(memory: dict[str, Any], turn: int, key: str = IT_KEY) -> KeptQuestion | None:
    """The question kept under `key` the turn just before (and forgotten), or None."""
    pending = KeptQuestion.from_dict(memory.pop(key, None))
    return pending if pending is not None and pending.turn + 1 == turn else None


def asked_which(reading_text: str) -> str:
    """The question asked back when “them” has nothing talked about to mean."""
    ones = THE_ONES.search(reading_text)
    word = ones[0] if ones is not None else "those" if "those" in reading_text else "these" if "these" in reading_text else "them"
    return f"Which ones do you mean by “{word}”? We haven't talked about any yet. Say what, e.g. “the hikes”."
