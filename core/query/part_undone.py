""" "drop the year" after the art museums of 2019, "forget the rating" after the Italian dinners rated 4 or more, "never
mind the place" said alone: the question before again, less that one restriction, every other part of it kept (its
kind, its other filters, its count or its pick), not a fresh start. What is dropped must name a restriction the question
before has: its time, its place (or the place's name), one person named in it, or a field it compares or matches (by
the field's name or one of its synonyms: "the stars" for the rating). Anything else ("forget it", "drop the wines",
"forget the rating, how many beers") is no such message: the caller reads it as ever (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from .dropped_part import without_part
from .filler_lead import filler_lead
from .request import Request

# "drop the year", "ok forget the rating", "hmm never mind the date please", "remove the rating filter"
_UNDONE = re.compile(
    filler_lead("ok|okay|so|and|no|nah|actually|well|now|oh|hm+|um+|right|alright|then|just|please|can you|could you")
    + r"(?P<verb>forget(?:\s+about)?|drop|ignore|never\s*mind|leave\s+out|scrap|skip|lose|remove|take\s+(?:off|out|away))\s+"
    r"(?:the\s+|that\s+|this\s+|my\s+)?(?P<part>[a-z\u00c0-\u024f' ]+?)"
    r"(?:\s+(?:filter|part|bit|limit|restriction|condition|requirement))?"
    r"(?:\W+(?:please|then|thanks|thx))*\W*$",
    re.IGNORECASE,
)


_SLOT = re.compile(
    r"^(?:year|years|yr|yrs|date|dates|time|times|month|period|when|place|places|city|cities|country|countries|where|location)$",
    re.IGNORECASE,
)
_TAKEN_BACK = re.compile(r"^(?:forget|drop|never\s*mind|scrap|lose)", re.IGNORECASE)


def _named_field(part: str, prior: Request, synonyms: Mapping[str, tuple[str, ...]]) -> bool:
    """Whether `part` names a field `prior` compares or matches ("the rating", "the stars")."""
    return _without_field(prior, part, synonyms) is not None


def _without_field(prior: Request, part: str, synonyms: Mapping[str, tuple[str, ...]]) -> Request | None:
    """`prior` less its comparisons or matched values of the field `part` names, or None when it has none."""
    said = part.lower().strip()

    def named(field: str) -> bool:
        words = {field.lower(), *(s.lower() for s in synonyms.get(field, ()))}
        return said in words or said.rstrip("s") in words or f"{said}s" in words

    comparisons = tuple(c for c in prior.comparisons if not named(c.field))
    values = tuple(v for v in prior.values if not named(v.field))
    if len(comparisons) == len(prior.comparisons) and len(values) == len(prior.values):
        return None
    return replace(prior, comparisons=comparisons, values=values, within=None)


def part_undone(text: str, prior: Request | None, synonyms: Mapping[str, tuple[str, ...]]) -> Request | None:
    """The question before less the one restriction the whole message drops, or None (`synonyms`: the names a field of
    the collection is also called by, by field name)."""
    said = _UNDONE.match(text.strip())
    if said is None or prior is None:
        return None
    part = said["part"].strip()
    slot = bool(_SLOT.match(part)) or _named_field(part, prior, synonyms)
    if not slot:
        # a name: "forget ben", "drop lyon" take that restriction back; "leave out japan", "skip paris", "remove tom"
        # leave it out (a negation, read as ever), and a part of a place said whole ("japan" of Asia) is no restriction
        if not _TAKEN_BACK.match(said["verb"]):
            return None
        place = prior.place
        if place is not None and part.lower() != place.name.lower() and any(p.name.lower() == part.lower() for p in place.any_of):
            return None
    request = without_part(prior, part)
    if request is None:
        request = _without_field(prior, part, synonyms)
    if request is None:
        return None
    return replace(request, not_ids=())
