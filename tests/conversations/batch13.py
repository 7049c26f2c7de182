"""Batch 13: conversations written blind (from the documentation and the sample data, without reading
the engine or the other batches), scored once as first written; see BATCHES.md. It stresses the way
people type into a chat box: lowercase without punctuation, swapped and missing letters and
apostrophes, abbreviations ("w", "yr", "abt", "diff", "avg", "&") and, by contrast, polite full
sentences. The conversations cover every category (drinks, food, books, museums, travel, activities)
with places at city, region, country and continent level, years, months, seasons, "last year",
"this year", "the year before", companions, ratings, totals and averages with units, top N, counts
of distinct places, comparisons of two groups, coreference ("those", "it", "the second one",
"there", "that year") and questions the assistant should answer with a question."""

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
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    more,
    rating,
    region,
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
    QUANTITATIVE,
    SIMPLE,
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, Conversation, talk

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BOOK, MUSEUM, TRAVEL, FOOD = category("Book"), category("Museum"), category("Travel"), category("Food")
DINNER, LUNCH, FLIGHT = category("Food", "Dinner"), category("Food", "Lunch"), category("Travel", "Flight")
HIKE, RUN, SKI = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Ski")
BIKE = category("Activity", "Bike ride")
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SOUTH_AMERICA = ("AR", "BR", "PE")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def any_of(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def best_rated_with(among: Predicate, name: str) -> Callable[[Sequence[Item]], bool]:
    """Whether every best-rated item `among` selects had `name` along (the best may be tied)."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        top = max(i["rating"] for i in pool)
        return all(name in i["who"] for i in pool if i["rating"] == top)

    return holds


def higher_mean(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `first` selects have a higher average rating than those `second` selects."""

    def average(items: Sequence[Item], among: Predicate) -> float:
        ratings: list[int] = [i["rating"] for i in items if among(i)]
        return sum(ratings) / len(ratings)

    return lambda items: average(items, first) > average(items, second)


BORDEAUX_WINES = every(WINE, city("Bordeaux"))
MUSEUMS_2023_NO_MARY = every(MUSEUM, year(2023), without("Mary"))
ART_OR_HISTORY = any_of(kind("Art"), kind("History"))
BEERS_ABROAD = every(BEER, not_(country("US")))
FRENCH_BUBBLY = every(WINE, country("FR"), has_field("colour", "sparkling"))
SS_LUNCHES = every(LUNCH, city("San Sebastián"))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "b13 bordeaux wines, lowercase",
        step("wines from bordeuax", BORDEAUX_WINES, SIMPLE, LOWERCASE, TYPO, TERSE),
        step("how many of those were red", Those(has_field("colour", "red")), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("which one did i rate highest", Best("rating"), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b13 dinners in italy, abbreviated",
        step(
            "how many dinners in italy in aug 2024",
            every(DINNER, country("IT"), between(datetime(2024, 8, 1), datetime(2024, 9, 1))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TERSE,
        ),
        step(
            "& june 2022?",
            every(DINNER, country("IT"), between(datetime(2022, 6, 1), datetime(2022, 7, 1))),
            ELLIPSIS,
            TERSE,
        ),
        step("which ones werent w mary", Those(with_("Mary"), keep=False), COREFERENCED, LOGICAL, LOWERCASE, TYPO, TERSE),
    ),
    talk(
        "b13 books last year, polite",
        step("Hi! Could you tell me how many books I read last year, please?", every(BOOK, year(2025)), SIMPLE, QUANTITATIVE, CHATTY),
        step("Thank you. Which one was the longest?", Best("pages"), COREFERENCED, QUANTITATIVE, CHATTY),
        step(
            "And how many pages did I read in total that year?",
            Answer(total("pages"), every(BOOK, year(2025))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step("And the year before?", Answer(total("pages"), every(BOOK, year(2024))), ELLIPSIS, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b13 the last flight, there and that year",
        step("whens the last time i took a flight", Best("itemDate", among=FLIGHT), SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("where did i fly to", Detail("city"), COREFERENCED, LOWERCASE),
        step(
            "which museums did i go to there that year",
            every(MUSEUM, city("Athens"), year(2026)),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b13 bike ride totals, asked back",
        step("whats my total for bike rides this year", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, LOWERCASE, TYPO),
        step("distance", Answer(total("distance"), every(BIKE, year(2026))), CLARIFICATION, QUANTITATIVE, TERSE, LOWERCASE),
        step("how about last yr", Answer(total("distance"), every(BIKE, year(2025))), ELLIPSIS, QUANTITATIVE, LOWERCASE, TERSE),
        step("longest ride that year?", Best("distance", among=every(BIKE, year(2025))), COREFERENCED, QUANTITATIVE, TERSE),
    ),
    talk(
        "b13 beer or cocktails",
        step(
            "did i have more beers or cocktials in 2017",
            Compare((("cocktail", every(COCKTAIL, year(2017))), ("beer", every(BEER, year(2017))))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in 2022",
            Compare((("cocktail", every(COCKTAIL, year(2022))), ("beer", every(BEER, year(2022))))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
            TERSE,
        ),
        step(
            "any of the 2022 cocktails rated 5?",
            Verdict(exists(every(COCKTAIL, year(2022), rating("==", 5)))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "what abt 2025",
            Verdict(exists(every(COCKTAIL, year(2025), rating("==", 5)))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
        ),
    ),
    talk(
        "b13 eating out in two cities, polite",
        step(
            "Hello! Did I eat out more in Kyoto or in Toyko?",
            Compare((("Kyoto", every(FOOD, city("Kyoto"))), ("Tokyo", every(FOOD, city("Tokyo"))))),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "What about Paris versus Nice?",
            Compare((("Paris", every(FOOD, city("Paris"))), ("Nice", every(FOOD, city("Nice"))))),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Thanks! And did I visit more museums this year than last year?",
            Verdict(more(every(MUSEUM, year(2026)), every(MUSEUM, year(2025)))),
            COMPARATIVE,
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "b13 skiing abroad",
        step(
            "ever been skiing in austira?",
            Verdict(exists(every(SKI, country("AT")))),
            VERIFICATION,
            LOWERCASE,
            TERSE,
            TYPO,
        ),
        step(
            "and in france",
            Verdict(exists(every(SKI, country("FR")))),
            ELLIPSIS,
            VERIFICATION,
            LOWERCASE,
            TERSE,
        ),
        step("when was my last ski day in canada", Best("itemDate", among=every(SKI, country("CA"))), SIMPLE, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b13 museums without mary",
        step("museums in 2023 i went to without mary", MUSEUMS_2023_NO_MARY, SIMPLE, LOGICAL, LOWERCASE),
        step("only the art or history ones", Those(ART_OR_HISTORY), COREFERENCED, LOGICAL, LOWERCASE),
        step("whcih was rated best", Best("rating"), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "was kenji with me on that one",
            Verdict(best_rated_with(every(MUSEUMS_2023_NO_MARY, ART_OR_HISTORY), "Kenji")),
            COREFERENCED,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b13 beers abroad",
        step("beers outisde the us", BEERS_ABROAD, SIMPLE, LOGICAL, LOWERCASE, TERSE, TYPO),
        step(
            "how many diff countries is that",
            Answer(distinct_places("country"), BEERS_ABROAD),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many of those were in south america",
            Those(lambda i: i["place"]["countryCode"] in SOUTH_AMERICA),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b13 trips in 2023",
        step(
            "how many countries did my trips go to in 2023",
            Answer(distinct_places("country"), every(TRAVEL, year(2023))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which was the longest trip",
            Best("nights", among=every(TRAVEL, year(2023))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("who wnet with me on that one", Detail("who"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b13 top runs, asked back",
        step("top 5 longest runs last year", Top("distance", 5, every(RUN, year(2025))), SIMPLE, QUANTITATIVE, LOWERCASE, TERSE),
        step("the second one", Pick(2), COREFERENCED, LOWERCASE, TERSE),
        step(
            "whats my average for all my runs that year",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("distance pls", Answer(mean("distance"), every(RUN, year(2025))), CLARIFICATION, QUANTITATIVE, LOWERCASE, TERSE),
    ),
    talk(
        "b13 history, terse",
        step("history 2021", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE, TERSE),
        step("museums", every(MUSEUM, kind("History"), year(2021)), CLARIFICATION, LOWERCASE, TERSE),
        step(
            "which did i like more",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b13 summer hikes with mary",
        step("hikes w mary last summer", every(HIKE, with_("Mary"), LAST_SUMMER), SIMPLE, LOWERCASE, TERSE),
        step(
            "whats the avg for my hikes in the dolomties",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("km", Answer(mean("distance"), every(HIKE, region("Dolomites"))), CLARIFICATION, QUANTITATIVE, TERSE),
    ),
    talk(
        "b13 dinners in spain and lunches nearby, polite",
        step(
            "Could you show me my dinners in Spain, but not the ones in Barcelona?",
            every(DINNER, country("ES"), not_(city("Barcelona"))),
            LOGICAL,
            CHATTY,
        ),
        step("Thanks. Are there any lunches nearby?", Clarify(), CLARIFICATION, CHATTY),
        step("Oh sorry, I meant lunches in San Sebastian", SS_LUNCHES, CLARIFICATION, SIMPLE, CHATTY, TYPO),
        step("Were any of them rated 5?", Verdict(exists(every(SS_LUNCHES, rating("==", 5)))), COREFERENCED, VERIFICATION, CHATTY),
    ),
    talk(
        "b13 french wines that are not red",
        step("french wines that arent red", every(WINE, country("FR"), not_(has_field("colour", "red"))), LOGICAL, LOWERCASE, TYPO),
        step("just the bubbly ones", Those(has_field("colour", "sparkling")), COREFERENCED, ELLIPSIS, LOWERCASE, TERSE),
        step("avg rating of those", Answer(mean("rating"), FRENCH_BUBBLY), COREFERENCED, QUANTITATIVE, LOWERCASE, TERSE),
        step(
            "best 3 of them",
            Top("rating", 3, FRENCH_BUBBLY),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TERSE,
        ),
        step(
            "do i rate greek wines higher than italian ones on avg",
            Verdict(higher_mean(every(WINE, country("GR")), every(WINE, country("IT")))),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b13 science, asked back",
        step("science stuff from 2019?", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the books", every(BOOK, kind("Popular science"), year(2019)), CLARIFICATION, LOWERCASE, TERSE),
        step("total pages?", Answer(total("pages"), every(BOOK, kind("Popular science"), year(2019))), ELLIPSIS, QUANTITATIVE, TERSE),
    ),
)

__all__ = ["CONVERSATIONS", "TAGS"]
