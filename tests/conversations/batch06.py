"""Batch 6: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Its emphasis: longer conversations (4 turns,
one of 5) with chains of references ("those", "the ones from Italy among them", "the second one", "that
one", "the last one", "that year", "there", "with her"), narrowing and widening the previous answer
("only the dinners", "all of the meals again"), questions about a field of the item picked (producer,
grape, author, pages, distance, climbing, nights, exhibition, restaurant, duration, companions, place,
year), and questions back when a question is genuinely ambiguous. The users are mostly chatty or
non-native speakers, some of them typo-prone. Each turn is tagged with its question types (CSQA's) and
the traits of the user who types it.

Where a question asks for a field of "the second one" or "the last one", the expected value is that of
the item in the order the documentation's first conversation shows (the most recent first)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Item,
    Measure,
    Pick,
    Predicate,
    Those,
    Verdict,
    category,
    city,
    country,
    every,
    exists,
    number,
    rating,
    total,
    with_,
    without,
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

__all__ = ["CONVERSATIONS", "TAGS"]

ANY = ANY_INTENT
WINE = category("Drink", "Wine")
BOOK, FOOD, MUSEUM, TRAVEL, ACTIVITY = (category(c) for c in ("Book", "Food", "Museum", "Travel", "Activity"))
HIKE, RUN, BIKE_RIDE = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Bike ride")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
HISTORY_MUSEUM, SCIENCE_MUSEUM, HISTORY_BOOK = category("Museum", "History"), category("Museum", "Science"), category("Book", "History")
IT, FR, ES, PT, GR, JP, PE = (country(c) for c in ("IT", "FR", "ES", "PT", "GR", "JP", "PE"))
SAN_FRANCISCO = city("San Francisco")
LAST_YEAR, YEAR_BEFORE = year(2025), year(2024)


def item(identifier: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == identifier


def value_of(name: str) -> Measure:
    """A field of the one item measured (its `fields` entry)."""

    def measure(items: Sequence[Item]) -> Any:
        (only,) = items
        return only["fields"][name]

    return measure


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def further(larger: Predicate, smaller: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `larger` selects add up to a longer distance than those `smaller` selects."""
    return lambda items: (
        sum(i["fields"]["distance"] for i in items if larger(i)) > sum(i["fields"]["distance"] for i in items if smaller(i))
    )


ITALIAN_WINES_2019 = every(WINE, IT, year(2019))
NINA_PETROVA = every(BOOK, has_field("author", "Nina Petrova"))
THICKEST_NINA_PETROVA = "scrapbook-01003"  # Grace: A Life, 608 pages, 2017
ITALIAN_HIKES = every(HIKE, IT)
LONGEST_ITALIAN_HIKE = "scrapbook-00852"  # 21.6 km near Cortina d'Ampezzo, 1330 m, with Mary and Roberto
LONGER_HISTORY_BOOK_2022 = "scrapbook-01770"  # A History of Stars by Sam Carter, 492 pages
SPANISH_MEALS = every(FOOD, ES)
FRENCH_REDS_2018 = every(WINE, FR, year(2018), has_field("colour", "red"))
SECOND_FRENCH_RED_2018 = "scrapbook-01178"  # Château Belair Pinot Noir 2012, the second most recent
JAPAN_TRIPS = every(TRAVEL, JP)
LONGEST_JAPAN_TRIP = "scrapbook-01864"  # Train journey to Tokyo, 12 nights
SF_2021 = every(SAN_FRANCISCO, year(2021))
CHLOE_SCIENCE_MUSEUMS = every(SCIENCE_MUSEUM, with_("Chloé"))
LATEST_CHLOE_SCIENCE_MUSEUM = "scrapbook-02050"  # Jaipur Science Museum, Ancient Bronzes, 2024
SECOND_ANNA_ITALIAN_DINNER = "scrapbook-02091"  # Dinner at Enoteca Rosa, Bari, the second most recent
QUICKEST_LONG_RIDE = "scrapbook-01734"  # Yountville, 73.4 km in 589 min
IBERIAN_WINES = every(WINE, either(ES, PT))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "chatty: Italian wines of 2019, the ones without Mary, the last one",
        Step(
            "Hi! I'm trying to remember the wines I had in Italy back in 2019, could you pull those up for me?",
            "find",
            ITALIAN_WINES_2019,
            (SIMPLE, CHATTY),
        ),
        Step(
            "Lovely. Which of those did I drink without Mary? She swears she was there for every single bottle, haha",
            "find",
            Those(with_("Mary"), keep=False),
            (COREFERENCED, LOGICAL, CHATTY),
        ),
        Step("ok and the last one in that list, which one was it?", ANY, Pick(-1), (COREFERENCED, CHATTY)),
        Step(
            "and where did I drink it? I can't remember the town at all",
            ANY,
            Detail("city"),
            (COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "non-native: the thickest book of Nina Petrova",
        Step("Please, I want to see the books of Nina Petrova which I have read", "find", NINA_PETROVA, (SIMPLE, NON_NATIVE)),
        Step("Which one of them is the most thick?", ANY, Best("pages"), (COREFERENCED, QUANTITATIVE, NON_NATIVE)),
        Step("In which year I have read this one?", ANY, Detail("year"), (COREFERENCED, NON_NATIVE)),
        Step(
            "How much pages it has?",
            ANY,
            Answer(value_of("pages"), item(THICKEST_NINA_PETROVA)),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "typo: the longest hike in Italy, who came along, how much climbing",
        Step("show me my hieks in itlay", "find", ITALIAN_HIKES, (SIMPLE, TYPO, LOWERCASE)),
        Step("whcih one was the longest", ANY, Best("distance"), (COREFERENCED, QUANTITATIVE, TYPO, LOWERCASE)),
        Step("who came alng on that one", ANY, Detail("who"), (COREFERENCED, TYPO, LOWERCASE)),
        Step(
            "how much climbing did it hav",
            ANY,
            Answer(value_of("elevation"), item(LONGEST_ITALIAN_HIKE)),
            (COREFERENCED, QUANTITATIVE, TYPO, LOWERCASE),
        ),
    ),
    talk(
        "chatty: history in 2022, a museum or a book?",
        Step(
            "Hi, I'm putting together a little photo album, can you show me anything about history from 2022?",
            ANY,
            Clarify(("book", "museum")),
            (CLARIFICATION, CHATTY),
        ),
        Step("oh sorry, I meant the museums", ANY, every(HISTORY_MUSEUM, year(2022)), (CLARIFICATION, ELLIPSIS, CHATTY)),
        Step(
            "nice. and the history books from that year?",
            "find",
            every(HISTORY_BOOK, year(2022)),
            (COREFERENCED, ELLIPSIS, CHATTY),
        ),
        Step(
            "who wrote the longer one of the two?",
            ANY,
            Answer(value_of("author"), item(LONGER_HISTORY_BOOK_2022)),
            (COMPARATIVE, COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "chatty: meals in Spain, only the dinners, then all of them again",
        Step(
            "We're thinking of going back to Spain next spring, so could you show me all the meals I had in Spain?",
            "find",
            SPANISH_MEALS,
            (SIMPLE, CHATTY),
        ),
        Step("only the dinners please", "find", every(DINNER, ES), (ELLIPSIS, CHATTY)),
        Step(
            "hmm, did I have more dinners or lunches over there?",
            ANY,
            Compare((("lunch", every(LUNCH, ES)), ("dinner", every(DINNER, ES)))),
            (COMPARATIVE, COREFERENCED, CHATTY),
        ),
        Step(
            "ok, show me all of the meals again",
            "find",
            SPANISH_MEALS,
            (ELLIPSIS, COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "typo: running last year, a total of what?",
        Step("how many runs did i do last yaer", "count", every(RUN, LAST_YEAR), (SIMPLE, QUANTITATIVE, TYPO, LOWERCASE)),
        Step("whats the total", ANY, Clarify(("distance", "duration")), (CLARIFICATION, QUANTITATIVE, TYPO, LOWERCASE)),
        Step(
            "the distnace",
            ANY,
            Answer(total("distance"), every(RUN, LAST_YEAR)),
            (CLARIFICATION, ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE),
        ),
        Step(
            "so i ran further last year than the year befor, right?",
            ANY,
            Verdict(further(every(RUN, LAST_YEAR), every(RUN, YEAR_BEFORE))),
            (VERIFICATION, COMPARATIVE, TYPO, LOWERCASE),
        ),
    ),
    talk(
        "terse: French reds of 2018, the second one's producer and grape",
        Step("french red wines from 2018", "find", FRENCH_REDS_2018, (SIMPLE, TERSE, LOWERCASE)),
        Step("the second one", ANY, Pick(2), (COREFERENCED, TERSE, LOWERCASE)),
        Step(
            "who made it",
            ANY,
            Answer(value_of("producer"), item(SECOND_FRENCH_RED_2018)),
            (COREFERENCED, TERSE, LOWERCASE),
        ),
        Step(
            "which grape",
            ANY,
            Answer(value_of("variety"), item(SECOND_FRENCH_RED_2018)),
            (COREFERENCED, ELLIPSIS, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "terse: Peru, what I did there, the dinners, with Kenji?",
        Step("been to peru?", ANY, Verdict(exists(PE)), (VERIFICATION, SIMPLE, TERSE, LOWERCASE)),
        Step("waht did i do there", "find", PE, (COREFERENCED, TYPO, TERSE, LOWERCASE)),
        Step("only dinners", "find", every(DINNER, PE), (ELLIPSIS, TERSE, LOWERCASE)),
        Step(
            "any wiht kenji?",
            ANY,
            Verdict(exists(every(DINNER, PE, with_("Kenji")))),
            (VERIFICATION, COREFERENCED, TYPO, TERSE, LOWERCASE),
        ),
    ),
    talk(
        "non-native: the longest trip to Japan, its nights, Japan against Greece",
        Step("Show me please all my travels to Japan", "find", JAPAN_TRIPS, (SIMPLE, NON_NATIVE)),
        Step("Which one was the most long?", ANY, Best("nights"), (COREFERENCED, QUANTITATIVE, NON_NATIVE)),
        Step(
            "How many nights I stayed in that trip?",
            ANY,
            Answer(value_of("nights"), item(LONGEST_JAPAN_TRIP)),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "I travelled more times to Japan or to Greece?",
            ANY,
            Compare((("Japan", JAPAN_TRIPS), ("Greece", every(TRAVEL, GR)))),
            (COMPARATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "lowercase: the longest thing in San Francisco in 2021, by pages or by distance?",
        Step("what did i get up to in san francisco in 2021", "find", SF_2021, (SIMPLE, LOWERCASE)),
        Step("which was the longest one", ANY, Clarify(("pages", "distance")), (CLARIFICATION, COREFERENCED, QUANTITATIVE, LOWERCASE)),
        Step(
            "by distance",
            ANY,
            Best("distance", among=every(SF_2021, ACTIVITY)),
            (CLARIFICATION, ELLIPSIS, QUANTITATIVE, LOWERCASE),
        ),
        Step("who was wiht me", ANY, Detail("who"), (COREFERENCED, TYPO, LOWERCASE)),
    ),
    talk(
        "chatty: museums with Chloé, only the science ones, the latest one's exhibition",
        Step(
            "Chloé keeps asking me which museums we went to together, can you show me?",
            "find",
            every(MUSEUM, with_("Chloé")),
            (SIMPLE, CHATTY),
        ),
        Step(
            "only the science ones",
            "find",
            CHLOE_SCIENCE_MUSEUMS,
            (ELLIPSIS, CHATTY),
        ),
        Step(
            "which was the most recent one with her?",
            ANY,
            Best("itemDate"),
            (COREFERENCED, QUANTITATIVE, CHATTY),
        ),
        Step(
            "what was the exhibition there? I loved it but forgot the name",
            ANY,
            Answer(value_of("exhibition"), item(LATEST_CHLOE_SCIENCE_MUSEUM)),
            (COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "non-native: dinners with Anna, the ones from Italy, the second one's restaurant",
        Step("Show me the dinners I had together with Anna", "find", every(DINNER, with_("Anna")), (SIMPLE, NON_NATIVE)),
        Step("The ones from Italy among them", "find", Those(IT), (COREFERENCED, NON_NATIVE)),
        Step("Give me the second one", ANY, Pick(2), (COREFERENCED, NON_NATIVE)),
        Step(
            "How was called the restaurant?",
            ANY,
            Answer(value_of("restaurant"), item(SECOND_ANNA_ITALIAN_DINNER)),
            (COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "chatty: long bike rides with James but not Ben, the quickest one",
        Step(
            "Hey! Quick one, how many bike rides longer than 70 km have I done?",
            "count",
            every(BIKE_RIDE, number("distance", ">", 70)),
            (COMPARATIVE, QUANTITATIVE, CHATTY),
        ),
        Step(
            "and how many of those were with James but not with Ben?",
            "count",
            Those(every(with_("James"), without("Ben"))),
            (LOGICAL, COREFERENCED, QUANTITATIVE, CHATTY),
        ),
        Step(
            "which one of them took the least time?",
            ANY,
            Best("duration", highest=False),
            (COREFERENCED, QUANTITATIVE, CHATTY),
        ),
        Step(
            "and how many minutes was it exactly?",
            ANY,
            Answer(value_of("duration"), item(QUICKEST_LONG_RIDE)),
            (COREFERENCED, QUANTITATIVE, CHATTY),
        ),
    ),
    talk(
        "terse, typo: wines from Spain or Portugal, except the reds",
        Step("wines from spain or portugal", "find", IBERIAN_WINES, (SIMPLE, LOGICAL, TERSE, LOWERCASE)),
        Step("exept the reds", "find", Those(has_field("colour", "red"), keep=False), (LOGICAL, COREFERENCED, TYPO, TERSE, LOWERCASE)),
        Step(
            "any of thsoe rated 5?",
            ANY,
            Verdict(exists(every(IBERIAN_WINES, lambda i: i["fields"]["colour"] != "red", rating("==", 5)))),
            (VERIFICATION, COREFERENCED, TYPO, TERSE, LOWERCASE),
        ),
    ),
)
