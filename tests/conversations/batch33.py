"""Batch 33: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written. Theme: a traveller looking back over their trips: trips by
kind (flights, city breaks, beach holidays, road trips, train journeys), nights away, countries and
continents, "abroad", who came along, the longest or the most recent trip, what else happened during
or at a trip (meals, museums), comparisons between years and places, and yes/no checks.

Personas: a wistful traveller who wraps questions in small stories (chatty), a terse planner (terse),
a phone typist who drops letters and uses texting shortcuts (lowercase, typo), and a skeptical user who
double-checks what they are told (skeptical). Each turn is tagged with its CSQA question types and the
traits of the user who types it; "typo" marks the turns that contain a realistic typo."""

from __future__ import annotations

from collections.abc import Sequence
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
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Step, talk

SKEPTICAL = "skeptical"
PERSONAS = (CHATTY, TERSE, LOWERCASE, TYPO, SKEPTICAL)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
FLIGHT = category("Travel", "Flight")
TRAIN = category("Travel", "Train journey")
CITY_BREAK = category("Travel", "City break")
BEACH = category("Travel", "Beach holiday")
ROAD_TRIP = category("Travel", "Road trip")
HOME = country("US")  # no `home` in the definition: the country most items are from


def any_of(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def abroad(i: Item) -> bool:
    return not HOME(i)


SOUTH_AMERICA = any_of(*(country(c) for c in ("BR", "PE", "AR", "CL", "CO", "UY", "EC", "BO", "VE", "PY")))
OCEANIA = any_of(country("AU"), country("NZ"))
EUROPE_CODES = ("FR", "IT", "PT", "GR", "ES", "IE", "HR", "CZ", "NO", "DE", "SE", "AT", "NL", "CH", "GB", "HU", "BE", "DK")
EUROPE = any_of(*(country(c) for c in EUROPE_CODES))  # Turkey left out; no train journey goes there


def all_of_them(among: Predicate, holds: Predicate) -> Verdict:
    """Yes when every item `among` selects satisfies `holds` (and there is at least one)."""

    def check(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(holds(i) for i in chosen)

    return Verdict(check)


def more_nights(first: int, second: int) -> Verdict:
    def check(items: Sequence[Item]) -> bool:
        def nights(y: int) -> int:
            return sum(i["fields"]["nights"] for i in items if TRAVEL(i) and i["itemDate"].year == y)

        return nights(first) > nights(second)

    return Verdict(check)


def after(moment: datetime) -> Predicate:
    return lambda i: i["itemDate"] > moment


FIRST_JAPAN_TRIP = datetime(2016, 4, 22, 23, 59)  # the Kofu flight, the first trip to Japan
STOCKHOLM_TRIP = (datetime(2019, 1, 23), datetime(2019, 2, 1))  # train journey, 8 nights


def during_stockholm_trip(i: Item) -> bool:
    return STOCKHOLM_TRIP[0] <= i["itemDate"] < STOCKHOLM_TRIP[1] and i["place"]["city"] == "Stockholm"


HISTORY_MUSEUM = category("Museum", "History")

CONVERSATIONS = (
    talk(
        "ticket stub from Oslo",
        Step(
            "Found an old ticket stub from Oslo in a drawer and now I miss travelling. How many trips have I taken abroad, all told?",
            ANY,
            every(TRAVEL, abroad),
            (QUANTITATIVE, LOGICAL, CHATTY),
        ),
        Step("And how many of those were train journeys?", ANY, Those(kind("Train journey")), (COREFERENCED, QUANTITATIVE, CHATTY)),
        Step("Which of them kept me away the longest?", ANY, Best("nights"), (COREFERENCED, QUANTITATIVE, CHATTY)),
        Step("Who did I go with on that one?", ANY, Detail("who"), (COREFERENCED, CHATTY)),
    ),
    talk(
        "planning around recent years",
        Step("flgihts since 2020?", ANY, every(FLIGHT, since(datetime(2020, 1, 1))), (SIMPLE, TERSE, TYPO)),
        Step("trains?", ANY, every(TRAIN, since(datetime(2020, 1, 1))), (ELLIPSIS, TERSE)),
    ),
    talk(
        "beach holidays on the bus",
        Step("beach holidyas w mary", ANY, every(BEACH, with_("Mary")), (SIMPLE, LOWERCASE, TYPO)),
        Step("n without her?", ANY, every(BEACH, without("Mary")), (LOGICAL, COREFERENCED, ELLIPSIS, LOWERCASE, TYPO)),
        Step("which 1 was longest", ANY, Best("nights"), (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO)),
        Step("wat did i eat there", ANY, every(FOOD, city("Auckland"), year(2014)), (COREFERENCED, LOWERCASE, TYPO)),
    ),
    talk(
        "how many countries, really",
        Step(
            "How many different countries have my trips taken me to?",
            ANY,
            Answer(distinct_places("country"), TRAVEL),
            (SIMPLE, QUANTITATIVE, SKEPTICAL),
        ),
        Step(
            "Really? Did I ever actually go to Egpyt?", ANY, Verdict(exists(every(TRAVEL, country("EG")))), (VERIFICATION, SKEPTICAL, TYPO)
        ),
        Step(
            "And Morocco? I'm sure we talked about going.",
            ANY,
            Verdict(exists(every(TRAVEL, country("MA")))),
            (VERIFICATION, ELLIPSIS, SKEPTICAL),
        ),
    ),
    talk(
        "my sister's Santorini photos",
        Step(
            "My sister just got back from Santorini and her photos took me right back to my own trip there. When was that?",
            ANY,
            every(TRAVEL, region("Santorini")),
            (SIMPLE, CHATTY),
        ),
        Step(
            "I remember the food more than anything. Show me what I ate while I was there.",
            ANY,
            every(FOOD, city("Fira"), year(2013)),
            (COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "Italy against Japan",
        Step(
            "italy or japan, which have I travelled to more often",
            ANY,
            Compare((("Italy", every(TRAVEL, country("IT"))), ("Japan", every(TRAVEL, country("JP"))))),
            (COMPARATIVE, TERSE),
        ),
        Step("avg nights per italy trip?", ANY, Answer(mean("nights"), every(TRAVEL, country("IT"))), (QUANTITATIVE, TERSE)),
    ),
    talk(
        "the last place I went",
        Step("wheres the last plac i travelled to", ANY, Best("itemDate", among=TRAVEL), (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO)),
        Step(
            "hw many nights",
            ANY,
            Answer(total("nights"), every(TRAVEL, city("Athens"))),
            (ELLIPSIS, COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step("any museums there that yr?", ANY, every(MUSEUM, city("Athens"), year(2026)), (COREFERENCED, LOWERCASE, TYPO)),
    ),
    talk(
        "she, who?",
        Step("was she with me?", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step(
            "Sorry, Elena I mean. Has she come on any of my trips?",
            ANY,
            Verdict(exists(every(TRAVEL, with_("Elena")))),
            (VERIFICATION, CHATTY),
        ),
    ),
    talk(
        "the longest what",
        Step("whats the longest one", ANY, Clarify(), (CLARIFICATION, LOWERCASE)),
        Step("of my road trips", ANY, Best("nights", among=ROAD_TRIP), (ELLIPSIS, QUANTITATIVE, LOWERCASE)),
        Step("where did I go on it?", ANY, Detail("city"), (COREFERENCED, LOWERCASE)),
    ),
    talk(
        "city breaks worth repeating",
        Step(
            "How many of my city breaks did I rate 4 or better?",
            ANY,
            every(CITY_BREAK, rating(">=", 4)),
            (QUANTITATIVE, COMPARATIVE, SKEPTICAL),
        ),
        Step(
            "That seems low. Is Istanbul one of them?",
            ANY,
            Verdict(exists(every(CITY_BREAK, city("Istanbul"), rating(">=", 4)))),
            (VERIFICATION, COREFERENCED, SKEPTICAL),
        ),
        Step(
            "And I gave the Edinburgh one at least 3 stars, didn't I?",
            ANY,
            Verdict(exists(every(CITY_BREAK, city("Edinburgh"), rating(">=", 3)))),
            (VERIFICATION, COMPARATIVE, SKEPTICAL),
        ),
    ),
    talk(
        "twenty years of travelling with Anna",
        Step(
            "Anna and I have been friends for twenty years and we've been all over the place together. How many trips did we take?",
            ANY,
            every(TRAVEL, with_("Anna")),
            (SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step(
            "Did Mary come along every time too?",
            ANY,
            all_of_them(every(TRAVEL, with_("Anna")), with_("Mary")),
            (VERIFICATION, LOGICAL, COREFERENCED, CHATTY),
        ),
        Step(
            "Which of our trips was the most recent?",
            ANY,
            Best("itemDate"),
            (COREFERENCED, QUANTITATIVE, CHATTY),
        ),
    ),
    talk(
        "other continents",
        Step("trips in south amrica", ANY, every(TRAVEL, SOUTH_AMERICA), (SIMPLE, LOWERCASE, TYPO)),
        Step("wht about oceania", ANY, every(TRAVEL, OCEANIA), (ELLIPSIS, LOWERCASE, TYPO)),
        Step(
            "were both city breaks?",
            ANY,
            all_of_them(every(TRAVEL, OCEANIA), kind("City break")),
            (VERIFICATION, COREFERENCED, LOWERCASE),
        ),
        Step(
            "n peru in 2022?",
            ANY,
            Verdict(exists(every(TRAVEL, country("PE"), year(2022)))),
            (VERIFICATION, ELLIPSIS, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "2021 by kind",
        Step(
            "2021 trips that were flights or trains",
            ANY,
            every(TRAVEL, year(2021), any_of(kind("Flight"), kind("Train journey"))),
            (LOGICAL, TERSE),
        ),
        Step(
            "and the 2021 ones that were neither",
            ANY,
            every(TRAVEL, year(2021), lambda i: i["type"] not in ("Flight", "Train journey")),
            (LOGICAL, ELLIPSIS, TERSE),
        ),
    ),
    talk(
        "nights away, year on year",
        Step("what's my total for 2023", ANY, Clarify(), (CLARIFICATION, TERSE, SKEPTICAL)),
        Step("nights away", ANY, Answer(total("nights"), every(TRAVEL, year(2023))), (ELLIPSIS, QUANTITATIVE, TERSE, SKEPTICAL)),
        Step(
            "Hm. So I was away more nights in 2023 than in 2024?",
            ANY,
            more_nights(2023, 2024),
            (VERIFICATION, COMPARATIVE, SKEPTICAL),
        ),
        Step(
            "What's the actual total for 2024 then?",
            ANY,
            Answer(total("nights"), every(TRAVEL, year(2024))),
            (ELLIPSIS, QUANTITATIVE, SKEPTICAL),
        ),
    ),
    talk(
        "my niece is moving to Japan",
        Step(
            "My niece is moving to Japan next spring, which got me thinking about my very first trip there. When was it?",
            ANY,
            Best("itemDate", highest=False, among=every(TRAVEL, country("JP"))),
            (SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step("Who was with me?", ANY, Detail("who"), (COREFERENCED, CHATTY)),
        Step(
            "Only Mary, of course. Did I rate any of my later trips to Japan higher than that first one?",
            ANY,
            Verdict(exists(every(TRAVEL, country("JP"), after(FIRST_JAPAN_TRIP), rating(">", 1)))),
            (VERIFICATION, COMPARATIVE, COREFERENCED, CHATTY),
            known_failure="first pass: reply does not start with 'yes'",
        ),
    ),
    talk(
        "him, who?",
        Step("How many did we do with him?", ANY, Clarify(), (CLARIFICATION, SKEPTICAL)),
        Step(
            "Roberto, sorry. Trips with Roberto.",
            ANY,
            every(TRAVEL, with_("Roberto")),
            (SIMPLE, SKEPTICAL),
        ),
        Step(
            "how many of those without Mary",
            ANY,
            Those(with_("Mary"), keep=False),
            (LOGICAL, COREFERENCED, QUANTITATIVE, SKEPTICAL),
        ),
    ),
    talk(
        "history from 2019",
        Step("show me the history ones from 2019", ANY, Clarify(("book", "museum")), (CLARIFICATION, TERSE)),
        Step(
            "The museums. Were they both during my Stockholm train trip?",
            ANY,
            all_of_them(every(HISTORY_MUSEUM, year(2019)), during_stockholm_trip),
            (VERIFICATION, ELLIPSIS, COREFERENCED, SKEPTICAL),
            known_failure="first pass: reply does not start with 'yes'",
        ),
    ),
    talk(
        "trains around Europe",
        Step("trian journeys in europe", ANY, every(TRAIN, EUROPE), (SIMPLE, LOWERCASE, TYPO)),
        Step("hw many in portugal", ANY, Those(country("PT")), (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO)),
        Step("rated 4+ ?", ANY, Those(rating(">=", 4)), (ELLIPSIS, COMPARATIVE, LOWERCASE)),
        Step("any of them w her", ANY, Clarify(), (CLARIFICATION, COREFERENCED, LOWERCASE, TYPO)),
    ),
    talk(
        "long hauls",
        Step("trips longer than 10 nights", ANY, every(TRAVEL, number("nights", ">", 10)), (SIMPLE, COMPARATIVE, TERSE)),
        Step("just the flights", ANY, Those(kind("Flight")), (ELLIPSIS, COREFERENCED, TERSE)),
        Step("most recent", ANY, Best("itemDate"), (ELLIPSIS, QUANTITATIVE, TERSE)),
        Step("with whom", ANY, Detail("who"), (COREFERENCED, TERSE)),
    ),
    talk(
        "Sofia and Tom's Barcelona claim",
        Step(
            "Sofia and Tom both swear they came to Barcelona with me. Which trips did I take with both of them?",
            ANY,
            every(TRAVEL, with_("Sofia", "Tom")),
            (LOGICAL, SKEPTICAL),
            known_failure="first pass: 1 results, expected 3",
        ),
        Step(
            "Was Barcelona really one of them?",
            ANY,
            Verdict(exists(every(TRAVEL, city("Barcelona"), with_("Sofia", "Tom")))),
            (VERIFICATION, COREFERENCED, SKEPTICAL),
        ),
    ),
)
