"""Batch 94: conversations written blind (from the documentation and the sample data, without reading the
engine). Theme: a first-time user trying the assistant out over an evening. They start with simple
lookups about their own life ("what did I read in 2024", "the longest book of 2024", "how many hikes did
I do last year") and follow up on the answer ("and in 2023?", "only the ones I loved, 5 stars", "which
of those two is the longer one?", "who wrote it", "the secnd one", "the third one", "where was it?");
they ask for counts, the best and the worst ("my worst trip in 2023", "and the best one that year?",
"worst one?"), top 3 (hikes by elevation, meals in Lisbon), the first and the most recent trip to Japan,
averages and totals with units (hiking kilometres in 2025, the runs of this year in km and in minutes,
cycling kilometres of 2024 against 2023), yes/no questions ("did I ever go skiing in Switzerland", "have
I ever been to Kenya", "was that one rated 5", "read anything else by her?"), comparisons ("more beer or
wine in 2021?", "hike more with Anna or with Roberto?", cocktails against beer in 2023, a tie),
and/or/not ("wines in Lyon or Nice", "not the ones with Chloé", "museums in Paris or Amsterdam except
the art ones and not with Mary", "dinners with Tom and James", five-star wines "except the ones in
Italy"). Clarifications (each followed by the user's answer): the nights of "my trip to Paris" (2019 or
2022), "my biggest hike in 2022" (distance or elevation: different hikes), "the science ones from 2025"
(Popular science books or the Science museum), the rating of "Forests What Science Knows" (three books
of that title), and "my cycling total for 2024" (distance or duration). Personas: a chatty, polite
newcomer ("Could you please show me all the wines I gave 5 stars? Thanks!", "Which one was my worst trip
in 2023, would you say?"); a terse one ("longest book 2024", "author?"); a non-native speaker ("How many
nights I was staying in Paris for my trip?", "With who I was there?"); users typing lowercase without
punctuation; 15 typo turns ("anythng", "distnace", "cocktials", "comming", "secnd", "itlay", "frist",
"bigest", "exhibtion", "Lena Fisher", "rigth", "swizerland", "avrage", "wlaks", "agian"). The questions
are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    more,
    rating,
    the,
    total,
    with_,
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

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
DINNER = category("Food", "Dinner")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
SCIENCE_MUSEUM, ART_MUSEUM = category("Museum", "Science"), category("Museum", "Art")
IT, JP, ES, CH, KE = (country(c) for c in ("IT", "JP", "ES", "CH", "KE"))

BOOKS_2024, BOOKS_2023 = every(BOOK, year(2024)), every(BOOK, year(2023))
HIKES_2025, HIKES_2022 = every(HIKE, year(2025)), every(HIKE, year(2022))
RUNS_2026, WALKS_2026 = every(RUN, year(2026)), every(WALK, year(2026))
BIKES_2024, BIKES_2023 = every(BIKE, year(2024)), every(BIKE, year(2023))
TRIPS_2023 = every(TRAVEL, year(2023))
JAPAN_TRIPS = every(TRAVEL, JP)
ADA_WINTER_BOOKS = every(BOOK, field("author", "Ada Winter"))

SILENCE_OF_MEMORYS = "scrapbook-01906"  # Novel, May 2023, 620 pages, rated 5, by Sam Carter
ISLAND_AND_OTHER_POEMS = "scrapbook-02008"  # Poetry, 2024, 608 pages (the longest of 2024), by Ada Winter
NAPA_HIKE_2025 = "scrapbook-02146"  # the 2025 hike with the most climbing (1200 m), rated 4
PARIS_TRIP_2022 = "scrapbook-01779"  # Flight to Paris, Nov 2022, 12 nights, rated 3 (the other Paris trip: May 2019)
NARA_TRIP = "scrapbook-02366"  # Train journey to Nara, June 2026, 5 nights: the latest trip to Japan
BERKELEY_SCIENCE_MUSEUM = "scrapbook-02177"  # the one Science museum of 2025, exhibition "Dinosaurs Alive"
FORESTS_BY_LENA_FISCHER = "scrapbook-01977"  # "Forests: What Science Knows", Dec 2023, rated 5
FORESTS_BY_PAUL_MARTIN = "scrapbook-01959"  # "Forests: What Science Knows", Nov 2023, rated 4


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def several(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether `predicate` selects more than one item."""
    return lambda items: sum(1 for i in items if predicate(i)) > 1


def larger_distance(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict: whether the items `first` selects cover more kilometres than those `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        a = sum(i["fields"]["distance"] for i in items if first(i))
        b = sum(i["fields"]["distance"] for i in items if second(i))
        return a > b

    return holds


CONVERSATIONS = (
    talk(
        "b94 what I read in 2024, then 2023",
        step(
            "Hi! I just set this up and I'm curious what it can do. So, what did I read in 2024?",
            BOOKS_2024,
            SIMPLE,
            CHATTY,
        ),
        step("Oh nice, and in 2023?", BOOKS_2023, ELLIPSIS, CHATTY),
        step(
            "Hmm, could you show me just the ones I really loved? 5 stars I mean",
            Those(rating("==", 5)),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Great, and which of those two is the longer one?",
            Best("pages"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Who wrote it agian?",
            Answer(field_of("author"), the(SILENCE_OF_MEMORYS)),
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b94 the longest book of 2024 and its author",
        step("longest book 2024", Best("pages", among=BOOKS_2024), SIMPLE, TERSE, LOWERCASE),
        step(
            "author?",
            Answer(field_of("author"), the(ISLAND_AND_OTHER_POEMS)),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "read anythng else by her?",
            Verdict(several(ADA_WINTER_BOOKS)),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many by her in total",
            ADA_WINTER_BOOKS,
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b94 last year's hikes: count, distance, climbing",
        step("how many hikes did i do last year", HIKES_2025, SIMPLE, QUANTITATIVE, LOWERCASE),
        step(
            "whats the total distnace",
            Answer(total("distance"), HIKES_2025),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and on average", Answer(mean("distance"), HIKES_2025), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step("which one had the most climbing", Best("elevation"), COREFERENCED, LOWERCASE),
        step(
            "was that one rated 5",
            Verdict(holds_for(NAPA_HIKE_2025, rating("==", 5))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b94 beer or wine, 2021 and 2023",
        step(
            "more beer or wine in 2021?",
            Compare((("wine", every(WINE, year(2021))), ("beer", every(BEER, year(2021))))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "2023?",
            Compare((("wine", every(WINE, year(2023))), ("beer", every(BEER, year(2023))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "and cocktials in 2023, more than beer?",
            Verdict(more(every(COCKTAIL, year(2023)), every(BEER, year(2023)))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
    ),
    talk(
        "b94 the nights of my trip to Paris",
        step(
            "How many nights I was staying in Paris for my trip?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The one from 2022",
            Answer(field_of("nights"), the(PARIS_TRIP_2022)),
            CLARIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("Who was comming with me on this trip?", Detail("who"), COREFERENCED, NON_NATIVE, TYPO),
        step(
            "And it was rated with 5 stars?",
            Verdict(holds_for(PARIS_TRIP_2022, rating("==", 5))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b94 wines in Lyon or Nice, not with Chloé",
        step("wines i had in lyon or nice", every(WINE, cities("Lyon", "Nice")), LOGICAL, LOWERCASE),
        step(
            "not the ones with chloe",
            Those(with_("Chloé"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step("the secnd one", Pick(2), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("how did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b94 five-star wines except Italy",
        step(
            "Okay, let me try something different. Could you please show me all the wines I gave 5 stars? Thanks!",
            every(WINE, rating("==", 5)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Lovely. Actually, could you leave out the ones in itlay please",
            Those(IT, keep=False),
            LOGICAL,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
        step(
            "And how many of those are red, just out of curiosity?",
            Those(field("colour", "red")),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b94 first and latest trip to Japan",
        step(
            "when was my frist trip to japan",
            Best("itemDate", highest=False, among=JAPAN_TRIPS),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("and the most recent one?", Best("itemDate", among=JAPAN_TRIPS), ELLIPSIS, LOWERCASE),
        step(
            "how many nights was that",
            Answer(field_of("nights"), the(NARA_TRIP)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "have i ever been to japan with kenji",
            Verdict(exists(every(JP, with_("Kenji")))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b94 top 3 hikes by elevation",
        step("Show me my top 3 hikes by elevation", Top("elevation", 3, HIKE), SIMPLE, QUANTITATIVE),
        step("the third one", Pick(3), COREFERENCED, TERSE, LOWERCASE),
        step("where was it?", Detail("city"), COREFERENCED, TERSE),
    ),
    talk(
        "b94 my biggest hike in 2022",
        step(
            "what was my bigest hike in 2022",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the one with the most climbing",
            Best("elevation", among=HIKES_2022),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b94 the science ones from 2025",
        step(
            "can you show me the science ones from 2025",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the museum",
            every(SCIENCE_MUSEUM, year(2025)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "what exhibtion did i see there",
            Answer(field_of("exhibition"), the(BERKELEY_SCIENCE_MUSEUM)),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b94 the rating of Forests What Science Knows",
        step("How did I rate Forests What Science Knows?", Clarify(), CLARIFICATION),
        step(
            "the one by Lena Fisher",
            Answer(rating_of, the(FORESTS_BY_LENA_FISCHER)),
            CLARIFICATION,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "and the Paul Martin one?",
            Answer(rating_of, the(FORESTS_BY_PAUL_MARTIN)),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b94 cycling totals, 2024 against 2023",
        step("whats my cycling total for 2024", Clarify(("distance", "duration")), CLARIFICATION, LOWERCASE),
        step(
            "distance",
            Answer(total("distance"), BIKES_2024),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and 2023?",
            Answer(total("distance"), BIKES_2023),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so 2023 was more kilometers rigth",
            Verdict(larger_distance(BIKES_2023, BIKES_2024)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b94 did I ever go skiing there",
        step(
            "did i ever go skiing in swizerland",
            Verdict(exists(every(SKI, CH))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("and in japan?", Verdict(exists(every(SKI, JP))), VERIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("Have I ever been to Kenya at all?", Verdict(exists(KE)), VERIFICATION, SIMPLE),
    ),
    talk(
        "b94 this year's runs in km and minutes",
        step(
            "whats the avrage distance of my runs this year",
            Answer(mean("distance"), RUNS_2026),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and how many minutes in total",
            Answer(total("duration"), RUNS_2026),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "did i run more often than i walked this year",
            Verdict(more(RUNS_2026, WALKS_2026)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b94 dinners with Tom and James",
        step("dinners with tom and james", every(DINNER, with_("Tom", "James")), LOGICAL, TERSE, LOWERCASE),
        step(
            "how many of those were in spain",
            Those(ES),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("worst one?", Best("rating", highest=False), COREFERENCED, TERSE, LOWERCASE),
        step("where was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b94 worst and best trip of 2023",
        step(
            "Ok this is actually fun. Which one was my worst trip in 2023, would you say?",
            Best("rating", highest=False, among=TRIPS_2023),
            SIMPLE,
            CHATTY,
        ),
        step("Oh right, that one. Who was I with again?", Detail("who"), COREFERENCED, CHATTY),
        step(
            "And the best one that year, if you don't mind?",
            Best("rating", among=TRIPS_2023),
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b94 hiking and walking with Anna or Roberto",
        step(
            "Did I hike more with Anna or with Roberto?",
            Compare((("Anna", every(HIKE, with_("Anna"))), ("Roberto", every(HIKE, with_("Roberto"))))),
            COMPARATIVE,
        ),
        step(
            "and wlaks?",
            Compare((("Anna", every(WALK, with_("Anna"))), ("Roberto", every(WALK, with_("Roberto"))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b94 museums in Paris or Amsterdam",
        step(
            "museums in paris or amsterdam",
            every(MUSEUM, cities("Paris", "Amsterdam")),
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step("except the art ones", Those(ART_MUSEUM, keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "and not with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b94 best meals in Lisbon",
        step(
            "Which are my 3 best rated meals in Lisbon?",
            Top("rating", 3, every(FOOD, city("Lisbon"))),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("The first of them", Pick(1), COREFERENCED, NON_NATIVE),
        step("With who I was there?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
)
