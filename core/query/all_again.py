""" "ok all of them again", "back to all of those" after "museums this year", then "only art ones": the set before the
last narrowing (the museums of this year), not the narrowed one. Only when the question just before narrowed an
earlier one (kept every constraint of it and added some) and the message says nothing else. "From all the Greek hikes,
which one had the most climbing?", "of all my trips, …", "out of all the books": every one of the kind named, a
question of its own (the narrowing of the turns before, "not with Elena", dropped); not "of all of them", "from all
those" (the ones talked about) (pure)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .filler_lead import filler_lead
from .request import Request

_OPENING = filler_lead(
    "ok|okay|so|and|but|no|nah|hm+|um+|uh+|ah|oh|now|actually|please|right|fine|alright|then|let'?s|go|show|give|list|me|us"
)
_ALL = r"(?:all|every\s*one|each\s+one|everything)(?:\s+of)?\s+(?:them|those|these|the\s+ones)"
ALL_AGAIN = re.compile(
    _OPENING
    + rf"(?:(?:back\s+to\s+(?:the\s+)?{_ALL}(?:\s+again)?)|(?:{_ALL}\s+(?:again|back))|(?:{_ALL}\s+(?:like\s+)?before))"
    + r"(?:\W+(?:please|then|thanks))?\W*$",
    re.IGNORECASE,
)
_KEPT = ("category", "type", "types", "kinds", "notTypes", "notCategories", "dates", "place", "comparisons", "people", "values", "texts")


def _narrows(narrowed: dict[str, Any], base: dict[str, Any]) -> bool:
    """Whether `narrowed` keeps every constraint of `base` and adds at least one (both as stored)."""
    if narrowed.get("collection") != base.get("collection"):
        return False
    added = False
    for key in _KEPT:
        before, after = base.get(key), narrowed.get(key)
        if before in (None, [], ()):
            added = added or after not in (None, [], ())
        elif isinstance(before, list) and isinstance(after, list):
            if any(b not in after for b in before):
                return False
            added = added or len(after) > len(before)
        elif before != after:
            return False
    return added


def the_set_before_narrowing(text: str, prior: Request | None, history: Any, turn: int) -> Request | None:
    """The question before the last narrowing, asked again, when the message asks for "all of them again"; or None."""
    if prior is None or not ALL_AGAIN.match(text) or not isinstance(history, list) or len(history) < 2:
        return None
    last = history[-1]
    if not isinstance(last, dict) or last.get("turn") != turn - 1:
        return None
    narrowed = last.get("request")
    if not isinstance(narrowed, dict):
        return None
    for entry in reversed(history[:-1]):
        base = entry.get("request") if isinstance(entry, dict) else None
        if isinstance(base, dict) and base != narrowed and _narrows(narrowed, base):
            return replace(Request.from_dict(base), action="find", within=None, superlative=None, limit=0, aggregate=None, sort=None)
    return None


# "from all the Greek hikes", "of all my trips", "out of all the wines I had", "among all the museums": every one of a
# kind named ("all of them", "all those", "all the ones" are the ones talked about: see above)
_FROM_ALL = re.compile(
    r"\b(?:from|of|out\s+of|among|amongst|across)\s+(?:all|every)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?"
    r"(?!(?:of|them|those|these|that|this|the\s+ones|ones|it|time|times|day|days|year|years)\b)[a-z]",
    re.IGNORECASE,
)


def from_all_of_a_kind(text: str) -> bool:
    """Whether the message asks of every one of a kind it names ("From all the Greek hikes, which one …?")."""
    return _FROM_ALL.search(text) is not None
