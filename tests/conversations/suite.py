"""The conversations. Tags name the phenomena a turn exercises, for the accuracy report."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from .expect import (
    Best, Expectation, Pick, Those, between, category, cities, city, country, every, field as has_field, kind, not_kind,
    number, rating, region, since, title_has, with_, without, year,
)

DIRECT, FOLLOW_ON, COREFERENCE, SWITCH, NEGATION, DATES, PLACES = (
    "direct question", "follow-on/ellipsis", "coreference", "topic switch", "negation", "dates", "places")
PHENOMENA = (DIRECT, FOLLOW_ON, COREFERENCE, SWITCH, NEGATION, DATES, PLACES)
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


@dataclass(frozen=True)
class Step:
    text: str
    intent: str | None
    expect: Expectation = None
    tags: tuple[str, ...] = ()
    says: str | None = None  # a phrase the answer must contain
    switch: str | None = None  # the expected contextSwitch


@dataclass(frozen=True)
class Conversation:
    name: str
    steps: tuple[Step, ...]
    location: tuple[float, float] | None = None
    tags: tuple[str, ...] = field(default=())


def talk(name: str, *steps: Step, location: tuple[float, float] | None = None) -> Conversation:
    return Conversation(name, steps, location)


WINE = category("Drink", "Wine")
FR, IT, GR, US, JP = country("FR"), country("IT"), country("GR"), country("US"), country("JP")
SF = (37.7749, -122.4194)

CONVERSATIONS: tuple[Conversation, ...] = (
    talk("wines of France, red, Napa",
         Step("Show me wines rated greater than 3 from France", "find", every(WINE, FR, rating(">", 3)), (DIRECT, PLACES)),
         Step("What about red wines?", "find", every(WINE, FR, rating(">", 3), has_field("colour", "red")), (FOLLOW_ON,)),
         Step("What about from Napa Valley?", "find", every(WINE, region("Napa Valley"), rating(">", 3), has_field("colour", "red")), (FOLLOW_ON, PLACES))),
    talk("the seed's example",
         Step("Show me wines from France in 2018 rated at least 3", "find", every(WINE, FR, year(2018), rating(">=", 3)), (DIRECT, DATES, PLACES)),
         Step("what about red ones?", "find", every(WINE, FR, year(2018), rating(">=", 3), has_field("colour", "red")), (FOLLOW_ON,)),
         Step("show me a map", "map", every(WINE, FR, year(2018), rating(">=", 3), has_field("colour", "red")), (FOLLOW_ON,))),
    talk("books of 2022 then a list",
         Step("How many books did I read in 2022?", "count", every(category("Book"), year(2022)), (DIRECT, DATES)),
         Step("Show me a list", "list", every(category("Book"), year(2022)), (FOLLOW_ON,))),
    talk("hikes without Roberto, on a map",
         Step("Show me hikes last year except with Roberto", "find", every(kind("Hike"), year(2025), without("Roberto")), (DIRECT, DATES, NEGATION)),
         Step("Show me a map", "map", every(kind("Hike"), year(2025), without("Roberto")), (FOLLOW_ON,))),
    talk("walks in Greece last summer",
         Step("Tell me about walks we did in Greece last summer with Mary", "find", every(kind("Walk"), GR, LAST_SUMMER, with_("Mary")), (DIRECT, DATES, PLACES)),
         Step("the first one", "select", Pick(1), (COREFERENCE,)),
         Step("where was it?", "detail", Pick(1), (COREFERENCE,), says="Greece")),
    talk("science books of 2015",
         Step("Show me books I read in 2015 with science in the title", "find", every(category("Book"), year(2015), title_has("science")), (DIRECT, DATES))),
    talk("reference books",
         Step("books of type reference", "find", kind("Reference"), (DIRECT,))),
    talk("primitivo last year",
         Step("Show me wines we had from Italy last year with the variety primitivo", "find", every(WINE, IT, year(2025), has_field("variety", "primitivo")), (DIRECT, DATES, PLACES))),
    talk("Cortina hikes",
         Step("Show me hikes we did in 2016 near Cortina d'Ampezzo", "find", every(kind("Hike"), year(2016), city("Cortina d'Ampezzo")), (DIRECT, DATES, PLACES)),
         Step("which was the best rated?", "find", Best("rating"), (COREFERENCE,))),
    talk("lunches nearby",
         Step("What are lunches we've had nearby that we've rated at least 4?", "find",
              every(kind("Lunch"), cities("San Francisco", "Oakland", "Berkeley", "Mill Valley"), rating(">=", 4)), (DIRECT, PLACES)),
         location=SF),
    talk("intersection with those",
         Step("show me wines", "find", WINE, (DIRECT,)),
         Step("how many of those were in Italy?", "count", Those(IT), (COREFERENCE, PLACES))),
    talk("difference with those",
         Step("show me hikes last year", "find", every(kind("Hike"), year(2025)), (DIRECT, DATES)),
         Step("which ones weren't with Mary?", "find", Those(with_("Mary"), keep=False), (COREFERENCE, NEGATION))),
    talk("copy and substitute a year",
         Step("show me dinners in 2018 rated 5", "find", every(kind("Dinner"), year(2018), rating("==", 5)), (DIRECT, DATES)),
         Step("and in 2019?", "find", every(kind("Dinner"), year(2019), rating("==", 5)), (FOLLOW_ON, DATES))),
    talk("wines then books switches topic",
         Step("Show me wines from Italy", "find", every(WINE, IT), (DIRECT, PLACES)),
         Step("What about books?", "find", category("Book"), (SWITCH,), switch="auto")),
    talk("explicit switch",
         Step("Show me red wines from France", "find", every(WINE, FR, has_field("colour", "red")), (DIRECT, PLACES)),
         Step("Enough about wines", None, None, (SWITCH,), switch="explicit"),
         Step("what about Kyoto?", "find", city("Kyoto"), (SWITCH, PLACES))),
    talk("Kyoto then dinners there",
         Step("what did we do in Kyoto?", "find", city("Kyoto"), (DIRECT, PLACES)),
         Step("only dinners", "find", every(city("Kyoto"), kind("Dinner")), (FOLLOW_ON,))),
    talk("runs since March 2020",
         Step("runs since March 2020 longer than 15 km", "find", every(kind("Run"), since(datetime(2020, 3, 1)), number("distance", ">", 15)), (DIRECT, DATES)),
         Step("what about hikes?", "find", every(kind("Hike"), since(datetime(2020, 3, 1)), number("distance", ">", 15)), (FOLLOW_ON,))),
    talk("between years",
         Step("Show me museums between 2012 and 2014", "find", every(category("Museum"), year(2012, 2013, 2014)), (DIRECT, DATES)),
         Step("only art museums", "find", every(kind("Art"), year(2012, 2013, 2014)), (FOLLOW_ON,))),
    talk("not wine",
         Step("drinks that are not wine in 2019", "find", every(category("Drink"), not_kind("Wine"), year(2019)), (DIRECT, NEGATION, DATES))),
    talk("ski days",
         Step("how many ski days did we have in 2015?", "count", every(kind("Ski"), year(2015)), (DIRECT, DATES)),
         Step("show me a list", "list", every(kind("Ski"), year(2015)), (FOLLOW_ON,)),
         Step("the first one", "select", Pick(1), (COREFERENCE,)),
         Step("who was with me?", "detail", Pick(1), (COREFERENCE,))),
    talk("japan trip",
         Step("show me museums in Japan", "find", every(category("Museum"), JP), (DIRECT, PLACES)),
         Step("what about in 2023?", "find", every(category("Museum"), JP, year(2023)), (FOLLOW_ON, DATES))),
    talk("beer and cocktails",
         Step("show me beers", "find", kind("Beer"), (DIRECT,)),
         Step("what about cocktails?", "find", kind("Cocktail"), (FOLLOW_ON,)),
         Step("how many of those were rated 5?", "count", Those(rating("==", 5)), (COREFERENCE,))),
    talk("italian dinners",
         Step("italian dinners rated 5", "find", every(kind("Dinner"), has_field("cuisine", "italian"), rating("==", 5)), (DIRECT,)),
         Step("what about 4?", "find", every(kind("Dinner"), has_field("cuisine", "italian"), rating("==", 4)), (FOLLOW_ON,))),
    talk("trips",
         Step("how many trips did we take in 2019?", "count", every(category("Travel"), year(2019)), (DIRECT, DATES)),
         Step("show me a map", "map", every(category("Travel"), year(2019)), (FOLLOW_ON,))),
    talk("long hikes",
         Step("hikes longer than 20 km", "find", every(kind("Hike"), number("distance", ">", 20)), (DIRECT,)),
         Step("which was the longest?", "find", Best("distance"), (COREFERENCE,))),
    talk("wines in the United States",
         Step("wines from the USA rated 5", "find", every(WINE, US, rating("==", 5)), (DIRECT, PLACES)),
         Step("how many of those were white?", "count", Those(has_field("colour", "white")), (COREFERENCE,))),
    talk("greek wines",
         Step("show me greek wines", "find", every(WINE, GR), (DIRECT, PLACES))),
    talk("books by rating",
         Step("books from 2024 sorted by rating", "find", every(category("Book"), year(2024)), (DIRECT, DATES)),
         Step("the first one", "select", Pick(1), (COREFERENCE,))),
    talk("walks with Mary and Elena",
         Step("walks with Mary and Elena", "find", every(kind("Walk"), with_("Mary", "Elena")), (DIRECT,)),
         Step("how many of those were in Athens?", "count", Those(city("Athens")), (COREFERENCE, PLACES))),
    talk("bike rides last month",
         Step("bike rides in the summer of 2019", "find", every(kind("Bike ride"), between(datetime(2019, 6, 1), datetime(2019, 9, 1))), (DIRECT, DATES))),
)

ES, PT, US_CA = country("ES"), country("PT"), region("California")
FOOD = category("Food")

CONVERSATIONS += (
    talk("a long wine evening",
         Step("show me wines from Spain", "find", every(WINE, ES), (DIRECT, PLACES)),
         Step("only red ones", "find", every(WINE, ES, has_field("colour", "red")), (FOLLOW_ON,)),
         Step("rated at least 4", "find", every(WINE, ES, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON,)),
         Step("what about Portugal?", "find", every(WINE, PT, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON, PLACES)),
         Step("how many were there?", "count", every(WINE, PT, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON,)),
         Step("show me a map", "map", every(WINE, PT, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON,))),
    talk("dinners around the years",
         Step("dinners in Paris", "find", every(kind("Dinner"), city("Paris")), (DIRECT, PLACES)),
         Step("and in Barcelona?", "find", every(kind("Dinner"), city("Barcelona")), (FOLLOW_ON, PLACES)),
         Step("what about lunches?", "find", every(kind("Lunch"), city("Barcelona")), (FOLLOW_ON,)),
         Step("and breakfasts?", "find", every(kind("Breakfast"), city("Barcelona")), (FOLLOW_ON,)),
         Step("and in Lisbon?", "find", every(kind("Breakfast"), city("Lisbon")), (FOLLOW_ON, PLACES))),
    talk("runs by distance",
         Step("show me runs in 2021", "find", every(kind("Run"), year(2021)), (DIRECT, DATES)),
         Step("which was the longest?", "find", Best("distance"), (COREFERENCE,)),
         Step("where was it?", "detail", None, (COREFERENCE,), says="was in")),
    talk("activities with Tom",
         Step("activities with Tom", "find", every(category("Activity"), with_("Tom")), (DIRECT,)),
         Step("how many of those were in 2013?", "count", Those(year(2013)), (COREFERENCE, DATES)),
         Step("show me a list", "list", every(category("Activity"), with_("Tom"), year(2013)), (FOLLOW_ON,))),
    talk("museums without Mary",
         Step("museums I visited without Mary", "find", every(category("Museum"), without("Mary")), (DIRECT, NEGATION)),
         Step("what about in 2020?", "find", every(category("Museum"), without("Mary"), year(2020)), (FOLLOW_ON, DATES))),
    talk("travel in Asia countries",
         Step("trips to Japan", "find", every(category("Travel"), JP), (DIRECT, PLACES)),
         Step("what about South Korea?", "find", every(category("Travel"), country("KR")), (FOLLOW_ON, PLACES)),
         Step("and Vietnam?", "find", every(category("Travel"), country("VN")), (FOLLOW_ON, PLACES))),
    talk("switching topics three times",
         Step("show me hikes in 2019", "find", every(kind("Hike"), year(2019)), (DIRECT, DATES)),
         Step("show me wines in 2019", "find", every(WINE, year(2019)), (SWITCH, DATES), switch="auto"),
         Step("what about books?", "find", category("Book"), (SWITCH,), switch="auto"),
         Step("only novels", "find", kind("Novel"), (FOLLOW_ON,))),
    talk("white wines last year",
         Step("white wines last year", "find", every(WINE, has_field("colour", "white"), year(2025)), (DIRECT, DATES)),
         Step("which was the best rated?", "find", Best("rating"), (COREFERENCE,)),
         Step("who was with me?", "detail", None, (COREFERENCE,))),
    talk("sparkling",
         Step("show me sparkling wines", "find", every(WINE, has_field("colour", "sparkling")), (DIRECT,)),
         Step("how many of those were in France?", "count", Those(FR), (COREFERENCE, PLACES))),
    talk("poetry then history",
         Step("poetry books", "find", kind("Poetry"), (DIRECT,)),
         Step("what about history books?", "find", every(category("Book"), kind("History")), (FOLLOW_ON,)),
         Step("since 2020", "find", every(category("Book"), kind("History"), since(datetime(2020, 1, 1))), (FOLLOW_ON, DATES))),
    talk("ski in Europe",
         Step("ski days in Austria", "find", every(kind("Ski"), country("AT")), (DIRECT, PLACES)),
         Step("what about Switzerland?", "find", every(kind("Ski"), country("CH")), (FOLLOW_ON, PLACES)),
         Step("and in the United States?", "find", every(kind("Ski"), US), (FOLLOW_ON, PLACES))),
    talk("napa weekends",
         Step("wines from Napa Valley in 2024", "find", every(WINE, region("Napa Valley"), year(2024)), (DIRECT, DATES, PLACES)),
         Step("which ones weren't with Roberto?", "find", Those(with_("Roberto"), keep=False), (COREFERENCE, NEGATION)),
         Step("the first one", "select", Pick(1), (COREFERENCE,))),
    talk("dates in words",
         Step("hikes in the last 3 years", "find", every(kind("Hike"), since(datetime(2023, 11, 29, 12))), (DIRECT, DATES)),
         Step("what about in March 2024?", "find", every(kind("Hike"), between(datetime(2024, 3, 1), datetime(2024, 4, 1))), (FOLLOW_ON, DATES))),
    talk("food in Mexico",
         Step("what did we eat in Mexico?", "find", every(FOOD, country("MX")), (DIRECT, PLACES)),
         Step("only lunches", "find", every(kind("Lunch"), country("MX")), (FOLLOW_ON,))),
    talk("help and recap",
         Step("help", "help", None, ()),
         Step("show me beers in 2016", "find", every(kind("Beer"), year(2016)), (DIRECT, DATES)),
         Step("what have we talked about?", "recap", None, (), says="2016")),
    talk("books by an author",
         Step("books by Ada Winter", "find", every(category("Book"), has_field("author", "Ada Winter")), (DIRECT,)),
         Step("how many of those were novels?", "count", Those(kind("Novel")), (COREFERENCE,))),
    talk("cheap trips: nights",
         Step("trips of more than 10 nights", "find", every(category("Travel"), number("nights", ">", 10)), (DIRECT,)),
         Step("which ones weren't with Mary?", "find", Those(with_("Mary"), keep=False), (COREFERENCE, NEGATION))),
    talk("california hikes",
         Step("hikes in California in 2012", "find", every(kind("Hike"), US_CA, year(2012)), (DIRECT, PLACES, DATES)),
         Step("and Marin County?", "find", every(kind("Hike"), region("Marin County"), year(2012)), (FOLLOW_ON, PLACES))),
    talk("before a year",
         Step("museums before 2011", "find", every(category("Museum"), year(2010)), (DIRECT, DATES)),
         Step("after 2025", "find", every(category("Museum"), since(datetime(2026, 1, 1))), (FOLLOW_ON, DATES))),
    talk("rating words",
         Step("dinners with a rating of 1", "find", every(kind("Dinner"), rating("==", 1)), (DIRECT,)),
         Step("what about 2?", "find", every(kind("Dinner"), rating("==", 2)), (FOLLOW_ON,)),
         Step("how many of those were in 2015?", "count", Those(year(2015)), (COREFERENCE, DATES))),
)
