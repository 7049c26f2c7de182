"""A word not understood that says which ones are meant: in "have I had any zorblax ones?" the word picks
some of the things talked about, so answering without it would answer another question (every beer) in a
way that looks right; it is asked about instead (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

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


# where a negation is said: after who or what is asked of, before the company, place, time or score ("which ones wrnt
# with mary", "they dnt have 5 stars", "that werk in 2023")
_NEGATION_SLOT = (
    r"\b(?:which(?:\s+ones?)?|ones|they|those|these|that|it|who|what|i|we|you|he|she)\s+{word}\s+"
    r"(?:with|without|w/|in|at|from|by|on|during|rated|include|includes|included|have|has|had|get|got|go|went|come|came)\b"
)


# how a garbled denial ends: an n, at most two letters, then the t ("wrnt", "zwnt", "dnt", "didnot", "wernt"); "yr",
# "tasted", "werk" are not denials (a word of another shape stays a word not understood)
_DENIAL_SHAPE = re.compile(r"n[a-z']{0,2}t$", re.IGNORECASE)


def unclear_negation(text: str, unknown: Sequence[str], typed: Mapping[str, str]) -> str | None:
    """What to ask back when a word not understood, and no English word (as typed: `typed` gives the word a correction
    read as its own), stands where a negation is said ("which ones werk with mary"): answered without it, the
    answer could be the opposite of the one asked for; None when no such word does."""
    said = text.lower()
    for word in unknown:
        original = typed.get(word, word)
        if zipf(original) >= COMMON or not original.isalpha() or not word.isalpha() or not _DENIAL_SHAPE.search(original):
            continue
        if re.search(_NEGATION_SLOT.format(word=re.escape(word)), said):
            return (
                f"I'm not sure what you mean by “{original}”. Did you mean “not” (e.g. “weren't”, “didn't”)? Could you say it another way?"
            )
    return None
