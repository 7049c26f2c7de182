""" "how many coktails in there" after "everything i drank except beers": "in there" (or "in here") ending the question,
with no place talked about and a list of several just given, is that list ("how many cocktails among those"), not a
place to ask for. Said after a place, it is that place (request.py's THERE) (pure text to text)."""

from __future__ import annotations

import re

IN_THERE = re.compile(r"\b(?:in|among) (?:there|here)(?=\s*[?.!]*\s*$)", re.IGNORECASE)


def among_those(text: str, listed: int) -> str | None:
    """The text with its closing "in there" said as "among those", when `listed` (the items of the answer just given) is
    several; else None."""
    said = IN_THERE.search(text)
    if said is None or listed < 2:
        return None
    return text[: said.start()] + "among those" + text[said.end() :]
