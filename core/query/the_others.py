""" "and the other ones" (or "and the ones that weren't?") after "which ones were with Kenji?" (a narrowing of the
answer before): the rest of that answer, the one constraint the narrowing added turned into its negation (the meals
in Kyoto without Kenji; after "which ones are not?" of "all my pinot noir rated 4 or more, true?", the ones rated 4 or
more). When the narrowing cannot be told, or is not one constraint that can be negated, nothing is
guessed (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .comparisons import OPPOSITE, Comparison
from .filler_lead import filler_lead
from .people import People
from .request import Request

_OPENING = filler_lead("and|so|ok|okay|then|now|what about|how about|show me|and what about|what of") + r"(?:the\W+)?"
# "the ones that weren't", "those that didn't", "which ones weren't", "the ones not": the narrowing before, said as not holding
_NOT = r"(?:(?:weren|wasn|aren|isn|didn|don|doesn|haven|hadn)'?t|(?:were|was|are|is|did|do|does|have|had)\W+not|not)"
_THE_ONES_NOT = rf"(?:(?:which|what)\W+)?(?:ones|one|those|them)(?:\W+(?:that|which|who))?\W+{_NOT}(?:\W+(?:then|though))?"
_THE_OTHERS = rf"(?:other\W+ones|others|other\W+ones\W+then|rest(?:\W+of\W+them)?|remaining\W+ones|{_THE_ONES_NOT})"
OTHERS = re.compile(_OPENING + _THE_OTHERS + r"\W*$", re.IGNORECASE)
# "and the remaining ones how many nights", "the others, what was the average rating?": the rest, and a number of them asked
OTHERS_ASKED = re.compile(
    _OPENING + _THE_OTHERS + r"\W+(?P<asked>(?:how\W+(?:many|much)|total|average|avg|what\W+(?:was|is|were)\W+the)\b.*)$",
    re.IGNORECASE,
)

HOW_MANY_OR_MUCH = re.compile(r"how\W+(?:many|much)\b", re.IGNORECASE)  # "how many nights" of several things: their total
# "how many", "how many are there", as a learner says it "how many they are": the count of them alone, no field asked
HOW_MANY_ALONE = re.compile(
    r"how\W+(?:many|much)(?:\W+(?:(?:are|were|is|was)\W+(?:they|there|those|them)|(?:they|there|those)\W+(?:are|were|is|was)))?"
    r"(?:\W+(?:then|altogether|in\W+total))?",
    re.IGNORECASE,
)


def _negated_people(added: tuple[People, ...]) -> tuple[People, ...] | None:
    if len(added) != 1 or added[0].exclude or not added[0].names:
        return None
    return (replace(added[0], exclude=True, any_of=True),)


def _bound_added(base: Request, narrowed: Request) -> tuple[Comparison, ...] | None:
    """The one bound `narrowed` adds to `base` (in place of its opposite, when `base` had that), () when the bounds are
    the same, None when they changed otherwise."""
    added = tuple(c for c in narrowed.comparisons if c not in base.comparisons)
    removed = tuple(c for c in base.comparisons if c not in narrowed.comparisons)
    if not added and not removed:
        return ()
    if len(added) != 1 or added[0].op not in OPPOSITE or any(c.field == added[0].field for c in narrowed.comparisons if c != added[0]):
        return None
    if removed and (len(removed) != 1 or not added[0].turns_round(removed[0])):
        return None
    return added


def _the_rest(base: Request, narrowed: Request) -> Request | None:
    """`narrowed` with the one constraint it added to `base` negated: whom, where or a value; None otherwise."""
    people = tuple(p for p in narrowed.people if p not in base.people)
    values = tuple(v for v in narrowed.values if v not in base.values)
    place = narrowed.place if narrowed.place != base.place else None
    bounds = _bound_added(base, narrowed)
    if bounds is None:
        return None  # the bounds changed by more than one bound added (or one said the other way round)
    if len([x for x in (people, values, place, bounds) if x]) != 1 or len(narrowed.people) - len(people) != len(base.people):
        return None
    if bounds:  # "which ones are not?" after "all rated 4 or more?", then "the other ones": rated 4 or more
        kept = tuple(c for c in narrowed.comparisons if c != bounds[0])
        return replace(narrowed, comparisons=(*kept, replace(bounds[0], op=OPPOSITE[bounds[0].op], turned=False, assumed="")))
    if len(narrowed.values) - len(values) != len(base.values):
        return None
    if people:
        negated = _negated_people(people)
        return replace(narrowed, people=(*(p for p in narrowed.people if p in base.people), *negated)) if negated else None
    if values:
        if len(values) != 1 or values[0].negated:
            return None
        return replace(narrowed, values=(*(v for v in narrowed.values if v in base.values), replace(values[0], negated=True)))
    if place is None or base.place is not None or place.negated or place.but_not:
        return None  # "in Spain" then "which in Barcelona": the rest of Spain is not told here
    return replace(narrowed, place=replace(place, negated=True))


def the_others(text: str, prior: Request | None, history: Any, turn: int) -> Request | None:
    """The request for "the other ones" of the answer `prior` narrowed, or None."""
    return the_rest_of_the_narrowing(prior, history, turn) if OTHERS.match(text) else None


def asked_of_the_others(text: str) -> str | None:
    """What is asked of "the other ones" in the same breath ("how many nights" of "and the remaining ones how many
    nights"), or None when the message asks nothing after them."""
    said = OTHERS_ASKED.match(text)
    return said["asked"] if said is not None else None


def the_rest_of_the_narrowing(prior: Request | None, history: Any, turn: int) -> Request | None:
    """The rest of the answer before `prior`, when `prior` narrowed it by one constraint (see `_the_rest`), or None."""
    if prior is None or not isinstance(history, list) or len(history) < 2:
        return None
    last, before = history[-1], history[-2]
    if last.get("turn") != turn - 1 or last.get("request") != prior.to_dict():
        return None
    base = Request.from_dict(before["request"])
    if base.collection != prior.collection or (base.category, base.type, base.dates) != (prior.category, prior.type, prior.dates):
        return None
    return _the_rest(base, prior)
