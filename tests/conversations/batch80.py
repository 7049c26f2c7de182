"""Batch 80: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a real chat, not a quiz. Users mix
small talk and asides into their questions ("ugh long week. anyway how many runs did i do in
october", "thanks! and the longst?", "lol ok. who was i with", "my sister keeps saying i never go to
museums lol"), correct themselves mid-conversation ("wait no, i meant 2025", "sorry, hikes not runs",
"actually make that italy", "Ah sorry, I mean from France", "no, the other one" after a question
asked back and after the latest trip to a place), restart ("start over. new question: ...", "new
question: ..."), page through a long answer ("more pls", "just show me everything"), and come back
to an earlier topic after a detour ("btw how many books did i finsh this year" then "ok back to the
runs"). Questions that have two honest readings are expected to be asked back: "the histroy ones
from 2023" (books or museums), "How much I have cycled this year in total?" (distance or duration),
"what did i do with her in july" (nobody named yet), "which hike was my bigest" (distance or climb).
Personas: terse, chatty, lowercase without punctuation, typo-prone (18 typo turns) and non-native
English. The questions are asked on 29 November 2026, so "this year" is 2026, "last year" 2025,
"october" and "july" the months of 2026."""

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
    Predicate,
    Those,
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
    rating,
    total,
    with_,
    without,
    year,
)
from .expect import (
    field as has_field,
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
BOOK, NOVEL, HISTORY_BOOK = (
    category("Book"),
    category("Book", "Novel"),
    category("Book", "History"),
)
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE = category("Activity", "Bike ride")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
HISTORY_MUSEUM, SCIENCE_MUSEUM = (
    category("Museum", "History"),
    category("Museum", "Science"),
)
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
US, IT, FR, ES, PT, GR, JP, EG = (country(c) for c in ("US", "IT", "FR", "ES", "PT", "GR", "JP", "EG"))
RED = has_field("colour", "red")


def month(y: int, m: int) -> Predicate:
    """The calendar month m of year y."""
    return between(datetime(y, m, 1), datetime(y + (m == 12), m % 12 + 1, 1))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def latest_year(items: Sequence[Item]) -> str:
    """The year of the most recent of `items`."""
    return str(max(items, key=lambda i: i["itemDate"])["itemDate"].year)


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def more_than(among: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """Whether `among` selects more than n items."""
    return lambda items: sum(map(among, items)) > n


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


RUNS_OCT_2026, RUNS_OCT_2025 = every(RUN, month(2026, 10)), every(RUN, month(2025, 10))
RUNS_MARY_2026, HIKES_MARY_2026 = (
    every(RUN, year(2026), with_("Mary")),
    every(HIKE, year(2026), with_("Mary")),
)
PT_TRIPS, IT_TRIPS = every(TRAVEL, PT), every(TRAVEL, IT)
FLORENCE_TRIP = the("scrapbook-01347")  # Flight to Florence, 2019, 9 nights (the longest Italian trip), with Mary and Luca
HISTORY_MUSEUMS_2023, HISTORY_BOOKS_2023 = (
    every(HISTORY_MUSEUM, year(2023)),
    every(HISTORY_BOOK, year(2023)),
)
IT_DINNERS = every(DINNER, IT)
RUNS_2025_MARY_NOT_TOM = every(RUN, year(2025), with_("Mary"), without("Tom"))
BIKES_2026, BIKES_2025 = every(BIKE, year(2026)), every(BIKE, year(2025))
MUSEUMS_2025 = every(MUSEUM, year(2025))
BOOKS_2025 = every(BOOK, year(2025))
LECCE_TRIPS = every(TRAVEL, city("Lecce"))
LECCE_TRIP_2022 = the("scrapbook-01679")  # Beach holiday to Lecce, June 2022, 8 nights, with Mary
FR_RED_5 = every(WINE, FR, RED, rating("==", 5))
DINNERS_ABROAD_2025 = every(DINNER, year(2025), not_(US))
WALKS_JUNE_2026 = every(WALK, month(2026, 6))

CONVERSATIONS = (
    talk(
        "b80 long week, runs in october",
        step(
            "ugh long week. anyway how many runs did i do in october",
            RUNS_OCT_2026,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step("wait no, i meant 2025", RUNS_OCT_2025, ELLIPSIS, LOWERCASE),
        step(
            "thanks! and the longst?",
            Best("distance"),
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
        step("lol ok. who was i with", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b80 sorry, hikes not runs",
        step(
            "how many runs with mary this yera",
            RUNS_MARY_2026,
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("sorry, hikes not runs", HIKES_MARY_2026, ELLIPSIS, TERSE),
        step(
            "how many of them were in greece",
            Those(GR),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "wich ones werent with elena",
            Those(with_("Elena"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b80 portugal, actually italy",
        step(
            "thinking about planning something for spring. how many trips have i taken to portugl",
            PT_TRIPS,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
            TYPO,
        ),
        step("actually make that italy", IT_TRIPS, ELLIPSIS, LOWERCASE),
        step("which of those was the longest?", Best("nights"), COREFERENCED),
        step(
            "oh nice, that one was fun. who came with me?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b80 the history ones, no the other one",
        step(
            "the histroy ones from 2023 pls",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step("museums", HISTORY_MUSEUMS_2023, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("no, the other one", HISTORY_BOOKS_2023, CLARIFICATION, COREFERENCED, TERSE),
        step(
            "which one was longer",
            Best("pages"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 italian dinners page by page",
        step("show me my dinenrs in italy", IT_DINNERS, SIMPLE, LOWERCASE, TYPO),
        step("more pls", IT_DINNERS, COREFERENCED, TERSE, LOWERCASE),
        step("just show me everything", IT_DINNERS, COREFERENCED, LOWERCASE),
        step("how many were with luca?", Those(with_("Luca")), COREFERENCED, QUANTITATIVE),
    ),
    talk(
        "b80 back to the runs after books",
        step(
            "runs in 2025 with mary but without tom",
            RUNS_2025_MARY_NOT_TOM,
            SIMPLE,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "btw how many books did i finsh this year",
            every(BOOK, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("ok back to the runs", RUNS_2025_MARY_NOT_TOM, COREFERENCED, LOWERCASE),
        step("whats the longest one", Best("distance"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b80 start over, museums",
        step("wines from portugal", every(WINE, PT), SIMPLE, TERSE, LOWERCASE),
        step(
            "start over. new question: how many musuems did i visit in barcelona",
            every(MUSEUM, city("Barcelona")),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and in lisbon", every(MUSEUM, city("Lisbon")), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "more science or history ones there",
            Compare(
                (
                    ("science", every(SCIENCE_MUSEUM, city("Lisbon"))),
                    ("history", every(HISTORY_MUSEUM, city("Lisbon"))),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 cycling total, non-native",
        step(
            "How much I have cycled this year in total?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "The kilometers, please",
            Answer(total("distance"), BIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And the year before?",
            Answer(total("distance"), BIKES_2025),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "So this year I rode more, is it correct?",
            Verdict(larger_total("distance", BIKES_2026, BIKES_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b80 my sister and the museums",
        step(
            "my sister keeps saying i never go to museums lol. did i go to more than 10 museums last year?",
            Verdict(more_than(MUSEUMS_2025, 10)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "ha ok. was mary at all of them",
            Verdict(all_of(MUSEUMS_2025, with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "which ones werent with her",
            every(MUSEUMS_2025, without("Mary")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 wines or beers",
        step(
            "more wines or beeers in 2025",
            Compare((("wine", every(WINE, year(2025))), ("beer", every(BEER, year(2025))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and 2024",
            Compare((("wine", every(WINE, year(2024))), ("beer", every(BEER, year(2024))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "lol ok. how many wines have i had altogether",
            WINE,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 hikes with mary or roberto",
        step(
            "did i hkie more with mary or with roberto",
            Compare(
                (
                    ("mary", every(HIKE, with_("Mary"))),
                    ("roberto", every(HIKE, with_("Roberto"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and just this year",
            Compare(
                (
                    ("mary", every(HIKE, year(2026), with_("Mary"))),
                    ("roberto", every(HIKE, year(2026), with_("Roberto"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 lisbon and porto food",
        step(
            "what did i eat in lisbn",
            every(FOOD, city("Lisbon")),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "more lucnhes or dinners there",
            Compare(
                (
                    ("lunch", every(LUNCH, city("Lisbon"))),
                    ("dinner", every(DINNER, city("Lisbon"))),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in porto?",
            Compare(
                (
                    ("lunch", every(LUNCH, city("Porto"))),
                    ("dinner", every(DINNER, city("Porto"))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "whats the avrage rating of the dinners there",
            Answer(mean("rating"), every(DINNER, city("Porto"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b80 where my trips went",
        step(
            "how many diferent cities did i go to on my trips",
            Answer(distinct_places("city"), TRAVEL),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and countries?",
            Answer(distinct_places("country"), TRAVEL),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which city did i travel to the most",
            Answer(most_common_place("city"), TRAVEL),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "did i ever take a trip to egypt?",
            Verdict(exists(every(TRAVEL, EG))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 with her in july",
        step("what did i do with her in july", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "elena",
            every(with_("Elena"), month(2026, 7)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many of those were hikes",
            Those(HIKE),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 biggest hike",
        step(
            "which hike was my bigest",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "by the climb",
            Best("elevation", among=HIKE),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b80 french or italian wines not red, non-native",
        step(
            "Please show me the wines I drank in France or Italy which are not red",
            every(WINE, either(FR, IT), not_(RED)),
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Only the ones I gave 4 or more",
            Those(rating(">=", 4)),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b80 walks this summer",
        step(
            "walks in jully",
            every(WALK, month(2026, 7)),
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("lol ok. and june?", WALKS_JUNE_2026, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "how far did i walk in total then",
            Answer(total("distance"), WALKS_JUNE_2026),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 books last year, pretty sure",
        step(
            "pretty sure i read more than 20 books last year, right?",
            Verdict(more_than(BOOKS_2025, 20)),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "hm. how many of them were novels",
            every(NOVEL, year(2025)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 lecce, no the other one",
        step(
            "when was my last trip to leece",
            Answer(latest_year, LECCE_TRIPS),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "no, the other one",
            Best("itemDate", highest=False, among=LECCE_TRIPS),
            COREFERENCED,
            TERSE,
        ),
        step(
            "how many nights was that one",
            Answer(field_of("nights"), LECCE_TRIP_2022),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "was mary on it",
            Verdict(holds_for("scrapbook-01679", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b80 pasta tonight, spain then france, non-native",
        step(
            "I am cooking pasta tonight for my friends. Which red wines from Spain I have rated with 5 stars?",
            every(WINE, ES, RED, rating("==", 5)),
            SIMPLE,
            CHATTY,
            NON_NATIVE,
        ),
        step("Ah sorry, I mean from France", FR_RED_5, ELLIPSIS, NON_NATIVE),
        step("Which one is the most recent?", Best("itemDate"), COREFERENCED, NON_NATIVE),
        step("Who drank it with me?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b80 dinners abroad last year",
        step(
            "new question: dinners last year that werent in the us",
            DINNERS_ABROAD_2025,
            SIMPLE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "any of them in japn?",
            Verdict(exists(every(DINNERS_ABROAD_2025, JP))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ok only the ones rated 1 or 5",
            every(DINNERS_ABROAD_2025, either(rating("==", 1), rating("==", 5))),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
)
