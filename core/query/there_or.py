"""“lunches there or in Logroño”: the place talked about (“there”) or another one said with it, as any of the two;
“or madrid” after the dinners in Barcelona: the place of the question before or the one said, of the same kind (a city
beside a city), as any of them."""

from __future__ import annotations

import re
from dataclasses import replace

from .filler_lead import filler_lead
from .places import Place, any_place
from .request import Reading, Request

THERE_OR = re.compile(r"\bthere,? or (?:in |at |to |from )?\w|\bor (?:in |at |to |from )?there\b")
# "or madrid", "and or in porto?", "ok or lyon": nothing said but "or" and a place
OR_ANOTHER = re.compile(filler_lead("and|ok|okay|so|what|how|about") + r"or\s+(?:else\s+)?(?:in|at|to|from)?\b", re.IGNORECASE)


def _kind(place: Place) -> str | None:
    kinds = {p.kind for p in (place.any_of or (place,))}
    return next(iter(kinds)) if len(kinds) == 1 else None


def or_another_place(reading: Reading, prior: Request | None) -> Reading | None:
    """The reading with its one place joined to the place of `prior` when it says only “or X” and X is of the same kind
    as that place (a city after a city); None otherwise."""
    if prior is None or prior.place is None or prior.place.negated or prior.place.but_not or len(reading.places) != 1:
        return None
    said = reading.places[0]
    if said.negated or not OR_ANOTHER.match(reading.text):
        return None
    others = (reading.topics, reading.dates, reading.comparisons, reading.people, reading.values, reading.texts, reading.superlatives)
    if any(others) or reading.bare_numbers or set(reading.unknown_words) - {"or", "else", "ok", "okay", "and", "so"}:
        return None
    kind = _kind(prior.place)
    if kind is None or kind != _kind(said) or kind in ("nearby", "any"):
        return None
    if {p.name for p in said.any_of or (said,)} <= {p.name for p in prior.place.any_of or (prior.place,)}:
        return None
    return replace(reading, places=(any_place((prior.place, said)),))


def there_or_elsewhere(reading: Reading, prior: Request | None) -> Reading:
    """The reading with its one place joined to the place of `prior` when it says “there or X” (“X or there”), or only
    “or X” (see `or_another_place`); otherwise the reading itself."""
    if prior is None or prior.place is None or len(reading.places) != 1 or reading.places[0].negated:
        return reading
    if not THERE_OR.search(reading.text.lower()):
        return or_another_place(reading, prior) or reading
    return replace(reading, places=(any_place((prior.place, reading.places[0])),))
