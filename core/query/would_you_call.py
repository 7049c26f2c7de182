"""A judgement asked of the assistant, then defined: "which of my hikes would you call easy? say under 10 km", "what
trips would you consider long, like over a week" ask for the things the definition picks (hikes under 10 km): "call" is
a verb of speech here, no title cue ("called …"), and the word judged says nothing the definition does not. Without a
definition after it ("which hikes would you call easy?") nothing is changed. Pure text to text.
"""

from __future__ import annotations

import re

_CALLED = re.compile(
    r"^(?P<asked>.*?\S)\s+(?:would|do|could|might)\s+(?:you|u)\s+(?:call|consider|count\s+as|describe\s+as|class\s+as|rate\s+as)\s+"
    r"(?P<judged>(?:[\w-]+\s+){0,2}?[\w-]+)\s*[?.!,;:—–-]*\s*"
    r"(?:(?:let'?s|let\s+us)\s+say|say|like|i\s+mean|meaning|i\.e\.?|as\s+in|by\s+which\s+i\s+mean|so)\s*,?\s+"
    r"(?P<defined>[^?.!]+?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def as_defined(text: str) -> str:
    """ "which of my hikes would you call easy? say under 10 km" said as "which of my hikes under 10 km?"; otherwise the
    text."""
    said = _CALLED.match(text)
    if said is None:
        return text
    return f"{said['asked']} {said['defined']}?"
