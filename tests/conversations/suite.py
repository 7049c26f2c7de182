"""The conversations. Tags name the phenomena a turn exercises, for the accuracy report."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from .expect import (
    Best,
    Expectation,
    Item,
    Pick,
    Those,
    between,
    category,
    cities,
    city,
    country,
    every,
    kind,
    not_kind,
    number,
    rating,
    region,
    since,
    title_has,
    with_,
    without,
    year,
)
from .expect import (
    field as has_field,
)

DIRECT, FOLLOW_ON, COREFERENCE, SWITCH, NEGATION, DATES, PLACES = (
    "direct question",
    "follow-on/ellipsis",
    "coreference",
    "topic switch",
    "negation",
    "dates",
    "places",
)
PHENOMENA = (DIRECT, FOLLOW_ON, COREFERENCE, SWITCH, NEGATION, DATES, PLACES)
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


ANY_INTENT = "*"  # a Step's intent when only the reply is judged, not the intent's name


@dataclass(frozen=True)
class Step:
    text: str
    intent: str | None
    expect: Expectation = None
    tags: tuple[str, ...] = ()
    says: str | None = None  # a phrase the answer must contain
    switch: str | None = None  # the expected contextSwitch
    known_failure: str | None = None  # what the assistant is observed to get wrong; the turn must still fail


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
    talk(
        "wines of France, red, Napa",
        Step("Show me wines rated greater than 3 from France", "find", every(WINE, FR, rating(">", 3)), (DIRECT, PLACES)),
        Step("What about red wines?", "find", every(WINE, FR, rating(">", 3), has_field("colour", "red")), (FOLLOW_ON,)),
        Step(
            "What about from Napa Valley?",
            "find",
            every(WINE, region("Napa Valley"), rating(">", 3), has_field("colour", "red")),
            (FOLLOW_ON, PLACES),
        ),
    ),
    talk(
        "the seed's example",
        Step(
            "Show me wines from France in 2018 rated at least 3",
            "find",
            every(WINE, FR, year(2018), rating(">=", 3)),
            (DIRECT, DATES, PLACES),
        ),
        Step("what about red ones?", "find", every(WINE, FR, year(2018), rating(">=", 3), has_field("colour", "red")), (FOLLOW_ON,)),
        Step("show me a map", "map", every(WINE, FR, year(2018), rating(">=", 3), has_field("colour", "red")), (FOLLOW_ON,)),
    ),
    talk(
        "books of 2022 then a list",
        Step("How many books did I read in 2022?", "count", every(category("Book"), year(2022)), (DIRECT, DATES)),
        Step("Show me a list", "list", every(category("Book"), year(2022)), (FOLLOW_ON,)),
    ),
    talk(
        "hikes without Roberto, on a map",
        Step(
            "Show me hikes last year except with Roberto",
            "find",
            every(kind("Hike"), year(2025), without("Roberto")),
            (DIRECT, DATES, NEGATION),
        ),
        Step("Show me a map", "map", every(kind("Hike"), year(2025), without("Roberto")), (FOLLOW_ON,)),
    ),
    talk(
        "walks in Greece last summer",
        Step(
            "Tell me about walks we did in Greece last summer with Mary",
            "find",
            every(kind("Walk"), GR, LAST_SUMMER, with_("Mary")),
            (DIRECT, DATES, PLACES),
        ),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
        Step("where was it?", "detail", Pick(1), (COREFERENCE,), says="Greece"),
    ),
    talk(
        "science books of 2015",
        Step(
            "Show me books I read in 2015 with science in the title",
            "find",
            every(category("Book"), year(2015), title_has("science")),
            (DIRECT, DATES),
        ),
    ),
    talk("reference books", Step("books of type reference", "find", kind("Reference"), (DIRECT,))),
    talk(
        "primitivo last year",
        Step(
            "Show me wines we had from Italy last year with the variety primitivo",
            "find",
            every(WINE, IT, year(2025), has_field("variety", "primitivo")),
            (DIRECT, DATES, PLACES),
        ),
    ),
    talk(
        "Cortina hikes",
        Step(
            "Show me hikes we did in 2016 near Cortina d'Ampezzo",
            "find",
            every(kind("Hike"), year(2016), city("Cortina d'Ampezzo")),
            (DIRECT, DATES, PLACES),
        ),
        Step("which was the best rated?", "find", Best("rating"), (COREFERENCE,)),
    ),
    talk(
        "lunches nearby",
        Step(
            "What are lunches we've had nearby that we've rated at least 4?",
            "find",
            every(kind("Lunch"), cities("San Francisco", "Oakland", "Berkeley", "Mill Valley"), rating(">=", 4)),
            (DIRECT, PLACES),
        ),
        location=SF,
    ),
    talk(
        "intersection with those",
        Step("show me wines", "find", WINE, (DIRECT,)),
        Step("how many of those were in Italy?", "count", Those(IT), (COREFERENCE, PLACES)),
    ),
    talk(
        "difference with those",
        Step("show me hikes last year", "find", every(kind("Hike"), year(2025)), (DIRECT, DATES)),
        Step("which ones weren't with Mary?", "find", Those(with_("Mary"), keep=False), (COREFERENCE, NEGATION)),
    ),
    talk(
        "copy and substitute a year",
        Step("show me dinners in 2018 rated 5", "find", every(kind("Dinner"), year(2018), rating("==", 5)), (DIRECT, DATES)),
        Step("and in 2019?", "find", every(kind("Dinner"), year(2019), rating("==", 5)), (FOLLOW_ON, DATES)),
    ),
    talk(
        "wines then books switches topic",
        Step("Show me wines from Italy", "find", every(WINE, IT), (DIRECT, PLACES)),
        Step("What about books?", "find", category("Book"), (SWITCH,), switch="auto"),
    ),
    talk(
        "explicit switch",
        Step("Show me red wines from France", "find", every(WINE, FR, has_field("colour", "red")), (DIRECT, PLACES)),
        Step("Enough about wines", None, None, (SWITCH,), switch="explicit"),
        Step("what about Kyoto?", "find", city("Kyoto"), (SWITCH, PLACES)),
    ),
    talk(
        "Kyoto then dinners there",
        Step("what did we do in Kyoto?", "find", city("Kyoto"), (DIRECT, PLACES)),
        Step("only dinners", "find", every(city("Kyoto"), kind("Dinner")), (FOLLOW_ON,)),
    ),
    talk(
        "runs since March 2020",
        Step(
            "runs since March 2020 longer than 15 km",
            "find",
            every(kind("Run"), since(datetime(2020, 3, 1)), number("distance", ">", 15)),
            (DIRECT, DATES),
        ),
        Step("what about hikes?", "find", every(kind("Hike"), since(datetime(2020, 3, 1)), number("distance", ">", 15)), (FOLLOW_ON,)),
    ),
    talk(
        "between years",
        Step("Show me museums between 2012 and 2014", "find", every(category("Museum"), year(2012, 2013, 2014)), (DIRECT, DATES)),
        Step("only art museums", "find", every(kind("Art"), year(2012, 2013, 2014)), (FOLLOW_ON,)),
    ),
    talk(
        "not wine",
        Step("drinks that are not wine in 2019", "find", every(category("Drink"), not_kind("Wine"), year(2019)), (DIRECT, NEGATION, DATES)),
    ),
    talk(
        "ski days",
        Step("how many ski days did we have in 2015?", "count", every(kind("Ski"), year(2015)), (DIRECT, DATES)),
        Step("show me a list", "list", every(kind("Ski"), year(2015)), (FOLLOW_ON,)),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
        Step("who was with me?", "detail", Pick(1), (COREFERENCE,)),
    ),
    talk(
        "japan trip",
        Step("show me museums in Japan", "find", every(category("Museum"), JP), (DIRECT, PLACES)),
        Step("what about in 2023?", "find", every(category("Museum"), JP, year(2023)), (FOLLOW_ON, DATES)),
    ),
    talk(
        "beer and cocktails",
        Step("show me beers", "find", kind("Beer"), (DIRECT,)),
        Step("what about cocktails?", "find", kind("Cocktail"), (FOLLOW_ON,)),
        Step("how many of those were rated 5?", "count", Those(rating("==", 5)), (COREFERENCE,)),
    ),
    talk(
        "italian dinners",
        Step("italian dinners rated 5", "find", every(kind("Dinner"), has_field("cuisine", "italian"), rating("==", 5)), (DIRECT,)),
        Step("what about 4?", "find", every(kind("Dinner"), has_field("cuisine", "italian"), rating("==", 4)), (FOLLOW_ON,)),
    ),
    talk(
        "trips",
        Step("how many trips did we take in 2019?", "count", every(category("Travel"), year(2019)), (DIRECT, DATES)),
        Step("show me a map", "map", every(category("Travel"), year(2019)), (FOLLOW_ON,)),
    ),
    talk(
        "long hikes",
        Step("hikes longer than 20 km", "find", every(kind("Hike"), number("distance", ">", 20)), (DIRECT,)),
        Step("which was the longest?", "find", Best("distance"), (COREFERENCE,)),
    ),
    talk(
        "wines in the United States",
        Step("wines from the USA rated 5", "find", every(WINE, US, rating("==", 5)), (DIRECT, PLACES)),
        Step("how many of those were white?", "count", Those(has_field("colour", "white")), (COREFERENCE,)),
    ),
    talk("greek wines", Step("show me greek wines", "find", every(WINE, GR), (DIRECT, PLACES))),
    talk(
        "books by rating",
        Step("books from 2024 sorted by rating", "sort", every(category("Book"), year(2024)), (DIRECT, DATES)),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
    ),
    talk(
        "walks with Mary and Elena",
        Step("walks with Mary and Elena", "find", every(kind("Walk"), with_("Mary", "Elena")), (DIRECT,)),
        Step("how many of those were in Athens?", "count", Those(city("Athens")), (COREFERENCE, PLACES)),
    ),
    talk(
        "bike rides last month",
        Step(
            "bike rides in the summer of 2019",
            "find",
            every(kind("Bike ride"), between(datetime(2019, 6, 1), datetime(2019, 9, 1))),
            (DIRECT, DATES),
        ),
    ),
)

ES, PT = country("ES"), country("PT")


def US_CA(i: Item) -> bool:  # California takes in its wine valleys, Marin County and Lake Tahoe's towns
    return i["place"]["region"] in ("California", "Napa Valley", "Sonoma Valley", "Marin County") or i["place"]["city"] in (
        "Truckee",
        "South Lake Tahoe",
    )


FOOD = category("Food")

CONVERSATIONS += (
    talk(
        "a long wine evening",
        Step("show me wines from Spain", "find", every(WINE, ES), (DIRECT, PLACES)),
        Step("only red ones", "find", every(WINE, ES, has_field("colour", "red")), (FOLLOW_ON,)),
        Step("rated at least 4", "find", every(WINE, ES, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON,)),
        Step("what about Portugal?", "find", every(WINE, PT, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON, PLACES)),
        Step("how many were there?", "count", every(WINE, PT, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON,)),
        Step("show me a map", "map", every(WINE, PT, has_field("colour", "red"), rating(">=", 4)), (FOLLOW_ON,)),
    ),
    talk(
        "dinners around the years",
        Step("dinners in Paris", "find", every(kind("Dinner"), city("Paris")), (DIRECT, PLACES)),
        Step("and in Barcelona?", "find", every(kind("Dinner"), city("Barcelona")), (FOLLOW_ON, PLACES)),
        Step("what about lunches?", "find", every(kind("Lunch"), city("Barcelona")), (FOLLOW_ON,)),
        Step("and breakfasts?", "find", every(kind("Breakfast"), city("Barcelona")), (FOLLOW_ON,)),
        Step("and in Lisbon?", "find", every(kind("Breakfast"), city("Lisbon")), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "runs by distance",
        Step("show me runs in 2021", "find", every(kind("Run"), year(2021)), (DIRECT, DATES)),
        Step("which was the longest?", "find", Best("distance"), (COREFERENCE,)),
        Step("where was it?", "detail", None, (COREFERENCE,), says="was in"),
    ),
    talk(
        "activities with Tom",
        Step("activities with Tom", "find", every(category("Activity"), with_("Tom")), (DIRECT,)),
        Step("how many of those were in 2013?", "count", Those(year(2013)), (COREFERENCE, DATES)),
        Step("show me a list", "list", every(category("Activity"), with_("Tom"), year(2013)), (FOLLOW_ON,)),
    ),
    talk(
        "museums without Mary",
        Step("museums I visited without Mary", "find", every(category("Museum"), without("Mary")), (DIRECT, NEGATION)),
        Step("what about in 2020?", "find", every(category("Museum"), without("Mary"), year(2020)), (FOLLOW_ON, DATES)),
    ),
    talk(
        "travel in Asia countries",
        Step("trips to Japan", "find", every(category("Travel"), JP), (DIRECT, PLACES)),
        Step("what about South Korea?", "find", every(category("Travel"), country("KR")), (FOLLOW_ON, PLACES)),
        Step("and Vietnam?", "find", every(category("Travel"), country("VN")), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "switching topics three times",
        Step("show me hikes in 2019", "find", every(kind("Hike"), year(2019)), (DIRECT, DATES)),
        Step("show me wines in 2019", "find", every(WINE, year(2019)), (SWITCH, DATES), switch="auto"),
        Step("what about books?", "find", category("Book"), (SWITCH,), switch="auto"),
        Step("only novels", "find", kind("Novel"), (FOLLOW_ON,)),
    ),
    talk(
        "white wines last year",
        Step("white wines last year", "find", every(WINE, has_field("colour", "white"), year(2025)), (DIRECT, DATES)),
        Step("which was the best rated?", "find", Best("rating"), (COREFERENCE,)),
        Step("who was with me?", "detail", None, (COREFERENCE,)),
    ),
    talk(
        "sparkling",
        Step("show me sparkling wines", "find", every(WINE, has_field("colour", "sparkling")), (DIRECT,)),
        Step("how many of those were in France?", "count", Those(FR), (COREFERENCE, PLACES)),
    ),
    talk(
        "poetry then history",
        Step("poetry books", "find", kind("Poetry"), (DIRECT,)),
        Step("what about history books?", "find", every(category("Book"), kind("History")), (FOLLOW_ON,)),
        Step("since 2020", "find", every(category("Book"), kind("History"), since(datetime(2020, 1, 1))), (FOLLOW_ON, DATES)),
    ),
    talk(
        "ski in Europe",
        Step("ski days in Austria", "find", every(kind("Ski"), country("AT")), (DIRECT, PLACES)),
        Step("what about Switzerland?", "find", every(kind("Ski"), country("CH")), (FOLLOW_ON, PLACES)),
        Step("and in the United States?", "find", every(kind("Ski"), US), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "napa weekends",
        Step("wines from Napa Valley in 2024", "find", every(WINE, region("Napa Valley"), year(2024)), (DIRECT, DATES, PLACES)),
        Step("which ones weren't with Roberto?", "find", Those(with_("Roberto"), keep=False), (COREFERENCE, NEGATION)),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
    ),
    talk(
        "dates in words",
        Step("hikes in the last 3 years", "find", every(kind("Hike"), since(datetime(2023, 11, 29, 12))), (DIRECT, DATES)),
        Step(
            "what about in March 2024?",
            "find",
            every(kind("Hike"), between(datetime(2024, 3, 1), datetime(2024, 4, 1))),
            (FOLLOW_ON, DATES),
        ),
    ),
    talk(
        "food in Mexico",
        Step("what did we eat in Mexico?", "find", every(FOOD, country("MX")), (DIRECT, PLACES)),
        Step("only lunches", "find", every(kind("Lunch"), country("MX")), (FOLLOW_ON,)),
    ),
    talk(
        "help and recap",
        Step("help", "help", None, ()),
        Step("show me beers in 2016", "find", every(kind("Beer"), year(2016)), (DIRECT, DATES)),
        Step("what have we talked about?", "recap", None, (), says="2016"),
    ),
    talk(
        "books by an author",
        Step("books by Ada Winter", "find", every(category("Book"), has_field("author", "Ada Winter")), (DIRECT,)),
        Step("how many of those were novels?", "count", Those(kind("Novel")), (COREFERENCE,)),
    ),
    talk(
        "cheap trips: nights",
        Step("trips of more than 10 nights", "find", every(category("Travel"), number("nights", ">", 10)), (DIRECT,)),
        Step("which ones weren't with Mary?", "find", Those(with_("Mary"), keep=False), (COREFERENCE, NEGATION)),
    ),
    talk(
        "california hikes",
        Step("hikes in California in 2012", "find", every(kind("Hike"), US_CA, year(2012)), (DIRECT, PLACES, DATES)),
        Step("and Marin County?", "find", every(kind("Hike"), region("Marin County"), year(2012)), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "before a year",
        Step("museums before 2011", "find", every(category("Museum"), year(2010)), (DIRECT, DATES)),
        Step("after 2025", "find", every(category("Museum"), since(datetime(2026, 1, 1))), (FOLLOW_ON, DATES)),
    ),
    talk(
        "rating words",
        Step("dinners with a rating of 1", "find", every(kind("Dinner"), rating("==", 1)), (DIRECT,)),
        Step("what about 2?", "find", every(kind("Dinner"), rating("==", 2)), (FOLLOW_ON,)),
        Step("how many of those were in 2015?", "count", Those(year(2015)), (COREFERENCE, DATES)),
    ),
)

CONVERSATIONS += (
    talk(
        "a tour of Italy",
        Step("what did we do in Italy in 2019?", "find", every(IT, year(2019)), (DIRECT, PLACES, DATES)),
        Step("only wines", "find", every(WINE, IT, year(2019)), (FOLLOW_ON,)),
        Step("how many of those were red?", "count", Those(has_field("colour", "red")), (COREFERENCE,)),
        Step("which was the best rated?", "find", Best("rating"), (COREFERENCE,)),
        Step("where was it?", "detail", None, (COREFERENCE,), says="Italy"),
        Step("and in 2022?", "find", every(WINE, IT, year(2022)), (FOLLOW_ON, DATES)),
        Step("show me a map", "map", every(WINE, IT, year(2022)), (FOLLOW_ON,)),
    ),
    talk(
        "greek summer, step by step",
        Step("show me walks in Greece", "find", every(kind("Walk"), GR), (DIRECT, PLACES)),
        Step("last summer", "find", every(kind("Walk"), GR, LAST_SUMMER), (FOLLOW_ON, DATES)),
        Step("with Mary", "find", every(kind("Walk"), GR, LAST_SUMMER, with_("Mary")), (FOLLOW_ON,)),
        Step("what about hikes?", "find", every(kind("Hike"), GR, LAST_SUMMER, with_("Mary")), (FOLLOW_ON,)),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
        Step("when was it?", "detail", None, (COREFERENCE,), says="2026"),
    ),
    talk(
        "books all around",
        Step("how many books did I read in 2019?", "count", every(category("Book"), year(2019)), (DIRECT, DATES)),
        Step("and in 2020?", "count", every(category("Book"), year(2020)), (FOLLOW_ON, DATES)),
        Step("show me a list", "list", every(category("Book"), year(2020)), (FOLLOW_ON,)),
        Step("only biographies", "find", every(kind("Biography"), year(2020)), (FOLLOW_ON,)),
        Step("what about novels?", "find", every(kind("Novel"), year(2020)), (FOLLOW_ON,)),
    ),
    talk(
        "Japanese food, then not",
        Step("japanese dinners", "find", every(kind("Dinner"), has_field("cuisine", "japanese")), (DIRECT,)),
        Step("rated at least 4", "find", every(kind("Dinner"), has_field("cuisine", "japanese"), rating(">=", 4)), (FOLLOW_ON,)),
        Step("how many of those were in Kyoto?", "count", Those(city("Kyoto")), (COREFERENCE, PLACES)),
        Step("which ones weren't in Tokyo?", "find", Those(city("Tokyo"), keep=False), (COREFERENCE, NEGATION)),
    ),
    talk(
        "bikes and runs",
        Step("bike rides in 2017", "find", every(kind("Bike ride"), year(2017)), (DIRECT, DATES)),
        Step("with James", "find", every(kind("Bike ride"), year(2017), with_("James")), (FOLLOW_ON,)),
        Step("what about runs?", "find", every(kind("Run"), year(2017), with_("James")), (FOLLOW_ON,)),
        Step("enough about runs", None, None, (SWITCH,), switch="explicit"),
        Step("show me beers from Germany", "find", every(kind("Beer"), country("DE")), (DIRECT, PLACES)),
    ),
    talk(
        "museums of the world",
        Step("art museums in Spain", "find", every(kind("Art"), ES), (DIRECT, PLACES)),
        Step("what about in France?", "find", every(kind("Art"), FR), (FOLLOW_ON, PLACES)),
        Step("and natural history museums?", "find", every(category("Museum"), kind("Natural history"), FR), (FOLLOW_ON,)),
        Step("how many were there?", "count", every(category("Museum"), kind("Natural history"), FR), (FOLLOW_ON,)),
    ),
    talk(
        "a year of dinners",
        Step("dinners in 2023 rated 5", "find", every(kind("Dinner"), year(2023), rating("==", 5)), (DIRECT, DATES)),
        Step("what about 4?", "find", every(kind("Dinner"), year(2023), rating("==", 4)), (FOLLOW_ON,)),
        Step("and in 2024?", "find", every(kind("Dinner"), year(2024), rating("==", 4)), (FOLLOW_ON, DATES)),
        Step("which ones weren't with Mary?", "find", Those(with_("Mary"), keep=False), (COREFERENCE, NEGATION)),
        Step("the last one", "select", Pick(-1), (COREFERENCE,)),
    ),
    talk(
        "New Zealand and Australia",
        Step("trips to New Zealand", "find", every(category("Travel"), country("NZ")), (DIRECT, PLACES)),
        Step("what about Australia?", "find", every(category("Travel"), country("AU")), (FOLLOW_ON, PLACES)),
        Step("what did we do there?", "find", country("AU"), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "whites of the Mosel",
        Step("rieslings", "find", has_field("variety", "riesling"), (DIRECT,)),
        Step("rated 4 or more", "find", every(has_field("variety", "riesling"), rating(">=", 4)), (FOLLOW_ON,)),
        Step("what about chardonnay?", "find", every(has_field("variety", "chardonnay"), rating(">=", 4)), (FOLLOW_ON,)),
    ),
    talk(
        "who came along",
        Step("hikes with Anna", "find", every(kind("Hike"), with_("Anna")), (DIRECT,)),
        Step("which was the most recent?", "find", Best("itemDate"), (COREFERENCE,)),
        Step("who was with me?", "detail", None, (COREFERENCE,), says="Anna"),
    ),
)

CONVERSATIONS += (
    talk(
        "stars and sorting",
        Step("dinners with more than 4 stars in 2022", "find", every(kind("Dinner"), rating(">", 4), year(2022)), (DIRECT, DATES)),
        Step("sorted by rating", "sort", every(kind("Dinner"), rating(">", 4), year(2022)), (FOLLOW_ON,)),
        Step("number 3", "select", Pick(3), (COREFERENCE,)),
        Step("tell me more", "detail", None, (COREFERENCE,)),
        Step("anything related?", "related", None, (COREFERENCE,)),
    ),
    talk(
        "how about Kyoto",
        Step("museums in Tokyo", "find", every(category("Museum"), city("Tokyo")), (DIRECT, PLACES)),
        Step("how about Kyoto?", "find", every(category("Museum"), city("Kyoto")), (FOLLOW_ON, PLACES)),
        Step("and Nara?", "find", every(category("Museum"), city("Nara")), (FOLLOW_ON, PLACES)),
        Step("how many of those were with Kenji?", "count", Those(with_("Kenji")), (COREFERENCE,)),
    ),
    talk(
        "collections and reset",
        Step("which collections do I have?", "collections", None, (), says="My scrapbook"),
        Step("show me wines from Argentina", "find", every(WINE, country("AR")), (DIRECT, PLACES)),
        Step("start over", None, None, (SWITCH,), switch="explicit"),
        Step("show me beers", "find", kind("Beer"), (DIRECT,)),
        Step("rated 5", "find", every(kind("Beer"), rating("==", 5)), (FOLLOW_ON,)),
    ),
    talk(
        "a rating greater than",
        Step("show me hikes with a rating greater than 4", "find", every(kind("Hike"), rating(">", 4)), (DIRECT,)),
        Step("in 2014", "find", every(kind("Hike"), rating(">", 4), year(2014)), (FOLLOW_ON, DATES)),
        Step("what about 2015?", "find", every(kind("Hike"), rating(">", 4), year(2015)), (FOLLOW_ON, DATES)),
        Step("and 2016?", "find", every(kind("Hike"), rating(">", 4), year(2016)), (FOLLOW_ON, DATES)),
    ),
    talk(
        "Chloé's France",
        Step("what did I do with Chloé in France?", "find", every(with_("Chloé"), FR), (DIRECT, PLACES)),
        Step("only meals", "find", every(FOOD, with_("Chloé"), FR), (FOLLOW_ON,)),
        Step("how many of those were dinners?", "count", Those(kind("Dinner")), (COREFERENCE,)),
    ),
    talk(
        "last winter",
        Step("ski days last winter", "find", every(kind("Ski"), between(datetime(2025, 12, 1), datetime(2026, 3, 1))), (DIRECT, DATES)),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
        Step("where was it?", "detail", None, (COREFERENCE,), says="was in"),
    ),
    talk(
        "decade of runs",
        Step("how many runs since 2020?", "count", every(kind("Run"), since(datetime(2020, 1, 1))), (DIRECT, DATES)),
        Step("and before 2015?", "count", every(kind("Run"), year(2010, 2011, 2012, 2013, 2014)), (FOLLOW_ON, DATES)),
        Step("show me a list", "list", every(kind("Run"), year(2010, 2011, 2012, 2013, 2014)), (FOLLOW_ON,)),
        Step("which was the longest?", "find", Best("distance"), (COREFERENCE,)),
    ),
    talk(
        "wines not red",
        Step(
            "wines from France that are not red",
            "find",
            every(WINE, FR, lambda i: i["fields"]["colour"] != "red"),
            (DIRECT, NEGATION, PLACES),
        ),
        Step("what about Greece?", "find", every(WINE, GR, lambda i: i["fields"]["colour"] != "red"), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "museum types",
        Step("natural history museums", "find", kind("Natural history"), (DIRECT,)),
        Step("in the United States", "find", every(kind("Natural history"), US), (FOLLOW_ON, PLACES)),
        Step(
            "outside the United States",
            "find",
            every(kind("Natural history"), lambda i: i["place"]["countryCode"] != "US"),
            (FOLLOW_ON, PLACES, NEGATION),
        ),
    ),
    talk(
        "cocktails by year",
        Step("how many cocktails in 2018?", "count", every(kind("Cocktail"), year(2018)), (DIRECT, DATES)),
        Step("and beers?", "count", every(kind("Beer"), year(2018)), (FOLLOW_ON,)),
        Step("show me a list", "list", every(kind("Beer"), year(2018)), (FOLLOW_ON,)),
        Step("the last one", "select", Pick(-1), (COREFERENCE,)),
    ),
    talk(
        "Edinburgh and London",
        Step("what did we do in the United Kingdom?", "find", country("GB"), (DIRECT, PLACES)),
        Step("only museums", "find", every(category("Museum"), country("GB")), (FOLLOW_ON,)),
    ),
    talk(
        "by the sea",
        Step("beach holidays", "find", kind("Beach holiday"), (DIRECT,)),
        Step("what about city breaks?", "find", kind("City break"), (FOLLOW_ON,)),
        Step("how many of those were in 2015 or later?", "count", Those(since(datetime(2015, 1, 1))), (COREFERENCE, DATES)),
    ),
    talk(
        "wine with Roberto",
        Step("wines with Roberto", "find", every(WINE, with_("Roberto")), (DIRECT,)),
        Step("which ones weren't in Napa Valley?", "find", Those(region("Napa Valley"), keep=False), (COREFERENCE, NEGATION, PLACES)),
        Step("how many were there?", "count", every(WINE, with_("Roberto"), lambda i: i["place"]["region"] != "Napa Valley"), (FOLLOW_ON,)),
    ),
    talk(
        "lunch in Berkeley",
        Step("lunches in Berkeley", "find", every(kind("Lunch"), city("Berkeley")), (DIRECT, PLACES)),
        Step("rated at least 4", "find", every(kind("Lunch"), city("Berkeley"), rating(">=", 4)), (FOLLOW_ON,)),
        Step("and Oakland?", "find", every(kind("Lunch"), city("Oakland"), rating(">=", 4)), (FOLLOW_ON, PLACES)),
    ),
    talk(
        "the seed's range",
        Step(
            "Show me wines from France between 2018 and 2019 with a rating of at least 3",
            "find",
            every(WINE, FR, year(2018, 2019), rating(">=", 3)),
            (DIRECT, DATES, PLACES),
        ),
        Step("what about 2022 to 2023?", "find", every(WINE, FR, year(2022, 2023), rating(">=", 3)), (FOLLOW_ON, DATES)),
    ),
    talk(
        "summer of 2019 travel",
        Step(
            "trips in the summer of 2018",
            "find",
            every(category("Travel"), between(datetime(2018, 6, 1), datetime(2018, 9, 1))),
            (DIRECT, DATES),
        ),
        Step(
            "what about the summer of 2024?",
            "find",
            every(category("Travel"), between(datetime(2024, 6, 1), datetime(2024, 9, 1))),
            (FOLLOW_ON, DATES),
        ),
    ),
)

CONVERSATIONS += (
    talk(
        "vintage and producer",
        Step("wines with a vintage of at least 2015", "find", every(WINE, number("vintage", ">=", 2015)), (DIRECT,)),
        Step("from Greece", "find", every(WINE, GR, number("vintage", ">=", 2015)), (FOLLOW_ON, PLACES)),
        Step("how many of those were white?", "count", Those(has_field("colour", "white")), (COREFERENCE,)),
        Step("which was the best rated?", "find", Best("rating"), (COREFERENCE,)),
    ),
    talk(
        "long books",
        Step("books with more than 500 pages", "find", every(category("Book"), number("pages", ">", 500)), (DIRECT,)),
        Step("only novels", "find", every(kind("Novel"), number("pages", ">", 500)), (FOLLOW_ON,)),
        Step("since 2020", "find", every(kind("Novel"), number("pages", ">", 500), since(datetime(2020, 1, 1))), (FOLLOW_ON, DATES)),
        Step(
            "and before 2015?",
            "find",
            every(kind("Novel"), number("pages", ">", 500), year(2010, 2011, 2012, 2013, 2014)),
            (FOLLOW_ON, DATES),
        ),
    ),
    talk(
        "companions in Japan",
        Step("what did we do in Japan with Kenji?", "find", every(JP, with_("Kenji")), (DIRECT, PLACES)),
        Step("which ones weren't meals?", "find", Those(category("Food"), keep=False), (COREFERENCE, NEGATION)),
        Step("the first one", "select", Pick(1), (COREFERENCE,)),
        Step("who was with me?", "detail", None, (COREFERENCE,), says="Kenji"),
    ),
    talk(
        "a run in Palo Alto",
        Step("runs in Palo Alto", "find", every(kind("Run"), city("Palo Alto")), (DIRECT, PLACES)),
        Step("longer than 15 km", "find", every(kind("Run"), city("Palo Alto"), number("distance", ">", 15)), (FOLLOW_ON,)),
        Step("what about Oakland?", "find", every(kind("Run"), city("Oakland"), number("distance", ">", 15)), (FOLLOW_ON, PLACES)),
        Step("show me a map", "map", every(kind("Run"), city("Oakland"), number("distance", ">", 15)), (FOLLOW_ON,)),
    ),
    talk(
        "pinot noir",
        Step("pinot noirs", "find", has_field("variety", "pinot noir"), (DIRECT,)),
        Step("from Sonoma Valley", "find", every(has_field("variety", "pinot noir"), region("Sonoma Valley")), (FOLLOW_ON, PLACES)),
        Step("rated 5", "find", every(has_field("variety", "pinot noir"), region("Sonoma Valley"), rating("==", 5)), (FOLLOW_ON,)),
    ),
    talk(
        "Portugal trip",
        Step("what did we do in Portugal?", "find", country("PT"), (DIRECT, PLACES)),
        Step("how many of those were in Lisbon?", "count", Those(city("Lisbon")), (COREFERENCE, PLACES)),
        Step("which ones weren't in Lisbon?", "find", Those(city("Lisbon"), keep=False), (COREFERENCE, NEGATION, PLACES)),
    ),
    talk(
        "year by year walks",
        Step("walks in 2011", "find", every(kind("Walk"), year(2011)), (DIRECT, DATES)),
        Step("and 2012?", "find", every(kind("Walk"), year(2012)), (FOLLOW_ON, DATES)),
        Step("and 2013?", "find", every(kind("Walk"), year(2013)), (FOLLOW_ON, DATES)),
        Step("how many were there?", "count", every(kind("Walk"), year(2013)), (FOLLOW_ON,)),
    ),
    talk(
        "breakfast with Mary",
        Step("breakfasts with Mary", "find", every(kind("Breakfast"), with_("Mary")), (DIRECT,)),
        Step(
            "outside the United States",
            "find",
            every(kind("Breakfast"), with_("Mary"), lambda i: i["place"]["countryCode"] != "US"),
            (FOLLOW_ON, NEGATION, PLACES),
        ),
        Step(
            "rated at least 4",
            "find",
            every(kind("Breakfast"), with_("Mary"), lambda i: i["place"]["countryCode"] != "US", rating(">=", 4)),
            (FOLLOW_ON,),
        ),
    ),
    talk(
        "books then recap",
        Step("biographies", "find", kind("Biography"), (DIRECT,)),
        Step("since 2018", "find", every(kind("Biography"), since(datetime(2018, 1, 1))), (FOLLOW_ON, DATES)),
        Step("recap", "recap", None, (), says="biographies"),
    ),
    talk(
        "Greece in 2025 and 2026",
        Step("what did we do in Greece in 2026?", "find", every(GR, year(2026)), (DIRECT, PLACES, DATES)),
        Step("only hikes", "find", every(kind("Hike"), GR, year(2026)), (FOLLOW_ON,)),
        Step("what about Nafplio?", "find", every(kind("Hike"), city("Nafplio"), year(2026)), (FOLLOW_ON, PLACES)),
        Step("and Delphi?", "find", every(kind("Hike"), city("Delphi"), year(2026)), (FOLLOW_ON, PLACES)),
    ),
)

CONVERSATIONS += (
    talk(
        "Roberto's hikes",
        Step("hikes with Roberto", "find", every(kind("Hike"), with_("Roberto")), (DIRECT,)),
        Step("how many of those were in Marin County?", "count", Those(region("Marin County")), (COREFERENCE, PLACES)),
        Step("which was the most recent?", "find", Best("itemDate"), (COREFERENCE,)),
        Step("where was it?", "detail", None, (COREFERENCE,), says="was in"),
    ),
)
