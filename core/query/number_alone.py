""" "And from Australia, there is also one with five?" after "have I ever given five stars to a Portuguese wine?": a
number said in words alone at the end of a clause, right after "with" or "about" ("one with five?", "what about
three?"), is a number said again for the bound asked before, like "what about 4?" (see `Reading.bare_numbers`), and no
name ("with Five" is nobody). Only the words two to ten ("one" is a pronoun: "is there one with …"), only with nothing
after the number but the end of the clause ("with five friends", "about five km away" are not taken) (pure)."""

from __future__ import annotations

import re

from .utterance import Utterance

NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

_ALONE = re.compile(
    r"\b(?:with|about)\s+(?P<number>" + "|".join(NUMBER_WORDS) + r")\b(?=\s*(?:[?.!,;]|$))",
    re.IGNORECASE,
)


def numbers_said_alone(utterance: Utterance) -> list[tuple[str, str]]:
    """The numbers said in words alone ("with five?" → ("five", "5")), their words claimed; none when there is none."""
    found: list[tuple[str, str]] = []
    for said in utterance.matches(_ALONE):
        if utterance.is_free(*said.span("number")):
            word = said["number"]
            utterance.claim(*said.span("number"), "number", NUMBER_WORDS[word.lower()])
            found.append((word, str(NUMBER_WORDS[word.lower()])))
    return found
