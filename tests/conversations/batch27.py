"""Batch 27: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: a numbers person reviewing their year(s) in the scrapbook. Totals, averages, minimum and
maximum, counts of distinct places, the top N by a numeric field, comparisons between groups (spring
or autumn, one year or another), then drilling into one item of an answer ("the second one", "who was
with me?", "when was that?"), switching topic and coming back. "This year" is 2026 and "last year"
2025 (the harness asks on 29 November 2026).

Personas:
- a terse analyst who types fragments ("hikes 2025 total?", "avg", "2nd one");
- a chatty storyteller who wraps each question in an anecdote about friends and family;
- a fast typist in lowercase, with transposed or missing letters and texting abbreviations ("yr", "w");
- a non-native speaker whose word order and prepositions are off ("How much nights I have spent").

Each turn is tagged with its CSQA question types and the traits of the user who types it; turns with
a realistic typo carry TYPO.
"""

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
    Top,
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    most_common_place,
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
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import ANY_INTENT, Conversation, talk

ANY = ANY_INTENT
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
MUSEUM, BOOK, TRAVEL = category("Museum"), category("Book"), category("Travel")
WINE, DINNER = category("Drink", "Wine"), category("Food", "Dinner")
THIS_YEAR, LAST_YEAR = year(2026), year(2025)


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)
MARCH_2026 = between(datetime(2026, 3, 1), datetime(2026, 4, 1))


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def busiest_year(items: Sequence[Item]) -> str:
    """The year with the most items, refusing a tie."""
    (first, n), *rest = Counter(i["itemDate"].year for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single busiest year: {first} and {rest[0][0]} tie")
    return str(first)


def best_run_year(items: Sequence[Item]) -> bool:
    """Whether 2025 has the largest total running distance of all years."""
    totals: Counter[int] = Counter()
    for i in items:
        if RUN(i):
            totals[i["itemDate"].year] += i["fields"]["distance"]
    return max(totals, key=lambda y: totals[y]) == 2025


def total_over(predicate: Predicate, name: str, limit: float) -> Verdict:
    return Verdict(lambda items: sum(i["fields"][name] for i in items if predicate(i)) > limit)


def all_of(among: Predicate, predicate: Predicate) -> Verdict:
    return Verdict(lambda items: all(predicate(i) for i in items if among(i)))


def count_over(predicate: Predicate, limit: int) -> Verdict:
    return Verdict(lambda items: sum(map(predicate, items)) > limit)


def nights_more(larger: Predicate, smaller: Predicate) -> Verdict:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"]["nights"] for i in items if larger(i)) > sum(i["fields"]["nights"] for i in items if smaller(i))

    return Verdict(holds)


CONVERSATIONS: tuple[Conversation, ...] = (
    # -- the terse analyst: last year's hikes, asked back which total -------------------------------
    talk(
        "analyst: hiking totals for 2025",
        step("hikes 2025 total?", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, TERSE),
        step("km", Answer(total("distance"), every(HIKE, LAST_YEAR)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("longest", Best("distance", among=every(HIKE, LAST_YEAR)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("who w/ me", Detail("who"), COREFERENCED, TERSE),
    ),
    # -- the storyteller: museum visits year against year ------------------------------------------
    talk(
        "storyteller: museums this year against last",
        step(
            "My niece keeps teasing me that I never go to museums anymore, so let's settle it. "
            "Did I go to more museums in 2025 or in 2026?",
            Compare((("2025", every(MUSEUM, year(2025))), ("2026", every(MUSEUM, year(2026))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Mary drags me to most of them, to be honest. Which of this year's museums did I do without her?",
            every(MUSEUM, THIS_YEAR, without("Mary")),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Fair enough. And which museum did I rate highest this year, with or without anyone?",
            Best("rating", among=every(MUSEUM, THIS_YEAR)),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Lovely. Who came along to that one?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    # -- the fast typist: running distance --------------------------------------------------------------
    talk(
        "typist: running kilometres of 2025",
        step(
            "how many km did i rnu in 2025",
            Answer(total("distance"), every(RUN, LAST_YEAR)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so 2025 was my best running yr ever?",
            Verdict(best_run_year),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("top 3 longest runs of 2025", Top("distance", 3, every(RUN, LAST_YEAR)), QUANTITATIVE, LOWERCASE),
    ),
    # -- the non-native speaker: nights away ---------------------------------------------------------
    talk(
        "non-native: nights on trips",
        step(
            "How much nights I have spent on trips in 2025 in total?",
            Answer(total("nights"), every(TRAVEL, LAST_YEAR)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And which trip was the most long?", Best("nights", among=every(TRAVEL, LAST_YEAR)), QUANTITATIVE, COREFERENCED, NON_NATIVE),
        step(
            "In 2024 I have made more nights than in 2025, yes?",
            nights_more(every(TRAVEL, year(2024)), every(TRAVEL, LAST_YEAR)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    # -- the terse analyst: seasons ---------------------------------------------------------------------
    talk(
        "analyst: spring against autumn",
        step(
            "walks, all years: spring vs autumn?",
            Compare((("spring", every(WALK, SPRING)), ("autumn", every(WALK, AUTUMN)))),
            COMPARATIVE,
            TERSE,
        ),
        step(
            "same for runs",
            Compare((("spring", every(RUN, SPRING)), ("autumn", every(RUN, AUTUMN)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
    ),
    # -- the storyteller: pages read -------------------------------------------------------------------
    talk(
        "storyteller: pages read last year",
        step(
            "At book club on Thursday I bragged that I read more than 6,000 pages last year. Somebody laughed. Was I right?",
            total_over(every(BOOK, LAST_YEAR), "pages", 6000),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha! Now I'm curious, what was the thickest book of the lot?",
            Best("pages", among=every(BOOK, LAST_YEAR)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "I barely remember reading it. When was that?",
            Detail("year"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    # -- the fast typist: wines of last year -----------------------------------------------------------
    talk(
        "typist: wines of 2025",
        step("how mnay wines did i log in 2025", every(WINE, LAST_YEAR), SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "avg ratign of the reds",
            Answer(mean("rating"), every(WINE, LAST_YEAR, has_field("colour", "red"))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which reds werent w mary",
            every(WINE, LAST_YEAR, has_field("colour", "red"), without("Mary")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    # -- the non-native speaker: countries ------------------------------------------------------------
    talk(
        "non-native: countries per year",
        step(
            "In how many different countries I have been in 2025?",
            Answer(distinct_places("country"), LAST_YEAR),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And in this year?", Answer(distinct_places("country"), THIS_YEAR), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "Is true that I was in Greece this year?",
            Verdict(exists(every(country("GR"), THIS_YEAR))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step("How many times I went there with him?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
    ),
    # -- the terse analyst: "longest" of what? --------------------------------------------------------
    talk(
        "analyst: longest of 2025",
        step("longest one in 2025?", Clarify(), CLARIFICATION, QUANTITATIVE, TERSE),
        step("book", Best("pages", among=every(BOOK, LAST_YEAR)), ELLIPSIS, QUANTITATIVE, TERSE),
        step("rating?", Detail("rating"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    # -- the storyteller: walks with a friend --------------------------------------------------------
    talk(
        "storyteller: walks with her",
        step(
            "A friend stayed with us last weekend and we ended up talking about how much we walk. "
            "How many walks did she come on with me this year?",
            Clarify(),
            CLARIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Oh, sorry, I meant Elena!",
            every(WALK, THIS_YEAR, with_("Elena")),
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "She'll love that. How far did we walk altogether?",
            Answer(total("distance"), every(WALK, THIS_YEAR, with_("Elena"))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    # -- the fast typist: bike rides ------------------------------------------------------------------
    talk(
        "typist: longest bike ride",
        step("whats my longest bike ride evr", Best("distance", among=BIKE), SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step("when was tht", Detail("year"), COREFERENCED, LOWERCASE, TYPO),
        step("and who was w me", Detail("who"), COREFERENCED, LOWERCASE, TYPO),
    ),
    # -- the non-native speaker: history, museums by year ------------------------------------------
    talk(
        "non-native: history and science museums",
        step("How many history I have in 2022?", Clarify(("book", "museum")), CLARIFICATION, NON_NATIVE),
        step("The museums, please.", every(category("Museum", "History"), year(2022)), ELLIPSIS, NON_NATIVE),
        step(
            "Which year I went more to museums, 2022 or 2023?",
            Compare((("2022", every(MUSEUM, year(2022))), ("2023", every(MUSEUM, year(2023))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And only science museums, same two years?",
            Compare(
                (
                    ("2022", every(category("Museum", "Science"), year(2022))),
                    ("2023", every(category("Museum", "Science"), year(2023))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    # -- the terse analyst: top hikes by climb ---------------------------------------------------------
    talk(
        "analyst: top hikes by elevation",
        step("2nd one - where?", Clarify(), CLARIFICATION, COREFERENCED, TERSE),
        step("top 3 hikes by elevaton, all time", Top("elevation", 3, HIKE), SIMPLE, QUANTITATIVE, TERSE, TYPO),
        step("2nd one", Pick(2), COREFERENCED, TERSE),
        step("where", Detail("city"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    # -- the storyteller: hikes with Roberto, a detour, and back ------------------------------------
    talk(
        "storyteller: Roberto's hikes, a detour to Greece",
        step(
            "Roberto just texted me a photo from our last hike, which got me wondering: how many hikes "
            "did I do with Roberto this year, without Mary?",
            every(HIKE, THIS_YEAR, with_("Roberto"), without("Mary")),
            SIMPLE,
            LOGICAL,
            CHATTY,
        ),
        step(
            "Totally unrelated, but my mum keeps asking about the food in Greece. How many dinners did I have in Greece this year?",
            every(DINNER, THIS_YEAR, country("GR")),
            SIMPLE,
            CHATTY,
        ),
        step(
            "OK, back to those hikes with Roberto. How many km did we cover in total?",
            Answer(total("distance"), every(HIKE, THIS_YEAR, with_("Roberto"), without("Mary"))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Was Anna on any of them? She claims she was.",
            Verdict(exists(every(HIKE, THIS_YEAR, with_("Roberto"), without("Mary"), with_("Anna")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    # -- the fast typist: runs or walks -----------------------------------------------------------------
    talk(
        "typist: runs or walks in March",
        step(
            "runs or walsk in march 2026 how many",
            every(either(RUN, WALK), MARCH_2026),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("the ones wihtout mary", every(either(RUN, WALK), MARCH_2026, without("Mary")), LOGICAL, ELLIPSIS, LOWERCASE, TYPO),
    ),
    # -- the fast typist: "science" is ambiguous -----------------------------------------------------
    talk(
        "typist: science this year",
        step("how many science ones this yr", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE, TYPO),
        step("musuems", every(category("Museum", "Science"), THIS_YEAR), ELLIPSIS, LOWERCASE, TYPO),
    ),
    # -- the fast typist: run count this year --------------------------------------------------------
    talk(
        "typist: runs this year",
        step("did i run more than 12 times this yr?", count_over(every(RUN, THIS_YEAR), 12), VERIFICATION, COMPARATIVE, LOWERCASE, TYPO),
        step("avg distnace", Answer(mean("distance"), every(RUN, THIS_YEAR)), ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
    ),
    # -- the storyteller: ski seasons ------------------------------------------------------------------
    talk(
        "storyteller: the best ski year",
        step(
            "Winter's coming and I'm already itching to get back on the slopes. Looking back over all the "
            "years, which year did I ski the most days?",
            Answer(busiest_year, SKI),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Wow, how many ski days was that?",
            every(SKI, year(2021)),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Mary says she skied every single one of those with me. Was she really on all of them?",
            all_of(every(SKI, year(2021)), with_("Mary")),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
    ),
    # -- the non-native speaker: dinners this year ------------------------------------------------------
    talk(
        "non-native: dinners by city",
        step(
            "In how many different cities I have eaten dinner this year?",
            Answer(distinct_places("city"), every(DINNER, THIS_YEAR)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("In which city the most?", Answer(most_common_place("city"), every(DINNER, THIS_YEAR)), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step(
            "And from the dinners there, how many was not greek food?",
            every(DINNER, THIS_YEAR, city("Delphi"), not_(has_field("cuisine", "greek"))),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
)
