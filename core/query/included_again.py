"""A place left out before, taken back in: "ok actually include italy again" after the wines neither from Italy nor from
Spain, then not from the States (the wines outside Spain and the States), "put france back", "add the italian ones
back". The question before, with only that place no longer left out; never the place alone (which would answer the
Italian wines, the opposite of keeping the rest left out). The message must say nothing else but the place, and the
place must be one the question before left out (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .places import Place, any_place
from .request import Reading, Request, country_of

# "include italy again", "ok actually including italy", "put italy back in", "add the italian ones back", "bring back italy"
_TAKEN_BACK = re.compile(
    r"^\W*(?:(?:ok|okay|k|actually|and|now|so|but|oh|wait|hmm|well|please|pls|can you|could you|let's|lets)\W+)*"
    r"(?:(?:include|including|re-?include|count|allow)\b(?!.*\bback\b)|(?:add|put|bring|take)\b(?=.*\bback\b)|bring\s+back\b)",
    re.IGNORECASE,
)
_AGAIN_OR_BACK = re.compile(r"\b(?:again|back|after all|actually|actualy|anyway)\b", re.IGNORECASE)


def included_again(reading: Reading, prior: Request | None) -> Request | None:
    """The question before with the one place the message takes back in no longer left out, or None."""
    if prior is None or prior.place is None or not _TAKEN_BACK.match(reading.text):
        return None
    if not _AGAIN_OR_BACK.search(reading.text):
        return None  # "include italy" alone may ask for Italy too: "again", "back", "actually" say it was left out before
    said = list(reading.places) or [c for v in reading.values if (c := country_of(v)) is not None]
    others = (reading.topics, reading.dates, reading.comparisons, reading.people, reading.texts, reading.superlatives)
    if len(said) != 1 or said[0].negated or any(others) or (reading.places and reading.values):
        return None
    found, place = _taken_back(prior.place, said[0])
    if not found:
        return None
    return replace(prior, place=place, within=None, superlative=None)


def _same(a: Place, b: Place) -> bool:
    return (a.name, a.kind) == (b.name, b.kind)


def _taken_back(place: Place, back: Place) -> tuple[bool, Place | None]:
    """Whether the place asked before left `back` out, and that place without `back` among what it leaves out."""
    if any(_same(p, back) for p in place.but_not):
        return True, replace(place, but_not=tuple(p for p in place.but_not if not _same(p, back)))
    if not place.negated:
        return False, place
    parts = place.any_of if place.kind == "any" else (replace(place, negated=False, but_not=()),)
    if not any(_same(p, back) for p in parts):
        return False, place
    left = [p for p in parts if not _same(p, back)]
    if not left:  # "outside Italy" (and the States): outside the States alone, or anywhere
        rest = place.but_not
        return True, replace(rest[0], negated=True, but_not=rest[1:]) if rest else None
    kept = left[0] if len(left) == 1 else replace(any_place(left), negated=False)
    return True, replace(kept, negated=True, but_not=place.but_not)
