"""Of a claim about all of a kind, which items it is claimed of: "were all my sparkling wines of 2019 from Reims?",
"the sparkling ones of 2019, are they all from Reims?", "were all my wines of 2024 red?" claim what is said last (the
place, the value) of everything else the question names (every sparkling wine of 2019, every wine of 2024), so "all" is
counted over those, not only over the ones that already have what is claimed."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Request

# what may follow the claim at the end: "too", "right?", "true?"
_TAIL = r"(?:\s*,?\s*(?:too|also|as well|then|right|true|correct|really|or not))*\s*[?!.]*\s*$"


def _place_said_last(text: str, name: str) -> bool:
    """Whether the question ends with the place said as where they were: "… from Reims?", "… in Reims, right?"."""
    return re.search(rf"\b(?:from|in|at) (?:the )?{re.escape(name.lower())}{_TAIL}", text) is not None


def _value_said_last(text: str, value: str) -> bool:
    """Whether the question ends with the value said of them: "… red?", "… all sparkling, right?"."""
    return re.search(rf"\b{re.escape(value.lower())}(?: ones?)?{_TAIL}", text) is not None


def group_claimed_of(request: Request, text: str) -> Request | None:
    """The request of the items a claim about all of a kind is claimed of: the question's request without the place or
    value said last (what is claimed), when something else still says which items (a kind, a value, a time). None when
    the question names someone (who is claimed of whom is told elsewhere), a score, a list of earlier answers, or when
    neither its place nor one of its values is what it ends with."""
    if request.within is not None or request.people or request.comparisons:
        return None
    lowered = text.lower()
    place = request.place
    if place is not None and not place.negated and not place.any_of and place.name and _place_said_last(lowered, place.name):
        group = replace(request, place=None)
    else:
        last = [v for v in request.values if not v.negated and not v.any_of and _value_said_last(lowered, v.value)]
        if len(last) != 1:
            return None
        group = replace(request, values=tuple(v for v in request.values if v is not last[0]))
    names_the_group = group.category is not None or group.type is not None or group.types or group.values or group.dates or group.place
    return replace(group, action="count", limit=0) if names_the_group else None
