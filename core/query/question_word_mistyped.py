"""A question word typed wrong where a clause starts: "wich history ones did i give 5 stars?", "whcih of my hikes …",
"…, wehre did i ski last winter?" are read as "which …", "where …" before anything else reads the message, so that the
question is found as one (a story before it, "my uncle loves history, wich …", is then an aside, not the question).

Only a word that is no common English word ("were", "wear", "wen" stay) nor a question word with its "'s" texted ("whens"), one edit (a letter missing, added, changed or
two swapped) from exactly one of the long question words (which, where, what, when), whose first letter it keeps ("wher"
is as near to "when" as to "where": left as typed), at the start of the message or of a clause (after a sentence end, a
comma, a dash or "and", "so", "but"). Pure text to text.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from .english import is_common

QUESTION_WORDS = ("which", "where", "what", "when")
_WORD = re.compile(r"\b[A-Za-z]{3,6}\b")
# what a clause starts after: nothing, a sentence end, a comma, a dash, "and", "so", "but"
_CLAUSE_START = re.compile(r"(?:^|[.!?,;:—–-]|\b(?:and|so|but|ok|okay|then|now))$", re.IGNORECASE)


def question_word_meant(word: str) -> str | None:
    """The question word a typed word is a typo of ("wich": which), or None (a real word, or none or several near)."""
    lowered = word.lower()
    if lowered in QUESTION_WORDS or is_common(lowered) or lowered.removesuffix("s") in QUESTION_WORDS:
        return None  # "whens the last time": "when's" texted, read elsewhere
    near = [w for w in QUESTION_WORDS if w[0] == lowered[0] and OSA.distance(lowered, w) == 1]
    return near[0] if len(near) == 1 else None


def with_question_words_spelled(text: str) -> str:
    """The text with each question word typed wrong at a clause's start spelled right (its capital kept)."""

    def spelled(said: re.Match[str]) -> str:
        word = said[0]
        meant = question_word_meant(word)
        if meant is None or not _CLAUSE_START.search(text[: said.start()].rstrip()):
            return word
        return meant.capitalize() if word[0].isupper() else meant

    return _WORD.sub(spelled, text)
