""" "what place did I go to most in 2024?", "how many places did I go in 2018?" with no kind said: a place is a city or
a country, and the two answers differ, so which is asked back ("Which do you mean: the city or the country?"); the
answer ("country, but leave out the us", "countires") counts that part of the place. Of a kind ("in how many places was
that" after the museums of 2022), asked back only when the cities and the countries differ in number. Also "and country", "and
cities" right after the most frequent or distinct places: the same question by the other part of the place (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from .aggregate import Aggregate
from .filler_lead import FOLLOW_ON_LEAD
from .request import Reading, Request

PLACE_KIND_KEY = "pendingPlaceKind"  # the question asked back, kept for the next turn
# the part of a place a word names: (path, singular, plural)
_KINDS: dict[str, tuple[str, str, str]] = {
    "city": ("place.city", "city", "cities"),
    "town": ("place.city", "city", "cities"),
    "country": ("place.country", "country", "countries"),
    "region": ("place.region", "region", "regions"),
}
_KIND_WORD = r"(?P<kind>cit(?:y|ys|ies)|towns?|countr(?:y|ys|ies)|regions?)"
_PLACE = r"(?:places?|locations?|spots?)"
_DIFFERENT = r"(?:different |diff\.? |distinct |separate |unique )?"
# "how many places did i go in 2018", "in how many different places was I": the distinct places, city or country unsaid
PLACES_COUNTED = re.compile(rf"\bhow many {_DIFFERENT}{_PLACE}\b|\bnumber of {_DIFFERENT}{_PLACE}\b")
# "what place did i go to most in 2024", "which location comes up most", "my most visited place": the most frequent one
PLACE_MOST = re.compile(
    rf"\b(?:what|which) {_PLACE}\b.*\bmost\b(?! (?:recent|rated|expensive|beautiful)\b)"
    rf"|\bmost (?:often |frequently )?(?:visited |common |frequent |popular ){_PLACE}\b"
)
# "and country", "countries?", "what about cities", "by country then": only the part of the place, said alone
KIND_ALONE = re.compile(
    FOLLOW_ON_LEAD + rf"(?:(?:the|by|in|per)\s+)?{_KIND_WORD}"
    r"(?:\s+(?:then|instead|too|as well))?\W*$"
)
# the answer to the question asked back names the part ("country, but leave out the us", "cities i mean")
KIND_SAID = re.compile(rf"\b{_KIND_WORD}\b")


def _kind(word: str) -> tuple[str, str, str]:
    """The part of a place a word ("countires" read as "countries", "citys", "town") names."""
    if word.startswith(("cit", "town")):
        return _KINDS["city"]
    return _KINDS["country" if word.startswith("countr") else "region"]


def _aggregate(op: str, word: str) -> Aggregate:
    path, singular, plural = _kind(word)
    return Aggregate(op, path, singular if op == "mode" else plural)


def ambiguous(reading: Reading, prior: Request | None) -> str | None:
    """ "mode" or "distinct" when the question asks for the most frequent place or the number of places without a kind
    said or talked about (the places of ski days are their resorts' towns: counted as cities), else None."""
    if reading.topics or reading.places or (prior is not None and (prior.category or prior.kinds)):
        return None
    text = reading.text.lower()
    if PLACE_MOST.search(text):
        return "mode"
    if PLACES_COUNTED.search(text):
        return "distinct"
    return None


def counted_of_a_kind(reading: Reading, prior: Request | None) -> bool:
    """Whether the question counts the places of a kind said or talked about, no part of a place said, nor a place ("in how
    many places was that" after the museums of 2022): a city or a country all the same, asked back only when the two
    counts differ (see `differ`); "how many diff places?" after the ski days of 2021 in two towns of two countries is 2."""
    if reading.places or (prior is not None and prior.place is not None):
        return False
    kind = bool(reading.topics) or (prior is not None and bool(prior.category or prior.kinds))
    return kind and PLACES_COUNTED.search(reading.text.lower()) is not None


def differ(items: Iterable[Mapping[str, Any]]) -> bool:
    """Whether the items lie in more cities than countries (so "how many places" has two answers)."""
    places = [i.get("place") or {} for i in items]
    return len({p.get("city") for p in places}) != len({p.get("country") for p in places})


def question(op: str) -> str:
    """The question asked back: city or country."""
    if op == "mode":
        return "Which do you mean: the city or the country?"
    return "By city or by country: do you mean how many cities or how many countries?"


def answered(op: str, text: str) -> Aggregate | None:
    """The aggregate the answer to the question asked back chooses ("countires": the countries), or None."""
    m = KIND_SAID.search(text.lower())
    return _aggregate(op, m["kind"]) if m is not None else None


def by_the_other_part(text: str, prior: Request | None) -> Request | None:
    """ "and country" after "outside the us which city do i have the most entries from": the same question by the part of
    the place said alone; None when the message says more, or the request before counted no part of a place."""
    m = KIND_ALONE.match(text.lower())
    asked = prior.aggregate if prior is not None else None
    if m is None or prior is None or asked is None or asked.op not in ("mode", "distinct") or not asked.field.startswith("place."):
        return None
    aggregate = _aggregate(asked.op, m["kind"])
    if aggregate.field == asked.field:
        return None
    return replace(prior, aggregate=aggregate)
