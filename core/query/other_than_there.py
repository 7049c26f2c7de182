""" "which other trips did we make that same year?" after the trip to Cusco: the trips that year anywhere but Cusco.
"Other" with a kind and no place of its own, of a question that keeps the place talked about, leaves that place out
rather than asking about it again (pure)."""

from __future__ import annotations

import re
from dataclasses import replace

from .request import Reading, Request

# "other" said of the kind asked about ("which other trips", "any other hikes"), not "other than …" (read elsewhere)
OTHER = re.compile(r"\bother\b(?!\s+than\b)", re.IGNORECASE)


def other_than_there(request: Request, reading: Reading, prior: Request | None) -> Request | None:
    """`request` with the place kept from `prior` left out when the question asks for "other" ones and says no place
    of its own; None when it does not ("other" read by something else, a place said, or no place kept)."""
    if "other" not in reading.unknown_words or not OTHER.search(reading.text) or reading.places or reading.refers_to_place:
        return None
    place = request.place
    if prior is None or place is None or place != prior.place or place.negated or place.but_not:
        return None
    return replace(request, place=replace(place, negated=True))
