""" "the whole vally" after "anything in napa this year" (read as the Napa Valley region, the town included), "the
entire region": the region talked about, all of it, asked again as the question before; "the whole country" after a
city or a region: its country. Only when the message says nothing else, and the place talked about is of that kind or
within it (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from .places import Place
from .request import Request

WHOLE = re.compile(
    r"^\W*(?:(?:and|no|ok|okay|so|i mean|just|what about|how about|in)\W+)*(?:the\s+)?(?:whole|entire|all(?:\s+of)?(?:\s+the)?)\s+"
    r"(?P<part>valley|region|area|state|province|country)(?:\W+(?:i mean|please|then))?\W*$",
    re.IGNORECASE,
)
_REGION_WORDS = frozenset(("valley", "region", "area", "state", "province"))


def the_whole_place(text: str, prior: Request | None, country_names: Mapping[str, str]) -> Request | None:
    """The question before, of the whole place the text names by its kind; None when it names none, or the place
    talked about is not within one of that kind."""
    said = WHOLE.match(text.strip())
    if said is None or prior is None or prior.place is None:
        return None
    place = prior.place
    if place.negated or place.radius_km is not None:
        return None
    part = said["part"].lower()
    if part == "country":
        if place.kind not in ("city", "region") or place.country_code is None:
            return None
        code = place.country_code
        return replace(prior, place=Place(country_names.get(code, code), "country", code, in_collection=True), within=None)
    if place.kind != "region" or (part == "valley" and "valley" not in place.name.lower()):
        return None  # a town's region is not known from the request alone: not guessed
    return replace(prior, place=replace(place, note=""), within=None)
