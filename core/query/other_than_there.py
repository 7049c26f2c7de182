""" "which other trips did we make that same year?" after the trip to Cusco: the trips that year anywhere but Cusco.
"Other" with a kind and no place of its own, after a question of one place, leaves that place out rather than asking
about it again; "other" with a value or name of its own ("other wines from Quinta do Belair", "other books by Petrova") is
of that value, the place kept no part of it (pure)."""

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
    # "other wines from Quinta do Belair?" after the one wine of Portugal talked about: other than that one of the producer
    # named, the place kept no subject of "other"
    if any(not v.negated for v in reading.values) or reading.texts:
        return None
    # the place kept, or the one of the question before that this one no longer keeps ("we were in Florence, which year?"
    # then "which other trips that same year?": the trips that year anywhere but Florence)
    place = request.place if request.place is not None else prior.place if prior is not None else None
    if prior is None or place is None or place != prior.place or place.negated or place.but_not:
        return None
    return replace(request, place=replace(place, negated=True))
