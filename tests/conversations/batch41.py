"""Batch 41: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: a numbers person auditing their year-by-year habits across every category: counts per year and
per category, totals and averages of number fields with their units (pages, distance, elevation,
nights, ratings), distinct counts (countries, authors, companions), top 3 and bottom 3 (with a tie at
the cut), ties between years, minimum and maximum, the share done with one person; comparisons between
years, seasons, categories and people; and / or / not filters ("2021 or 2022", "without Mary",
"excluding Italy"); yes/no checks of claims with numbers; follow-ups that change only the year or the
category; paging through a long list; and questions that must be asked back ("history", "science",
"the longest", "her", "average").

Personas: an analyst who writes precise but terse questions (TERSE), a chatty user who explains why
they ask (CHATTY), a non-native speaker (NON_NATIVE) and a typo-prone user (TYPO), some of them writing
in lowercase without punctuation (LOWERCASE). The questions are asked on 29 November 2026."""

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
    Those,
    Top,
    Verdict,
    between,
    category,
    country,
    distinct_places,
    every,
    mean,
    more,
    most_common_place,
    rating,
    since,
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

PERSONAS = (TERSE, CHATTY, NON_NATIVE, TYPO, LOWERCASE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

BOOK, MUSEUM, FOOD, TRAVEL, ACTIVITY = (category(c) for c in ("Book", "Museum", "Food", "Travel", "Activity"))
WINE, DINNER, LUNCH = category("Drink", "Wine"), category("Food", "Dinner"), category("Food", "Lunch")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
BIKE = category("Activity", "Bike ride")
HISTORY_MUSEUM, HISTORY_BOOK = category("Museum", "History"), category("Book", "History")
SCIENCE_BOOK = category("Book", "Popular science")
SUMMER_2025 = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
AUTUMN_2025 = between(datetime(2025, 9, 1), datetime(2025, 12, 1))
MARCH_2026 = between(datetime(2026, 3, 1), datetime(2026, 4, 1))


def not_in(code: str):  # type: ignore[no-untyped-def]
    return lambda i: i["place"]["countryCode"] != code


def summed(predicate, name: str, items: Sequence[Item]) -> float:  # type: ignore[no-untyped-def]
    return sum(i["fields"][name] for i in items if predicate(i))


def share_with(person: str):  # type: ignore[no-untyped-def]
    """The percentage of the items done with `person` (the sets chosen make it a whole number)."""
    return lambda items: 100 * sum(person in i["who"] for i in items) / len(items)


def distinct_authors(items: Sequence[Item]) -> float:
    return len({i["fields"]["author"] for i in items})


def distinct_companions(items: Sequence[Item]) -> float:
    return len({person for i in items for person in i["who"]})


def most_frequent_companion(items: Sequence[Item]) -> str:
    (first, n), (_, second) = Counter(p for i in items for p in i["who"]).most_common(2)
    assert n > second
    return first


def most_common_category(items: Sequence[Item]) -> str:
    (first, n), (_, second) = Counter(i["category"] for i in items).most_common(2)
    assert n > second
    return first


def most_books_in_a_year(items: Sequence[Item]) -> float:
    """The most books of any one year: 18, in both 2022 and 2025 (a tie the reply should state)."""
    return max(Counter(i["itemDate"].year for i in items).values())


def best_running_year(items: Sequence[Item]) -> bool:
    by_year = Counter[int]()
    for i in items:
        if RUN(i):
            by_year[i["itemDate"].year] += i["fields"]["distance"]
    return max(by_year, key=lambda y: by_year[y]) == 2025


CONVERSATIONS = (
    talk(
        "b41 books per year, terse",
        step("Books read in 2021: how many?", every(BOOK, year(2021)), SIMPLE, QUANTITATIVE, TERSE),
        step("Avg pages per book?", Answer(mean("pages"), every(BOOK, year(2021))), QUANTITATIVE, ELLIPSIS, TERSE),
        step("Which year had the most books overall?", Answer(most_books_in_a_year, BOOK), QUANTITATIVE, COMPARATIVE, TERSE),
    ),
    talk(
        "b41 walking year in review, chatty",
        step(
            "I'm putting together a little year-in-review for my journal, so bear with me: how many kilometres did I walk altogether this year?",
            Answer(total("distance"), every(WALK, year(2026))),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Hm, it felt like less than before. Did I walk more in 2025 than this year?",
            Verdict(lambda items: summed(every(WALK, year(2025)), "distance", items) > summed(every(WALK, year(2026)), "distance", items)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b41 countries per year, non-native",
        step(
            "In how many different countries I was in 2025?",
            Answer(distinct_places("country"), year(2025)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And in 2024 how many it was?",
            Answer(distinct_places("country"), year(2024)),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which country I was the most in 2024, without count the United States?",
            Answer(most_common_place("country"), every(year(2024), not_in("US"))),
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b41 museums or hikes, typo",
        step(
            "more musuems or hikes in 2022",
            Compare((("museum", every(MUSEUM, year(2022))), ("hike", every(HIKE, year(2022))))),
            COMPARATIVE,
            TYPO,
            LOWERCASE,
        ),
        step(
            "and in 2025",
            Compare((("museum", every(MUSEUM, year(2025))), ("hike", every(HIKE, year(2025))))),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "whcih yr had more hikes 2025 or 2026",
            Compare((("2025", every(HIKE, year(2025))), ("2026", every(HIKE, year(2026))))),
            COMPARATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "b41 top and bottom hikes",
        step("top 3 longest hikes 2026", Top("distance", 3, every(HIKE, year(2026))), QUANTITATIVE, SIMPLE, TERSE, LOWERCASE),
        step(
            "botom 3",
            Top("distance", 3, every(HIKE, year(2026)), highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            TYPO,
            LOWERCASE,
        ),
        step(
            "which one had the most climbing",
            Best("elevation", among=every(HIKE, year(2026))),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "who was with me",
            Detail("who"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b41 running claims, non-native",
        step(
            "I think I runned more than 200 km in 2025, it is correct?",
            Verdict(lambda items: summed(every(RUN, year(2025)), "distance", items) > 200),
            VERIFICATION,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And 2024, also more than 200?",
            Verdict(lambda items: summed(every(RUN, year(2024)), "distance", items) > 200),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("So 2025 is my best year for running, by kilometers?", Verdict(best_running_year), VERIFICATION, COMPARATIVE, NON_NATIVE),
    ),
    talk(
        "b41 dinners with and without Mary",
        step(
            "how many dinners in 2021 or 2022 wihtout mary",
            every(DINNER, year(2021, 2022), without("Mary")),
            LOGICAL,
            QUANTITATIVE,
            TYPO,
            LOWERCASE,
        ),
        step("and with her", every(DINNER, year(2021, 2022), with_("Mary")), COREFERENCED, ELLIPSIS, LOGICAL, LOWERCASE),
        step("how many of those were in itlay", Those(country("IT")), COREFERENCED, LOGICAL, TYPO, LOWERCASE),
    ),
    talk(
        "b41 wines except Italy, terse",
        step("Wines 2025, excluding Italy.", every(WINE, year(2025), not_in("IT")), LOGICAL, SIMPLE, TERSE),
        step("Average rating?", Answer(mean("rating"), every(WINE, year(2025), not_in("IT"))), QUANTITATIVE, ELLIPSIS, TERSE),
        step("Which of them got 5 stars?", Those(rating("==", 5)), COREFERENCED, LOGICAL, TERSE),
    ),
    talk(
        "b41 history: books or museums",
        step(
            "I have a feeling 2022 was my big history year. How many history ones did I do that year?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
        ),
        step("Oh, the museums, sorry.", every(HISTORY_MUSEUM, year(2022)), ELLIPSIS, CHATTY),
    ),
    talk(
        "b41 science: books or museums",
        step("sceince 2026 how many", Clarify(("book", "museum")), CLARIFICATION, TERSE, TYPO, LOWERCASE),
        step("books", every(SCIENCE_BOOK, year(2026)), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b41 the longest of last year",
        step("what was my longest one last year", Clarify(), CLARIFICATION, LOWERCASE),
        step("the trips i mean", Best("nights", among=every(TRAVEL, year(2025))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("who came along", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b41 her, without a name",
        step(
            "My friend keeps saying we never hang out anymore. How many times did I do something with her this year?",
            Clarify(),
            CLARIFICATION,
            CHATTY,
        ),
        step("Sofia", every(year(2026), with_("Sofia")), ELLIPSIS, CHATTY),
        step(
            "Ouch, she has a point. Was it at least more last year?",
            Verdict(more(every(year(2025), with_("Sofia")), every(year(2026), with_("Sofia")))),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b41 average of what",
        step("Avg for 2024?", Clarify(), CLARIFICATION, TERSE),
        step(
            "Rating. Wines only.",
            Answer(mean("rating"), every(WINE, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b41 everything in March 2026",
        step("Show me everyting I have logged in March 2026", MARCH_2026, SIMPLE, NON_NATIVE, TYPO),
        step("Which was the longest?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
        step("By distance", Best("distance", among=every(ACTIVITY, MARCH_2026)), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b41 paging through 2025 meals",
        step("all my meals in 2025", every(FOOD, year(2025)), SIMPLE, LOWERCASE),
        step("more", every(FOOD, year(2025)), ELLIPSIS, LOWERCASE),
        step("only lunchs", every(LUNCH, year(2025)), ELLIPSIS, LOGICAL, TYPO, LOWERCASE),
        step(
            "the secnd one",
            Pick(2),
            COREFERENCED,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "b41 summer or autumn, chatty",
        step(
            "I always tell people I run more in summer than in autumn. In 2025, did I do more runs in summer or in autumn?",
            Compare((("summer", every(RUN, SUMMER_2025)), ("autumn", every(RUN, AUTUMN_2025)))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, good. And for walks?",
            Compare((("summer", every(WALK, SUMMER_2025)), ("autumn", every(WALK, AUTUMN_2025)))),
            ELLIPSIS,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b41 trips with Mary and the shortest trips",
        step(
            "Which procent of my trips in 2024 was with Mary?",
            Answer(share_with("Mary"), every(TRAVEL, year(2024))),
            QUANTITATIVE,
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And the 3 most short trips since 2024, in nights?",
            Top("nights", 3, every(TRAVEL, since(datetime(2024, 1, 1))), highest=False),
            QUANTITATIVE,
            SIMPLE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b41 shortest and longest book of 2023",
        step("shortest book i read in 2023?", Best("pages", highest=False, among=every(BOOK, year(2023))), QUANTITATIVE, SIMPLE, LOWERCASE),
        step("and the longst one", Best("pages", among=every(BOOK, year(2023))), ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE),
        step("how did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b41 distinct authors and companions, terse",
        step(
            "Distinct authors read in 2022?",
            Answer(distinct_authors, every(BOOK, year(2022))),
            QUANTITATIVE,
            SIMPLE,
            TERSE,
        ),
        step(
            "Distinct companions across all entries in 2025?",
            Answer(distinct_companions, year(2025)),
            QUANTITATIVE,
            SIMPLE,
            TERSE,
        ),
        step(
            "Most frequent one?",
            Answer(most_frequent_companion, year(2025)),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b41 hiking elevation, typo",
        step(
            "how much elevaton did i climb on hikes in 2026",
            Answer(total("elevation"), every(HIKE, year(2026))),
            QUANTITATIVE,
            SIMPLE,
            TYPO,
            LOWERCASE,
        ),
        step("and 2025", Answer(total("elevation"), every(HIKE, year(2025))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step(
            "so 2026 was more than doubel right",
            Verdict(
                lambda items: summed(every(HIKE, year(2026)), "elevation", items) > 2 * summed(every(HIKE, year(2025)), "elevation", items)
            ),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
            LOWERCASE,
        ),
    ),
    talk(
        "b41 categories of 2025, chatty",
        step(
            "Quick sanity check before I set goals for next year: which category did I log the most in 2025?",
            Answer(most_common_category, year(2025)),
            QUANTITATIVE,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "And were there more museum visits than books that year? I suspect not.",
            Verdict(more(every(MUSEUM, year(2025)), every(BOOK, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
)
