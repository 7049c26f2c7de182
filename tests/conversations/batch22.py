"""Batch 22: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: wines, meals and outings with family
members: who came along, where (cities, wine regions, continents), how often, first and last times,
"with X but not Y", top N and averages, and questions the assistant should answer with a question.
Four users type them: a sommelier-in-training, a parent planning family outings, a non-native speaker
and a typo-prone user on a phone. Each turn is tagged with its question types (CSQA's: simple,
coreferenced, ellipsis, logical, quantitative, comparative, verification, clarification), with the
persona of the user who types it, and with "typo" when it carries one."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Predicate,
    Those,
    Top,
    Verdict,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    rating,
    region,
    total,
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
    step,
)
from .suite import ANY_INTENT, Conversation, Step, talk

SOMMELIER, PARENT, PHONE = "sommelier-in-training", "parent", "phone"
PERSONAS = (SOMMELIER, PARENT, NON_NATIVE, PHONE)
TAGS = (*QUESTION_TYPES, *PERSONAS, TYPO)

ANY = ANY_INTENT
WINE, DINNER, LUNCH, BREAKFAST = (
    category("Drink", "Wine"),
    category("Food", "Dinner"),
    category("Food", "Lunch"),
    category("Food", "Breakfast"),
)
FOOD, MUSEUM, HIKE, BIKE = category("Food"), category("Museum"), category("Activity", "Hike"), category("Activity", "Bike ride")
ACTIVITY, POPULAR_SCIENCE, HISTORY_MUSEUM = category("Activity"), category("Book", "Popular science"), category("Museum", "History")
ES, JP = country("ES"), country("JP")
RED, WHITE, ROSE = has_field("colour", "red"), has_field("colour", "white"), has_field("colour", "rosé")

# The sample's countries by continent (Turkey, on two continents, is left out of both).
EUROPE_CODES = ("IT", "FR", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR")
ASIA_CODES = ("JP", "IN", "KR", "VN")


def countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def after(moment: datetime) -> Predicate:
    return lambda i: i["itemDate"] > moment


EUROPE, ASIA = countries(*EUROPE_CODES), countries(*ASIA_CODES)
EUROPE_NOT_FR_IT = countries(*(c for c in EUROPE_CODES if c not in ("FR", "IT")))
SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)


def chat(name: str, persona: str, *steps: Step) -> Conversation:
    """A conversation typed by one persona: the persona tags the conversation and each of its turns."""
    tagged = tuple(replace(s, tags=(*s.tags, persona)) for s in steps)
    return replace(talk(name, *tagged), tags=(persona,))


LUCA_WINES = every(WINE, with_("Luca"))
CHAMPAGNE = every(WINE, region("Champagne"))
EU_WHITES = every(WINE, WHITE, EUROPE_NOT_FR_IT)
SOFIA_TOM_DINNERS = every(DINNER, with_("Sofia", "Tom"))
ANNA_ROBERTO_HIKES = every(HIKE, with_("Anna", "Roberto"))
ANNA_BREAKFASTS_EU = every(BREAKFAST, with_("Anna"), without("James"), EUROPE)
KOSHU = every(WINE, has_field("variety", "koshu"))
ELENA_DINNERS = every(DINNER, with_("Elena"))
BEN_RIDES = every(BIKE, with_("Ben"))
MARY_WINES_2018 = every(WINE, with_("Mary"), year(2018))
TUSCANY = every(WINE, region("Tuscany"))
NAPA = every(WINE, region("Napa Valley"))

CONVERSATIONS: tuple[Conversation, ...] = (
    chat(
        "sommelier: the reds I tasted with Luca",
        SOMMELIER,
        step("Which wines have I tasted with Luca?", LUCA_WINES, SIMPLE),
        step("how many of those were sangiovese", Those(has_field("variety", "sangiovese")), QUANTITATIVE, COREFERENCED),
        step("and primitivo?", every(LUCA_WINES, has_field("variety", "primitivo")), ELLIPSIS),
        step("Whcih one did I score highest?", Best("rating"), QUANTITATIVE, COREFERENCED, TYPO),
        step("what year was that", Detail("year"), COREFERENCED),
    ),
    chat(
        "sommelier: bubbly from the Champagne region",
        SOMMELIER,
        step("Pull up the bubbly I had in the Champagne region", CHAMPAGNE, SIMPLE),
        step("did any of them get less than 2 stars?", Verdict(exists(every(CHAMPAGNE, rating("<", 2)))), VERIFICATION, COREFERENCED),
        step("ok, which ones did I drink without Mary", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED),
    ),
    chat(
        "sommelier: the rest of Europe",
        SOMMELIER,
        step(
            "European reds, but nothing from France or Italy",
            every(WINE, RED, EUROPE_NOT_FR_IT),
            LOGICAL,
        ),
        step("same for the whites", EU_WHITES, ELLIPSIS),
        step(
            "whats the avg rating on those",
            Answer(mean("rating"), EU_WHITES),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
        ),
    ),
    chat(
        "sommelier: Spanish colours and tasting partners",
        SOMMELIER,
        step(
            "In Spain, did I go for more reds or more whites?",
            Compare((("red", every(WINE, ES, RED)), ("white", every(WINE, ES, WHITE)))),
            COMPARATIVE,
        ),
        step("was there ever a rosé in there too?", Verdict(exists(every(WINE, ES, ROSE))), VERIFICATION, COREFERENCED),
        step(
            "Overall, have I shared more bottles with Roberto or with Luca?",
            Compare((("Roberto", every(WINE, with_("Roberto"))), ("Luca", LUCA_WINES))),
            COMPARATIVE,
        ),
    ),
    chat(
        "sommelier: Napa cabernets, best and worst",
        SOMMELIER,
        step(
            "top 5 napa cabs by rating",
            Top("rating", 5, every(NAPA, has_field("variety", "cabernet sauvignon"))),
            QUANTITATIVE,
            TYPO,
        ),
        step("And the lowest rated wine I ever had in Napa Valley?", Best("rating", highest=False, among=NAPA), QUANTITATIVE),
    ),
    chat(
        "parent: dinners with Sofia and Tom",
        PARENT,
        step(
            "How many times did we have dinner with both Sofia and Tom last year?",
            every(SOFIA_TOM_DINNERS, year(2025)),
            QUANTITATIVE,
            LOGICAL,
        ),
        step("and in 2024?", every(SOFIA_TOM_DINNERS, year(2024)), ELLIPSIS, QUANTITATIVE),
        step(
            "were any of those a 5 star dinner?",
            Verdict(exists(every(SOFIA_TOM_DINNERS, year(2024), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    chat(
        "parent: Chloé's first museum",
        PARENT,
        step(
            "When did I first take Chloé to a museum?",
            Best("itemDate", highest=False, among=every(MUSEUM, with_("Chloé"))),
            QUANTITATIVE,
        ),
        step("where was that?", Detail("city"), COREFERENCED),
        step(
            "Has she been to a museum abroad with me since then?",
            Verdict(exists(every(MUSEUM, with_("Chloé"), not_(country("US")), after(datetime(2012, 6, 26))))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    chat(
        "parent: hikes with Anna and Roberto",
        PARENT,
        step("hikes with Anna and Roberto", ANNA_ROBERTO_HIKES, SIMPLE, LOGICAL),
        step("what was the average climb on those, in metres?", Answer(mean("elevation"), ANNA_ROBERTO_HIKES), QUANTITATIVE, COREFERENCED),
        step("now only the ones Mary didnt come to", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED, TYPO),
    ),
    chat(
        "parent: which season Anna likes to hike",
        PARENT,
        step(
            "Do Anna and I go hiking more in spring or in autumn?",
            Compare((("spring", every(HIKE, with_("Anna"), SPRING)), ("autumn", every(HIKE, with_("Anna"), AUTUMN)))),
            COMPARATIVE,
        ),
        step(
            "Did we eat out more in Italy or in Spain?",
            Compare((("Italy", every(FOOD, country("IT"))), ("Spain", every(FOOD, ES)))),
            COMPARATIVE,
        ),
    ),
    chat(
        "parent: history in 2019",
        PARENT,
        step("Show me the history stuff from 2019", Clarify(("book", "museum")), CLARIFICATION),
        step("the museums", every(HISTORY_MUSEUM, year(2019)), ELLIPSIS),
    ),
    chat(
        "parent: breakfasts with Anna, not James",
        PARENT,
        step("breakfasts with Anna where James wasn't there", every(BREAKFAST, with_("Anna"), without("James")), LOGICAL),
        step("just the ones in Europe", ANNA_BREAKFASTS_EU, ELLIPSIS, LOGICAL),
        step("how many different countries is that", Answer(distinct_places("country"), ANNA_BREAKFASTS_EU), QUANTITATIVE, COREFERENCED),
    ),
    chat(
        "non-native: eating out with Chloé or Priya",
        NON_NATIVE,
        step(
            "I eat out more often with Chloé or with Priya?",
            Compare((("Chloé", every(FOOD, with_("Chloé"))), ("Priya", every(FOOD, with_("Priya"))))),
            COMPARATIVE,
        ),
        step("I want to see all lunch I did with Priya in Japan", every(LUNCH, with_("Priya"), JP), SIMPLE),
        step("And in Spain?", every(LUNCH, with_("Priya"), ES), ELLIPSIS),
        step(
            "Which one was the most good?",
            Best("rating"),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    chat(
        "non-native: wine in Asia and koshu",
        NON_NATIVE,
        step("How much wine I have drink in Asia?", every(WINE, ASIA), QUANTITATIVE),
        step(
            "Is true that I drink koshu together with Kenji?",
            Verdict(exists(every(KOSHU, with_("Kenji")))),
            VERIFICATION,
        ),
        step(
            "And with Luca?",
            Verdict(exists(every(KOSHU, with_("Luca")))),
            VERIFICATION,
            ELLIPSIS,
        ),
    ),
    chat(
        "non-native: eating there",
        NON_NATIVE,
        step("What I have eat there?", Clarify(), CLARIFICATION),
        step("In Lisbon, sorry", every(FOOD, city("Lisbon")), ELLIPSIS),
        step("How many from this was with Mary?", Those(with_("Mary")), QUANTITATIVE, COREFERENCED),
    ),
    chat(
        "phone: wines with Mary by year",
        PHONE,
        step("hw many wines w mary in 2019", every(WINE, with_("Mary"), year(2019)), QUANTITATIVE, TYPO),
        step("nd 2018?", MARY_WINES_2018, ELLIPSIS, TYPO),
        step(
            "more reds or whites tht yr?",
            Compare((("red", every(MARY_WINES_2018, RED)), ("white", every(MARY_WINES_2018, WHITE)))),
            COMPARATIVE,
            COREFERENCED,
            TYPO,
        ),
    ),
    chat(
        "phone: dinners with Elena",
        PHONE,
        step("did i evr have dinner w elena", Verdict(exists(ELENA_DINNERS)), VERIFICATION, TYPO),
        step(
            "whens the last time",
            Best("itemDate", among=ELENA_DINNERS),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
        ),
        step(
            "did we drink any wine there?",
            Verdict(exists(every(WINE, city("Delphi"), with_("Elena")))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    chat(
        "phone: bike rides with Ben",
        PHONE,
        step("bike rides w ben", BEN_RIDES, SIMPLE, TYPO),
        step("whats the total", Clarify(("distance", "duration")), CLARIFICATION, TYPO),
        step("distnce", Answer(total("distance"), BEN_RIDES), ELLIPSIS, QUANTITATIVE, TYPO),
    ),
    chat(
        "phone: Tuscany after a false start",
        PHONE,
        step("wheres the seocnd one", Clarify(), CLARIFICATION, TYPO),
        step("ugh nvm. tuscny wines", TUSCANY, SIMPLE, TYPO),
        step("whch was the worst", Best("rating", highest=False), QUANTITATIVE, COREFERENCED, TYPO),
    ),
    chat(
        "parent: everything with Elena",
        PARENT,
        step("What have I done with Elena?", with_("Elena"), SIMPLE),
        step("which of it was the longest?", Clarify(("distance", "nights")), CLARIFICATION, COREFERENCED),
        step("by distance", Best("distance", among=every(ACTIVITY, with_("Elena"))), ELLIPSIS, QUANTITATIVE),
    ),
    chat(
        "non-native: science things",
        NON_NATIVE,
        step("Please show me science things from 2019", Clarify(("book", "museum")), CLARIFICATION),
        step("The books, please", every(POPULAR_SCIENCE, year(2019)), ELLIPSIS),
    ),
)
