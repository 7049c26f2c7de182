"""Batch 66: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a curious user who likes numbers
about their own life, across every kind of record: breakdowns and aggregates ("my average wine rating
by country, which country comes out lowest", "in how many cities have I eaten out", "total distance of
my bike rides in 2024", "how many different authors have I read", "which year did I travel the most",
"my most common cuisine"), minimum and maximum with units ("the thinnest book", "the steepest hike",
"my shortest run that year"), comparisons between kinds and periods ("beer vs wine in 2021", "did I
hike more in spring or in autumn", "more museums or more meals in Paris", "did I run further this year
than last year"), yes/no questions with numbers ("did I ever run more than 20 km", "was any book over
600 pages rated 5"), follow-ups that keep the frame ("2025?", "and in 2023", "only the ones with tom",
"and the remaining ones", "how about wines there"), negations ("apart from the novels", "leaving out
japan too", "if you leave out the us"), ties said honestly (as many spring hikes as autumn ones, as
many ski days in 2020 as in 2022, as many dinners with Tom as with James last year), and requests that
should be asked back (a number with nothing to count, "whats the total for 2024", "the longest one"
of runs that could mean distance or time, "with him"). Personas: mainly a lowercase user without
punctuation and a terse user, with a few chatty turns and 17 typo turns. The questions are asked on
29 November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

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
    every,
    exists,
    field,
    kind,
    mean,
    more,
    number,
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
    QUANTITATIVE,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, NOVEL = category("Book"), category("Book", "Novel")
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
TRAVEL, FOOD, DINNER, MUSEUM = category("Travel"), category("Food"), category("Food", "Dinner"), category("Museum")
US, JP = country("US"), country("JP")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def count(items: Sequence[Item]) -> float:
    return len(items)


def distinct(key: str) -> Callable[[Sequence[Item]], float]:
    """How many different places (`key` of `place`) the items are in."""
    return lambda items: len({i["place"][key] for i in items})


def _single_top(counter: Counter[str], what: str) -> str:
    (first, n), *rest = counter.most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single most common {what}: {first} and {rest[0][0]} tie")
    return str(first)


def most_common_field(name: str) -> Callable[[Sequence[Item]], str]:
    return lambda items: _single_top(Counter(i["fields"][name] for i in items), name)


def most_common_year(items: Sequence[Item]) -> str:
    return _single_top(Counter(str(i["itemDate"].year) for i in items), "year")


def extreme_mean_country(lowest: bool) -> Callable[[Sequence[Item]], str]:
    """The country whose items have the lowest (or highest) average rating (the sample has no tie)."""

    def measure(items: Sequence[Item]) -> str:
        ratings: dict[str, list[int]] = {}
        for i in items:
            ratings.setdefault(i["place"]["country"], []).append(i["rating"])
        means = sorted(((sum(r) / len(r), c) for c, r in ratings.items()), reverse=not lowest)
        if means[0][0] == means[1][0]:
            raise ValueError(f"{means[0][1]} and {means[1][1]} tie")
        return means[0][1]

    return measure


def author_of_thinnest(items: Sequence[Item]) -> str:
    return str(min(items, key=lambda i: i["fields"]["pages"])["fields"]["author"])


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def more_distinct_countries(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return len({i["place"]["countryCode"] for i in items if first(i)}) > len({i["place"]["countryCode"] for i in items if second(i)})

    return holds


def spring(i: Item) -> bool:
    return i["itemDate"].month in (3, 4, 5)


def autumn(i: Item) -> bool:
    return i["itemDate"].month in (9, 10, 11)


LAST_YEAR, THIS_YEAR = year(2025), year(2026)
ANNA = with_("Anna")
TRAVEL_2019 = every(TRAVEL, year(2019))
LONG_RUNS = every(RUN, number("distance", ">", 20))
BIG_BOOKS = every(BOOK, number("pages", ">", 600))
BEERS_ABROAD = every(BEER, not_(US))
WALKS_2024 = every(WALK, year(2024))
MUSEUMS_2023 = every(MUSEUM, year(2023))
BARCELONA_WINES = every(WINE, city("Barcelona"))
RUNS_2025 = every(RUN, LAST_YEAR)

CONVERSATIONS = (
    talk(
        "b66 wine average by country",
        step(
            "my average wine rating by country which country comes out lowest",
            Answer(extreme_mean_country(lowest=True), WINE),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and the highest",
            Answer(extreme_mean_country(lowest=False), WINE),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "whats my avrage wine rating if you leave out the us",
            Answer(mean("rating"), every(WINE, not_(US))),
            LOGICAL,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "b66 cities eaten out in",
        step(
            "Numbr of cities I've eaten out in?",
            Answer(distinct("city"), FOOD),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            TYPO,
        ),
        step(
            "2022?",
            Answer(distinct("city"), every(FOOD, year(2022))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "Which one most?",
            Answer(lambda items: _single_top(Counter(i["place"]["city"] for i in items), "city"), every(FOOD, year(2022))),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b66 bike km",
        step(
            "Total distance of my bike rides in 2024?",
            Answer(total("distance"), every(BIKE, year(2024))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
        ),
        step("2025?", Answer(total("distance"), every(BIKE, LAST_YEAR)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("Longest one that year?", Best("distance", among=every(BIKE, LAST_YEAR)), COREFERENCED, TERSE),
        step("who came alogn", Detail("who"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b66 authors",
        step(
            "how many diffrent authors have i read",
            Answer(lambda items: len({i["fields"]["author"] for i in items}), BOOK),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("which one have i read the most", Answer(most_common_field("author"), BOOK), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "how many of hers apart from the novels",
            every(BOOK, field("author", "Nina Petrova"), not_(NOVEL)),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b66 busiest travel year",
        step("which year did i travel the most", Answer(most_common_year, TRAVEL), SIMPLE, QUANTITATIVE, LOWERCASE),
        step(
            "where did i go that year",
            TRAVEL_2019,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many nights all toghether",
            Answer(total("nights"), TRAVEL_2019),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "only the ones with anna",
            Those(ANNA),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "and the remaining ones how many nights",
            Answer(total("nights"), every(TRAVEL_2019, without("Anna"))),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b66 most common cuisine",
        step(
            "Just out of curiosity, what kind of food do I end up eating the most? Like, my most common cuisine overall.",
            Answer(most_common_field("cuisine"), FOOD),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Ha, figures. And if you leave the seafood out of it?",
            Answer(most_common_field("cuisine"), every(FOOD, not_(field("cuisine", "seafood")))),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b66 thinnest book, steepest hike",
        step("thinnest book i ever finsihed", Best("pages", highest=False, among=BOOK), SIMPLE, LOWERCASE, TYPO),
        step("who wrote it", Answer(author_of_thinnest, BOOK), COREFERENCED, LOWERCASE),
        step("Steepest hike ever?", Best("elevation", among=HIKE), SIMPLE, TERSE),
        step("what year was that", Detail("year"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b66 beer vs wine",
        step(
            "Beer vs wine in 2021?",
            Compare((("wine", every(WINE, year(2021))), ("beer", every(BEER, year(2021))))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "And 2023?",
            Compare((("wine", every(WINE, year(2023))), ("beer", every(BEER, year(2023))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step("Coctails that year?", every(COCKTAIL, year(2023)), ELLIPSIS, COREFERENCED, TERSE, TYPO),
    ),
    talk(
        "b66 hikes spring or autumn",
        step(
            "did i hike more in spring or in autum",
            Answer(count, every(HIKE, spring)),
            COMPARATIVE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so autumn wins",
            Verdict(more(every(HIKE, autumn), every(HIKE, spring))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and in 2023",
            Compare((("autumn", every(HIKE, autumn, year(2023))), ("spring", every(HIKE, spring, year(2023))))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b66 museums or meals",
        step(
            "I always tell people I go to Paris for the art, but be honest with me: more museums or more meals in Paris?",
            Compare((("meal", every(FOOD, city("Paris"))), ("museum", every(MUSEUM, city("Paris"))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "ok and barcleona",
            Compare((("meal", every(FOOD, city("Barcelona"))), ("museum", every(MUSEUM, city("Barcelona"))))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("how about the wines there", BARCELONA_WINES, ELLIPSIS, COREFERENCED, LOWERCASE),
        step("average score on those", Answer(mean("rating"), BARCELONA_WINES), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b66 runs over 20 km",
        step("did i ever run more than 20 km", Verdict(exists(LONG_RUNS)), VERIFICATION, LOWERCASE),
        step("how many times", LONG_RUNS, COREFERENCED, QUANTITATIVE, LOWERCASE),
        step("only the ones wiht tom", Those(with_("Tom")), COREFERENCED, LOGICAL, LOWERCASE, TYPO),
        step("and the remaining ones", every(LONG_RUNS, without("Tom")), COREFERENCED, LOGICAL, LOWERCASE),
        step(
            "Ever over 25?",
            Verdict(exists(every(RUN, number("distance", ">", 25)))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
        ),
    ),
    talk(
        "b66 big books rated 5",
        step("was any book over 600 pages rated 5", Verdict(exists(every(BIG_BOOKS, rating("==", 5)))), VERIFICATION, LOWERCASE),
        step("which ones", every(BIG_BOOKS, rating("==", 5)), COREFERENCED, LOWERCASE),
        step("apart from the novles", Those(NOVEL, keep=False), COREFERENCED, LOGICAL, LOWERCASE, TYPO),
        step(
            "any over 600 i rated 1",
            Verdict(exists(every(BIG_BOOKS, rating("==", 1)))),
            ELLIPSIS,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b66 how many in 2023",
        step("how many in 2023", Clarify(), CLARIFICATION, LOWERCASE),
        step("musuems", MUSEUMS_2023, CLARIFICATION, ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
        step("how many of them were art", Those(kind("Art")), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b66 dinners with him",
        step("how many dinners with him last year", Clarify(), CLARIFICATION, LOWERCASE),
        step("Roberto.", every(DINNER, with_("Roberto"), LAST_YEAR), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step("And Tom?", every(DINNER, with_("Tom"), LAST_YEAR), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "mroe with tom than with james then",
            Verdict(more(every(DINNER, with_("Tom"), LAST_YEAR), every(DINNER, with_("James"), LAST_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b66 the longest run",
        step("show me my runs from last year", RUNS_2025, SIMPLE, LOWERCASE),
        step(
            "the longest one",
            Clarify(),
            CLARIFICATION,
            COREFERENCED,
            LOWERCASE,
            known_failure="first pass: reply asks no question; answered with 1 results instead of asking; answer: The longest run last year (2025) among the 15 items before is Morning run in San Francisco (20.9 km).",
        ),
        step(
            "by time",
            Best("duration", among=RUNS_2025),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "and by distnace",
            Best("distance", among=RUNS_2025),
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b66 beers abroad",
        step("how many beers have i had outside the us", BEERS_ABROAD, LOGICAL, QUANTITATIVE, LOWERCASE),
        step("leaving out japan too", Those(JP, keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "whats the avrage rating of thoes",
            Answer(mean("rating"), every(BEERS_ABROAD, not_(JP))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b66 ski years",
        step("which year did i go skiing the most", Answer(most_common_year, SKI), SIMPLE, QUANTITATIVE, LOWERCASE),
        step(
            "how many km did i ski that yeer",
            Answer(total("distance"), every(SKI, year(2021))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i ski more days in 2022 than in 2020",
            Verdict(more(every(SKI, year(2022)), every(SKI, year(2020)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b66 running this year and last",
        step(
            "I've been feeling slow lately. Did I run further this year than last year, in total kilometres?",
            Verdict(larger_total("distance", every(RUN, THIS_YEAR), every(RUN, LAST_YEAR))),
            VERIFICATION,
            COMPARATIVE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Oh. So how far did I run last year, then?", Answer(total("distance"), RUNS_2025), COREFERENCED, QUANTITATIVE, CHATTY),
        step("and my shortest run that year", Best("distance", highest=False, among=RUNS_2025), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b66 total for 2024",
        step("whats the total for 2024", Clarify(), CLARIFICATION, LOWERCASE),
        step("km walked", Answer(total("distance"), WALKS_2024), CLARIFICATION, ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("how many walks was that", WALKS_2024, COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b66 countries for wine and beer",
        step(
            "in how many countires have i had wine",
            Answer(distinct("countryCode"), WINE),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and beer", Answer(distinct("countryCode"), BEER), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "so more countries for beer than for wine right",
            Verdict(more_distinct_countries(BEER, WINE)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
