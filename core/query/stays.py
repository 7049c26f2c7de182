"""“my shortest stay”, “which stay was the longest?”, “my stays in Japan”: a stay, said as a noun, is a trip — one of
the kinds the collection's trip words name (see vocabulary.py), so that its size is theirs (nights). “Stay” as a verb
(“how long did I stay”, “where we stayed”) is left to what reads it."""

from __future__ import annotations

import re

# a determiner, a superlative or an adjective before it makes it a noun: "my stay", "the longest stay", "short stays"
STAY = re.compile(
    r"\b(?:my|our|the|that|this|which|what|each|every|any|one|a|longest|shortest|last|first|latest|longer|shorter|short|long)"
    r"\s+(?P<stay>stays?)\b(?!\s+(?:with|at home|home|in bed|up|on|there)\b)"
)
