""" "in how many countries have i never had a beer": the places of everything less the places of that kind (a set
difference), not the places of everything but beers ("32 different countries other than beers" answered another
question). Only a number (or list) of different cities or countries, "never" said, and one kind left out by it, no
other kind said; the time and company said narrow both sides (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .aggregate import Aggregate
from .request import Request

NEVER = re.compile(r"\b(?:never|not ever|haven't ever|have not ever|didn't ever|did not ever)\b", re.IGNORECASE)


@dataclass(frozen=True)
class NeverThere:
    everywhere: Request  # everything, of the time and company said
    kind: Request  # the kind never had, of the same
    path: str  # "place.country"
    label: str  # "countries"


def places_never(text: str, request: Request, aggregate: Aggregate | None) -> NeverThere | None:
    """The two sides of "in how many <places> have I never <done> a <kind>", or None."""
    if aggregate is None or aggregate.op != "distinct" or not aggregate.field.startswith("place.") or not NEVER.search(text):
        return None
    left_out = (*request.not_types, *request.not_categories)
    if len(left_out) != 1 or request.type or request.types or request.kinds or request.place is not None or request.within:
        return None
    everywhere = replace(request, category=None, type=None, not_types=(), not_categories=(), aggregate=None, sort=None, superlative=None)
    if request.not_types:
        kind = replace(everywhere, category=request.category, type=request.not_types[0])
    else:
        kind = replace(everywhere, category=request.not_categories[0])
    return NeverThere(everywhere, kind, aggregate.field, aggregate.label)


def place_part(item: Mapping[str, Any], path: str) -> str | None:
    """The item's part of its place the path names ("place.country": its country)."""
    value: Any = item
    for key in path.split("."):
        value = value.get(key) if isinstance(value, Mapping) else None
    return value if isinstance(value, str) and value else None


def never_there(everywhere: Iterable[Mapping[str, Any]], of_kind: Iterable[Mapping[str, Any]], path: str) -> list[str]:
    """The places (sorted) of everything where none of the kind was."""
    seen = {place_part(i, path) for i in of_kind}
    return sorted({p for i in everywhere if (p := place_part(i, path)) is not None} - seen)


def said(places: list[str], of_all: int, label: str, noun: str) -> str:
    """ "13 countries where you never had a beer (of the 32 in your collection): Austria, …" """
    shown = ", ".join(places[:5]) + (f" and {len(places) - 5} more" if len(places) > 5 else "")
    if not places:
        return f"None: every one of the {of_all} {label} in your collection has {noun}."
    return f"{len(places)} of the {of_all} {label} in your collection have no {noun}: {shown}."
