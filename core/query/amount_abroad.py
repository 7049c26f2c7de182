""" "nights abroad 2025?", "how many nights abroad in 2025?", "km overseas last year": a number field's word said
with "abroad" (or "overseas") is the total of that field over what was done away from home, not the things abroad
counted ("91 items abroad", the nights left unread). Only a field's word right before "abroad", said first (a
heading) or after "how many"/"how much"; never a score (nothing totals stars), nor "how many trips abroad" (a kind,
counted) (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .derived import alternation


def amount_abroad(text: str, fields: Iterable[str]) -> bool:
    """Whether `text` asks the total of one of `fields` (their words, no score) away from home."""
    words = [w for w in fields if w]
    if not words:
        return False
    said = re.compile(
        rf"(?:^\W*(?:(?:and|so|ok|okay|but),?\s+)?(?:(?:the|my|our|total)\s+)?|\bhow (?:many|much)\s+)(?:{alternation(words)})\s+(?:abroad|overseas)\b",
        re.IGNORECASE,
    )
    return said.search(text) is not None
