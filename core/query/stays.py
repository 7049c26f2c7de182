"""“my shortest stay”, “which stay was the longest?”, “my stays in Japan”: a stay, said as a noun, is a trip — one of
the kinds the collection's trip words name (see vocabulary.py), so that its size is theirs (nights). “Stay” as a verb
(“how long did I stay”, “where we stayed”) is left to what reads it, and so is a stay said of the answer before (“which
of the three was the longest stay”: one of those, whatever their kind)."""

from __future__ import annotations

import re
from collections.abc import Iterator

# a determiner, a superlative or an adjective before it makes it a noun: "my stay", "the longest stay", "short stays"
STAY = re.compile(
    r"\b(?:my|our|the|that|this|which|what|each|every|any|one|a|longest|shortest|last|first|latest|longer|shorter|short|long)"
    r"\s+(?P<stay>stays?)\b(?!\s+(?:with|at home|home|in bed|up|on|there)\b)"
)

# "of the three", "of those", "among them": what is asked is one of the answer before
_OF_THOSE = re.compile(r"\b(?:of|among|between)\s+(?:the|those|these|them|both)\b")


def stays_named(text: str) -> Iterator[re.Match[str]]:
    """The stays the text names as things of their own (its group "stay"), not said of the answer before."""
    for m in STAY.finditer(text):
        if _OF_THOSE.search(text, 0, m.start()) is None:
            yield m
