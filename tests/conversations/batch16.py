"""Batch 16: conversations written blind (from the documentation and the sample data, without reading
the engine), about food, drinks and museums across cities, regions, countries and continents, with
companions, months and seasons. Four kinds of user type them: a foodie who eats out a lot, a tourist
planning a city break, a non-native speaker (missing articles, unusual word order) and a typo-prone
phone typist. Follow-ups swap one value ("and Porto?", "and with Kenji?"), narrow ("only the dinners")
or refer back ("the second one", "there"). Each turn is tagged with its question types (CSQA's: simple,
coreferenced, ellipsis, logical, quantitative, comparative, verification, clarification), the persona
of its user, and "typo" when it carries a typo (swapped or missing letters, a missing apostrophe, an
abbreviation). Every expectation was checked against the decoded sample items; relative dates are
taken at the suite's clock (29 November 2026)."""

from __future__ import annotations

from collections.abc import Sequence

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    most_common_place,
    rating,
    with_,
    without,
    year,
)
from .expect import field as has_field
from .steps import (
    CLARIFICATION,
    COMPARATIVE,
    COREFERENCED,
    ELLIPSIS,
    LOGICAL,
    NON_NATIVE,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step

FOODIE, TOURIST, TYPIST = "foodie", "tourist", "phone typist"
PERSONAS = (FOODIE, TOURIST, NON_NATIVE, TYPIST)
TAGS = (*QUESTION_TYPES, *PERSONAS, TYPO)

ANY = ANY_INTENT
FOOD, DRINK, MUSEUM = category("Food"), category("Drink"), category("Museum")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
DINNER, STREET_FOOD = category("Food", "Dinner"), category("Food", "Street food")
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
HISTORY_MUSEUM = category("Museum", "History")  # Book has a type "History" too
JP, KR, IT, GR, FR, EG, VN, US = (country(c) for c in ("JP", "KR", "IT", "GR", "FR", "EG", "VN", "US"))

# Turkey is left out of Asia and Europe on purpose: no question below reaches a Turkish item, so the
# answer does not depend on which continent the assistant puts Turkey in.
ASIA_CODES = {"JP", "KR", "IN", "VN", "CN", "TH"}
EUROPE_CODES = {"IT", "FR", "GR", "ES", "PT", "NL", "CH", "CZ", "NO", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR"}


def in_asia(i: Item) -> bool:
    return i["place"]["countryCode"] in ASIA_CODES


def outside_europe(i: Item) -> bool:
    return i["place"]["countryCode"] not in EUROPE_CODES


def abroad(i: Item) -> bool:
    return i["place"]["countryCode"] != "US"  # the sample has no `home`: most of its items are American


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)


def with_any(*names: str) -> Predicate:
    return lambda i: any(n in i["who"] for n in names)


def distinct_restaurants(items: Sequence[Item]) -> float:
    return len({i["fields"]["restaurant"] for i in items})


def chat(name: str, persona: str, *steps: Step) -> Conversation:
    return Conversation(name, steps, tags=(persona,))


CONVERSATIONS = (
    chat(
        "b16 lisbon then porto",
        FOODIE,
        Step("Where did I eat in Lisbon?", ANY, every(FOOD, city("Lisbon")), (SIMPLE, FOODIE)),
        Step("just the dinners", ANY, every(DINNER, city("Lisbon")), (ELLIPSIS, FOODIE)),
        Step("and porto?", ANY, every(DINNER, city("Porto")), (ELLIPSIS, FOODIE)),
        Step("which of them did i rate higest", ANY, Best("rating"), (QUANTITATIVE, COREFERENCED, FOODIE, TYPO)),
    ),
    chat(
        "b16 barcelona city break",
        TOURIST,
        Step(
            "Im heading to Barcelona soon. Which museums have I already been to there?",
            ANY,
            every(MUSEUM, city("Barcelona")),
            (SIMPLE, TOURIST, TYPO),
        ),
        Step("ok and what did I eat there?", ANY, every(FOOD, city("Barcelona")), (COREFERENCED, TOURIST)),
        Step(
            "how many of those were seafood",
            ANY,
            every(FOOD, city("Barcelona"), has_field("cuisine", "seafood")),
            (QUANTITATIVE, COREFERENCED, TOURIST),
        ),
    ),
    chat(
        "b16 drinks in japan",
        NON_NATIVE,
        Step("Which drinks I had in Japan?", ANY, every(DRINK, JP), (SIMPLE, NON_NATIVE)),
        Step(
            "In Japan I drank more beer or more wine?",
            ANY,
            Compare((("beer", every(BEER, JP)), ("wine", every(WINE, JP)))),
            (COMPARATIVE, NON_NATIVE),
        ),
    ),
    chat(
        "b16 drinks there, then sf cocktails",
        TYPIST,
        Step("waht did i drink there", ANY, Clarify(), (CLARIFICATION, TYPIST, TYPO)),
        Step("in nafplio", ANY, every(DRINK, city("Nafplio")), (ELLIPSIS, TYPIST)),
        Step(
            "any of em rated 5?",
            ANY,
            Verdict(exists(every(DRINK, city("Nafplio"), rating("==", 5)))),
            (VERIFICATION, COREFERENCED, TYPIST, TYPO),
        ),
        Step(
            "cocktials in SF without mary",
            ANY,
            every(COCKTAIL, city("San Francisco"), without("Mary")),
            (LOGICAL, TYPIST, TYPO),
        ),
        Step(
            "wat about 2019",
            ANY,
            every(COCKTAIL, city("San Francisco"), without("Mary"), year(2019)),
            (ELLIPSIS, TYPIST, TYPO),
        ),
    ),
    chat(
        "b16 history in 2022",
        FOODIE,
        Step("anything history related in 2022?", ANY, Clarify(("book", "museum")), (CLARIFICATION, FOODIE)),
        Step("the museums", ANY, every(HISTORY_MUSEUM, year(2022)), (ELLIPSIS, FOODIE)),
    ),
    chat(
        "b16 kansai food",
        TOURIST,
        Step(
            "Planning Kansai again. What did I eat in Kyoto or Nara?",
            ANY,
            every(FOOD, cities("Kyoto", "Nara")),
            (LOGICAL, TOURIST),
        ),
        Step(
            "which of those werent dinners",
            ANY,
            Those(kind("Dinner"), keep=False),
            (LOGICAL, COREFERENCED, TOURIST, TYPO),
        ),
        Step(
            "how many different restaurants is that?",
            ANY,
            Answer(distinct_restaurants, every(FOOD, cities("Kyoto", "Nara"), lambda i: i["type"] != "Dinner")),
            (QUANTITATIVE, COREFERENCED, TOURIST),
        ),
    ),
    chat(
        "b16 wines outside europe",
        NON_NATIVE,
        Step(
            "Wines I had outside of Europe togehter with Roberto, show me",
            ANY,
            every(WINE, outside_europe, with_("Roberto")),
            (LOGICAL, NON_NATIVE, TYPO),
        ),
        Step("Only which are not red", ANY, Those(has_field("colour", "red"), keep=False), (LOGICAL, NON_NATIVE)),
        Step("And with Kenji?", ANY, every(WINE, outside_europe, with_("Kenji")), (ELLIPSIS, NON_NATIVE)),
    ),
    chat(
        "b16 art museums in asia",
        TYPIST,
        Step("art musuems in asia", ANY, every(ART_MUSEUM, in_asia), (SIMPLE, TYPIST, TYPO)),
        Step("whcih one did i rate best", ANY, Best("rating"), (QUANTITATIVE, COREFERENCED, TYPIST, TYPO)),
        Step("when was that", ANY, Detail("year"), (COREFERENCED, TYPIST)),
    ),
    chat(
        "b16 spring or autumn",
        FOODIE,
        Step(
            "Do I eat out more in spring or in autum?",
            ANY,
            Compare((("spring", every(FOOD, SPRING)), ("autumn", every(FOOD, AUTUMN)))),
            (COMPARATIVE, FOODIE, TYPO),
        ),
        Step(
            "and museums?",
            ANY,
            Compare((("spring", every(MUSEUM, SPRING)), ("autumn", every(MUSEUM, AUTUMN)))),
            (COMPARATIVE, ELLIPSIS, FOODIE),
        ),
    ),
    chat(
        "b16 paris trip",
        TOURIST,
        Step("How many museums have I visited in Paris?", ANY, every(MUSEUM, city("Paris")), (QUANTITATIVE, TOURIST)),
        Step(
            "and restaurants?",
            ANY,
            every(FOOD, city("Paris")),
            (ELLIPSIS, QUANTITATIVE, TOURIST),
        ),
        Step(
            "was Chloé at any of them",
            ANY,
            Verdict(exists(every(FOOD, city("Paris"), with_("Chloé")))),
            (VERIFICATION, COREFERENCED, TOURIST),
        ),
    ),
    chat(
        "b16 french wines",
        NON_NATIVE,
        Step(
            "Give me three best rated french wines",
            ANY,
            Top("rating", 3, every(WINE, FR)),
            (QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "Which french wine has oldest vintage?",
            ANY,
            Best("vintage", highest=False, among=every(WINE, FR)),
            (QUANTITATIVE, NON_NATIVE),
        ),
        Step("With who I drank it?", ANY, Detail("who"), (COREFERENCED, NON_NATIVE)),
    ),
    chat(
        "b16 dinners italy greece",
        TYPIST,
        Step(
            "avg rating of my dinners in italy?",
            ANY,
            Answer(mean("rating"), every(DINNER, IT)),
            (QUANTITATIVE, TYPIST, TYPO),
        ),
        Step("n greece", ANY, Answer(mean("rating"), every(DINNER, GR)), (ELLIPSIS, TYPIST, TYPO)),
        Step(
            "so whcih had more dinners italy or greece",
            ANY,
            Compare((("Italy", every(DINNER, IT)), ("Greece", every(DINNER, GR)))),
            (COMPARATIVE, TYPIST, TYPO),
        ),
    ),
    chat(
        "b16 street food asia",
        FOODIE,
        Step("street food in Asia", ANY, every(STREET_FOOD, in_asia), (SIMPLE, FOODIE)),
        Step("leave out japan", ANY, Those(JP, keep=False), (LOGICAL, FOODIE)),
        Step(
            "Did I ever have street food in Vietnam?",
            ANY,
            Verdict(exists(every(STREET_FOOD, VN))),
            (VERIFICATION, FOODIE),
        ),
    ),
    chat(
        "b16 eating abroad",
        TOURIST,
        Step(
            "In how many different countries have I eaten abroad?",
            ANY,
            Answer(distinct_places("countryCode"), every(FOOD, abroad)),
            (QUANTITATIVE, TOURIST),
        ),
        Step(
            "and which city did I eat in most?",
            ANY,
            Answer(most_common_place("city"), every(FOOD, abroad)),
            (QUANTITATIVE, ELLIPSIS, TOURIST),
        ),
        Step(
            "what did I eat there with Ben or Chloé?",
            ANY,
            every(FOOD, city("Lisbon"), with_any("Ben", "Chloé")),
            (LOGICAL, COREFERENCED, TOURIST),
        ),
    ),
    chat(
        "b16 museums with kenji",
        NON_NATIVE,
        Step(
            "To museums I went more with Kenji or with Luca?",
            ANY,
            Compare((("Kenji", every(MUSEUM, with_("Kenji"))), ("Luca", every(MUSEUM, with_("Luca"))))),
            (COMPARATIVE, NON_NATIVE),
        ),
        Step("Show me museums with Kenji", ANY, every(MUSEUM, with_("Kenji")), (SIMPLE, NON_NATIVE)),
        Step("the second one", ANY, Pick(2), (COREFERENCED, NON_NATIVE)),
        Step("Where it was?", ANY, Detail("city"), (COREFERENCED, NON_NATIVE)),
    ),
    chat(
        "b16 this year last year",
        FOODIE,
        Step(
            "have I eaten out more this year or last year?",
            ANY,
            Compare((("2026", every(FOOD, year(2026))), ("2025", every(FOOD, year(2025))))),
            (COMPARATIVE, FOODIE),
        ),
        Step(
            "was any dinner last year rated just 1 star?",
            ANY,
            Verdict(exists(every(DINNER, year(2025), rating("==", 1)))),
            (VERIFICATION, FOODIE),
        ),
    ),
    chat(
        "b16 museum checks",
        TOURIST,
        Step(
            "Have I ever been to a science museum in Japan?",
            ANY,
            Verdict(exists(every(SCIENCE_MUSEUM, JP))),
            (VERIFICATION, TOURIST),
        ),
        Step("and in Egypt?", ANY, Verdict(exists(every(SCIENCE_MUSEUM, EG))), (VERIFICATION, ELLIPSIS, TOURIST)),
        Step(
            "did I see any art museum in Amsterdam without James?",
            ANY,
            Verdict(exists(every(ART_MUSEUM, city("Amsterdam"), without("James")))),
            (VERIFICATION, LOGICAL, TOURIST),
        ),
    ),
    chat(
        "b16 unclear companion",
        FOODIE,
        Step("what did I eat with her?", ANY, Clarify(), (CLARIFICATION, FOODIE)),
        Step(
            "Chloé, in Jaipur",
            ANY,
            every(FOOD, city("Jaipur"), with_("Chloé")),
            (SIMPLE, ELLIPSIS, FOODIE),
        ),
    ),
    chat(
        "b16 that restaurant",
        NON_NATIVE,
        Step(
            "That restaurant, it was good or not?",
            ANY,
            Clarify(),
            (CLARIFICATION, NON_NATIVE),
        ),
        Step("I mean dinners in Reims, show me", ANY, every(DINNER, city("Reims")), (SIMPLE, NON_NATIVE)),
        Step(
            "Which one has best rating?",
            ANY,
            Best("rating"),
            (QUANTITATIVE, NON_NATIVE),
        ),
    ),
    chat(
        "b16 longest and total",
        TYPIST,
        Step("which were the longest ones in 2024", ANY, Clarify(), (CLARIFICATION, TYPIST)),
        Step(
            "nvm. whats the totl for my walks in kyoto",
            ANY,
            Clarify(("distance", "duration")),
            (CLARIFICATION, TYPIST, TYPO),
        ),
    ),
)
