"""A typo that is a common English word with two neighbouring letters swapped is that word, before a word of the collection
one letter changed: "was my trip to paris worht it?" is "worth it", never "worst" (a letter changed, and a word of the
opposite sense). Two letters swapped is the likelier slip; the collection's word wins only when it is reached by a swap
too ("wrost": worst, of the same letters) or when no single common English word is ("bordeax").
Pure: words in, the English word or None out.
"""

from __future__ import annotations

from .english import COMMON, zipf


def swaps(key: str) -> set[str]:
    """The words made of `key` with two neighbouring letters swapped (the word itself left out)."""
    return {key[:i] + key[i + 1] + key[i] + key[i + 2 :] for i in range(len(key) - 1)} - {key}


def english_swapped(key: str, candidate: str) -> str | None:
    """The one common English word `key` is with two neighbouring letters swapped, when the collection's nearest word
    `candidate` is not of the same letters; None otherwise (the candidate stands)."""
    if sorted(candidate) == sorted(key) or zipf(key) >= COMMON:
        return None
    common = [w for w in sorted(swaps(key)) if w != candidate and zipf(w) >= COMMON]
    return common[0] if len(common) == 1 else None
