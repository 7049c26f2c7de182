"""A place left out by pointing at it: "And the ones not in that city, which are they?" after "In which city was it the
most often?" (Kyoto, of the street food in Japan) are the street food in Japan outside Kyoto; "not there", "outside that
country", "except in that city" likewise. The negation is read only with a place it can leave out, so the place
pointed at (the one the answer just named the most frequent, else the place of the question before, of the part said)
is said by its name, and the question read again ("… not in Kyoto, …"). Never read as the place itself: when no place
is talked about, the negation stays unread and is said so. Pure."""

from __future__ import annotations

import re

from .places import Place

# "not in that city", "not there", "outside of that country", "other than that place", "except in that same town"
NOT_THERE = re.compile(
    r"\b(?P<neg>not|outside(?: of)?|other than|except|excluding)\s+(?:(?P<prep>in|from|at)\s+)?"
    r"(?P<ref>that (?:same )?(?P<part>city|town|village|country|region|place)|there)\b",
    re.IGNORECASE,
)
_PARTS = {"city": "city", "town": "city", "village": "city", "country": "country", "region": "region", "place": ""}


def with_the_place_named(text: str, pointed: Place | None) -> str | None:
    """`text` with the place it leaves out by pointing at it ("not in that city") said by the name of `pointed`, when
    `pointed` is a place of the part said (any part for "there", "that place"); else None."""
    said = NOT_THERE.search(text)
    if said is None or pointed is None or pointed.negated or pointed.any_of or pointed.kind not in ("city", "country", "region"):
        return None
    part = _PARTS.get((said["part"] or "").lower(), "")
    if part and pointed.kind != part:
        return None
    prep = said["prep"] or ("in" if said["neg"].lower() in ("not", "except") else "")
    named = f"{prep} {pointed.name}".strip()
    return text[: said.start("ref") if not said["prep"] else said.start("prep")] + named + text[said.end("ref") :]
