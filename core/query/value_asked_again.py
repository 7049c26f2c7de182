"""The value just stated asked for again: "whats the actual number", "what's the exact figure?", "what is it exactly?"
right after an answer that stated an aggregate ("is my avg wine rating above 3.5?" "No, the average rating is 3.4 …"):
that aggregate again, of the same things, never a pick among them ("which one of the 270 do you mean?"). Pure."""

from __future__ import annotations

import re
from typing import Any

_LEAD = r"^\W*(?:(?:so|ok|okay|and|but|hm+|right),?\s+)*"
_WHAT = r"(?:what(?:'|’)?s|what\s+(?:is|was|'s)|whats|tell\s+me|give\s+me|and)"
_ADJECTIVE = r"(?:actual|exact|real|precise|true)"
_VALUE = r"(?:number|figure|value|amount|result)"
_ASKS = re.compile(
    rf"{_LEAD}(?:{_WHAT}\s+)?(?:the|that)\s+(?:{_ADJECTIVE}\s+)?{_VALUE}(?:\s+(?:then|exactly|again|precisely))?\W*$"
    rf"|{_LEAD}{_WHAT}\s+(?:it|that)\s+(?:exactly|precisely|then)\W*$",
    re.IGNORECASE,
)


def asks_the_value_again(text: str, kept: dict[str, Any] | None, turn: int) -> bool:
    """Whether the text asks for the value stated the turn before (`kept`: the aggregate remembered with its turn)."""
    return isinstance(kept, dict) and kept.get("turn", -2) + 1 == turn and bool(_ASKS.search(text))
