""" "and the second thickest?" after "what's the thickest book I've read", "my 3rd longest run": an ordinal said right
before a superlative is a place in that ranking, not an item of the answer shown (which held only the top one). The
ranking is the one talked about, taken further; the reply names the item at that place with its value, or says there
are not so many (pure)."""

from __future__ import annotations

import re
from typing import Any

from .ordering import ORDINALS
from .quantities import number, value_at

NTH_RANKED = re.compile(
    r"\b(?P<ord>" + "|".join(o for o in ORDINALS if ORDINALS[o] > 1) + r")\s+(?P<sup>most\s+[a-z]+|least\s+[a-z]+|[a-z]+est|best|worst)\b"
)


def nth_ranked(text: str) -> tuple[int, str] | None:
    """The place (2 or more) and the superlative said after it ("second thickest": (2, "thickest")), or None."""
    said = NTH_RANKED.search(re.sub(r"\s+", " ", text.lower()))
    return (ORDINALS[said["ord"]], re.sub(r"\s+", " ", said["sup"])) if said is not None else None


def nth_text(place: int, ordinal: str, label: str, noun: str, nouns: str, ranked: list[dict[str, Any]], path: str, unit: str | None) -> str:
    """ "The second thickest book is A Field Guide to Oceans (632 pages)." (`ranked`: the first `place` of the ranking,
    best first; `label`: "the thickest"), or "You have only 1 book with a value to rank." when there are fewer."""
    if len(ranked) < place:
        return f"You have only {len(ranked)} {noun if len(ranked) == 1 else nouns} to rank, so there is no {ordinal} one."
    item = ranked[place - 1]
    value = value_at(item, path)
    said = "" if value is None else f" (rated {number(float(value))})" if path == "rating" else f" ({number(float(value), unit)})"
    tied = [i for i in ranked if i is not item and value is not None and value_at(i, path) == value]
    shared = f"; it shares its value with {tied[0].get('title')}" if tied else ""
    return f"The {ordinal} {label.removeprefix('the ')} {noun} is {item.get('title')}{said}{shared}."
