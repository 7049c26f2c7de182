""" "so I ran further in 2025 than that, is that right?" after the runs' total distance of 2024: the group named is
claimed to beat the value just given ("than that", "than it", "than this"), so the named group comes first and the
yes/no says whether it wins ("Yes, more in 2025: …"). "was that more than my walks?" keeps the value just given
first: there "that" is the one claimed to win. Pure text."""

from __future__ import annotations

import re

# "than that", "than it", "than this", "than that one", "than those": the value just given, said after "than"
_THAN_THE_VALUE = re.compile(
    r"\bthan\s+(?:that|it|this|those|these)(?:\s+one)?\b(?!\s+(?:of|for|in|on|at|with|year|yr|years|month|week|day|time|season|summer|winter|spring|autumn|fall|trip|place)\b)"
)
# "was that more than …", "is it higher than …", "that's more than …": the value just given, said before "than"
_THE_VALUE_FIRST = re.compile(
    r"\b(?:(?:was|is|were|are)\s+(?:that|it|this|those|these)|(?:that|it|this)(?:'s|’s))\s+(?:\w+\s+){0,3}?than\b"
)


def named_group_claimed_first(text: str) -> bool:
    """Whether the message sets another group before "than" against the value just given after it ("further in 2025
    than that"), so the other group is the one claimed to win."""
    lowered = text.lower()
    return _THAN_THE_VALUE.search(lowered) is not None and _THE_VALUE_FIRST.search(lowered) is None
