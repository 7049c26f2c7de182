"""Batch 65: conversations written blind (from the documentation and the sample data, without reading the
engine), scored once as first written; see BATCHES.md. Theme: a person talking about travel and the
people in their life: flights, road trips, city breaks, beach holidays and train journeys with their
nights, places and companions ("how many nights I was away from home in 2024", "my longest trip ever",
"which trips did we take together", "did i ever go somewhere with both tom and anna", "with who I am
travelling the most"), then what was done on those trips ("what did we drink on that trip", the hikes on
this summer's Greece trip, the meals in Jaipur and Bruges, the wines of last year's Lecce trip), lists
in an order ("list my flights from oldest to newest", "the fourht one", "the most recent flight"),
comparisons between people, years and countries ("more trips with Mary or with Tom?", "did i travle more
in 2019 than 2018", "so 2025 was more nights away than 2024 yes", "More trips to Japan or to Italy?"),
yes/no checks ("Mary swears she came with me to India …"), "or" and "not" ("beach holidays or train
journeys", "not in Europe", "every citty break that wasnt with mary", "with her but without Mary"),
ellipsis ("And in 2023?", "waht about anna", "and 2025"), a switch of topic to books, and requests that
should be asked back ("the trips i did with him", "what did we eat on that trip", "whats my best one",
"my Tokyo trip" and "the Santa Fe trip" (two and three of them), "with her" when Priya and Chloé were
both just named). Personas: a non-native speaker and a chatty user who tells a bit of story, with some
lowercase-without-punctuation turns, a few terse ones, and 16 typo turns. The questions are asked on 29
November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta

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
    Verdict,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    more,
    rating,
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

TRAVEL = category("Travel")
FLIGHT, TRAIN = category("Travel", "Flight"), category("Travel", "Train journey")
CITY_BREAK, BEACH = category("Travel", "City break"), category("Travel", "Beach holiday")
DRINK, WINE, FOOD = category("Drink"), category("Drink", "Wine"), category("Food")
BOOK, HIKE = category("Book"), category("Activity", "Hike")
DINNER = kind("Dinner")
IN, JP, IT = (country(c) for c in ("IN", "JP", "IT"))
EUROPE_CODES = {"PT", "FR", "GR", "IT", "HR", "CZ", "ES", "NO", "DE", "SE", "AT", "NL", "CH", "GB", "HU", "BE", "DK", "IE"}


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPE_CODES


def alone(i: Item) -> bool:
    return not i["who"]


def on_trip(start: datetime, nights: int, code: str) -> Predicate:
    """What was recorded during a trip: from the day it started for as many days as it had nights, in
    the trip's country (the trip itself excluded)."""
    return every(
        lambda i: i["category"] != "Travel",
        lambda i: start <= i["itemDate"] < start + timedelta(days=nights),
        country(code),
    )


def most_common_companion(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(w for i in items for w in i["who"]).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single most common companion: {first} and {rest[0][0]} tie")
    return str(first)


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def all_of(among: Predicate, predicate: Predicate):
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


ALBA_TRIP = on_trip(datetime(2024, 8, 1), 8, "IT")  # Train journey to Alba, with Mary and Anna
ATHENS_TRIP = on_trip(datetime(2026, 7, 7), 12, "GR")  # Flight to Athens, with Mary and Elena
BRUGES_TRIP = on_trip(datetime(2025, 7, 9), 5, "BE")  # Train journey to Bruges, with Mary, Anna, Roberto
COPENHAGEN_TRIP = on_trip(datetime(2026, 5, 14), 4, "DK")  # City break to Copenhagen, with Mary
JAIPUR_TRIP = on_trip(datetime(2024, 7, 3), 12, "IN")  # Flight to Jaipur, with Mary, Chloé, James
LECCE_TRIP = on_trip(datetime(2025, 9, 19), 7, "IT")  # Flight to Lecce, with Mary and Luca

CONVERSATIONS = (
    talk(
        "b65 nights away by year",
        step(
            "How many nigths I was away from home in 2024?",
            Answer(total("nights"), every(TRAVEL, year(2024))),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step("And in 2023?", Answer(total("nights"), every(TRAVEL, year(2023))), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "so 2025 was more nights away than 2024 yes",
            Verdict(larger_total("nights", every(TRAVEL, year(2025)), every(TRAVEL, year(2024)))),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b65 longest trip ever",
        step(
            "My colleague keeps bragging about her three-week tour of Asia, and it got me thinking. What was my longest trip ever?",
            Best("nights", among=TRAVEL),
            SIMPLE,
            CHATTY,
        ),
        step("Who came with me on it?", Detail("who"), COREFERENCED, TERSE),
    ),
    talk(
        "b65 travel companions",
        step(
            "With who I am travelling the most?",
            Answer(most_common_companion, TRAVEL),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "I made more trips with Mary or with Tom?",
            Compare((("Mary", every(TRAVEL, with_("Mary"))), ("Tom", every(TRAVEL, with_("Tom"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And Chloe aginst Priya?",
            Compare((("Chloé", every(TRAVEL, with_("Chloé"))), ("Priya", every(TRAVEL, with_("Priya"))))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "did i ever go somewhere with both tom and anna",
            Verdict(exists(every(TRAVEL, with_("Tom", "Anna")))),
            LOGICAL,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b65 a photo book for Anna",
        step(
            "Anna turns forty next month and I'm putting together a little photo book of our adventures. Which trips did we take together?",
            every(TRAVEL, with_("Anna")),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Lovely. How many nights did we spend away together, all in all?",
            Answer(total("nights"), every(TRAVEL, with_("Anna"))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "The Alba one was my favourite, so much good food and wine. What did we drink on that trip?",
            every(DRINK, ALBA_TRIP),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "and she was ther for all of them rigth",
            Verdict(all_of(every(DRINK, ALBA_TRIP), with_("Anna"))),
            COREFERENCED,
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b65 flights oldest to newest",
        step(
            "list my flights from oldest to newest",
            FLIGHT,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "the fourht one",
            Pick(4),
            COREFERENCED,
            LOWERCASE,
            TERSE,
            TYPO,
        ),
        step("Who was coming with me on this one?", Detail("who"), COREFERENCED, NON_NATIVE),
        step("And the most recent flight?", Best("itemDate", among=FLIGHT), COREFERENCED, ELLIPSIS, TERSE),
        step(
            "what did i drink on that trip",
            every(DRINK, ATHENS_TRIP),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b65 beach or train outside Europe",
        step(
            "How many beach holidays or train journeys I did until now?",
            lambda i: BEACH(i) or TRAIN(i),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And the ones not in Europe?", Those(in_europe, keep=False), LOGICAL, ELLIPSIS, NON_NATIVE),
        step("Which of this was the longst?", Best("nights"), COREFERENCED, NON_NATIVE, TYPO),
    ),
    talk(
        "b65 with mary then anna",
        step("which trips did i do with mary in 2024", every(TRAVEL, with_("Mary"), year(2024)), SIMPLE, LOWERCASE),
        step(
            "waht about anna",
            every(TRAVEL, with_("Anna"), year(2024)),
            ELLIPSIS,
            LOWERCASE,
            TERSE,
            TYPO,
        ),
        step(
            "and 2025",
            every(TRAVEL, with_("Anna"), year(2025)),
            ELLIPSIS,
            LOWERCASE,
            TERSE,
        ),
        step(
            "nice and what did we eat there",
            every(FOOD, BRUGES_TRIP),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b65 trips with him",
        step("show me the trips i did with him", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        step("Roberto", every(TRAVEL, with_("Roberto")), ELLIPSIS, TERSE),
        step("Which one from them was the best?", Best("rating"), COREFERENCED, NON_NATIVE),
        step("In what year it was?", Detail("year"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b65 that trip, Copenhagen",
        step("what did we eat on that trip", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        step("the copenhagn one this may", every(FOOD, COPENHAGEN_TRIP), ELLIPSIS, LOWERCASE, TYPO),
    ),
    talk(
        "b65 the Tokyo trip",
        step("How many nights I stayed on my Tokyo trip?", Clarify(("2016", "2023")), CLARIFICATION, NON_NATIVE),
        step(
            "The one with the trian.",
            Answer(total("nights"), every(TRAIN, city("Tokyo"))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And on the other one, Anna was coming too?",
            Verdict(exists(every(CITY_BREAK, city("Tokyo"), with_("Anna")))),
            COREFERENCED,
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b65 my best one",
        step("whats my best one", Clarify(), CLARIFICATION, LOWERCASE, TERSE),
        step("beach holiday", Best("rating", among=BEACH), ELLIPSIS, LOWERCASE, TERSE),
        step("In which country was that?", Detail("country"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b65 Mary and Sofia",
        step(
            "I did ever travel together with Mary and Sofia both?",
            Verdict(exists(every(TRAVEL, with_("Mary", "Sofia")))),
            LOGICAL,
            VERIFICATION,
            NON_NATIVE,
        ),
        step("how many tims", every(TRAVEL, with_("Mary", "Sofia")), ELLIPSIS, QUANTITATIVE, LOWERCASE, TERSE, TYPO),
        step(
            "And with her but without Mary?",
            every(TRAVEL, with_("Sofia"), without("Mary")),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b65 Priya and Chloé, and her",
        step(
            "Which trips I made with Priya and Chloe together?",
            every(TRAVEL, with_("Priya", "Chloé")),
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "and the ones with her but not with mary",
            Clarify(("Priya", "Chloé")),
            CLARIFICATION,
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        step("Priya", every(TRAVEL, with_("Priya"), without("Mary")), ELLIPSIS, TERSE),
    ),
    talk(
        "b65 2019 against 2018, then books",
        step(
            "did i travle more in 2019 than 2018",
            Verdict(more(every(TRAVEL, year(2019)), every(TRAVEL, year(2018)))),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("where did i go in 2019", every(TRAVEL, year(2019)), SIMPLE, LOWERCASE),
        step("which of them were flights", Those(kind("Flight")), COREFERENCED, LOGICAL, LOWERCASE),
        step(
            "ok enough about travel. how many books did i read this year",
            every(BOOK, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b65 Mary in India",
        step(
            "Mary swears she came with me to India, but I only remember Chloé and James being there. Was Mary on that trip?",
            Verdict(exists(every(TRAVEL, IN, with_("Mary")))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Ha, so she was right. What did we eat there? I still dream about that food.",
            every(FOOD, JAIPUR_TRIP),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of those were dinners I gave five stars?",
            Those(every(DINNER, rating("==", 5))),
            COREFERENCED,
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "b65 Lecce last year",
        step(
            "my trip to lecce last yaer how many nights was it",
            Answer(total("nights"), every(TRAVEL, city("Lecce"), year(2025))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and what wine did i drik on that trip", every(WINE, LECCE_TRIP), COREFERENCED, LOWERCASE, TYPO),
        step("the best ratted one?", Best("rating"), COREFERENCED, TERSE, TYPO),
        step(
            "And compared with the other time I was in Lecce, which trip was longer?",
            Best("nights", among=every(TRAVEL, city("Lecce"))),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b65 countries and cities",
        step(
            "In how many different countries I went on holiday?",
            Answer(distinct_places("countryCode"), TRAVEL),
            QUANTITATIVE,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "More trips to Japan or to Italy?",
            Compare((("Italy", every(TRAVEL, IT)), ("Japan", every(TRAVEL, JP)))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "whats the averge nights for the japan ones",
            Answer(mean("nights"), every(TRAVEL, JP)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b65 Greece this summer",
        step(
            "This summer's trip to Greece with Elena was the highlight of my year, the views were unreal. "
            "How many hikes did I do on that trip?",
            every(HIKE, ATHENS_TRIP),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And on how many of thoes was Elena with me?",
            Those(with_("Elena")),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "Ok and the wines on that holiday, which one did I like the most? I want to order a case.",
            Best("rating", among=every(WINE, ATHENS_TRIP)),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b65 not with Mary",
        step("show me every citty break that wasnt with mary", every(CITY_BREAK, without("Mary")), LOGICAL, LOWERCASE, TYPO),
        step("and flights", every(FLIGHT, without("Mary")), ELLIPSIS, LOGICAL, LOWERCASE, TERSE),
        step("Which of these I did alone?", Those(alone), COREFERENCED, LOGICAL, NON_NATIVE),
    ),
    talk(
        "b65 the Santa Fe trip",
        step(
            "Santa Fe came up at dinner with friends last night and nobody could agree. How many nights was the Santa Fe trip?",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "the first time i went",
            Answer(total("nights"), every(TRAVEL, city("Santa Fe"), year(2012))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and the last time",
            Answer(total("nights"), every(TRAVEL, city("Santa Fe"), year(2017))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TERSE,
        ),
    ),
)
