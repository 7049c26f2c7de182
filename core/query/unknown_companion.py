"""A yes/no about going somewhere with someone the collection has never had ("did i ever go hiking with sarah"):
the name is no word to leave out (that would answer "Yes, 128 hikes" about every hike), it is a companion nobody in
the items is called, so the question is asked with that person and its answer is "No, I found no hikes with Sarah"
(pure; see bot.py). Only a single word nothing else understood, right after "with"; a plural or group word there
("with friends", "with colleagues") is no one's name, and is asked about rather than left out."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .english import zipf

_WITH = re.compile(
    r"\b(?:with|w/)\s+(?P<name>[^\W\d_][^\W\d_'-]*)(?=\s*(?:$|[?!.,;]|\s(?:and|in|on|at|this|last|ever|before|or)\b))", re.IGNORECASE
)
# words after "with" that name no one in particular
_NO_NAME = frozenset(
    {
        "family",
        "everyone",
        "everybody",
        "someone",
        "somebody",
        "anyone",
        "anybody",
        "nobody",
        "company",
        "group",
        "partner",
        "kids",
        "mom",
        "dad",
        "mum",
        "wife",
        "husband",
        "boyfriend",
        "girlfriend",
        "friend",
        "friends",
        "colleagues",
        "coworkers",
        "people",
        "others",
        "them",
        "him",
        "her",
        "who",
        "whom",
    }
    # "one with five?": a number said after "with" (a score, a count) is no one's name
    | {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "zero", "none"}
)


def _plural_noun(word: str) -> bool:
    """ "cousins", "neighbours": a plural of a common English word, not a name ("carlos", "thomas" stay names)."""
    return word.endswith("s") and not word.endswith("ss") and zipf(word[:-1]) >= 3.5


def unknown_companion(text: str, unknown: Iterable[str]) -> tuple[str, bool] | None:
    """The word said after "with" that nothing understood, as typed, and whether it is a name ("sarah": True) rather
    than a group or plural word ("friends", "cousins": asked about, never left out); None when there is none."""
    not_understood = {w.lower() for w in unknown}
    for said in _WITH.finditer(text):
        word = said["name"].lower()
        if word in not_understood:
            name = word not in _NO_NAME and not _plural_noun(word)
            return (said["name"][:1].upper() + said["name"][1:], name)
    return None


def nobody_called(name: str) -> str:
    """The note said after the answer: why it is about no one."""
    return f"No one called {name} is in your items"
