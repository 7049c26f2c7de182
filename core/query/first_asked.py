""" "take me back to the first thing I asked about", "my first question again": the first question of the conversation
(since the memory was last cleared), asked again as it was. Only when the message says nothing else (pure)."""

from __future__ import annotations

import re
from typing import Any

from .request import Request

FIRST_ASKED_KEY = "firstAsked"  # the first question's request, kept for "back to the first thing I asked about"

_OPENING = (
    r"^\W*(?:(?:ok|okay|so|hmm+|um+|and|but|now|actually|please|right|alright|then|let'?s|can|could|you|take|bring|get|go"
    r"|going|me|us|back|to|again|show|give)\W+)*"
)
_FIRST = (
    r"(?:(?:the\s+|my\s+)?(?:very\s+)?first\s+(?:question|topic)"  # "my first question"
    r"|(?:the\s+)?(?:very\s+)?first\s+(?:thing|things|one|stuff)"  # "the first thing I asked about", not "the first one"
    r"\s+(?:that\s+)?(?:i|we)\s+(?:asked|looked|talked|wanted|started)(?:\s+(?:you\s+)?(?:about|for|at|with))?)"
)
FIRST_ASKED = re.compile(_OPENING + _FIRST + r"(?:\W+(?:again|please|then|thanks))*\W*$", re.IGNORECASE)


def keep_the_first(memory: dict[str, Any], request: Request) -> None:
    """Keep `request` as the first question asked, unless one is kept already."""
    memory.setdefault(FIRST_ASKED_KEY, request.to_dict())


def the_first_asked(text: str, memory: dict[str, Any]) -> Request | None:
    """The first question asked, when the text asks to go back to it; None otherwise."""
    kept = memory.get(FIRST_ASKED_KEY)
    if not isinstance(kept, dict) or FIRST_ASKED.match(text.strip()) is None:
        return None
    return Request.from_dict(kept)
