""" "isn't the one in madrid rated 4?" asked cold, when 3 things in Madrid are rated 4 (of 10 there): the claim is of
one thing ("the one", "the madrid one", "that one from Lisbon"), which the collection does not single out, so a bare
"Yes, 3 items in Madrid rated 4" would answer another question. Which one is meant is asked, the ones that hold told
(and how many there are in all). Only a yes/no with nothing talked about before standing for "the one" (a thing picked
before is "it"), the claim holding of more than one of them and not of every one of them. Pure."""

from __future__ import annotations

import re

# "the one in madrid", "the madrid one", "that one from Lisbon", "the one I had in Madrid": one thing presumed
# (not "the ones", "the one of them", "no one", "every one", "the first one" told by its place in a ranking)
_THE_ONE = re.compile(
    r"\b(?:the|that)\s+(?!(?:first|last|second|third|latest|newest|oldest|earliest|best|worst|other|same|only|next)\b)"
    r"(?:[\w'-]+\s+){0,2}?one\b"
    # what follows "the one" itself: its place, who had it, or the claim ("that one ride of this year": "one" a number)
    r"(?=\s*(?:[?.!,;]|$)|\s+(?:in|at|from|near|with|on|i|we|you|that|which|is|was|isn't|wasn't|rated|got|had)\b)",
    re.IGNORECASE,
)


def presumes_one(text: str) -> bool:
    """Whether `text` speaks of one thing as "the one" ("isn't the one in madrid rated 4?")."""
    return _THE_ONE.search(text) is not None


def asks_which(text: str, verify: bool, talked_of: bool, holding: int, of_all: int | None) -> bool:
    """Whether a yes/no (`verify`) about "the one", nothing talked of standing for it (`talked_of`), holds of several
    (`holding`) but not of all the things it could be (`of_all`, those without the tested claim; None when not known):
    then which one is meant is asked, not "Yes"."""
    if not verify or talked_of or holding < 2 or not presumes_one(text):
        return False
    return of_all is None or of_all > holding


def which_said(evidence: str, of_all: str) -> str:
    """ "I'm not sure which one you mean: 3 items in Madrid rated 4 (of 10 items in Madrid), e.g. …. Which one is it?"
    from the evidence of the yes and the phrase of all the things it could be (empty when not known)."""
    evidence = evidence.rstrip(".")
    if of_all:
        told = f" (of {of_all})"
        evidence = evidence.replace(", e.g.", f"{told}, e.g.", 1) if ", e.g." in evidence else evidence + told
    return f"I'm not sure which one you mean: {evidence}. Which one is it?"
