"""Batch 107: conversations written blind (from the documentation and the sample data, without reading
the engine). Theme: everyday uses of the scrapbook, each brought by the user: settling a bet with James
about ski days (with him, without him, Truckee or South Lake Tahoe); planning a cocktail night from the
five-star cocktails (only San Francisco, the most recent, margaritas or martinis); recommending a
Portuguese red to a friend (the best rated, its producer, other bottles of that producer); a poetry
shelf (count, average pages, the five-star ones and whether both are Helen Park's); filling in a
travel journal (the nights of the 2024 flight, cocktails in Budapest and in Jaipur); the science ones
of 2024 (not the ones in India, the exhibition); the biggest hike of this year; remembering the July
trip to Greece (dinners, only those with Elena, the Delphi one); art against science museums (all, in
Japan) and the museums of Italy that were not art museums; a quiz about the museums of Egypt; the
average walk this year and in 2025; tips for a friend going to Japan (top 5 meals there, the third
one, its city); beer or cocktails in 2024 and the 2024 cocktails outside the United States; a Helen
Park quiz (how many, how many novels, more novels or popular science); bike rides with Ben since 2025
(total distance, not with James); trips since 2024 without Mary and the longest; wine in 2025 against
2026 (all, whites, average rating of 2026); this year's runs (the longest, its minutes, those over
15 km, this year's kilometres against 2025's); street food for a sister going to Lisbon; breakfasts
in Oakland or Berkeley without Mary.

Clarifications (each followed by the user's answer as the next turn): "how many nigths was my 2024
flight" (Budapest or Jaipur, both 2024 flights), "the science ones from 2024" (Popular science books
or Science museums, both in 2024), "my biggest hike this year" (distance or elevation: both fields
have the size word "big", and the largest of each is a different hike, Delphi and Calistoga), and
"how did i rate the delphi one" after this year's Greek dinners with Elena (Taverna Pierre or The
Nikos, both in Delphi with Elena).

Tagging: a narrowing ("only the ones with elena") is tagged logical, a standalone count quantitative,
a standalone list or superlative simple, a follow-up with a pronoun or "of those" coreferenced, a bare
fragment ("and in 2025", "How many?") ellipsis; a clarification's answer is tagged clarification.

Personas: chatty users (the bet, the cocktail night, the travel journal, Greece, the Japan tips, the
Lisbon street food), terse ones, lowercase users without punctuation, a non-native speaker ("Which one
I liked the most?", "I was in some museum in Egypt, yes?"), and 15 typo turns ("sking", "cocktials",
"producter", "avrage", "nigths", "musuems", "climbin", "diners", "vist", "avergae", "beeers", "novles",
"togehter", "whits", "longset"). The questions are asked on 29 November 2026 (the harness's NOW,
12:00 UTC)."""

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
    category,
    cities,
    city,
    country,
    every,
    exists,
    field,
    field_of,
    mean,
    not_,
    number,
    rating,
    since,
    the,
    title_has,
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

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, TRAVEL, FOOD, MUSEUM = category("Book"), category("Travel"), category("Food"), category("Museum")
POETRY, NOVEL, SCIENCE_BOOK = (category("Book", t) for t in ("Poetry", "Novel", "Popular science"))
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
DINNER, BREAKFAST, STREET_FOOD = (category("Food", t) for t in ("Dinner", "Breakfast", "Street food"))
ART_MUSEUM, SCIENCE_MUSEUM = category("Museum", "Art"), category("Museum", "Science")
US, PT, GR, JP, IT, EG = (country(c) for c in ("US", "PT", "GR", "JP", "IT", "EG"))

SKI_WITH_JAMES = every(SKI, with_("James"))
FIVE_STAR_COCKTAILS = every(COCKTAIL, rating("==", 5))
PORTUGUESE_REDS = every(WINE, PT, field("colour", "red"))
SCIENCE_MUSEUMS_2024 = every(SCIENCE_MUSEUM, year(2024))
HIKES_2026 = every(HIKE, year(2026))
GREEK_DINNERS_2026 = every(DINNER, GR, year(2026))
WALKS_2026, WALKS_2025 = every(WALK, year(2026)), every(WALK, year(2025))
JAPAN_MEALS = every(FOOD, JP)
HELEN_PARK = every(BOOK, field("author", "Helen Park"))
BEN_RIDES = every(BIKE, with_("Ben"), since(datetime(2025, 1, 1)))
TRIPS_WITHOUT_MARY = every(TRAVEL, since(datetime(2024, 1, 1)), without("Mary"))
WINES_2025, WINES_2026 = every(WINE, year(2025)), every(WINE, year(2026))
RUNS_2026 = every(RUN, year(2026))
BREAKFASTS_WITHOUT_MARY = every(BREAKFAST, cities("Oakland", "Berkeley"), without("Mary"))

QUINTA_DO_BELAIR_2006 = the("scrapbook-00205")  # the only Portuguese red rated 5, 2011 in Lisbon
BUDAPEST_FLIGHT = the("scrapbook-02011")  # May 2024, 7 nights (the other 2024 flight: Jaipur, 12 nights)
VENICE_SCIENCE_MUSEUM = the("scrapbook-02096")  # the one 2024 science museum in Italy, "Modern Masters"
THE_NIKOS_DELPHI = the("scrapbook-02415")  # July 2026 with Mary and Elena, rated 4 (Taverna Pierre: 1)
NARA_RUN = the("scrapbook-02372")  # the longest run of 2026, 19.6 km in 375 minutes
THE_OLIVE_LISBON = the("scrapbook-00630")  # the best rated Lisbon street food, grilled fish


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def count_over(predicate: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(map(predicate, items)) > n


def every_one(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def higher_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


CONVERSATIONS = (
    talk(
        "b107 the ski bet with James",
        step(
            "Settling a bet with James tonight! He swears we've been skiing together more than 20 times. "
            "How many ski days have I had with James?",
            SKI_WITH_JAMES,
            QUANTITATIVE,
            CHATTY,
        ),
        step("and without him", every(SKI, without("James")), ELLIPSIS, LOGICAL, TERSE, LOWERCASE),
        step(
            "so he wins, more than 20 with him?",
            Verdict(count_over(SKI_WITH_JAMES, 20)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "did i go sking more at truckee or at south lake tahoe",
            Compare((("Truckee", every(SKI, city("Truckee"))), ("South Lake Tahoe", every(SKI, city("South Lake Tahoe"))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b107 planning a cocktail night",
        step(
            "I'm hosting a cocktail night on Saturday and want to copy my favourites. Which cocktials did I give 5 stars?",
            FIVE_STAR_COCKTAILS,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("only the ones in San Francisco", Those(city("San Francisco")), LOGICAL, TERSE),
        step("the most recent one", Best("itemDate"), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "Did I give 5 stars to more margaritas or more martinis?",
            Compare(
                (
                    ("margarita", every(FIVE_STAR_COCKTAILS, title_has("Margarita"))),
                    ("martini", every(FIVE_STAR_COCKTAILS, title_has("Martini"))),
                )
            ),
            COMPARATIVE,
        ),
    ),
    talk(
        "b107 a Portuguese red for a friend",
        step(
            "My friend like Portuguese red wine. Which red wines from Portugal I have tasted?",
            PORTUGUESE_REDS,
            SIMPLE,
            NON_NATIVE,
        ),
        step("Which one I liked the most?", Best("rating"), COREFERENCED, NON_NATIVE),
        step(
            "Who is the producter of it?",
            Answer(field_of("producer"), QUINTA_DO_BELAIR_2006),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "I had also other wines from Quinta do Belair?",
            Verdict(exists(every(WINE, field("producer", "Quinta do Belair"), not_(QUINTA_DO_BELAIR_2006)))),
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b107 the poetry shelf",
        step("how many poetry books have i read", POETRY, QUANTITATIVE, LOWERCASE),
        step(
            "whats the avrage number of pages",
            Answer(mean("pages"), POETRY),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("only the 5 star ones", Those(rating("==", 5)), LOGICAL, TERSE, LOWERCASE),
        step(
            "were both by helen park",
            Verdict(every_one(every(POETRY, rating("==", 5)), field("author", "Helen Park"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 the travel journal, 2024 flight",
        step(
            "Filling in my travel journal and I've forgotten something: how many nigths was my 2024 flight?",
            Clarify(("Budapest", "Jaipur")),
            CLARIFICATION,
            CHATTY,
            TYPO,
        ),
        step("Budapest", Answer(field_of("nights"), BUDAPEST_FLIGHT), CLARIFICATION, TERSE),
        step(
            "Did I have any cocktails in Budapest?",
            Verdict(exists(every(COCKTAIL, city("Budapest")))),
            VERIFICATION,
        ),
        step(
            "and in jaipur",
            Verdict(exists(every(COCKTAIL, city("Jaipur")))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 the science ones of 2024",
        step(
            "show me the science ones from 2024",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("the musuems", SCIENCE_MUSEUMS_2024, CLARIFICATION, TERSE, LOWERCASE, TYPO),
        step("not the ones in india", Those(country("IN"), keep=False), LOGICAL, TERSE, LOWERCASE),
        step(
            "what exhibition did i see there",
            Answer(field_of("exhibition"), VENICE_SCIENCE_MUSEUM),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 the biggest hike this year",
        step("my biggest hike this year", Clarify(("distance", "elevation")), CLARIFICATION, TERSE, LOWERCASE),
        step(
            "the one with most climbin",
            Best("elevation", among=HIKES_2026),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the longest in km?",
            Best("distance", among=HIKES_2026),
            ELLIPSIS,
            TERSE,
        ),
        step("who was with me on that one", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b107 remembering Greece in July",
        step(
            "Still daydreaming about Greece this summer. Which diners did I have in Greece this year?",
            GREEK_DINNERS_2026,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("only the ones with elena", Those(with_("Elena")), LOGICAL, LOWERCASE),
        step(
            "how did i rate the delphi one",
            Clarify(("Taverna Pierre", "The Nikos")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the nikos",
            Answer(rating_of, THE_NIKOS_DELPHI),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 art or science museums",
        step(
            "have i been to more art museums or science museums",
            Compare((("art", ART_MUSEUM), ("science", SCIENCE_MUSEUM))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "And in Japan?",
            Compare((("art", every(ART_MUSEUM, JP)), ("science", every(SCIENCE_MUSEUM, JP)))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step("Which museums did I vist in Italy?", every(MUSEUM, IT), SIMPLE, TYPO),
        step(
            "Which of those weren't art museums?",
            Those(ART_MUSEUM, keep=False),
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "b107 quiz about Egypt museums",
        step(
            "I was in some museum in Egypt, yes?",
            Verdict(exists(every(MUSEUM, EG))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step("How many?", every(MUSEUM, EG), ELLIPSIS, QUANTITATIVE, TERSE, NON_NATIVE),
        step("Which one I have rated the best?", Best("rating"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b107 average walk this year and last",
        step(
            "whats my avergae walk distance this year",
            Answer(mean("distance"), WALKS_2026),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and in 2025", Answer(mean("distance"), WALKS_2025), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so my walks were longer last year on average?",
            Verdict(higher_mean("distance", WALKS_2025, WALKS_2026)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 tips for a friend going to Japan",
        step(
            "A friend of mine is off to Japan next month and asked for tips. What were my top 5 meals in Japan?",
            Top("rating", 5, JAPAN_MEALS),
            QUANTITATIVE,
            CHATTY,
        ),
        step("the third one", Pick(3), COREFERENCED, TERSE, LOWERCASE),
        step("which city was that in", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b107 beer or cocktails in 2024",
        step(
            "more beeers or cocktails in 2024",
            Compare((("beer", every(BEER, year(2024))), ("cocktail", every(COCKTAIL, year(2024))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("list the cocktails", every(COCKTAIL, year(2024)), ELLIPSIS, TERSE, LOWERCASE),
        step("which werent in the us", Those(US, keep=False), LOGICAL, LOWERCASE),
    ),
    talk(
        "b107 quizzing myself on Helen Park",
        step(
            "Quick quiz for myself: how many books by Helen Park have I read?",
            HELEN_PARK,
            QUANTITATIVE,
        ),
        step("how many of them were novles", Those(NOVEL), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "So did Helen Park write more novels or popular science books, of the ones I read?",
            Compare((("novel", every(HELEN_PARK, NOVEL)), ("popular science", every(HELEN_PARK, SCIENCE_BOOK)))),
            COMPARATIVE,
        ),
    ),
    talk(
        "b107 bike rides with Ben",
        step("bike rides with ben since 2025", BEN_RIDES, SIMPLE, TERSE, LOWERCASE),
        step(
            "how far did we ride togehter in total",
            Answer(total("distance"), BEN_RIDES),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "only the ones without james",
            Those(with_("James"), keep=False),
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 trips without Mary",
        step(
            "Which trips since 2024 did I take without Mary?",
            TRIPS_WITHOUT_MARY,
            LOGICAL,
        ),
        step("Which was the longest?", Best("nights"), COREFERENCED, TERSE),
    ),
    talk(
        "b107 wine in 2025 against 2026",
        step(
            "did i drink more wine in 2025 or in 2026",
            Compare((("2025", WINES_2025), ("2026", WINES_2026))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and whits?",
            Compare(
                (
                    ("2025", every(WINES_2025, field("colour", "white"))),
                    ("2026", every(WINES_2026, field("colour", "white"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "What's the average rating of the wines I had in 2026?",
            Answer(mean("rating"), WINES_2026),
            QUANTITATIVE,
        ),
    ),
    talk(
        "b107 this year's runs",
        step("longset run this year", Best("distance", among=RUNS_2026), SIMPLE, TERSE, LOWERCASE, TYPO),
        step(
            "how many minutes did it take",
            Answer(field_of("duration"), NARA_RUN),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which of this year's runs were over 15 km?",
            every(RUNS_2026, number("distance", ">", 15)),
            SIMPLE,
        ),
        step(
            "did i run more km this year than in 2025",
            Verdict(larger_total("distance", RUNS_2026, every(RUN, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 street food in Lisbon for a friend",
        step(
            "My sister is going to Lisbon. What street food did I have there?",
            every(STREET_FOOD, city("Lisbon")),
            SIMPLE,
            CHATTY,
        ),
        step("which were 4 stars or more", Those(rating(">=", 4)), LOGICAL, LOWERCASE),
        step(
            "and at the best rated of those, what did i eat?",
            Answer(field_of("dish"), THE_OLIVE_LISBON),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b107 brunch spots in the East Bay",
        step(
            "Breakfasts in Oakland or Berkeley that Mary wasn't at",
            BREAKFASTS_WITHOUT_MARY,
            LOGICAL,
        ),
        step(
            "any rated 5?",
            Verdict(exists(every(BREAKFASTS_WITHOUT_MARY, rating("==", 5)))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "did I have more breakfasts in Oakland or in Berkeley overall",
            Compare((("Oakland", every(BREAKFAST, city("Oakland"))), ("Berkeley", every(BREAKFAST, city("Berkeley"))))),
            COMPARATIVE,
        ),
    ),
)
