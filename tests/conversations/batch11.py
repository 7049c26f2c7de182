"""Batch 11: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The users are new to the assistant and type
the way they would text a friend: lowercase, little punctuation, abbreviations (avg, km, tot, pls),
typos in words and place names, some non-native phrasing, and a few very polite, long-winded ones.
It stresses every category of the collection, places at several levels (city, region, country,
continent, "abroad"), dates (years, a month, "last year", "this year", a season), companions, ratings
and numeric fields with their units (km, minutes, metres, nights, pages), and questions that should
be asked back (totals and averages over several number fields, "the longest" over mixed items, a type
two categories share, "nearby" without a location). Each turn is tagged with its CSQA question types
and the persona traits it shows."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Expectation,
    Item,
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    number,
    rating,
    region,
    total,
    with_,
    year,
)
from .expect import field as has_field
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
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
FOOD, MUSEUM, BOOK, TRAVEL = category("Food"), category("Museum"), category("Book"), category("Travel")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
MARCH_2023 = between(datetime(2023, 3, 1), datetime(2023, 4, 1))
SOUTH_AMERICA = ("AR", "BO", "BR", "CL", "CO", "EC", "GY", "PE", "PY", "SR", "UY", "VE")
AFRICA = ("EG", "MA", "TN", "DZ", "ZA", "KE", "TZ", "NG", "GH", "ET", "SN")
EUROPE = ("AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FR", "GB", "GR", "HR", "HU", "IE", "IT", "NL", "NO", "PT", "SE")


def in_countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def abroad(i: Item) -> bool:
    return bool(i["place"]["countryCode"] != "US")


def mean_rating(items: Sequence[Item], predicate: Predicate) -> float:
    chosen = [i["rating"] for i in items if predicate(i)]
    return float(sum(chosen)) / len(chosen)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def ask(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY_INTENT, expect, tags, known_failure=known_failure)


HIKES_2025 = every(HIKE, year(2025))
RUNS_2026 = every(RUN, year(2026))
RED_TUSCANY = every(WINE, country("IT"), region("Tuscany"), has_field("colour", "red"), rating(">=", 4))
TRIPS_ABROAD_2025 = every(TRAVEL, year(2025), abroad)
KYOTO_MARCH = every(city("Kyoto"), MARCH_2023)
WALKS_2017 = every(WALK, year(2017), either(with_("James"), with_("Chloé")))
LONG_RUNS_2025 = every(RUN, year(2025), number("distance", ">", 15))
HISTORY_MUSEUMS_2022 = every(MUSEUM, kind("History"), year(2022))
LISBON_MEALS_2010 = every(FOOD, city("Lisbon"), year(2010))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "hikes last year, km and metres",
        ask("how many hikse did i do last year", HIKES_2025, SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        ask(
            "tot km?",
            Answer(total("distance"), HIKES_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        ask("and avg elevation of those in meters pls", Answer(mean("elevation"), HIKES_2025), COREFERENCED, QUANTITATIVE, LOWERCASE),
        ask(
            "do i rate my hikes lower than my runs on avg",
            Verdict(lambda items: mean_rating(items, HIKE) < mean_rating(items, RUN)),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "running this year, asked back",
        ask("how much did i run in total this year", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, LOWERCASE),
        ask("km", Answer(total("distance"), RUNS_2026), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        ask(
            "did i ever run more than 20km this year",
            Verdict(exists(every(RUNS_2026, number("distance", ">", 20)))),
            VERIFICATION,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "good reds, france then tuscany",
        ask(
            "red wnies from france rated 4 or more",
            every(WINE, country("FR"), has_field("colour", "red"), rating(">=", 4)),
            SIMPLE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        ask("and from tuscany", RED_TUSCANY, ELLIPSIS, LOWERCASE),
        ask("which one was the best", Best("rating"), COREFERENCED, QUANTITATIVE, LOWERCASE),
        ask(
            "did i drink more reds or whites in france",
            Compare(
                (
                    ("red", every(WINE, country("FR"), has_field("colour", "red"))),
                    ("white", every(WINE, country("FR"), has_field("colour", "white"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "museums by continent",
        ask("any musuems in south america", every(MUSEUM, in_countries(*SOUTH_AMERICA)), SIMPLE, LOWERCASE, TYPO),
        ask("what about africa", every(MUSEUM, in_countries(*AFRICA)), ELLIPSIS, LOWERCASE),
        ask("how many of those were art museums", Those(kind("Art")), COREFERENCED, QUANTITATIVE, LOGICAL, LOWERCASE),
    ),
    talk(
        "trips abroad last year",
        ask("my trips abraod last year", TRIPS_ABROAD_2025, SIMPLE, LOWERCASE, TYPO),
        ask(
            "how many nights tot",
            Answer(total("nights"), TRIPS_ABROAD_2025),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        ask("which one was the most long", Best("nights"), COREFERENCED, QUANTITATIVE, LOWERCASE, NON_NATIVE),
    ),
    talk(
        "mexican or japanese food",
        ask(
            "did i eat more mexican or japanesse food",
            Compare(
                (("mexican", every(FOOD, has_field("cuisine", "mexican"))), ("japanese", every(FOOD, has_field("cuisine", "japanese"))))
            ),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        ask(
            "and in 2023?",
            Compare(
                (
                    ("mexican", every(FOOD, has_field("cuisine", "mexican"), year(2023))),
                    ("japanese", every(FOOD, has_field("cuisine", "japanese"), year(2023))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "a very polite museum question",
        ask(
            "Good evening! I was wondering, if it is not too much trouble, whether I have visited more museums in Spain or in Portugal over the years?",
            Compare((("Spain", every(MUSEUM, country("ES"))), ("Portugal", every(MUSEUM, country("PT"))))),
            COMPARATIVE,
            CHATTY,
        ),
        ask(
            "Thank you so much. And could you also tell me which of the Spanish ones I liked the most?",
            Best("rating", among=every(MUSEUM, country("ES"))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        ask("Lovely. In which city was that one, if I may ask?", Detail("city"), COREFERENCED, CHATTY),
    ),
    talk(
        "skiing abroad",
        ask(
            "i have been skiing in swizerland ever?", Verdict(exists(every(SKI, country("CH")))), VERIFICATION, LOWERCASE, TYPO, NON_NATIVE
        ),
        ask("and austria?", Verdict(exists(every(SKI, country("AT")))), ELLIPSIS, VERIFICATION, TERSE, LOWERCASE),
        ask(
            "in how many diffrent countries i did ski",
            Answer(distinct_places("country"), SKI),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
            NON_NATIVE,
        ),
    ),
    talk(
        "books this year that aren't novels",
        ask("books i read this year that werent novels", every(BOOK, year(2026), lambda i: i["type"] != "Novel"), LOGICAL, LOWERCASE),
        ask("whcih was the thickest", Best("pages"), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        ask("what did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "walks with friends, then a total asked back",
        ask("walks w james or chloe in 2017", WALKS_2017, LOGICAL, LOWERCASE, TYPO),
        ask(
            "which ones were without mary",
            Those(with_("Mary"), keep=False),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        ask(
            "ok and how many km was that altogether",
            Answer(total("distance"), every(WALKS_2017, lambda i: "Mary" not in i["who"])),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        ask("whats the total for my walks last year", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, LOWERCASE),
        ask("minutes", Answer(total("duration"), every(WALK, year(2025))), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "drinks last summer",
        ask("beers last summr", every(BEER, LAST_SUMMER), SIMPLE, TERSE, LOWERCASE, TYPO),
        ask("and cocktails", every(COCKTAIL, LAST_SUMMER), ELLIPSIS, TERSE, LOWERCASE),
        ask(
            "so more beers or cocktails over the summer",
            Compare((("beer", every(BEER, LAST_SUMMER)), ("cocktail", every(COCKTAIL, LAST_SUMMER)))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "kyoto in march, the longest asked back",
        ask("what i did in kyoto in march 2023", KYOTO_MARCH, SIMPLE, LOWERCASE, NON_NATIVE),
        ask("the longest one pls", Clarify(("distance", "nights")), CLARIFICATION, COREFERENCED, TERSE, LOWERCASE),
        ask(
            "distance",
            Best("distance", among=every(KYOTO_MARCH, category("Activity"))),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "cocktails in barcelona",
        ask("cocktails in barcelonna", every(COCKTAIL, city("Barcelona")), SIMPLE, LOWERCASE, TYPO),
        ask("the 2nd one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        ask("who was i with", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "long runs last year",
        ask("runs longer then 15 km last year", LONG_RUNS_2025, SIMPLE, LOGICAL, LOWERCASE, TYPO),
        ask(
            "which of those took less than 180 minutes",
            Those(number("duration", "<", 180)),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        ask(
            "how much is the average distance of them",
            Answer(mean("distance"), every(LONG_RUNS_2025, number("duration", "<", 180))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            NON_NATIVE,
        ),
        ask(
            "did i run more in 2024 or 2025",
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "a very polite question about lisbon",
        ask(
            "Hello, I hope you are well. Could you please kindly tell me how many restaurants I went to in Lisbon during the year 2010? "
            "Thank you very much.",
            LISBON_MEALS_2010,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "Thank you. And would it be possible to know which of them was the best rated one?",
            Best("rating"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        ask("Wonderful. Who was with me on that occasion, please?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "bike rides",
        ask("5 longest bike rides evr", Top("distance", 5, BIKE), QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        ask("did i ever do a bike ride in europe", Verdict(exists(every(BIKE, in_countries(*EUROPE)))), VERIFICATION, LOWERCASE),
        ask("whats the average for my bike rides last year", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, LOWERCASE),
        ask("duration", Answer(mean("duration"), every(BIKE, year(2025))), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "history, books or museums",
        ask("any history stuff from 2022", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        ask("the museums", HISTORY_MUSEUMS_2022, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        ask(
            "were any of them in the uk",
            Verdict(exists(every(HISTORY_MUSEUMS_2022, country("GB")))),
            COREFERENCED,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "lunch nearby without a location",
        ask("lunchs nearby", Clarify(), CLARIFICATION, TERSE, LOWERCASE, TYPO),
        ask(
            "ok forget it just lunches in oakland rated 5",
            every(category("Food", "Lunch"), city("Oakland"), rating("==", 5)),
            SIMPLE,
            LOGICAL,
            LOWERCASE,
        ),
    ),
)

__all__ = ["CONVERSATIONS", "TAGS"]
