""" "so how many cities did I see museums in over there that year?" after the museums of Japan in 2023, then "and
tokyo?": "there" cannot be Tokyo, a city holding only one of the cities counted, so it is the country of the place
talked about (Japan), the one place there that holds several. Only when the question says "there" and names no place
of its own, counts (or ranks) the places of a part smaller than a country ("how many cities", "which city the most"),
and the place talked about is a city or region of a known country; "how many countries … there" is left as it is
(asked back). Pure."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from .places import Place
from .request import Reading, Request

_SIZES = {"city": 1, "region": 2, "country": 3}
_COUNTED = {"place.city": 1, "place.region": 2}  # a country holds several of these
_PLACE_OPS = ("distinct", "mode", "fewest")


def over_there_counted(
    request: Request, reading: Reading, talked: Place | None, country_names: Mapping[str, str], countries: frozenset[str]
) -> Request:
    """`request` in the country of the place `talked` about when its "there" can only mean a place holding several of
    the places it counts; `country_names` are the gazetteer's names by country code, `countries` the codes the
    collection has. Otherwise `request` as it is."""
    aggregate = request.aggregate
    if request.place is not None or reading.places or not reading.says_there or talked is None or aggregate is None:
        return request
    if aggregate.op not in _PLACE_OPS or aggregate.field not in _COUNTED:
        return request
    if talked.negated or talked.any_of or talked.kind not in _SIZES or talked.country_code is None:
        return request
    if _SIZES[talked.kind] > _COUNTED[aggregate.field]:  # "how many cities there" after Bavaria: Bavaria's cities, kept before
        return request
    code = talked.country_code
    return replace(request, place=Place(country_names.get(code, code), "country", code, in_collection=code in countries))
