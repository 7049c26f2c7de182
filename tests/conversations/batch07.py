"""Batch 7: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Its weight is on numbers: counts, totals,
averages and distinct places; comparisons ("more museums or books", "did I run further"), yes/no
questions, superlatives and order, and negation. The users are terse, type in lowercase without
punctuation, and make typos. Each turn is tagged with its question types (CSQA's) and the traits of
the user who types it."""

from __future__ import annotations

from collections.abc import Sequence

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
    Top,
    Verdict,
    category,
    country,
    distinct_places,
    every,
    exists,
    mean,
    more,
    most_common_place,
    total,
    with_,
    without,
    year,
)
from .expect import field as has_field
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
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

__all__ = ["CONVERSATIONS", "TAGS"]

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BOOK, MUSEUM, TRAVEL = category("Book"), category("Museum"), category("Travel")
RUN, HIKE, SKI, BIKE = (category("Activity", t) for t in ("Run", "Hike", "Ski", "Bike ride"))
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
POETRY, HISTORY_MUSEUM = category("Book", "Poetry"), category("Museum", "History")
FR, US, CH, JP, PE = (country(c) for c in ("FR", "US", "CH", "JP", "PE"))
LAST_YEAR = year(2025)  # the runner's "now" is 29 November 2026


def outside(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def larger_total(name: str, *groups: Predicate) -> Measure:
    """The larger of the groups' totals of a number field: what "did I run further in A or B" has to state."""
    return lambda items: max(round(sum(i["fields"][name] for i in items if g(i)), 6) for g in groups)


def latest(items: Sequence[Item]) -> Item:
    return max(items, key=lambda i: i["itemDate"])


def latest_trip_nights(items: Sequence[Item]) -> float:
    return float(latest([i for i in items if TRAVEL(i)])["fields"]["nights"])


def average_rating(items: Sequence[Item], predicate: Predicate) -> float:
    chosen = [i["rating"] for i in items if predicate(i)]
    return sum(chosen) / len(chosen)


NOT_RED_FRENCH = every(WINE, FR, outside(has_field("colour", "red")))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "lowercase: the pages of my 2021 books",
        Step("how many books did i read in 2021", "count", every(BOOK, year(2021)), (SIMPLE, QUANTITATIVE, LOWERCASE)),
        Step(
            "whats the total number of pages",
            ANY,
            Answer(total("pages"), every(BOOK, year(2021))),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "and the avrage",
            ANY,
            Answer(mean("pages"), every(BOOK, year(2021))),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step("which one was the shortest", ANY, Best("pages", highest=False), (COREFERENCED, QUANTITATIVE, LOWERCASE)),
    ),
    talk(
        "terse: museums against books in 2021",
        Step("museums 2021", "find", every(MUSEUM, year(2021)), (SIMPLE, TERSE)),
        Step("not with mary", "find", Those(with_("Mary"), keep=False), (LOGICAL, ELLIPSIS, TERSE, LOWERCASE)),
        Step(
            "more museums or books in 2021?",
            ANY,
            Compare((("book", every(BOOK, year(2021))), ("museum", every(MUSEUM, year(2021))))),
            (COMPARATIVE, TERSE),
        ),
    ),
    talk(
        "lowercase: running distance in 2023 and 2024",
        Step(
            "how far did i run in 2023",
            ANY,
            Answer(total("distance"), every(RUN, year(2023))),
            (SIMPLE, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "and in 2024",
            ANY,
            Answer(total("distance"), every(RUN, year(2024))),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE, TERSE),
        ),
        Step(
            "so did i run futher in 2023 or 2024",
            ANY,
            Answer(larger_total("distance", year(2023), year(2024)), every(RUN, year(2023, 2024))),
            (COMPARATIVE, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "whats the longest run i did in 2024",
            ANY,
            Best("distance", among=every(RUN, year(2024))),
            (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        ),
    ),
    talk(
        "lowercase: the five longest books",
        Step("top 5 longest books", ANY, Top("pages", 5, BOOK), (SIMPLE, QUANTITATIVE, LOWERCASE, TERSE)),
        Step("the 2nd one", ANY, Pick(2), (COREFERENCED, LOWERCASE, TERSE)),
        Step("when did i read that", ANY, Detail("year"), (COREFERENCED, LOWERCASE)),
        Step("how many stars did i give it", ANY, Detail("rating"), (COREFERENCED, LOWERCASE)),
    ),
    talk(
        "typo: the lowest rated wine of last year",
        Step(
            "lowest rated wine last yaer",
            ANY,
            Best("rating", highest=False, among=every(WINE, LAST_YEAR)),
            (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step("whre was that", ANY, Detail("city"), (COREFERENCED, LOWERCASE, TYPO, TERSE)),
    ),
    talk(
        "terse: the most recent trip",
        Step("most recent trip", ANY, Best("itemDate", among=TRAVEL), (SIMPLE, QUANTITATIVE, TERSE, LOWERCASE)),
        Step(
            "was it longer than a week", ANY, Verdict(lambda items: latest_trip_nights(items) > 7), (VERIFICATION, COREFERENCED, LOWERCASE)
        ),
        Step("how many nights exactly", ANY, Answer(latest_trip_nights, TRAVEL), (QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE)),
    ),
    talk(
        "lowercase: the earliest museum visit",
        Step(
            "whats the earliest museum visit i have",
            ANY,
            Best("itemDate", highest=False, among=MUSEUM),
            (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step("which country was that in", ANY, Detail("country"), (COREFERENCED, LOWERCASE)),
    ),
    talk(
        "typo: museum cities and countries",
        Step(
            "how many diffrent countries have i seen museums in",
            ANY,
            Answer(distinct_places("country"), MUSEUM),
            (SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step("and how many citys", ANY, Answer(distinct_places("city"), MUSEUM), (ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO)),
        Step("which city had the most", ANY, Answer(most_common_place("city"), MUSEUM), (ELLIPSIS, QUANTITATIVE, LOWERCASE)),
    ),
    talk(
        "lowercase: dinners against lunches in 2022",
        Step(
            "average rating of my dinners in 2022",
            ANY,
            Answer(mean("rating"), every(DINNER, year(2022))),
            (SIMPLE, QUANTITATIVE, LOWERCASE),
        ),
        Step("and lunches", ANY, Answer(mean("rating"), every(LUNCH, year(2022))), (ELLIPSIS, QUANTITATIVE, LOWERCASE, TERSE)),
        Step(
            "were lunches rated higher than dinners on average in 2022",
            ANY,
            Verdict(lambda items: average_rating(items, every(LUNCH, year(2022))) > average_rating(items, every(DINNER, year(2022)))),
            (VERIFICATION, COMPARATIVE, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "did i have more lunches or dinners that year",
            ANY,
            Compare((("dinner", every(DINNER, year(2022))), ("lunch", every(LUNCH, year(2022))))),
            (COMPARATIVE, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "terse: what my 2022 hikes add up to",
        Step("hikes 2022", "find", every(HIKE, year(2022)), (SIMPLE, TERSE, LOWERCASE)),
        Step("total?", ANY, Clarify(("distance", "duration", "elevation")), (CLARIFICATION, ELLIPSIS, TERSE)),
        Step(
            "distnace",
            ANY,
            Answer(total("distance"), every(HIKE, year(2022))),
            (CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, TYPO),
        ),
        Step("highest one", ANY, Best("elevation"), (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "lowercase: history could be books or museums",
        Step("history in 2019", ANY, Clarify(("book", "museum")), (CLARIFICATION, LOWERCASE, TERSE)),
        Step("the museums", "find", every(HISTORY_MUSEUM, year(2019)), (CLARIFICATION, ELLIPSIS, LOWERCASE, TERSE)),
        Step(
            "were any of them without tom",
            ANY,
            Verdict(exists(every(HISTORY_MUSEUM, year(2019), without("Tom")))),
            (VERIFICATION, LOGICAL, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "typo: the longest of 2020",
        Step("whats the longest thing from 2020", ANY, Clarify(), (CLARIFICATION, LOWERCASE, TYPO)),
        Step("books", ANY, Best("pages", among=every(BOOK, year(2020))), (CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "typo: how long my runs were last year",
        Step("avg for my runs last year", ANY, Clarify(("distance", "duration")), (CLARIFICATION, QUANTITATIVE, TERSE, LOWERCASE)),
        Step(
            "duraton",
            ANY,
            Answer(mean("duration"), every(RUN, LAST_YEAR)),
            (CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, TYPO),
        ),
        Step(
            "and how many runs was that",
            "count",
            every(RUN, LAST_YEAR),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "typo: french wines that are not red",
        Step("french wines that arent red", "find", NOT_RED_FRENCH, (LOGICAL, SIMPLE, LOWERCASE, TYPO)),
        Step("which ones wasnt with mary", "find", Those(with_("Mary"), keep=False), (LOGICAL, COREFERENCED, LOWERCASE, TYPO, NON_NATIVE)),
        Step(
            "how many of thoes were sparkling",
            "count",
            Those(has_field("colour", "sparkling")),
            (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "which has the oldest vintage",
            ANY,
            Best("vintage", highest=False),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "lowercase: skiing and poetry, yes or no",
        Step("have i ever been skiing in switzerland", ANY, Verdict(exists(every(SKI, CH))), (VERIFICATION, SIMPLE, LOWERCASE)),
        Step("and in japan", ANY, Verdict(exists(every(SKI, JP))), (VERIFICATION, ELLIPSIS, LOWERCASE, TERSE)),
        Step("did i read any poetry in 2020", ANY, Verdict(exists(every(POETRY, year(2020)))), (VERIFICATION, SIMPLE, LOWERCASE)),
        Step("what about 2022", ANY, Verdict(exists(every(POETRY, year(2022)))), (VERIFICATION, ELLIPSIS, LOWERCASE, TERSE)),
    ),
    talk(
        "typo: things I never did",
        Step("did i ever visit a musuem in peru", ANY, Verdict(exists(every(MUSEUM, PE))), (VERIFICATION, SIMPLE, LOWERCASE, TYPO)),
        Step(
            "did i go on any bike rides outside the us",
            ANY,
            Verdict(exists(every(BIKE, outside(US)))),
            (VERIFICATION, LOGICAL, LOWERCASE),
        ),
        Step(
            "did i drink more beer than cocktails in 2024",
            ANY,
            Verdict(more(every(BEER, year(2024)), every(COCKTAIL, year(2024)))),
            (VERIFICATION, COMPARATIVE, LOWERCASE),
        ),
    ),
    talk(
        "terse: trips abroad",
        Step("trips abroad", "find", every(TRAVEL, outside(US)), (LOGICAL, SIMPLE, TERSE, LOWERCASE)),
        Step(
            "how many countries",
            ANY,
            Answer(distinct_places("country"), every(TRAVEL, outside(US))),
            (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        ),
        Step(
            "which ones over 10 nights",
            "find",
            Those(lambda i: i["fields"]["nights"] > 10),
            (LOGICAL, COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        ),
    ),
)
