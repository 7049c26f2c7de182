"""A word not understood that says which ones are meant: in "have I had any zorblax ones?" the word picks
some of the things talked about, so answering without it would answer another question (every beer) in a
way that looks right; it is asked about instead (pure)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .english import zipf

COMMON = 4.0  # "quick", "good" are words the question could do without; "zorblax", "belgian" are not


def unclear_kind(text: str, unknown: Sequence[str]) -> str | None:
    """The first word not understood that stands between a determiner and "one(s)" or "kind(s)" ("any zorblax
    ones", not "Quick one, how many …" nor "I gave one of them 5"), and is no common English word; None when
    there is none."""
    said = text.lower()
    for word in unknown:
        if zipf(word) >= COMMON or not word.isalpha():
            continue
        if re.search(rf"\b(?:any|the|some|those|these|them|no|a|an)\s+{re.escape(word)}\s+(?:ones?|kinds?|types?|sorts?)\b", said):
            return word
    return None


def ask_about(word: str) -> str:
    return f"I'm not sure what you mean by “{word}”. Could you say it another way, e.g. a country, a colour or a kind?"
