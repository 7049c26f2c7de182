"""Batch 59: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a terse power user doing quick
analysis across the whole scrapbook (drinks, books, activities, travel, food, museums): top N, lowest
and highest, totals and averages with units per year or place, distinct counts, sorting, "not X",
"except", "neither … nor", "X or Y", "only the ones …", follow-ons such as "2022?", "and walks",
"same but without Tom", "bottom 3", yes/no checks of numbers, and a few requests that are truly
ambiguous and should be asked back ("total 2024?", "longest one in 2023", "with her", "history stuff",
"top 3?"). Personas: mainly a terse user and a lowercase user, with a typo-prone user and a
non-native speaker. The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Sequence

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
    city,
    country,
    distinct_places,
    every,
    exists,
    field,
    kind,
    mean,
    more,
    most_common_place,
    not_kind,
    rating,
    total,
    with_,
    without,
    year,
)
from .steps import (
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
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
DINNER, BREAKFAST, STREET_FOOD = (category("Food", t) for t in ("Dinner", "Breakfast", "Street food"))
BOOK, MUSEUM, TRAVEL, FOOD = category("Book"), category("Museum"), category("Travel"), category("Food")
IT, JP, VN, FR, CA = (country(c) for c in ("IT", "JP", "VN", "FR", "CA"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def total_over(name: str, among: Predicate, limit: float):
    """Whether the items `among` selects add up to more than `limit` on field `name`."""
    return lambda items: sum(i["fields"][name] for i in items if among(i)) > limit


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def count_over(among: Predicate, limit: int):
    return lambda items: sum(map(among, items)) > limit


def average_over(among: Predicate, limit: float):
    def holds(items: Sequence[Item]) -> bool:
        ratings = [i["rating"] for i in items if among(i)]
        return sum(ratings) / len(ratings) > limit

    return holds


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def beats_both(winner: Predicate, *others: Predicate):
    return lambda items: all(sum(map(winner, items)) > sum(map(other, items)) for other in others)


ART_OR_SCIENCE = every(MUSEUM, either(kind("Art"), kind("Science")))
RED_OR_WHITE = either(field("colour", "red"), field("colour", "white"))
JAPAN_2023_NOT_FOOD = every(JP, year(2023), not_(FOOD))

CONVERSATIONS = (
    talk(
        "b59 top wines 2021",
        step("Top 5 wines, 2021.", Top("rating", 5, every(WINE, year(2021))), SIMPLE, QUANTITATIVE, TERSE),
        step(
            "2022?",
            Top("rating", 5, every(WINE, year(2022))),
            ELLIPSIS,
            TERSE,
        ),
        step("Bottom 3.", Top("rating", 3, every(WINE, year(2022)), highest=False), ELLIPSIS, COREFERENCED, TERSE),
    ),
    talk(
        "b59 km per year",
        step("Total km run, 2025.", Answer(total("distance"), every(RUN, year(2025))), SIMPLE, QUANTITATIVE, TERSE),
        step("And walks.", Answer(total("distance"), every(WALK, year(2025))), ELLIPSIS, QUANTITATIVE, TERSE),
        step("Avg per walk?", Answer(mean("distance"), every(WALK, year(2025))), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "Over 100 km of walking this year?",
            Verdict(total_over("distance", every(WALK, year(2026)), 100)),
            VERIFICATION,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b59 books not novels",
        step("books from 2024 that arent novels", every(BOOK, year(2024), not_kind("Novel")), LOGICAL, LOWERCASE),
        step("whcih one of them is the thickest", Best("pages"), COREFERENCED, TYPO),
        step("what did i give it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b59 italy dinners neither",
        step(
            "dinners in itlay with neither mary nor tom",
            every(DINNER, IT, without("Mary", "Tom")),
            LOGICAL,
            TYPO,
        ),
        step("only the ones i rated 4 or more", Those(rating(">=", 4)), COREFERENCED, LOGICAL, LOWERCASE),
        step(
            "which was best",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "what city",
            Detail("city"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b59 art or science museums",
        step("Art or science museums, 2021.", every(ART_OR_SCIENCE, year(2021)), LOGICAL, TERSE),
        step("2026?", every(ART_OR_SCIENCE, year(2026)), ELLIPSIS, TERSE),
        step("Only the ones rated 4+.", Those(rating(">=", 4)), COREFERENCED, LOGICAL, TERSE),
    ),
    talk(
        "b59 runs without tom",
        step("runs this year wiht tom", every(RUN, year(2026), with_("Tom")), SIMPLE, TYPO),
        step("same but without tom", every(RUN, year(2026), without("Tom")), ELLIPSIS, LOGICAL, LOWERCASE),
        step("avg km of those", Answer(mean("distance"), every(RUN, year(2026), without("Tom"))), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b59 hikes roberto elevation",
        step("hikes last year except the ones with roberto", every(HIKE, year(2025), without("Roberto")), LOGICAL, LOWERCASE),
        step(
            "total climbing on them",
            Answer(total("elevation"), every(HIKE, year(2025), without("Roberto"))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("highest one", Best("elevation"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b59 distinct places",
        step(
            "in how many diffrent countries did i eat street food",
            Answer(distinct_places("country"), STREET_FOOD),
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "which city had the most breakfasts",
            Answer(most_common_place("city"), BREAKFAST),
            QUANTITATIVE,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "number of distinct citys for musems",
            Answer(distinct_places("city"), MUSEUM),
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b59 beer or cocktails",
        step(
            "more beers or cocktials in 2024",
            Compare((("cocktail", every(COCKTAIL, year(2024))), ("beer", every(BEER, year(2024))))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "2015?",
            Compare((("beer", every(BEER, year(2015))), ("cocktail", every(COCKTAIL, year(2015))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "did wine beat both that year",
            Verdict(beats_both(every(WINE, year(2015)), every(BEER, year(2015)), every(COCKTAIL, year(2015)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b59 total of what",
        step("Total 2024?", Clarify(), CLARIFICATION, TERSE),
        step("Bike km.", Answer(total("distance"), every(BIKE, year(2024))), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "Higher in 2025?",
            Verdict(larger_total("distance", every(BIKE, year(2025)), every(BIKE, year(2024)))),
            VERIFICATION,
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b59 longest of what",
        step("longst one in 2023", Clarify(), CLARIFICATION, TYPO),
        step("the trips", Best("nights", among=every(TRAVEL, year(2023))), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("where to", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b59 with her",
        step("everything with her this year", Clarify(), CLARIFICATION, LOWERCASE),
        step("elena", every(with_("Elena"), year(2026)), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("not the wines", Those(WINE, keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "how many are walks or hikes",
            Those(either(WALK, HIKE)),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b59 history which",
        step("History stuff, 2022.", Clarify(("book", "museum")), CLARIFICATION, TERSE),
        step("Museums.", every(category("Museum", "History"), year(2022)), CLARIFICATION, ELLIPSIS, TERSE),
        step(
            "Any under 3 stars?",
            Verdict(exists(every(category("Museum", "History"), year(2022), rating("<", 3)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b59 japan except food",
        step("evrything from japan in 2023 exept food", JAPAN_2023_NOT_FOOD, LOGICAL, TYPO),
        step("only the ones in kyoto", Those(city("Kyoto")), COREFERENCED, LOGICAL, LOWERCASE),
        step(
            "how mnay of thsoe were walks",
            Those(WALK),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b59 longest trips",
        step("Top 3 longest trips.", Top("nights", 3, TRAVEL), SIMPLE, QUANTITATIVE, TERSE),
        step("2nd.", Pick(2), COREFERENCED, TERSE),
        step("Country?", Detail("country"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    talk(
        "b59 number checks",
        step("did i drnk more than 30 wines this year", Verdict(count_over(every(WINE, year(2026)), 30)), VERIFICATION, TYPO),
        step("is my avrage book rating above 3.5", Verdict(average_over(BOOK, 3.5)), VERIFICATION, QUANTITATIVE, TYPO),
        step(
            "more books in 2025 than 2023?",
            Verdict(more(every(BOOK, year(2025)), every(BOOK, year(2023)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b59 beer averages",
        step("What is the average rating of my beers in Japan?", Answer(mean("rating"), every(BEER, JP)), QUANTITATIVE, NON_NATIVE),
        step("And for the ones of Vietnam?", Answer(mean("rating"), every(BEER, VN)), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "So the Japan beers have the higher score, yes?",
            Verdict(higher_on_average(every(BEER, JP), every(BEER, VN))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b59 worst lisbon meal",
        step("lowest rated resturant meal in lisbon", Best("rating", highest=False, among=every(FOOD, city("Lisbon"))), SIMPLE, TYPO),
        step("when was taht", Detail("year"), COREFERENCED, TYPO),
        step("who was ther", Detail("who"), COREFERENCED, TYPO),
    ),
    talk(
        "b59 ski 2021",
        step("How many ski days 2021?", every(SKI, year(2021)), SIMPLE, QUANTITATIVE, TERSE),
        step(
            "How many diff places?",
            Answer(distinct_places("city"), every(SKI, year(2021))),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
        ),
        step("Only Canada.", Those(CA), ELLIPSIS, LOGICAL, TERSE),
    ),
    talk(
        "b59 french wines red or white",
        step(
            "French wines rated 5 that are red or white, not the sparkling ones.",
            every(WINE, FR, rating("==", 5), RED_OR_WHITE),
            LOGICAL,
            NON_NATIVE,
        ),
        step("Only the whites from this.", Those(field("colour", "white")), COREFERENCED, LOGICAL, NON_NATIVE),
    ),
    talk(
        "b59 top 3 of what",
        step("top 3?", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "boosk from 2025",
            Top("rating", 3, every(BOOK, year(2025))),
            CLARIFICATION,
            ELLIPSIS,
            TYPO,
        ),
        step("and the worst one", Best("rating", highest=False, among=every(BOOK, year(2025))), ELLIPSIS, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b59 trips 2026 sorted",
        step("My trips of this year, please sort them by the nights.", every(TRAVEL, year(2026)), SIMPLE, NON_NATIVE),
        step("Which is the most short?", Best("nights", highest=False), COREFERENCED, NON_NATIVE),
        step("With who I went there?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
)
