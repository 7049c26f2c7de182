"""Batch 47: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: someone training for a big
hiking-and-cycling trip and tidying their wine and book notes: distances, elevations and durations
(totals, averages, longest/shortest, top/bottom N), seasons, months and years compared, the last and
first times, ratings of wines and books with their ties, follow-ups about "that one" and "those",
and topic resets followed by a question in the same message. Personas: a terse user, a chatty user,
a typo-prone lowercase user and a non-native speaker. The questions are asked on 29 November 2026."""

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
    Predicate,
    Those,
    Top,
    Verdict,
    between,
    category,
    country,
    every,
    exists,
    mean,
    number,
    rating,
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
from .suite import talk

HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
BIKE = category("Activity", "Bike ride")
WINE, BOOK = category("Drink", "Wine"), category("Book")
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))


def ids(*numbers: int) -> Predicate:
    """The items with these sample ids (scrapbook-0NNNN)."""
    wanted = {f"scrapbook-{n:05d}" for n in numbers}
    return lambda i: i["_id"] in wanted


def months(*wanted: int) -> Predicate:
    return lambda i: i["itemDate"].month in wanted


SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)


def author(items: Sequence[Item]) -> str:
    (only,) = items
    return str(only["fields"]["author"])


def busiest_month(items: Sequence[Item]) -> str:
    (first, n), *rest = Counter(i["itemDate"].strftime("%B") for i in items).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single busiest month: {first} and {rest[0][0]} tie")
    return first


def more_total(name: str, larger: Predicate, smaller: Predicate, by: float = 0):
    return lambda items: sum(i["fields"][name] for i in items if larger(i)) > sum(i["fields"][name] for i in items if smaller(i)) + by


def longer_on_average(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def total_over(name: str, among: Predicate, limit: float):
    return lambda items: sum(i["fields"][name] for i in items if among(i)) > limit


def holds_for(predicate: Predicate, test: Predicate):
    return lambda items: all(test(i) for i in items if predicate(i))


CONVERSATIONS = (
    talk(
        "b47 hiking km by year",
        step("totl hiking km 2026", Answer(total("distance"), every(HIKE, year(2026))), QUANTITATIVE, TERSE, TYPO),
        step("and 2025?", Answer(total("distance"), every(HIKE, year(2025))), QUANTITATIVE, ELLIPSIS, TERSE),
        step(
            "more hikes in 2024 or 2025?",
            Compare((("2024", every(HIKE, year(2024))), ("2025", every(HIKE, year(2025))))),
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b47 the last three hikes",
        step(
            "Getting ready for the big Dolomites trip next summer, so I want to see how I've been doing "
            "lately. Can you show me my last 3 hikes?",
            ids(2437, 2442, 2446),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Nice. How far was that altogether? Just those three, I mean.",
            Answer(total("distance"), ids(2437, 2442, 2446)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And which of them had the most climbing?",
            Best("elevation", among=ids(2437, 2442, 2446)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b47 most recent and earliest run",
        step("whens my most recnt run", Best("itemDate", among=RUN), SIMPLE, LOWERCASE, TYPO),
        step("how far was that one", Answer(total("distance"), ids(2458)), QUANTITATIVE, COREFERENCED, LOWERCASE),
        step("and my earliest run ever?", Best("itemDate", highest=False, among=RUN), ELLIPSIS, LOWERCASE),
        step(
            "how long did it take me",
            Answer(total("duration"), ids(1)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b47 spring or autumn",
        step(
            "In 2023 I was hiking more in the sping or in the autumn?",
            Compare((("spring", every(HIKE, year(2023), SPRING)), ("autumn", every(HIKE, year(2023), AUTUMN)))),
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And for running, which season is more?",
            Compare((("spring", every(RUN, year(2023), SPRING)), ("autumn", every(RUN, year(2023), AUTUMN)))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "How many kilometers I have run in the spring of this year?",
            Answer(total("distance"), every(RUN, between(datetime(2026, 3, 1), datetime(2026, 6, 1)))),
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b47 cycling 2024 vs 2025",
        step(
            "I want to check if my cycling actually got better. How many kilometres did I ride in 2024?",
            Answer(total("distance"), every(BIKE, year(2024))),
            QUANTITATIVE,
            CHATTY,
        ),
        step("and in 2025?", Answer(total("distance"), every(BIKE, year(2025))), QUANTITATIVE, ELLIPSIS, CHATTY),
        step(
            "So 2025 beat 2024 on distance then, right?",
            Verdict(more_total("distance", every(BIKE, year(2025)), every(BIKE, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step("What was my longest ride of 2025?", Best("distance", among=every(BIKE, year(2025))), SIMPLE, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b47 biggest climbs",
        step(
            "5 hikes with most elevation",
            Top("elevation", 5, HIKE),
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "lowest 3?",
            Top("elevation", 3, HIKE, highest=False),
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step("avg elevaton of 2026 hikes", Answer(mean("elevation"), every(HIKE, year(2026))), QUANTITATIVE, TERSE, TYPO),
    ),
    talk(
        "b47 hikes with anna",
        step("show me my hikse from 2025", every(HIKE, year(2025)), SIMPLE, LOWERCASE, TYPO),
        step("only the ones with anna", Those(with_("Anna")), ELLIPSIS, COREFERENCED, LOWERCASE),
        step(
            "how far did we go all togther",
            Answer(total("distance"), every(HIKE, year(2025), with_("Anna"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step("which of them were without mary", Those(without("Mary")), LOGICAL, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b47 wines of 2025",
        step(
            "Which wines I liked the most in 2025?",
            every(WINE, year(2025), rating("==", 5)),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And which one was the worst?",
            Best("rating", highest=False, among=every(WINE, year(2025))),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("Where I have drunk it?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b47 longest and shortest books",
        step("the longest book i read this yaer", Best("pages", among=every(BOOK, year(2026))), QUANTITATIVE, LOWERCASE, TYPO),
        step("how did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
        step("and the shortst?", Best("pages", highest=False, among=every(BOOK, year(2026))), QUANTITATIVE, ELLIPSIS, LOWERCASE, TYPO),
        step(
            "did i read more books in 2025 or 2026",
            Compare((("2025", every(BOOK, year(2025))), ("2026", every(BOOK, year(2026))))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b47 total of what",
        step(
            "Quick one before I plan my training block: what's my total for the hikes in 2025?",
            Clarify(("distance", "duration", "elevation")),
            CLARIFICATION,
            CHATTY,
        ),
        step(
            "Oh, the distance, sorry!",
            Answer(total("distance"), every(HIKE, year(2025))),
            CLARIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b47 hikes with her",
        step("hikes with her this year?", Clarify(), CLARIFICATION, TERSE),
        step("anna", every(HIKE, year(2026), with_("Anna")), CLARIFICATION, TERSE),
    ),
    talk(
        "b47 best one of last year",
        step("What was my best one of last year?", Clarify(), CLARIFICATION, NON_NATIVE),
        step(
            "I mean the books.",
            every(BOOK, year(2025), rating("==", 5)),
            CLARIFICATION,
            NON_NATIVE,
            known_failure="first pass: 1 results, expected 6; answer: The best rated book last year (2025) is Grace: A Life (rated 5). 6 books share the top rating of 5; this is th",
        ),
        step(
            "From these, which one is the most long?",
            Best("pages", among=every(BOOK, year(2025), rating("==", 5))),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Who has writen it?",
            Answer(author, ids(2190)),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b47 wine reset to runs",
        step("how many wines did i have with roberto this year", every(WINE, year(2026), with_("Roberto")), SIMPLE, LOWERCASE),
        step(
            "ok enough about wine. how many km did i run in octobr?",
            Answer(total("distance"), every(RUN, between(datetime(2026, 10, 1), datetime(2026, 11, 1)))),
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in march?",
            Answer(total("distance"), every(RUN, between(datetime(2026, 3, 1), datetime(2026, 4, 1)))),
            QUANTITATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b47 busiest running month",
        step(
            "Which month this year did I run the most? I have a feeling March was a big one.",
            Answer(busiest_month, every(RUN, year(2026))),
            QUANTITATIVE,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "And what were my 2 shortest runs this year?", Top("distance", 2, every(RUN, year(2026)), highest=False), QUANTITATIVE, CHATTY
        ),
    ),
    talk(
        "b47 runs 2024 or 2025",
        step(
            "I was running more in 2024 or in 2025?",
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And the total distance of the runs in 2025, how much is it?",
            Answer(total("distance"), every(RUN, year(2025))),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "It is more then 250 km, yes?",
            Verdict(total_over("distance", every(RUN, year(2025)), 250)),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b47 greece hikes",
        step(
            "I still dream about that Greece trip. Did I do any hike over 20 km while I was there?",
            Verdict(exists(every(HIKE, country("GR"), number("distance", ">", 20)))),
            VERIFICATION,
            LOGICAL,
            CHATTY,
        ),
        step(
            "Hmm, and was Elena there for that one?",
            Verdict(holds_for(ids(2411), with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b47 red wines then books",
        step("red wines rated 5 in 2025", every(WINE, year(2025), has_field("colour", "red"), rating("==", 5)), SIMPLE, LOWERCASE),
        step("how many of those from itlay", Those(country("IT")), COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "start over. books by yuko tanaka that i gave 5 stars?",
            every(BOOK, has_field("author", "Yuko Tanaka"), rating("==", 5)),
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "which was the most recnt",
            Best("itemDate", among=every(BOOK, has_field("author", "Yuko Tanaka"), rating("==", 5))),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b47 climbing 2024 vs 2025",
        step(
            "How much meters I climbed on my hiks in 2024?",
            Answer(total("elevation"), every(HIKE, year(2024))),
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "So in 2025 I have climbed more than in 2024, correct?",
            Verdict(more_total("elevation", every(HIKE, year(2025)), every(HIKE, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b47 rides without james",
        step("bike rides this yr without james", every(BIKE, year(2026), without("James")), LOGICAL, LOWERCASE, TYPO),
        step(
            "and the ones with him, were they longer on average?",
            Verdict(longer_on_average("distance", every(BIKE, year(2026), with_("James")), every(BIKE, year(2026), without("James")))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b47 summer hikes and mary",
        step("Which hikes did I do last sumer without Mary?", every(HIKE, LAST_SUMMER, without("Mary")), LOGICAL, CHATTY, TYPO),
        step(
            "What about the ones with Mary but not Elena?",
            every(HIKE, LAST_SUMMER, with_("Mary"), without("Elena")),
            LOGICAL,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "The highest one of those?",
            Best("elevation", among=every(HIKE, LAST_SUMMER, with_("Mary"), without("Elena"))),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
)
