""" "not only 2023 but also 2024", "books not only by Nina Petrova but also by Tomas Reyes", "walks, not only in 2025
but in 2024 too": both values asked, read as "2023 or 2024" before anything reads the message (pure).

"not only X but (also) Y", "not only X but Y too / as well", "not only X, Y too / as well" (also with "not just")
adds Y to X: the items of either. The first value is never left out. A "not only" with no "but" or "too" after it
stays as said ("every year, not just 2023" widens the question before: widening.py), and so does "not only that"
(a story going on, not a value)."""

from __future__ import annotations

import re

_SPAN = r"[^,.;!?]+?"
_TOO = r"(?:\s+(?:too|as\s+well|also))"
NOT_ONLY_BUT = re.compile(
    rf"\bnot\s+(?:only|just)\s+(?P<first>{_SPAN})(?:\s*,\s*|\s+)but\s+(?:also\s+|as\s+well\s+)?(?P<second>{_SPAN}){_TOO}?(?=\s*(?:[,.;!?]|$))"
    rf"|\bnot\s+(?:only|just)\s+(?P<first2>{_SPAN})\s*,\s*(?:also\s+)?(?P<second2>{_SPAN}){_TOO}(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
_NO_VALUE = re.compile(r"(?:that|this|it|them|those|these|so|because|do|did|was|were|is|are|i|we)\b", re.IGNORECASE)


def as_either(text: str) -> str:
    """The text with each "not only X but also Y" said as "X or Y" (see the module's docstring)."""

    def either(match: re.Match[str]) -> str:
        first = match.group("first") or match.group("first2")
        second = match.group("second") or match.group("second2")
        if _NO_VALUE.match(first) or _NO_VALUE.match(second):
            return match.group()
        return f"{first.strip()} or {second.strip()}"

    return NOT_ONLY_BUT.sub(either, text)
