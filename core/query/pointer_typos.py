"""A word that points back, mistyped ("tehre", "thsoe"), read as meant before the story around the question is set aside:
"going back to lisbon soon. what did i eat tehre" asks about Lisbon, the place the story names, as "… eat there" does
(the story is kept for the question that points into it, see chatter.py). Only the pointing words are read so early;
every other typo is corrected later, once the recognizers have claimed what they know."""

from __future__ import annotations

import re
from collections.abc import Callable

from .spelling import Correction

# the pointing words that keep the story before a question (chatter's back references), of four letters or more
POINTING = frozenset(("there", "those", "them", "that"))
_WORD = re.compile(r"(?<![\w'’-])[a-z]{4,6}(?![\w'’-])", re.IGNORECASE)


def with_pointers_spelled(text: str, correct: Callable[[str], Correction | None]) -> tuple[str, list[Correction]]:
    """The text with each mistyped pointing word (a spelling correction `correct` gives) written as meant, and those
    corrections; the text itself and none when it has no such word."""
    pieces: list[str] = []
    made: list[Correction] = []
    at = 0
    for word in _WORD.finditer(text):
        if word[0].lower() in POINTING:
            continue
        correction = correct(word[0])
        if correction is None or correction.kind != "spelling" or correction.became.lower() not in POINTING:
            continue
        pieces += [text[at : word.start()], correction.became]
        made.append(correction)
        at = word.end()
    return "".join([*pieces, text[at:]]), made
