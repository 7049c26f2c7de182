"""Where something was done most, asked within one city: "where did i eat the most times in lisbon" asks the place it
was had at most often (the restaurant), not the city, which the question already says. "Where … most" is the city that
comes up most often (quantities.py); when the question names one city, the answer goes one step finer: the text field
of the kind that tells the place it was had at (its synonym "at": a meal's restaurant). With no such field, or several,
or no city said ("where did i eat the most?", "in Portugal"), the city stands. Pure.
"""

from __future__ import annotations

from ..collection.definition import CollectionDefinition
from .aggregate import Aggregate

CITY_PATH = "place.city"


def venue_field(definition: CollectionDefinition, category: str | None) -> tuple[str, str] | None:
    """The path and name of the one text field of `category` that tells the place it was had at (a synonym "at")."""
    if category is None:
        return None
    found = {(f.path, f.name) for f in definition.category(category).fields if f.type == "text" and "at" in (s.lower() for s in f.synonyms)}
    return found.pop() if len(found) == 1 else None


def where_in_the_city(
    aggregate: Aggregate | None, city_said: bool, definition: CollectionDefinition, category: str | None
) -> Aggregate | None:
    """The most frequent venue instead of the most frequent city, when the question says its one city; else None."""
    if aggregate is None or aggregate.op != "mode" or aggregate.field != CITY_PATH or not city_said:
        return None
    venue = venue_field(definition, category)
    return Aggregate("mode", venue[0], venue[1]) if venue is not None else None
