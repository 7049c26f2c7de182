"""A place named by the kind of place it is ("in that city", "the same town", "that same country", "that same
place"): the place talked about, referred to. Such a phrase asks for no part of a place: "what did I do in that
city?" asks what was done there, not which city it was ("which country is that city in?" still asks the country)."""

from __future__ import annotations

import re

# "in that city", "the same town", "that same place": the place talked about, named by what kind of place it is
THAT_KIND_OF_PLACE = re.compile(r"\b(?:that(?: same)?|the same) (?:city|town|village|country)\b|\bthat same place\b")


def without_the_place_referred(text: str) -> str:
    """The text with its references to a place talked about left out ("what did i do in that city" → "what did i
    do in"), so that their "city" or "country" is not read as the part of a place asked about."""
    return THAT_KIND_OF_PLACE.sub(" ", text.lower())
