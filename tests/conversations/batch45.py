"""Batch 45: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: someone putting together a photo
album, or a talk, about their museums and travels: museums by kind and place, travels (flights,
trains, nights), places by region, island, continent and "abroad", the earliest and the latest, top
and bottom N, paging through long lists ("more", "next", "show all"), what they did on one trip and
who came, yes/no checks, logic with or / and / not, comparisons, a recap of the conversation, topic
resets followed by a request in the same message, small talk, and ambiguous questions that must be
asked back. Personas: a chatty user, a non-native speaker, a typo-prone user and a terse user, some
typing in lowercase. Each turn is tagged with its question types (CSQA's) and the traits of the
user who types it. The questions are asked on 29 November 2026."""

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
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    between,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    more,
    region,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

PERSONAS = (CHATTY, NON_NATIVE, TYPO, TERSE, LOWERCASE)
TAGS = (*QUESTION_TYPES, *PERSONAS)


def count(items: Sequence[Item]) -> float:
    return len(items)


def countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def abroad(item: Item) -> bool:
    """Outside the home country, the United States (the country most items are from)."""
    return bool(item["place"]["countryCode"] != "US")


def all_of(among: Predicate, holds: Predicate) -> Callable[[Sequence[Item]], bool]:
    """A Verdict's test: every item `among` selects satisfies `holds` (and there is at least one)."""
    return lambda items: any(among(i) for i in items) and all(holds(i) for i in items if among(i))


MUSEUM = category("Museum")
ART, HISTORY_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "History"), category("Museum", "Science")
TRAVEL, FLIGHT, TRAIN = category("Travel"), category("Travel", "Flight"), category("Travel", "Train journey")
EUROPE = countries("FR", "IT", "GR", "ES", "PT", "NL", "CH", "NO", "CZ", "AT", "SE", "GB", "HU", "DE", "DK", "IE", "BE", "HR")
SOUTH_AMERICA = countries("AR", "BR", "PE", "CL", "CO", "EC", "UY", "BO", "PY", "VE")
ATHENS_THIS_SUMMER = every(city("Athens"), between(datetime(2026, 6, 1), datetime(2026, 9, 1)))
FLORENCE_MUSEUMS = every(MUSEUM, city("Florence"))

CONVERSATIONS = (
    talk(
        "b45 hello and how many museums, chatty",
        step(
            "Hi there! I'm putting together a photo album of all my museum visits. What kind of things can you help me with?",
            None,
            SIMPLE,
            CHATTY,
        ),
        step("Great! So to start, how many museum visits do I have logged altogether?", Answer(count, MUSEUM), QUANTITATIVE, CHATTY),
        step("Wow, that's a lot. And how many of those were art museums?", Answer(count, ART), COREFERENCED, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b45 art museum in spain, terse lowercase",
        step("have i ever been to an art museum in spain?", Verdict(exists(every(ART, country("ES")))), VERIFICATION, LOWERCASE),
        step("science museum in greece?", Verdict(exists(every(SCIENCE_MUSEUM, country("GR")))), VERIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "art one in portgual?",
            Verdict(exists(every(ART, country("PT")))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b45 paris or london, non-native",
        step(
            "I have visit more museums in Paris or in London?",
            Compare((("Paris", every(MUSEUM, city("Paris"))), ("London", every(MUSEUM, city("London"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "Which one in Paris I did like the most?",
            Best("rating", among=every(MUSEUM, city("Paris"))),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("Who was coming with me that day?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b45 trips abroad and paging, typo",
        step("show me all my trips abraod", every(TRAVEL, abroad), SIMPLE, LOGICAL, TYPO, LOWERCASE),
        step("next", every(TRAVEL, abroad), ELLIPSIS, TERSE, LOWERCASE),
        step("which of them was the longest one?", Best("nights"), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b45 first and latest museum, chatty",
        step(
            "I'd like the album to open with the very first museum I ever went to. Which one was that?",
            Best("itemDate", highest=False, among=MUSEUM),
            QUANTITATIVE,
            CHATTY,
        ),
        step("Oh nice, and where was that again?", Detail("city"), COREFERENCED, CHATTY),
        step("Perfect. And to close the album, the most recnt one?", Best("itemDate", among=MUSEUM), ELLIPSIS, QUANTITATIVE, CHATTY, TYPO),
    ),
    talk(
        "b45 california museums paged, terse",
        step("musuems in california, oldest first", every(MUSEUM, region("California")), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("more", every(MUSEUM, region("California")), ELLIPSIS, TERSE, LOWERCASE),
        step("show all", every(MUSEUM, region("California")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b45 top and bottom trips, typo",
        step("my 3 longest trips, by number of nigths", Top("nights", 3, TRAVEL), QUANTITATIVE, TYPO, LOWERCASE),
        step("and the 3 shortest?", Top("nights", 3, TRAVEL, highest=False), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("5 best rated museums in italy", Top("rating", 5, every(MUSEUM, country("IT"))), QUANTITATIVE, SIMPLE, LOWERCASE),
        step("the last one", Pick(-1), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b45 athens this summer, chatty",
        step(
            "We went to Athens this summer and I want a page for it. What did I log while I was there?",
            ATHENS_THIS_SUMMER,
            SIMPLE,
            CHATTY,
        ),
        step("Only the musems, please", Those(MUSEUM), ELLIPSIS, CHATTY, TYPO),
        step(
            "Was Elena with me at both of them?",
            Verdict(all_of(every(ATHENS_THIS_SUMMER, MUSEUM), with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step("Hm. Which of the two did I rate higher?", Best("rating"), COMPARATIVE, COREFERENCED, CHATTY),
    ),
    talk(
        "b45 vienna or prague without mary, non-native",
        step("Please show museums which are in Vienna or in Prage", every(MUSEUM, cities("Vienna", "Prague")), LOGICAL, NON_NATIVE, TYPO),
        step("And which from these I visited without Mary?", Those(without("Mary")), LOGICAL, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b45 history ones asked back, typo",
        step("show me my histroy ones from 2022", Clarify(("book", "museum")), CLARIFICATION, TYPO, LOWERCASE),
        step("the museums", every(HISTORY_MUSEUM, year(2022)), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b45 flights or trains, terse",
        step("flights or trains, which more?", Compare((("flight", FLIGHT), ("train", TRAIN))), COMPARATIVE, TERSE, LOWERCASE),
        step(
            "in eurpoe only",
            Compare((("flight", every(FLIGHT, EUROPE)), ("train", every(TRAIN, EUROPE)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b45 lisbon or barcelona museums, typo",
        step(
            "did i see more museums in lisbon or barcleona",
            Compare((("Lisbon", every(MUSEUM, city("Lisbon"))), ("Barcelona", every(MUSEUM, city("Barcelona"))))),
            COMPARATIVE,
            TYPO,
            LOWERCASE,
        ),
        step(
            "and italy vs france?",
            Compare((("Italy", every(MUSEUM, country("IT"))), ("France", every(MUSEUM, country("FR"))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b45 islands and continents, non-native",
        step("I was ever on Santorini?", Verdict(exists(region("Santorini"))), VERIFICATION, NON_NATIVE),
        step(
            "And on Sicily?",
            Verdict(exists(region("Sicily"))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("Show me the trips to south amrica", every(TRAVEL, SOUTH_AMERICA), SIMPLE, NON_NATIVE, TYPO),
        step(
            "How many nights I spent in Australia and New Zealand together?",
            Answer(total("nights"), every(TRAVEL, countries("AU", "NZ"))),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b45 art by year and a recap, chatty",
        step(
            "Now for the art section of the album: how many art museums did I go to in 2019?",
            Answer(count, every(ART, year(2019))),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Did I visit more museums overall this year than last year?",
            Verdict(more(every(MUSEUM, year(2026)), every(MUSEUM, year(2025)))),
            COMPARATIVE,
            VERIFICATION,
            CHATTY,
        ),
        step("Lovely. Can you remind me what we've looked at so far?", None, SIMPLE, CHATTY),
    ),
    talk(
        "b45 japan museums then trains, typo",
        step("list my museums in japan", every(MUSEUM, country("JP")), SIMPLE, LOWERCASE),
        step(
            "whats the avrage rating of those",
            Answer(mean("rating"), every(MUSEUM, country("JP"))),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
        step("ok forget the museums. how many train journies have i taken?", Answer(count, TRAIN), SIMPLE, QUANTITATIVE, TYPO, LOWERCASE),
        step(
            "which was the first one",
            Best("itemDate", highest=False, among=TRAIN),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b45 longest asked back, terse",
        step("longest one ever?", Clarify(), CLARIFICATION, TERSE, LOWERCASE),
        step("trips", Best("nights", among=TRAVEL), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b45 who is she, chatty",
        step(
            "Quick one before I print the Florence page: was she with me when I went to Florence?",
            Clarify(),
            CLARIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Oh sorry, I meant Luca! Was he at all of the Florence museums?",
            Verdict(all_of(FLORENCE_MUSEUMS, with_("Luca"))),
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b45 science one asked back, non-native",
        step("Which science one I gave the best rating?", Clarify(("book", "museum")), CLARIFICATION, NON_NATIVE),
        step("The museum ones, please", Best("rating", among=SCIENCE_MUSEUM), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step("In which city it was?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b45 history in france asked back, terse",
        step("history stuff in france?", Clarify(("book", "museum")), CLARIFICATION, TERSE, LOWERCASE),
        step("museums", every(HISTORY_MUSEUM, country("FR")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b45 travels with him, typo",
        step("how many times did i travle with him?", Clarify(), CLARIFICATION, COREFERENCED, TYPO, LOWERCASE),
        step("tom", Answer(count, every(TRAVEL, with_("Tom"))), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b45 history or science in japan, typo",
        step(
            "history or sciense museums in japan",
            every(MUSEUM, country("JP"), lambda i: i["type"] in ("History", "Science")),
            LOGICAL,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "b45 countries for the talk, chatty",
        step(
            "I'm giving a little talk at the library next month. In how many different countries have I been to museums?",
            Answer(distinct_places("country"), MUSEUM),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And how many of my trips were by train and not to Europe?",
            Answer(count, every(TRAIN, lambda i: not EUROPE(i))),
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Thanks so much, that's all for now!", None, SIMPLE, CHATTY),
    ),
)
