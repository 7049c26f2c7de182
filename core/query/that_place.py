"""A place named by the kind of place it is ("in that city", "the same town", "that same country", "that same
place"): the place talked about, referred to. Such a phrase asks for no part of a place: "what did I do in that
city?" asks what was done there, not which city it was ("which country is that city in?" still asks the country)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from .places import Place, city_of

# "in that city", "the same town", "that same place": the place talked about, named by what kind of place it is
THAT_KIND_OF_PLACE = re.compile(r"\b(?:that(?: same)?|the same) (?:city|town|village|country)\b|\bthat same place\b")


def without_the_place_referred(text: str) -> str:
    """The text with its references to a place talked about left out ("what did i do in that city" → "what did i
    do in"), so that their "city" or "country" is not read as the part of a place asked about."""
    return THAT_KIND_OF_PLACE.sub(" ", text.lower())


# the parts of a place each word names; a town or a village is kept as the item's city
_PARTS = {"city": "city", "town": "city", "village": "city", "country": "country"}
_LARGER_THAN_A_CITY = frozenset(("region", "country", "continent", "any"))


def part_referred(text: str) -> str | None:
    """The part of a place the reference names ("that city": "city", "the same country": "country"), or None."""
    said = THAT_KIND_OF_PLACE.search(text.lower())
    if said is None:
        return None
    return next((part for word, part in _PARTS.items() if said[0].endswith(word)), None)


def cities_meant(text: str, place: Place | None, items: Sequence[Mapping[str, Any]]) -> tuple[Place, ...]:
    """The cities "that city" may mean after `items` (the answer before, no one item picked) when the place talked
    about is not a city ("beers in japan", then "show me everything from that city"): the cities of those items, the
    most frequent first; empty when the text refers to no city, or the place talked about is one already."""
    if part_referred(text) != "city" or (place is not None and place.kind not in _LARGER_THAN_A_CITY):
        return ()
    counted = Counter(c for c in (city_of(i) for i in items) if c is not None)
    return tuple(c for c, _ in counted.most_common())


def which_city(cities: Sequence[Place]) -> str:
    """The question asked back when "that city" could be any of several."""
    names = [c.name for c in cities[:6]]
    listed = f"{', '.join(names[:-1])} or {names[-1]}" if len(cities) <= 6 else f"{', '.join(names)} or another one"
    return f"Which city do you mean by “that city”: {listed}?"
