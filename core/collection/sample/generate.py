"""The sample scrapbook, generated deterministically from a fixed seed.

It tells one person's story from 2010 to October 2026: a life in San Francisco (books, runs,
hikes in Marin, dinners, weekends in Napa Valley and at Lake Tahoe) and several trips a year, some
of them fixed (the Dolomites in 2016, Bordeaux and Burgundy in 2018, Japan in 2023, Greece in the
summer of 2026, Puglia, Napa Valley), the rest drawn at random. Items of a trip share its places,
dates and companions, so questions like "walks we did in Greece last summer with Mary" have
answers. The same seed always gives the same items, byte for byte.
"""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from .places import COUNTRIES, HOME, PLACES, Place, by_city, in_country

SEED = 20100101
FIRST_DAY = date(2010, 1, 1)
LAST_DAY = date(2026, 10, 31)
COLLECTION = "scrapbook"

PARTNER = "Mary"
FRIENDS = ("Roberto", "Anna", "James", "Sofia", "Tom", "Priya", "Ben", "Chloé")
LOCAL_FRIENDS = {"JP": "Kenji", "IT": "Luca", "GR": "Elena", "FR": "Chloé", "ES": "Sofia"}
RATINGS = ((1, 5), (2, 10), (3, 30), (4, 35), (5, 20))

CUISINES = {
    "US": ("american", "californian", "mexican", "seafood", "vegetarian"),
    "FR": ("french",),
    "IT": ("italian",),
    "GR": ("greek", "seafood"),
    "JP": ("japanese",),
    "ES": ("spanish", "seafood"),
    "PT": ("portuguese", "seafood"),
    "DE": ("german",),
    "AT": ("german",),
    "CH": ("german", "french"),
    "GB": ("british", "indian"),
    "IE": ("british",),
    "MX": ("mexican",),
    "PE": ("peruvian",),
    "MA": ("moroccan",),
    "TR": ("turkish",),
    "IN": ("indian",),
    "TH": ("thai",),
    "VN": ("vietnamese",),
    "KR": ("korean",),
    "CN": ("chinese",),
}
RESTAURANT_WORDS = {
    "french": ("Le Petit", "Chez", "Bistro", "La Table de"),
    "italian": ("Trattoria", "Osteria", "Da", "Enoteca"),
    "greek": ("Taverna", "Ouzeri", "Psarotaverna"),
    "japanese": ("Izakaya", "Sushi", "Soba", "Ramen"),
    "spanish": ("Bar", "Taberna", "Casa"),
    "portuguese": ("Tasca", "Casa"),
    "mexican": ("Taquería", "Cocina", "Casa"),
}
NAMES = ("Mario", "Nikos", "Hana", "Lucía", "Pierre", "Rosa", "Kai", "Olive", "Juniper", "Marco", "Yuki", "Sol", "Iris", "Leo")
DISHES = {
    "french": ("coq au vin", "bouillabaisse", "steak frites", "duck confit"),
    "italian": ("orecchiette", "cacio e pepe", "bistecca", "risotto"),
    "greek": ("moussaka", "grilled octopus", "souvlaki", "horiatiki"),
    "japanese": ("kaiseki", "ramen", "sushi", "tempura"),
    "seafood": ("oysters", "cioppino", "grilled fish"),
    "mexican": ("mole", "tacos al pastor", "tlayudas"),
}
PRODUCER_STYLE = {
    "FR": "Château {}",
    "IT": "Tenuta {}",
    "GR": "Ktima {}",
    "ES": "Bodegas {}",
    "AR": "Bodega {}",
    "PT": "Quinta do {}",
    "DE": "Weingut {}",
    "AT": "Weingut {}",
    "CL": "Viña {}",
    "JP": "{} Winery",
    "US": "{} Vineyards",
    "ZA": "{} Estate",
    "AU": "{} Estate",
    "NZ": "{} Estate",
}
PRODUCER_NAMES = ("Belair", "Rosso", "Alta", "Monte", "Vieira", "Stone", "Oak", "Silva", "Valle", "Costa", "Hill", "Lago", "Sol", "Clos")
RED = {
    "cabernet sauvignon",
    "merlot",
    "pinot noir",
    "syrah",
    "zinfandel",
    "primitivo",
    "sangiovese",
    "nebbiolo",
    "aglianico",
    "xinomavro",
    "tempranillo",
    "malbec",
    "carménère",
    "grenache",
    "touriga nacional",
    "shiraz",
}
SPARKLING = {"champagne blend"}
BEER_STYLES = ("IPA", "Pilsner", "Stout", "Saison", "Lager", "Pale Ale")
COCKTAILS = ("Negroni", "Old Fashioned", "Margarita", "Martini", "Spritz", "Mai Tai")
BOOK_WORDS = ("Light", "River", "Garden", "Silence", "Harbor", "Mountain", "Memory", "Winter", "Map", "Island", "Glass", "Orchard")
TOPICS = ("Sleep", "Time", "Cooking", "Wine", "Birds", "Stars", "Forests", "Memory", "Oceans", "Cities", "Mountains", "Bread")
AUTHORS = (
    "Ada Winter",
    "Tomas Reyes",
    "Helen Park",
    "Omar Said",
    "Lena Fischer",
    "Marco Bellini",
    "Yuko Tanaka",
    "Grace Obi",
    "Paul Martin",
    "Nina Petrova",
    "Sam Carter",
    "Elif Kaya",
)
EXHIBITIONS = ("Impressionist Light", "Ancient Bronzes", "The Space Age", "Dinosaurs Alive", "Modern Masters", "Silk Roads")
TRAVEL_TYPES = ("Flight", "Road trip", "City break", "Beach holiday", "Train journey")


@dataclass(frozen=True)
class Trip:
    country: str
    cities: tuple[str, ...]
    start: date
    nights: int
    who: tuple[str, ...]
    focus: tuple[str, ...] = ()


FIXED_TRIPS = (
    Trip("IT", ("Cortina d'Ampezzo",), date(2016, 7, 9), 8, (PARTNER, "Roberto"), ("hike",)),
    Trip("FR", ("Bordeaux", "Beaune"), date(2018, 9, 14), 10, (PARTNER,), ("wine",)),
    Trip("FR", ("Paris", "Reims"), date(2019, 5, 3), 7, (PARTNER, "Anna"), ("wine", "museum")),
    Trip("IT", ("Florence", "Siena"), date(2019, 10, 2), 9, (PARTNER, "Luca"), ("wine", "museum")),
    Trip("US", ("Napa", "St. Helena", "Yountville"), date(2021, 8, 20), 4, (PARTNER, "Roberto"), ("wine",)),
    Trip("IT", ("Lecce", "Bari"), date(2022, 6, 4), 8, (PARTNER,), ("wine", "beach")),
    Trip("JP", ("Tokyo", "Hakone", "Kyoto", "Nara"), date(2023, 4, 1), 12, ("Kenji",), ("museum", "walk")),
    Trip("US", ("Calistoga", "Napa"), date(2024, 10, 4), 3, ("Roberto",), ("wine",)),
    Trip("GR", ("Athens", "Delphi", "Nafplio"), date(2026, 7, 7), 12, (PARTNER, "Elena"), ("walk", "hike", "wine")),
    Trip("IT", ("Lecce", "Bari"), date(2025, 9, 19), 7, (PARTNER, "Luca"), ("wine",)),
)
FAVOURITE_COUNTRIES = ("FR", "IT", "GR", "JP", "ES", "PT", "US")


class _Story:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.items: list[dict[str, Any]] = []
        self.bucket_list = sorted(COUNTRIES)  # every country is visited at least once
        rng.shuffle(self.bucket_list)

    # --- shared helpers ------------------------------------------------------------------
    def rating(self) -> int:
        return self.rng.choices([r for r, _ in RATINGS], weights=[w for _, w in RATINGS])[0]

    def add(self, category: str, kind: str, title: str, when: datetime, place: Place, who: tuple[str, ...], fields: dict[str, Any]) -> None:
        if when.date() > LAST_DAY:
            return
        self.items.append(
            {
                "category": category,
                "type": kind,
                "title": title,
                "itemDate": when,
                "rating": self.rating(),
                "who": list(who),
                "place": {
                    "name": place.city,
                    "city": place.city,
                    "region": place.region,
                    "country": COUNTRIES[place.country_code],
                    "countryCode": place.country_code,
                    "location": {"type": "Point", "coordinates": [place.lon, place.lat]},
                },
                "fields": fields,
            }
        )

    def at(self, day: date, hour: int) -> datetime:
        return datetime(day.year, day.month, day.day, hour, self.rng.choice((0, 15, 30, 45)))

    def some(self, people: tuple[str, ...], keep: float = 0.85) -> tuple[str, ...]:
        return tuple(p for p in people if self.rng.random() < keep)

    # --- things that happen ----------------------------------------------------------------
    def wine(self, day: date, place: Place, who: tuple[str, ...]) -> None:
        variety = self.rng.choice(place.varieties)
        producer = PRODUCER_STYLE.get(place.country_code, "{} Wines").format(self.rng.choice(PRODUCER_NAMES))
        colour = "sparkling" if variety in SPARKLING else "red" if variety in RED else "white"
        if variety == "grenache" and self.rng.random() < 0.5:
            colour = "rosé"
        vintage = day.year - self.rng.randint(1, 6)
        title = f"{producer} {variety.title()} {vintage}"
        self.add(
            "Drink",
            "Wine",
            title,
            self.at(day, 19),
            place,
            who,
            {"colour": colour, "variety": variety, "producer": producer, "vintage": vintage},
        )

    def other_drink(self, day: date, place: Place, who: tuple[str, ...]) -> None:
        if self.rng.random() < 0.5:
            style = self.rng.choice(BEER_STYLES)
            brewery = f"{place.city} Brewing"
            self.add("Drink", "Beer", f"{brewery} {style}", self.at(day, 18), place, who, {"producer": brewery})
        else:
            name = self.rng.choice(COCKTAILS)
            bar = f"Bar {self.rng.choice(NAMES)}"
            self.add("Drink", "Cocktail", f"{name} at {bar}", self.at(day, 21), place, who, {"producer": bar})

    def meal(self, day: date, place: Place, who: tuple[str, ...], kind: str | None = None) -> None:
        cuisine = self.rng.choice(CUISINES.get(place.country_code, ("seafood", "vegetarian")))
        kind = kind or self.rng.choices(("Breakfast", "Lunch", "Dinner", "Street food"), weights=(2, 4, 5, 1))[0]
        prefix = self.rng.choice(RESTAURANT_WORDS.get(cuisine, ("The", "Café", "Kitchen")))
        restaurant = f"{prefix} {self.rng.choice(NAMES)}"
        dish = self.rng.choice(DISHES.get(cuisine, ("the tasting menu", "the special", "small plates")))
        hour = {"Breakfast": 9, "Lunch": 13, "Dinner": 20, "Street food": 17}[kind]
        self.add(
            "Food",
            kind,
            f"{kind} at {restaurant}",
            self.at(day, hour),
            place,
            who,
            {"cuisine": cuisine, "restaurant": restaurant, "dish": dish},
        )

    def activity(self, day: date, place: Place, who: tuple[str, ...], kind: str) -> None:
        distance = {"Hike": (6, 22), "Run": (5, 21), "Walk": (2, 10), "Ski": (15, 40), "Bike ride": (20, 80)}[kind]
        km = round(self.rng.uniform(*distance), 1)
        title = {
            "Hike": f"Hike near {place.city}",
            "Run": f"Morning run in {place.city}",
            "Walk": f"Walk in {place.city}",
            "Ski": f"Ski day at {place.city}",
            "Bike ride": f"Bike ride around {place.city}",
        }[kind]
        fields: dict[str, Any] = {"distance": km, "duration": int(km * self.rng.uniform(6, 20))}
        if kind in ("Hike", "Ski"):
            fields["elevation"] = self.rng.randrange(200, 1400, 10)
        self.add("Activity", kind, title, self.at(day, 8 if kind == "Run" else 10), place, who, fields)

    def museum(self, day: date, place: Place, who: tuple[str, ...]) -> None:
        kind = self.rng.choice(("Art", "History", "Science", "Natural history"))
        self.add(
            "Museum",
            kind,
            f"{place.city} {kind} Museum".replace("Natural history", "Natural History"),
            self.at(day, 11),
            place,
            who,
            {"exhibition": self.rng.choice(EXHIBITIONS)},
        )

    def book(self, day: date) -> None:
        kind = self.rng.choices(("Novel", "Reference", "Biography", "History", "Popular science", "Poetry"), weights=(6, 2, 2, 2, 3, 1))[0]
        word, topic = self.rng.choice(BOOK_WORDS), self.rng.choice(TOPICS)
        title = {
            "Novel": f"The {word} of {self.rng.choice(BOOK_WORDS)}s",
            "Reference": self.rng.choice((f"The {topic} Handbook", f"A Field Guide to {topic}", f"The Science Reference Guide to {topic}")),
            "Biography": f"{self.rng.choice(AUTHORS).split()[0]}: A Life",
            "History": f"A History of {topic}",
            "Popular science": self.rng.choice((f"The Science of {topic}", f"{topic}: What Science Knows", f"Why {topic} Matter")),
            "Poetry": f"{word} and Other Poems",
        }[kind]
        self.add(
            "Book",
            kind,
            title,
            self.at(day, 22),
            by_city(HOME),
            (),
            {"author": self.rng.choice(AUTHORS), "pages": self.rng.randrange(120, 640, 4)},
        )

    # --- a year at home and on the road -------------------------------------------------------
    def day_in(self, year: int) -> date:
        last = min(date(year, 12, 31), LAST_DAY)
        return date(year, 1, 1) + timedelta(days=self.rng.randrange((last - date(year, 1, 1)).days + 1))

    def home_year(self, year: int) -> None:
        home, near = by_city(HOME), [p for p in PLACES if "near" in p.tags]
        hiking = [p for p in near if "hike" in p.tags]
        wine_country = [p for p in near if "wine" in p.tags]
        company = (PARTNER, *FRIENDS)
        for _ in range(self.rng.randint(12, 18)):
            self.book(self.day_in(year))
        for _ in range(10):
            self.activity(self.day_in(year), self.rng.choice([home, *near[:3]]), self.some(("Tom",), 0.3), "Run")
        for _ in range(6):
            self.activity(self.day_in(year), self.rng.choice(hiking), self.some((PARTNER, "Roberto", "Anna"), 0.5), "Hike")
        for _ in range(5):
            self.activity(self.day_in(year), self.rng.choice([home, *near]), self.some((PARTNER,), 0.7), "Walk")
        for _ in range(4):
            self.activity(self.day_in(year), self.rng.choice([home, *near]), self.some(("James", "Ben"), 0.5), "Bike ride")
        for _ in range(14):
            self.meal(self.day_in(year), self.rng.choice([home, home, home, *near[:3]]), self.some(company, 0.25))
        for _ in range(5):
            self.other_drink(self.day_in(year), home, self.some(company, 0.3))
        for _ in range(3):
            self.museum(self.day_in(year), self.rng.choice([p for p in [home, *near] if "museum" in p.tags]), self.some((PARTNER,), 0.6))
        for _ in range(2):  # weekends in wine country
            day, place, who = self.day_in(year), self.rng.choice(wine_country), self.some((PARTNER, "Roberto"), 0.6)
            for _ in range(self.rng.randint(2, 4)):
                self.wine(day, place, who)
            self.meal(day, place, who, "Lunch")
        winter_day = date(year, self.rng.choice((1, 2, 3)), self.rng.randint(1, 28))
        tahoe = self.rng.choice([p for p in PLACES if p.region == "Lake Tahoe"])
        for offset in range(2):
            self.activity(winter_day + timedelta(days=offset), tahoe, self.some((PARTNER, "James"), 0.6), "Ski")

    def random_trips(self, year: int) -> list[Trip]:
        trips = []
        for number in range(1 if year == 2020 else 3):
            if (number == 0 and self.bucket_list) or (self.bucket_list and self.rng.random() < 0.5):
                country = self.bucket_list.pop()
            else:
                country = self.rng.choice(FAVOURITE_COUNTRIES)
            places = [p for p in in_country(country) if "near" not in p.tags and "home" not in p.tags]
            cities = tuple(p.city for p in self.rng.sample(places, min(len(places), self.rng.randint(1, 3))))
            start = self.day_in(year)
            who = ((PARTNER,) if self.rng.random() < 0.7 else ()) + tuple(self.rng.sample(FRIENDS, self.rng.randint(0, 2)))
            if country in LOCAL_FRIENDS and self.rng.random() < 0.5:
                who += (LOCAL_FRIENDS[country],)
            focus = ("ski",) if start.month in (12, 1, 2, 3) and any("ski" in by_city(c).tags for c in cities) else ()
            trips.append(Trip(country, cities, start, self.rng.randint(4, 12), tuple(dict.fromkeys(who)), focus))
        return trips

    def trip(self, trip: Trip) -> None:
        places = [by_city(c) for c in trip.cities]
        first = places[0]
        kind = (
            "Beach holiday"
            if "beach" in trip.focus or ("beach" in first.tags and self.rng.random() < 0.4)
            else "Road trip"
            if trip.country == "US" and "near" in first.tags
            else "City break"
            if "city" in first.tags and trip.nights <= 6
            else self.rng.choice(("Flight", "Flight", "Train journey"))
        )
        self.add("Travel", kind, f"{kind} to {first.city}", self.at(trip.start, 7), first, trip.who, {"nights": trip.nights})
        for offset in range(trip.nights):
            day = trip.start + timedelta(days=offset)
            place = places[min(len(places) - 1, offset * len(places) // trip.nights)]
            who = self.some(trip.who)
            for _ in range(self.rng.choice((1, 1, 2))):
                self.meal(day, place, who)
            outdoors = [k for k, tag in (("Hike", "hike"), ("Ski", "ski")) if tag in place.tags]
            wanted = [k for k in ("Hike", "Walk", "Ski") if k.lower() in trip.focus and (k == "Walk" or k in outdoors)]
            if wanted or self.rng.random() < 0.45:
                kind = "Ski" if "ski" in trip.focus and "Ski" in outdoors else self.rng.choice(wanted or [*outdoors, "Walk", "Walk", "Run"])
                self.activity(day, place, who, kind)
            if "museum" in place.tags and self.rng.random() < (0.6 if "museum" in trip.focus else 0.3):
                self.museum(day, place, who)
            if place.varieties and self.rng.random() < (0.9 if "wine" in trip.focus else 0.45):
                for _ in range(2 if "wine" in trip.focus else 1):
                    self.wine(day, place, who)
            elif self.rng.random() < 0.2:
                self.other_drink(day, place, who)


def generate(seed: int = SEED, progress: Callable[[str], None] | None = None) -> list[dict[str, Any]]:
    """All items of the sample collection, sorted by date, with stable ids."""
    story = _Story(random.Random(seed))
    for year in range(FIRST_DAY.year, LAST_DAY.year + 1):
        story.home_year(year)
        trips = story.random_trips(year) + [t for t in FIXED_TRIPS if t.start.year == year]
        for trip in sorted(trips, key=lambda t: t.start):
            story.trip(trip)
        if progress:
            progress(f"{year}: {len(story.items)} items so far")
    items = sorted(story.items, key=lambda i: (i["itemDate"], i["category"], i["title"]))
    for number, item in enumerate(items, 1):
        item["_id"] = f"{COLLECTION}-{number:05d}"
        item["collection"] = COLLECTION
    return items


def encode(items: list[dict[str, Any]]) -> bytes:
    """Gzipped JSON lines with ISO dates; identical input gives identical bytes."""
    lines = []
    for item in items:
        row = dict(item, itemDate=item["itemDate"].isoformat())
        lines.append(json.dumps(row, ensure_ascii=False, sort_keys=True))
    return gzip.compress(("\n".join(lines) + "\n").encode("utf-8"), mtime=0)


def decode(data: bytes) -> Iterator[dict[str, Any]]:
    for line in gzip.decompress(data).decode("utf-8").splitlines():
        if line:
            item = json.loads(line)
            item["itemDate"] = datetime.fromisoformat(item["itemDate"])
            yield item


SAMPLE_FILE = Path(__file__).with_name("scrapbook-items.jsonl.gz")
DEFINITION_FILE = Path(__file__).with_name("scrapbook.yaml")
