"""Batch 74: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user comparing and deciding over
their own records. Two options' counts ("wine vs beer this year", "lisbon or porto, where did i eat
out more", "more musuems or dinners out in 2025"), a year against a year ("did I read more books in
2025 than in 2024?"), which group wins ("which city did i eat out in most", "which year did i hike the
most", "who do i go bikign with most often", "which country did i drink the most wine in"), top N and
bottom N ("my 3 worst rated meals in 2025", "top 4 wiens of 2025"), ties (wines and beers in 2015,
books this year and in 2024, hikes with Roberto and with Anna last year: each asked as a yes/no check,
since a tie has no winner), differences ("how many more hikes than bike rides"), averages of two
groups compared ("are my French wines rated better than the Italian ones on average", reds against
whites, beers against wines), yes/no checks about comparisons, and follow-ups that change one side
("and in 2023", "what about Kyoto vs Tokyo", "bari?", "other way round there", "apart from mary").
Clarification pairs where the comparison is genuinely ambiguous: "was my longest hike this year
longer than my longest run" (the hike is longer in km, the run in minutes), "did i do more running or
hiking this year" (more hikes, but more km of running and more minutes of hiking), "more stuff with her
or with tom" with no "her" talked about, and "is this year better than last year" (better at what).
Personas: terse, chatty, lowercase without punctuation, typo-prone (17 typo turns) and non-native
English. The questions are asked on 29 November 2026."""

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
    Top,
    Verdict,
    category,
    city,
    country,
    every,
    exists,
    field,
    mean,
    more,
    most_common_place,
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

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BOOK = category("Book")
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE = category("Activity", "Bike ride")
FOOD, MUSEUM = category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
US, FR, IT = (country(c) for c in ("US", "FR", "IT"))
THIS_YEAR, LAST_YEAR = year(2026), year(2025)
RED, WHITE = every(WINE, field("colour", "red")), every(WINE, field("colour", "white"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def how_many(items: Sequence[Item]) -> float:
    """The number of items selected."""
    return len(items)


def difference(larger: Predicate, smaller: Predicate) -> Callable[[Sequence[Item]], float]:
    """How many more items `larger` selects than `smaller` (use with among=either(larger, smaller))."""
    return lambda items: sum(map(larger, items)) - sum(map(smaller, items))


def _single(counter: Counter[str], fewest: bool = False) -> str:
    ranked = counter.most_common()
    if fewest:
        ranked = ranked[::-1]
    (first, n), *rest = ranked
    if rest and rest[0][1] == n:
        raise ValueError(f"{first} and {rest[0][0]} tie")
    return first


def busiest_year(items: Sequence[Item]) -> str:
    """The year with the most of `items` (no tie)."""
    return _single(Counter(str(i["itemDate"].year) for i in items))


def quietest_year(items: Sequence[Item]) -> str:
    """The year with the fewest of `items` (no tie)."""
    return _single(Counter(str(i["itemDate"].year) for i in items), fewest=True)


def usual_companion(*leaving_out: str) -> Callable[[Sequence[Item]], str]:
    """Who is most often with me on `items`, not counting `leaving_out` (no tie)."""
    return lambda items: _single(Counter(p for i in items for p in i["who"] if p not in leaving_out))


def higher_mean_rating(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def longer_longest(name: str, first: Predicate, second: Predicate):
    """Whether the largest `name` among `first` beats the largest among `second`."""

    def holds(items: Sequence[Item]) -> bool:
        return max(i["fields"][name] for i in items if first(i)) > max(i["fields"][name] for i in items if second(i))

    return holds


def same_count(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(map(first, items)) == sum(map(second, items))

    return holds


def both(*checks: Callable[[Sequence[Item]], bool]):
    return lambda items: all(check(items) for check in checks)


def busiest_year_is(among: Predicate, wanted: str):
    return lambda items: busiest_year([i for i in items if among(i)]) == wanted


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


BOOKS_2024, BOOKS_2025, BOOKS_2026 = (every(BOOK, year(y)) for y in (2024, 2025, 2026))
FOOD_ABROAD = every(FOOD, not_(US))
WINES_2025 = every(WINE, LAST_YEAR)
HIKES_2026, RUNS_2026 = every(HIKE, THIS_YEAR), every(RUN, THIS_YEAR)
FR_WINE, IT_WINE = every(WINE, FR), every(WINE, IT)
FR_FOOD, IT_FOOD = every(FOOD, FR), every(FOOD, IT)
WINE_ABROAD = every(WINE, not_(US))

CONVERSATIONS = (
    talk(
        "b74 wine vs beer, this year and 2023",
        # 26 wines, 3 beers this year; 8 wines, 7 beers in 2023.
        step(
            "wine vs beer this year",
            Compare((("wine", every(WINE, THIS_YEAR)), ("beer", every(BEER, THIS_YEAR)))),
            SIMPLE,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and in 2023",
            Compare((("wine", every(WINE, year(2023))), ("beer", every(BEER, year(2023))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so wine won both yeras",
            Verdict(
                both(
                    more(every(WINE, THIS_YEAR), every(BEER, THIS_YEAR)),
                    more(every(WINE, year(2023)), every(BEER, year(2023))),
                )
            ),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b74 books 2025 against 2024, non-native",
        # 18 books in 2025, 15 in 2024, 15 this year (a tie with 2024); fewest: 12 in 2013.
        step(
            "Did I read more books in 2025 than in 2024?",
            Verdict(more(BOOKS_2025, BOOKS_2024)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "How many more it was?",
            Answer(difference(BOOKS_2025, BOOKS_2024), either(BOOKS_2025, BOOKS_2024)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            # A tie: 15 and 15, so "no".
            "And this year compared with 2024, I read more?",
            Verdict(more(BOOKS_2026, BOOKS_2024)),
            ELLIPSIS,
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "In which year I have read the less books?",
            Answer(quietest_year, BOOK),
            SIMPLE,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b74 lisbon or porto, then kyoto vs tokyo",
        # Food: Lisbon 23, Porto 4; Kyoto 14, Tokyo 12; dinners Kyoto 4, Tokyo 3.
        step(
            "Quick one, I'm trying to remember my Portugal trips... Lisbon or Porto, where did I eat out more?",
            Compare(
                (
                    ("Lisbon", every(FOOD, city("Lisbon"))),
                    ("Porto", every(FOOD, city("Porto"))),
                )
            ),
            SIMPLE,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, thought so. What about Kyoto vs Tokyo?",
            Compare(
                (
                    ("Kyoto", every(FOOD, city("Kyoto"))),
                    ("Tokyo", every(FOOD, city("Tokyo"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "and jsut dinners, same two cities?",
            Compare(
                (
                    ("Kyoto", every(DINNER, city("Kyoto"))),
                    ("Tokyo", every(DINNER, city("Tokyo"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b74 which city did i eat out in most",
        # San Francisco 116 meals; abroad Lisbon 23, then Barcelona 21.
        step(
            "which city did i eat out in most",
            Answer(most_common_place("city"), FOOD),
            SIMPLE,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "ok but outside the us",
            Answer(most_common_place("city"), FOOD_ABROAD),
            ELLIPSIS,
            LOGICAL,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "how many times was that",
            Answer(how_many, every(FOOD, city("Lisbon"))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and barcelona", every(FOOD, city("Barcelona")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b74 museums or dinners out",
        # 2025: 17 dinners, 6 museum visits; 2026: 18 dinners, 12 museum visits.
        step(
            "did i go to more musuems or dinners out in 2025",
            Compare(
                (
                    ("dinner", every(DINNER, LAST_YEAR)),
                    ("museum", every(MUSEUM, LAST_YEAR)),
                )
            ),
            SIMPLE,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in 2026",
            Compare(
                (
                    ("dinner", every(DINNER, THIS_YEAR)),
                    ("museum", every(MUSEUM, THIS_YEAR)),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many more dinnres than museums was that",
            Answer(
                difference(every(DINNER, THIS_YEAR), every(MUSEUM, THIS_YEAR)),
                either(every(DINNER, THIS_YEAR), every(MUSEUM, THIS_YEAR)),
            ),
            COREFERENCED,
            QUANTITATIVE,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b74 which year did i hike the most",
        # Hikes: 2016 (14); runs: 2014 (17); walks: 2023 (21); wines: 2019 (39), not 2023.
        step(
            "which year did i hike the most",
            Answer(busiest_year, HIKE),
            SIMPLE,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("runs?", Answer(busiest_year, RUN), ELLIPSIS, COMPARATIVE, TERSE, LOWERCASE),
        step(
            "and walsk",
            Answer(busiest_year, WALK),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was that my biggest wine year too",
            Verdict(busiest_year_is(WINE, "2023")),
            VERIFICATION,
            COREFERENCED,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 who do i go biking with",
        # Bike rides: James 39, Ben 38 (this year Ben 3, James 2); hikes: Mary 70, then Roberto 55.
        step(
            "who do i go bikign with most often",
            Answer(usual_companion(), BIKE),
            SIMPLE,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and this year",
            Answer(usual_companion(), every(BIKE, THIS_YEAR)),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "what about hiking",
            Answer(usual_companion(), HIKE),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "apart from mary",
            Answer(usual_companion("Mary"), HIKE),
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 hikes with roberto or anna",
        # This year Roberto 3 hikes, Anna 1; last year 3 and 3 (a tie).
        step(
            "did i hike more with roberto or with anna this year",
            Compare(
                (
                    ("Roberto", every(HIKES_2026, with_("Roberto"))),
                    ("Anna", every(HIKES_2026, with_("Anna"))),
                )
            ),
            SIMPLE,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            # A tie: 3 and 3, so "yes".
            "and last year was it a tie",
            Verdict(
                same_count(
                    every(HIKE, LAST_YEAR, with_("Roberto")),
                    every(HIKE, LAST_YEAR, with_("Anna")),
                )
            ),
            ELLIPSIS,
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 how many more hikes than bike rides",
        # This year 13 hikes, 4 bike rides; in all 128 and 68; runs 218, walks 220.
        step(
            "How many more hikes than bike rides have I done this year? Trying to convince myself I'm not lazy",
            Answer(
                difference(HIKES_2026, every(BIKE, THIS_YEAR)),
                either(HIKES_2026, every(BIKE, THIS_YEAR)),
            ),
            SIMPLE,
            QUANTITATIVE,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "And over all the years, since I started keeping track?",
            Answer(difference(HIKE, BIKE), either(HIKE, BIKE)),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Nice. Now runs versus walks, which one do I do more of overall?",
            Compare((("walk", WALK), ("run", RUN))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b74 worst meals",
        # 2025: exactly 3 meals rated 1 (a dinner in Mendoza, a lunch, a breakfast).
        step(
            "my 3 worst rated meals in 2025",
            Top("rating", 3, every(FOOD, LAST_YEAR), highest=False),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "any of those a dinner",
            Verdict(exists(every(DINNER, LAST_YEAR, rating("==", 1)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the 3 worst in 2024",
            Top("rating", 3, every(FOOD, year(2024)), highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 best and worst wines of 2025",
        # 2025: exactly 4 wines rated 5; one rated 1 (Tenuta Belair Primitivo 2022, Lecce).
        step(
            "top 4 wiens of 2025",
            Top("rating", 4, WINES_2025),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the worst one that year",
            Best("rating", highest=False, among=WINES_2025),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("where did i drink it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b74 french against italian, non-native",
        # Mean rating: French wines 3.375, Italian 3.36; food in France 3.59, in Italy 3.37.
        step(
            "My French wines are rated better than the Italian ones in average?",
            Verdict(higher_mean_rating(FR_WINE, IT_WINE)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And the food, France against Italy, same thing?",
            Verdict(higher_mean_rating(FR_FOOD, IT_FOOD)),
            ELLIPSIS,
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "What is the avarage for the food in Italy exactly?",
            Answer(mean("rating"), IT_FOOD),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b74 reds against whites",
        # Mean rating: reds 3.43, whites 3.46.
        step(
            "are my reds better than my whites on avrage",
            Verdict(higher_mean_rating(RED, WHITE)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "whats the avg for the whites then",
            Answer(mean("rating"), WHITE),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "so the other way round, whites beat reds",
            Verdict(higher_mean_rating(WHITE, RED)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 lunches or dinners, barcelona and bari",
        # Barcelona: 9 lunches, 6 dinners; Bari: 5 lunches, 10 dinners.
        step(
            "more lunches than dinners in barcelona?",
            Verdict(more(every(LUNCH, city("Barcelona")), every(DINNER, city("Barcelona")))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "bari?",
            Verdict(more(every(LUNCH, city("Bari")), every(DINNER, city("Bari")))),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "other way round there",
            Verdict(more(every(DINNER, city("Bari")), every(LUNCH, city("Bari")))),
            COREFERENCED,
            VERIFICATION,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 longest hike or longest run",
        # This year: the longest hike is 21.6 km / 370 min, the longest run 19.6 km / 375 min.
        step(
            "I was bragging to Roberto earlier, was my longest hike this year longer than my longest run?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "oh in km I mean",
            Verdict(longer_longest("distance", HIKES_2026, RUNS_2026)),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            CHATTY,
        ),
        step(
            "and going by time?",
            Verdict(longer_longest("duration", HIKES_2026, RUNS_2026)),
            ELLIPSIS,
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b74 more running or hiking",
        # This year: 12 runs (166.4 km, 2321 min), 13 hikes (163.9 km, 2373 min).
        step(
            "did i do more running or hiking this year",
            Clarify(("distance",)),
            CLARIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "by kilometers",
            Answer(total("distance"), RUNS_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and just the number of them",
            Compare((("hike", HIKES_2026), ("run", RUNS_2026))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "so more km running but more hikes, rigth",
            Verdict(
                both(
                    larger_total("distance", RUNS_2026, HIKES_2026),
                    more(HIKES_2026, RUNS_2026),
                )
            ),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b74 with her or with tom",
        # Everything with Tom / with Anna: 2025 30 and 16; 2024 24 and 33.
        step(
            "did i do more stuff with her or with tom last yaer",
            Clarify(),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "sorry, anna",
            Compare(
                (
                    ("Tom", every(with_("Tom"), LAST_YEAR)),
                    ("Anna", every(with_("Anna"), LAST_YEAR)),
                )
            ),
            CLARIFICATION,
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the yaer before",
            Compare(
                (
                    ("Tom", every(with_("Tom"), year(2024))),
                    ("Anna", every(with_("Anna"), year(2024))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b74 is this year better than last year",
        # Mean rating of books: 3.73 this year, 3.94 last year; of wines: 3.50 and 3.48.
        step(
            "is this year better than last year",
            Clarify(),
            CLARIFICATION,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "for books, by avg rating",
            Verdict(higher_mean_rating(BOOKS_2026, BOOKS_2025)),
            CLARIFICATION,
            ELLIPSIS,
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and for wine",
            Verdict(higher_mean_rating(every(WINE, THIS_YEAR), WINES_2025)),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 wine and beer in 2015, a tie",
        # 2015: 9 wines and 9 beers (a tie); 2014: 17 wines, 6 beers.
        step(
            # A tie, so "no".
            "In 2015 I drank more wine than beer, is it true?",
            Verdict(more(every(WINE, year(2015)), every(BEER, year(2015)))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "So it was the same number of both?",
            Verdict(same_count(every(WINE, year(2015)), every(BEER, year(2015)))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And in 2014, which one was more?",
            Compare((("wine", every(WINE, year(2014))), ("beer", every(BEER, year(2014))))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b74 which country did i drink most wine in",
        # Wines: United States 112; outside it Italy 50, France 40.
        step(
            "wich country did i drink the most wine in",
            Answer(most_common_place("country"), WINE),
            SIMPLE,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "not counting the us",
            Answer(most_common_place("country"), WINE_ABROAD),
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many more there than in frnace",
            Answer(difference(IT_WINE, FR_WINE), either(IT_WINE, FR_WINE)),
            COREFERENCED,
            QUANTITATIVE,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b74 hikes or runs without mary",
        # This year without Mary: 11 runs, 5 hikes; with her: 8 hikes, 1 run.
        step(
            "hikes or runs this year without mary, which did i do more",
            Compare(
                (
                    ("run", every(RUNS_2026, without("Mary"))),
                    ("hike", every(HIKES_2026, without("Mary"))),
                )
            ),
            LOGICAL,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and wiht her",
            Compare(
                (
                    ("hike", every(HIKES_2026, with_("Mary"))),
                    ("run", every(RUNS_2026, with_("Mary"))),
                )
            ),
            ELLIPSIS,
            LOGICAL,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "hikes or walks with mary this year, how many altogether",
            every(either(HIKE, WALK), THIS_YEAR, with_("Mary")),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 beers against wines on average",
        # Mean rating: beers 3.75, wines 3.44.
        step(
            "whats the avg rating of my beers",
            Answer(mean("rating"), BEER),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and the wiens",
            Answer(mean("rating"), WINE),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so beer wins yeah",
            Verdict(higher_mean_rating(BEER, WINE)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b74 best books of 2024",
        # 2024: exactly 3 books rated 5; 2023 has fewer books (13) than 2024 (15).
        step(
            "top 3 boks 2024",
            Top("rating", 3, BOOKS_2024),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i read fewer books in 2023 than that",
            Verdict(more(BOOKS_2024, every(BOOK, year(2023)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
)
