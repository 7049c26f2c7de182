""" "which country shows up the least in my scrapbook?" after the most visited city in Spain: a question grouping the items
by a part of their place (the country) says nothing of a place kept from the question before that is no larger than
that part (Spain): "the country with the fewest items in Spain is Spain" answers nothing, so the kept place is dropped.
A larger place is kept ("and in spain" after "my most visited city abroad": the cities of Spain), and so are a place
the question says itself, one left out ("abroad") and a choice of places ("lisbon or porto": which of them). Pure."""

from __future__ import annotations

from dataclasses import replace

from .places import PLACE_SIZES
from .request import Reading, Request

_WHICH_GROUP = frozenset(("mode", "fewest"))  # which place comes up the most, the least


def without_the_place_grouped(request: Request, reading: Reading) -> Request:
    """`request` without its kept place when it groups by a part of the place at least as large as that place."""
    aggregate, place = request.aggregate, request.place
    if aggregate is None or aggregate.op not in _WHICH_GROUP or place is None or reading.places:
        return request
    if not aggregate.field.startswith("place."):
        return request
    if place.negated or place.any_of or place.but_not or place.radius_km is not None:
        return request
    grouped, kept = PLACE_SIZES.get(aggregate.field.removeprefix("place.")), PLACE_SIZES.get(place.kind)
    if grouped is None or kept is None or kept > grouped:
        return request
    return replace(request, place=None)
