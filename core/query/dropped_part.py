""" "forget the year, just the italian ones" after the red wines of 2023, "forget ben, all my rides with james since
then" after the rides with James and Ben: one constraint of the question before dropped (its time, one person named in
it, its place), and the rest of the message asked of what is left. What follows "forget" must name a constraint the
question before has, and something must be asked after it; otherwise "forget walks, how many trips" starts over as
ever (pure)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from .filler_lead import filler_lead
from .request import Request

# "forget the year, …", "ok drop ben - …", "never mind the date; …", "ignore paris, …": the part dropped, then the rest
_DROPPED = re.compile(
    filler_lead("ok|okay|so|and|no|actually|well|now|oh")
    + r"(?:forget(?:\s+about)?|drop|ignore|never\s*mind|leave\s+out|scrap|skip|lose)\s+"
    r"(?P<part>[^,;:.!?\u2013\u2014-]+?)\s*(?:[,;:.!?\u2013\u2014]|\s-\s?)\s*(?P<rest>\w.*)$",
    re.IGNORECASE,
)
_THE = r"(?:(?:the|that|this|a|any)\s+)?"
_TIME = re.compile(rf"^{_THE}(?:year|years|yr|yrs|date|dates|time|times|month|period|when)$", re.IGNORECASE)
_PLACE = re.compile(rf"^{_THE}(?:place|places|city|cities|country|countries|where|location)$", re.IGNORECASE)


@dataclass(frozen=True)
class Dropped:
    """The question before without the part dropped, what was dropped as said, and the rest of the message."""

    request: Request
    part: str
    rest: str


def _without_person(prior: Request, name: str) -> Request | None:
    said = name.strip().lower()
    matches = [n for p in prior.people for n in p.names if n.lower() == said or n.lower().split()[0] == said]
    if len(matches) != 1:
        return None
    people = []
    for p in prior.people:
        kept = tuple(n for n in p.names if n != matches[0])
        if kept:
            people.append(replace(p, names=kept))
        elif not p.names:
            people.append(p)
    return replace(prior, people=tuple(people), within=None)


def dropped_part(text: str, prior: Request | None) -> Dropped | None:
    """The question before less the one constraint the message opens by dropping, and the rest of the message; None
    when the message does not open so, or the part dropped is not a constraint of `prior` (a topic, a word not told)."""
    said = _DROPPED.match(text.strip())
    if said is None or prior is None:
        return None
    part, rest = said["part"].strip(), said["rest"].strip()
    request = without_part(prior, part)
    if request is None:
        return None
    return Dropped(replace(request, superlative=None, limit=0, aggregate=None, action="find"), part, rest)


def without_part(prior: Request, part: str) -> Request | None:
    """`prior` less its time, its place or the one person `part` names (as said after "forget"), or None when `part`
    names none of them."""
    if _TIME.match(part):
        return replace(prior, dates=None, within=None) if prior.dates is not None else None
    if _PLACE.match(part) or (prior.place is not None and part.lower() in _place_words(prior)):
        return replace(prior, place=None, within=None) if prior.place is not None else None
    return _without_person(prior, part)


def _place_words(prior: Request) -> set[str]:
    place = prior.place
    if place is None:
        return set()
    return {p.name.lower() for p in (place, *place.any_of) if p.name}


def keeps_the_context(text: str, prior: Any) -> bool:
    """Whether "forget …" opens the message only to drop a part of the question before (`prior`: the dialog memory's
    request as stored), so that it is no switch of topic."""
    request = stored_request(prior)
    return request is not None and dropped_part(text, request) is not None


def stored_request(prior: Any) -> Request | None:
    """The dialog memory's request as stored, read back; None when there is none or it is not one."""
    if not isinstance(prior, dict):
        return None
    try:
        return Request.from_dict(prior)
    except (KeyError, TypeError, ValueError):
        return None
