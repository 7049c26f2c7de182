""" "longer than 600 pgs", "over 3 hrs": a number field's name written short, without its vowels (after the first
letter), said after a number, is that field ("pgs": pages, "hrs": hours); never a word of its own that others are read
as ("ment" is no typo of "mnt"). Only a short form of three letters or more that differs
from the word and that no other word of the fields (or units) already is; none of a word too short to shorten (pure)."""

from __future__ import annotations

from collections.abc import Iterable

VOWELS = frozenset("aeiou")


def without_vowels(word: str) -> str | None:
    """ "pages" → "pgs", "hours" → "hrs"; None when that is the word itself or shorter than three letters."""
    short = word[:1] + "".join(c for c in word[1:] if c not in VOWELS)
    return short if len(short) >= 3 and short != word and short.isalpha() else None


def abbreviations(words: Iterable[str], taken: Iterable[str]) -> dict[str, str]:
    """The short forms of `words` (each to its word), leaving out those `taken` already or shared by two words."""
    said = [w.lower() for w in words]
    seen: dict[str, set[str]] = {}
    for word in said:
        short = without_vowels(word)
        if short is not None:
            seen.setdefault(short, set()).add(word)
    used = {t.lower() for t in taken} | set(said)
    return {short: next(iter(full)) for short, full in seen.items() if len(full) == 1 and short not in used}
