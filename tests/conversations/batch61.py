"""Batch 61: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a year in review of 2025 and of 2026
so far: months and seasons ("in march", "and in april", "last summer or the summer before", "this
spring"), counts per month and per season, the busiest month, firsts and lasts of a year ("my frist run
of 2025", "last book i finsihed in 2025", "the very first thing I did in 2026"), totals with units (km,
pages) and averages, books by author ("how many of hers did i read that year") and by genre, drinks by
kind, "compared with last year", "More than in 2025?", yes/no checks ("did i read more books in 2026
than in 2025", "So fewer this year?"), follow-ups that keep the month or the year ("what about the yaer
before", "2025?", "Meals that month.", "the second one"), negations ("not counting the walks or the
meals", "except the novles", "wernt rated above 3", "werent art museums", "and without her"), "or"
("runs or bike rides"), and requests that are truly ambiguous and should be asked back ("whats my
longest one this year", "Total for this year?", "histroy stuff from this year", "with her in july").
Personas: mainly a lowercase user without punctuation and a terse user, with a typo-prone user and a
few chatty turns. The questions are asked on 4 December 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
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
    Verdict,
    between,
    category,
    country,
    every,
    exists,
    field,
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
HIKE, RUN, WALK, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride"))
DINNER = category("Food", "Dinner")
BOOK, NOVEL, MUSEUM, FOOD = category("Book"), category("Book", "Novel"), category("Museum"), category("Food")
HISTORY_MUSEUM, ART_MUSEUM = category("Museum", "History"), category("Museum", "Art")
GR = country("GR")

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def month(y: int, m: int) -> Predicate:
    """The items of one calendar month."""
    return between(datetime(y, m, 1), datetime(y + m // 12, m % 12 + 1, 1))


def summer(y: int) -> Predicate:
    return between(datetime(y, 6, 1), datetime(y, 9, 1))


def spring(y: int) -> Predicate:
    return between(datetime(y, 3, 1), datetime(y, 6, 1))


def the(item_id: str) -> Predicate:
    return lambda i: i["_id"] == item_id


def busiest_month(items: Sequence[Item]) -> str:
    """The name of the month with the most items (the items are of one year)."""
    (first, n), *rest = Counter(i["itemDate"].month for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single busiest month: {first} and {rest[0][0]} tie")
    return MONTHS[first - 1]


def author(items: Sequence[Item]) -> str:
    (book,) = items
    return str(book["fields"]["author"])


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def longer_on_average(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def higher_on_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


REYES_2026 = every(BOOK, field("author", "Tomas Reyes"), year(2026))
LAST_SUMMER, SUMMER_BEFORE = summer(2026), summer(2025)
SPRING_RUNS = every(RUN, spring(2026))
LONG_RUNS_OR_RIDES = every(either(RUN, BIKE), year(2026), number("distance", ">", 15))

CONVERSATIONS = (
    talk(
        "b61 runs by month",
        step("how many runs did i do in march", every(RUN, month(2026, 3)), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and in april", every(RUN, month(2026, 4)), ELLIPSIS, LOWERCASE),
        step(
            "what about the yaer before",
            every(RUN, month(2025, 4)),
            ELLIPSIS,
            TYPO,
        ),
        step(
            "how many km was that alltogether",
            Answer(total("distance"), every(RUN, month(2025, 4))),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b61 busiest month",
        step(
            "Busiest month this year?",
            Answer(busiest_month, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "2025?",
            Answer(busiest_month, year(2025)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "Meals that month.",
            every(FOOD, month(2025, 1)),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "Not the dinners.",
            Those(DINNER, keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b61 first and last run of 2025",
        step("when was my frist run of 2025", Best("itemDate", highest=False, among=every(RUN, year(2025))), SIMPLE, TYPO),
        step("where was that", Detail("city"), COREFERENCED, LOWERCASE),
        step("and the last one that year", Best("itemDate", among=every(RUN, year(2025))), ELLIPSIS, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b61 last book of 2025",
        step("last book i finsihed in 2025", Best("itemDate", among=every(BOOK, year(2025))), SIMPLE, TYPO),
        step("who wrote it", Answer(author, the("scrapbook-02297")), COREFERENCED, LOWERCASE),
        step(
            "how many of hers did i read that year",
            every(BOOK, field("author", "Yuko Tanaka"), year(2025)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b61 tomas reyes",
        step("books by tomas reyes this year", REYES_2026, SIMPLE, LOWERCASE),
        step("except the novles", Those(NOVEL, keep=False), LOGICAL, COREFERENCED, TYPO),
        step(
            "total pages of those",
            Answer(total("pages"), every(REYES_2026, not_(NOVEL))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b61 pages year on year",
        step(
            "Pages read in 2025?",
            Answer(total("pages"), every(BOOK, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "And 2026?",
            Answer(total("pages"), every(BOOK, year(2026))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "So fewer this year?",
            Verdict(larger_total("pages", every(BOOK, year(2025)), every(BOOK, year(2026)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b61 read more than last year",
        step(
            "did i read more books in 2026 than in 2025",
            Verdict(more(every(BOOK, year(2026)), every(BOOK, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "what about novels",
            Verdict(more(every(NOVEL, year(2026)), every(NOVEL, year(2025)))),
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
        step(
            "whcih of this years novels was the worst",
            Best("rating", highest=False, among=every(NOVEL, year(2026))),
            COREFERENCED,
            TYPO,
        ),
    ),
    talk(
        "b61 last summer without walks and meals",
        step("what did i do last summer", LAST_SUMMER, SIMPLE, LOWERCASE),
        step(
            "not counting the walks or the meals",
            Those(either(WALK, FOOD), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many of thoes were hikes or runs",
            Those(either(HIKE, RUN)),
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "b61 summer against summer",
        step(
            "more hikes last summer or the summer befor",
            Compare((("2026", every(HIKE, LAST_SUMMER)), ("2025", every(HIKE, SUMMER_BEFORE)))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "and walks?",
            Compare((("2026", every(WALK, LAST_SUMMER)), ("2025", every(WALK, SUMMER_BEFORE)))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step("total km hiked last summer", Answer(total("distance"), every(HIKE, LAST_SUMMER)), SIMPLE, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "b61 drinks by kind",
        step(
            "Wine vs beer vs cocktails, 2025.",
            Compare((("wine", every(WINE, year(2025))), ("beer", every(BEER, year(2025))), ("cocktail", every(COCKTAIL, year(2025))))),
            COMPARATIVE,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "This year?",
            Compare((("wine", every(WINE, year(2026))), ("beer", every(BEER, year(2026))), ("cocktail", every(COCKTAIL, year(2026))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step("Any cocktails in summer?", Verdict(exists(every(COCKTAIL, LAST_SUMMER))), VERIFICATION, ELLIPSIS, TERSE),
    ),
    talk(
        "b61 wines not rated high",
        step("wines this year that wernt rated above 3", every(WINE, year(2026), rating("<=", 3)), LOGICAL, TYPO),
        step("which ones were in greece", Those(GR), COREFERENCED, LOWERCASE),
        step("the second one", Pick(2), COREFERENCED, LOWERCASE),
        step("who was i with", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b61 spring walks and runs",
        step("how many walks this spring", every(WALK, spring(2026)), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and runs", SPRING_RUNS, ELLIPSIS, LOWERCASE),
        step("avg distnace of those", Answer(mean("distance"), SPRING_RUNS), COREFERENCED, QUANTITATIVE, TYPO),
        step(
            "was that more than last spring",
            Verdict(longer_on_average("distance", SPRING_RUNS, every(RUN, spring(2025)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b61 dinner ratings",
        step("avg ratng for dinners in 2025", Answer(mean("rating"), every(DINNER, year(2025))), SIMPLE, QUANTITATIVE, TYPO),
        step("and 2026", Answer(mean("rating"), every(DINNER, year(2026))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "Hmm, so my dinners actually got worse this year? That's a bit sad.",
            Verdict(higher_on_average(every(DINNER, year(2025)), every(DINNER, year(2026)))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b61 longest of what",
        step("whats my longest one this year", Clarify(), CLARIFICATION, LOWERCASE),
        step("hikes", Best("distance", among=every(HIKE, year(2026))), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("who came with me", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b61 total of what",
        step("Total for this year?", Clarify(), CLARIFICATION, TERSE),
        step("Bike km.", Answer(total("distance"), every(BIKE, year(2026))), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "More than in 2025?",
            Verdict(larger_total("distance", every(BIKE, year(2026)), every(BIKE, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b61 history stuff",
        step("histroy stuff from this year", Clarify(("book", "museum")), CLARIFICATION, TYPO),
        step("the museums", every(HISTORY_MUSEUM, year(2026)), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("any rated 5", Verdict(exists(every(HISTORY_MUSEUM, year(2026), rating("==", 5)))), VERIFICATION, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b61 with her in july",
        step("how many things did i do with her in july", Clarify(), CLARIFICATION, LOWERCASE),
        step("elena", every(with_("Elena"), month(2026, 7)), CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("and without her", every(without("Elena"), month(2026, 7)), LOGICAL, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b61 runs or rides",
        step("runs or bike rides this year over 15 km", LONG_RUNS_OR_RIDES, LOGICAL, LOWERCASE),
        step("which was the longset", Best("distance"), COREFERENCED, TYPO),
        step("who was with me", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b61 museums against last year",
        step(
            "My friend keeps saying I've gone museum crazy lately. How many museums did I visit this year compared with last year?",
            Compare((("2026", every(MUSEUM, year(2026))), ("2025", every(MUSEUM, year(2025))))),
            COMPARATIVE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("which ones this year werent art museums", every(MUSEUM, year(2026), not_(ART_MUSEUM)), LOGICAL, LOWERCASE),
        step("the first one", Pick(1), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b61 the year's first and last",
        step(
            "I'm putting together a little year-in-review for my blog, so bear with me! What was the very first thing I did in 2026?",
            Best("itemDate", highest=False, among=year(2026)),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Oh fun, who was with me on that one?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And what was the very last thing I logged this year, do you know?",
            Best("itemDate", among=year(2026)),
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b61 average walk",
        step(
            "avrage walk lenght in 2025",
            Answer(mean("distance"), every(WALK, year(2025))),
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "and this yeer",
            Answer(mean("distance"), every(WALK, year(2026))),
            ELLIPSIS,
            QUANTITATIVE,
            TYPO,
        ),
    ),
)
