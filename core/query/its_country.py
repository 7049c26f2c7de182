"""The country of the place talked about: "and in the same country?", "what did I drink in that country?" after the
lunches in Lisbon are about Portugal, not Lisbon alone. A question that names a place of its own, or a place talked
about that is a country or larger already, is left as it is (pure)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from .places import Place
from .request import Reading, Request

ITS_COUNTRY = re.compile(r"\b(?:that(?: same)?|the same) country\b")
_WITHIN_A_COUNTRY = ("city", "region")


def in_its_country(request: Request, reading: Reading, country_names: Mapping[str, str], countries: frozenset[str]) -> Request:
    """`request` in the whole country of its place when the question says "the same country" of a city or region
    talked about; `country_names` are the gazetteer's names by country code, `countries` the codes the collection has."""
    place = request.place
    if not ITS_COUNTRY.search(reading.text) or reading.places or place is None:
        return request
    if place.kind not in _WITHIN_A_COUNTRY or place.country_code is None or place.negated or place.any_of:
        return request
    code = place.country_code
    country = Place(country_names.get(code, code), "country", code, in_collection=code in countries)
    return replace(request, place=country)
