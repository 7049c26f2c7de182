""" "nights abroad 2025?", "how many nights abroad in 2025?", "km overseas last year": a number field's word said
with "abroad" (or "overseas") is the total of that field over what was done away from home, not the things abroad
counted ("91 items abroad", the nights left unread). Only a field's word right before "abroad", said first (a
heading) or after "how many"/"how much"; never a score (nothing totals stars), nor "how many trips abroad" (a kind,
counted) (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .derived import alternation


def amount_abroad(text: str, fields: Iterable[str]) -> bool:
    """Whether `text` asks the total of one of `fields` (their words, no score) away from home."""
    said = text.lower()
    if "abroad" not in said and "overseas" not in said:  # most turns: nothing to build a pattern for
        return False
    words = tuple(sorted({w for w in fields if w}))
    return bool(words) and _asked_abroad(words).search(text) is not None


@lru_cache(maxsize=64)
def _asked_abroad(words: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern of a field's word said before "abroad", for these words (one set per collection category)."""
    return re.compile(
        rf"(?:^\W*(?:(?:and|so|ok|okay|but),?\s+)?(?:(?:the|my|our|total)\s+)?|\bhow (?:many|much)\s+)(?:{alternation(words)})\s+(?:abroad|overseas)\b",
        re.IGNORECASE,
    )
