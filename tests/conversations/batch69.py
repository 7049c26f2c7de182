"""Batch 69: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user who changes their mind and
narrows things down. Self-corrections in the middle of a conversation ("no wait i meant 2019",
"sorry, dinners not lunches", "acutally make that spain", "No, scratch that, the bike rides I mean",
"oops ment 2023", "Sorry, I wanted to say 2017"), negation and boolean combinations ("drinks in italy
anything but wine", "niether with roberto nor with anna", "dinners in either lisbon or porto", "not in
eruope", "the ones i didnt give atleast 4 stars", "except the ones from last year", "not with Mary and
also not with Luca"), comparisons between places, people and kinds ("did i rate porto higher than
lisbon", "who do I eat out with more, Tom or James?", "more beers or cocktails", "Japanese or Italian
dinners"), checks ("ever skied in frnace", "were all my trips to japn with anna?", "It is an Italian
wine, no?", "were al of them with sofia"), counts and aggregates after narrowing ("how many of them
are novels", "whats the average rating on those", "totl km on those", "how many nihgts was that in
total"), and two requests that are truly ambiguous and must be asked back, with the user's answer
("whcih was the longest one" over a mix of walks, hikes and a trip; "My trip to Paris, how many nights
it was?" when there were two). Personas: a terse user (2-4 word turns), a lowercase user without
punctuation, a very typo-prone user on a phone keyboard (doubled, missing and swapped letters), a
chatty user, and a non-native speaker. The questions are asked on 29 November 2026 ("last year" is
2025, "this year" 2026)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Predicate,
    Those,
    Verdict,
    category,
    cities,
    city,
    country,
    every,
    exists,
    field,
    mean,
    rating,
    since,
    total,
    with_,
    without,
    year,
)
from .steps import (
    CHATTY,
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    LOWERCASE,
    NON_NATIVE,
    QUANTITATIVE,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

DRINK, WINE, BEER, COCKTAIL = category("Drink"), *(category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, NOVEL = category("Book"), category("Book", "Novel")
ACTIVITY = category("Activity")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
ART_MUSEUM = category("Museum", "Art")
IT, FR, ES, JP, CH = (country(c) for c in ("IT", "FR", "ES", "JP", "CH"))
# the European countries the sample has (Turkey left out: no trip of the years asked about is there)
EUROPE_CODES = ("IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPE_CODES


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected, as the reply would state it."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `first` selects add up to more of field `name` than those `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `first` selects are rated higher on average than those `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


WINES_2018, WINES_2019 = every(WINE, year(2018)), every(WINE, year(2019))
IT_WINES_2019 = every(WINES_2019, IT)  # 16 sangioveses from Tuscany, average 3.125
FR_WINES_2019 = every(WINES_2019, FR)  # 16, average 3.5625
LISBON_LUNCHES, LISBON_DINNERS = every(LUNCH, city("Lisbon")), every(DINNER, city("Lisbon"))
IT_WALKS, ES_WALKS = every(WALK, IT), every(WALK, ES)  # 18 and 7; the Spanish ones add up to 43.9 km
RUNS_2024, BIKES_2024 = every(RUN, year(2024)), every(BIKE, year(2024))  # 147.9 km and 173.6 km
IT_NOT_WINE = every(DRINK, IT, not_(WINE))  # 3 cocktails, 2 beers
HIKES_2022_NEITHER = every(HIKE, year(2022), without("Roberto", "Anna"))
HIKES_2023_NEITHER = every(HIKE, year(2023), without("Roberto", "Anna"))  # the longest: Berkeley, 13.3 km
LISBON_OR_PORTO_DINNERS = every(DINNER, cities("Lisbon", "Porto"))  # the only 5: Café Mario, Porto
TRIPS_OUTSIDE_EUROPE = every(TRAVEL, since(datetime(2024, 1, 1)), not_(in_europe))  # 5 trips, 37 nights
BOOKS_2025 = every(BOOK, year(2025))
BOOKS_2025_UNDER_4 = every(BOOKS_2025, rating("<", 4))
LONGEST_LOW_NOVEL_2025 = the("scrapbook-02287")  # The Map of Glasss, 444 pages, by Paul Martin
JAMES_SKI = every(SKI, with_("James"), since(datetime(2024, 1, 1)))
JAMES_SKI_NOT_2025 = every(JAMES_SKI, not_(year(2025)))
JAPAN_TRIPS = every(TRAVEL, JP)
JAPAN_TRIPS_WITH_ANNA = every(JAPAN_TRIPS, with_("Anna"))  # Tokyo 2016 (5 nights), Hakone 2019 (7 nights)
ALBARINO_2017 = "scrapbook-00984"  # Bodegas Clos Albariño 2014, San Sebastián, the only 5 of 2017
WITH_ELENA = with_("Elena")
PARIS_2022 = "scrapbook-01779"  # Flight to Paris, Nov 2022, 12 nights, with Mary, Tom, Ben and Chloé
ART_2025 = every(ART_MUSEUM, year(2025))
JP_BEERS, JP_COCKTAILS = every(BEER, JP), every(COCKTAIL, JP)  # the best cocktail: Mai Tai, Nara, 2016
ITALIAN, JAPANESE = field("cuisine", "italian"), field("cuisine", "japanese")
ITALIAN_DINNERS_NEITHER = every(DINNER, ITALIAN, without("Mary", "Luca"))

CONVERSATIONS = (
    talk(
        "b69 wines of 2018, no wait 2019",
        step(
            "how many bottles of wine did i get through in 2018",
            WINES_2018,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("no wait i meant 2019", WINES_2019, ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("just the italian ones", IT_WINES_2019, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "whats the average rating on those",
            Answer(mean("rating"), IT_WINES_2019),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "did the french ones from that year do better",
            Verdict(higher_mean_rating(FR_WINES_2019, IT_WINES_2019)),
            COMPARATIVE,
            VERIFICATION,
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b69 lisbon lunches, sorry dinners",
        step(
            "We're planning another trip to Portugal, so I'm curious: which lunches did we have in Lisbon?",
            LISBON_LUNCHES,
            SIMPLE,
            CHATTY,
        ),
        step("sorry, dinners not lunches", LISBON_DINNERS, ELLIPSIS, TERSE),
        step(
            "Which of those weren't with Mary, by the way?",
            Those(with_("Mary"), keep=False),
            COREFERENCED,
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "b69 walks in italy, make that spain",
        step("my walsk in itlay", IT_WALKS, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("acutally make that spain", ES_WALKS, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step(
            "totl km on those",
            Answer(total("distance"), ES_WALKS),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "were al of them with sofia",
            Verdict(all_of(ES_WALKS, with_("Sofia"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b69 runs of 2024, scratch that, bike rides",
        step("I want to see my runs of 2024 please", RUNS_2024, SIMPLE, NON_NATIVE),
        step("No, scratch that, the bike rides I mean", BIKES_2024, ELLIPSIS, NON_NATIVE),
        step(
            "How many kilometers they make together?",
            Answer(total("distance"), BIKES_2024),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "It is more than my runs of the same year?",
            Verdict(larger_total("distance", BIKES_2024, RUNS_2024)),
            COMPARATIVE,
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b69 drinks in italy, anything but wine",
        step("drinks in italy anything but wine", IT_NOT_WINE, LOGICAL, LOWERCASE),
        step(
            "more beers or cocktails",
            Compare((("cocktail", every(COCKTAIL, IT)), ("beer", every(BEER, IT)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and in france",
            Compare((("beer", every(BEER, FR)), ("cocktail", every(COCKTAIL, FR)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b69 hikes with neither roberto nor anna, oops 2023",
        step(
            "hikes in 2022 niether with roberto nor with anna",
            HIKES_2022_NEITHER,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("oops ment 2023", HIKES_2023_NEITHER, ELLIPSIS, LOGICAL, TERSE, LOWERCASE, TYPO),
        step("which one was the longest", Best("distance"), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("where was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b69 dinners in lisbon or porto",
        step("dinners in either lisbon or porto", LISBON_OR_PORTO_DINNERS, LOGICAL, LOWERCASE),
        step("which one did i like best", Best("rating"), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("who was i with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            # "no" whichever way it is read: the dinners (3.0 against 3.11) or everything (2.75 against 3.56)
            "overall did i rate porto higher than lisbon",
            Verdict(higher_mean_rating(every(DINNER, city("Porto")), LISBON_DINNERS)),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b69 trips outside europe since 2024",
        step("trips since 2024 that were not in eruope", TRIPS_OUTSIDE_EUROPE, LOGICAL, TYPO),
        step(
            "how many nihgts was that in total",
            Answer(total("nights"), TRIPS_OUTSIDE_EUROPE),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
        step("wich of those had mary along", Those(with_("Mary")), COREFERENCED, TYPO),
    ),
    talk(
        "b69 last year's books under 4 stars",
        step("books i read last year", BOOKS_2025, SIMPLE, LOWERCASE),
        step("only the ones i didnt give atleast 4 stars", Those(rating(">=", 4), keep=False), LOGICAL, COREFERENCED, LOWERCASE, TYPO),
        step("how many of them are novels", Those(NOVEL), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "who wrote the longest of those novels",
            Answer(field_of("author"), LONGEST_LOW_NOVEL_2025),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b69 skiing in france or switzerland",
        step(
            "ever skied in frnace",
            Verdict(exists(every(SKI, FR))),
            VERIFICATION,
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and switzerland",
            Verdict(exists(every(SKI, CH))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("how many times", every(SKI, CH), QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b69 ski days with james except last year",
        step("ski days with james since 2024", JAMES_SKI, SIMPLE, LOWERCASE),
        step("except the ones from last year", Those(year(2025), keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "did mary come along on all of them",
            Verdict(all_of(JAMES_SKI_NOT_2025, with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b69 japan trips with anna",
        step(
            "were all my trips to japn with anna?",
            Verdict(all_of(JAPAN_TRIPS, with_("Anna"))),
            VERIFICATION,
            SIMPLE,
            TYPO,
        ),
        step("ok wich ones were", JAPAN_TRIPS_WITH_ANNA, COREFERENCED, ELLIPSIS, TERSE, TYPO),
        step(
            "how many nigths was that toghether",
            Answer(total("nights"), JAPAN_TRIPS_WITH_ANNA),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b69 eating out with tom or james",
        step(
            "Settle a debate for me: who do I eat out with more, Tom or James?",
            Compare((("Tom", every(FOOD, with_("Tom"))), ("James", every(FOOD, with_("James"))))),
            COMPARATIVE,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Huh, okay. And if you only look at last year?",
            Compare((("James", every(FOOD, with_("James"), year(2025))), ("Tom", every(FOOD, with_("Tom"), year(2025))))),
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b69 beers or cocktails by year",
        step(
            "more beers or cocktails in 2018",
            Compare((("cocktail", every(COCKTAIL, year(2018))), ("beer", every(BEER, year(2018))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and 2022",
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "cocktails rated higher that year tho right",
            Verdict(higher_mean_rating(every(COCKTAIL, year(2022)), every(BEER, year(2022)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b69 best wine of 2016, no 2017",
        step(
            "Which wine I rated the highest in 2016?",
            Best("rating", among=every(WINE, year(2016))),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Sorry, I wanted to say 2017",
            Best("rating", among=every(WINE, year(2017))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("With who I drank it?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "It is an Italian wine, no?",
            Verdict(holds_for(ALBARINO_2017, IT)),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b69 the longest thing with elena",
        step("what did i do with elena", WITH_ELENA, SIMPLE, LOWERCASE),
        step(
            "whcih was the longest one",
            Clarify(("distance", "nights")),
            CLARIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "distance i mean",
            Best("distance", among=every(ACTIVITY, WITH_ELENA)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b69 the paris trip",
        step(
            "My trip to Paris, how many nights it was?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The one of 2022",
            Answer(field_of("nights"), the(PARIS_2022)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "Chloé was also with me there?",
            Verdict(holds_for(PARIS_2022, with_("Chloé"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b69 terse museums",
        step("museums 2025", every(MUSEUM, year(2025)), SIMPLE, TERSE, LOWERCASE),
        step("art only", ART_2025, ELLIPSIS, TERSE, LOWERCASE),
        step("not with mary", every(ART_2025, without("Mary")), LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b69 japan beers, actually cocktails",
        step("beeres i had in japan", JP_BEERS, SIMPLE, LOWERCASE, TYPO),
        step("acutaly cocktials not beers", JP_COCKTAILS, ELLIPSIS, LOWERCASE, TYPO),
        step("wich one did i like teh most", Best("rating"), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step("waht year was that", Detail("year"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b69 japanese or italian dinners",
        step(
            "I have eaten more Japanese or Italian dinners?",
            Compare((("italian", every(DINNER, ITALIAN)), ("japanese", every(DINNER, JAPANESE)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And for the lunches, how is it?",
            Compare((("italian", every(LUNCH, ITALIAN)), ("japanese", every(LUNCH, JAPANESE)))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "Give me the Italian dinners where I was not with Mary and also not with Luca",
            ITALIAN_DINNERS_NEITHER,
            LOGICAL,
            NON_NATIVE,
        ),
        step("How many from them I gave 5 stars?", Those(rating("==", 5)), COREFERENCED, QUANTITATIVE, NON_NATIVE),
    ),
)
