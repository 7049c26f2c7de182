"""Batch 19: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is numbers and logic: sums and
averages with units, minimums and maximums, distinct counts, top N, "and / or / not" with varied
negation cues ("except", "apart from", "other than", "but no", "neither ... nor"), comparisons of two
groups and yes/no checks of numbers. Each turn is tagged with its question types (CSQA's: simple,
coreferenced, ellipsis, logical, quantitative, comparative, verification, clarification) and the
traits of the user who types it: an analyst asking for totals, averages, minimums and top N, a terse
user, a non-native speaker and a chatty user who adds context; about a quarter of the turns carry a
realistic typo."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Expectation,
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
    kind,
    mean,
    not_kind,
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
    NON_NATIVE,
    PERSONAS,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step

ANALYST = "analyst"
TAGS = (*QUESTION_TYPES, *PERSONAS, ANALYST)

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
DRINK, FOOD, BOOK, MUSEUM, TRAVEL = (category(c) for c in ("Drink", "Food", "Book", "Museum", "Travel"))
HIKE, RUN, WALK, SKI, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski", "Bike ride"))
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
FLIGHT, TRAIN = category("Travel", "Flight"), category("Travel", "Train journey")
US, JP, CA, AT, HR = (country(c) for c in ("US", "JP", "CA", "AT", "HR"))
RED, WHITE = has_field("colour", "red"), has_field("colour", "white")


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def since(start: datetime) -> Predicate:
    return lambda i: i["itemDate"] >= start


def sum_over(predicate: Predicate, name: str, limit: float) -> Verdict:
    """Yes when the field `name` of the matching items adds up to more than `limit`."""
    return Verdict(lambda items: sum(i["fields"][name] for i in items if predicate(i)) > limit)


def best_is(among: Predicate, name: str, holds: Predicate) -> Verdict:
    """Yes when the item of `among` with the largest `name` satisfies `holds`."""

    def check(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        return holds(max(pool, key=lambda i: i["fields"][name]))

    return Verdict(check)


def say(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY_INTENT, expect, tags, known_failure=known_failure)


def chat(name: str, persona: str, *steps: Step) -> Conversation:
    """A conversation by one persona: the persona tags the conversation and every one of its turns."""
    return Conversation(name, tuple(replace(s, tags=(*s.tags, persona)) for s in steps), tags=(persona,))


HIKES_2024, HIKES_2025 = every(HIKE, year(2024)), every(HIKE, year(2025))
NOT_SEAFOOD = not_(has_field("cuisine", "seafood"))
WALKS_2023_ALONE = every(WALK, year(2023), without("Tom", "Anna"))
NOVEL_OR_POETRY_2020 = every(BOOK, either(kind("Novel"), kind("Poetry")), year(2020))
BEER_ABROAD = every(BEER, not_(US))

CONVERSATIONS = (
    chat(
        "hiking kilometres year by year",
        ANALYST,
        say("total km hikd in 2024?", Answer(total("distance"), HIKES_2024), QUANTITATIVE, TYPO),
        say("avg distance per hike that year", Answer(mean("distance"), HIKES_2024), QUANTITATIVE, COREFERENCED),
        say("same for 2025", Answer(mean("distance"), HIKES_2025), ELLIPSIS, QUANTITATIVE),
        say("which one of those was the longest", Best("distance", among=HIKES_2025), COREFERENCED, QUANTITATIVE),
        say("was it rated 5?", best_is(HIKES_2025, "distance", rating("==", 5)), VERIFICATION, COREFERENCED),
    ),
    chat(
        "reds against whites",
        TERSE,
        say(
            "more reds or whites in 2019",
            Compare((("red", every(WINE, RED, year(2019))), ("white", every(WINE, WHITE, year(2019))))),
            COMPARATIVE,
        ),
        say(
            "2023?",
            Compare((("red", every(WINE, RED, year(2023))), ("white", every(WINE, WHITE, year(2023))))),
            ELLIPSIS,
            COMPARATIVE,
        ),
        say("whites 2023 not from teh US", every(WINE, WHITE, year(2023), not_(US)), LOGICAL, TYPO),
    ),
    chat(
        "running or walking",
        CHATTY,
        say(
            "My doctor keeps telling me to move more, so I'm curious: did I go running more often or walking more often in 2022?",
            Compare((("walk", every(WALK, year(2022))), ("run", every(RUN, year(2022))))),
            COMPARATIVE,
        ),
        say(
            "Okay, and how many kilometers did all thsoe walks add up to?",
            Answer(total("distance"), every(WALK, year(2022))),
            QUANTITATIVE,
            COREFERENCED,
            TYPO,
        ),
        say(
            "Did I ever do a run longer than 30 km, like a proper marathon-ish thing?",
            Verdict(exists(every(RUN, number("distance", ">", 30)))),
            VERIFICATION,
        ),
        say(
            "Last one on running, I promise: over all the years, do I run more in spring or in autumn?",
            Compare((("autumn", every(RUN, months(9, 10, 11))), ("spring", every(RUN, months(3, 4, 5))))),
            COMPARATIVE,
        ),
    ),
    chat(
        "history of what",
        TERSE,
        say("history 2019", Clarify(("book", "museum")), CLARIFICATION),
        say("the books", every(category("Book", "History"), year(2019)), ELLIPSIS),
    ),
    chat(
        "there, without a place",
        NON_NATIVE,
        say("what I was doing there in that year?", Clarify(), CLARIFICATION),
        say("I mean in Japan, the year 2023", every(JP, year(2023)), SIMPLE),
        say("how many from this were meals?", Those(FOOD), COREFERENCED, QUANTITATIVE),
    ),
    chat(
        "the long ones",
        CHATTY,
        say(
            "I'm trying to remember something from 2024 - what were the long ones?",
            Clarify(),
            CLARIFICATION,
        ),
        say("Sorry, I meant hikes. Which was my longest hike in 2024?", Best("distance", among=HIKES_2024), QUANTITATIVE),
    ),
    chat(
        "a total of what",
        ANALYST,
        say("give me the total for 2023", Clarify(), CLARIFICATION),
        say("total km cycled in 2023", Answer(total("distance"), every(BIKE, year(2023))), QUANTITATIVE),
        say(
            "was the 2020 cycling total over 200 km?",
            sum_over(every(BIKE, year(2020)), "distance", 200),
            VERIFICATION,
            QUANTITATIVE,
        ),
    ),
    chat(
        "counting there",
        TERSE,
        say("how many there", Clarify(), CLARIFICATION),
        say("lisbon museums", every(MUSEUM, city("Lisbon")), SIMPLE),
        say("meals there?", every(FOOD, city("Lisbon")), COREFERENCED),
    ),
    chat(
        "dinners that are not seafood",
        NON_NATIVE,
        say("please show me the dinners of 2021 but not the seafod ones", every(DINNER, year(2021), NOT_SEAFOOD), LOGICAL, TYPO),
        say("and for the lunchs?", every(LUNCH, year(2021), NOT_SEAFOOD), ELLIPSIS, TYPO),
        say("how many of them was together with Mary?", Those(with_("Mary")), COREFERENCED, QUANTITATIVE),
    ),
    chat(
        "museums other than art",
        TERSE,
        say("museums 2019 other than art", every(MUSEUM, not_kind("Art"), year(2019)), LOGICAL),
        say("w/o mary", Those(with_("Mary"), keep=False), LOGICAL, ELLIPSIS, TYPO),
    ),
    chat(
        "walks on my own",
        ANALYST,
        say("walks in 2023 with niether Tom nor Anna", WALKS_2023_ALONE, LOGICAL, TYPO),
        say(
            "were any of them over 10 km?",
            Verdict(exists(every(WALKS_2023_ALONE, number("distance", ">", 10)))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    chat(
        "thick books",
        NON_NATIVE,
        say("how much books with more then 500 pages I have read?", every(BOOK, number("pages", ">", 500)), QUANTITATIVE, TYPO),
        say("which is the most thick one?", Best("pages"), COREFERENCED, QUANTITATIVE),
        say("in which year I did read it?", Detail("year"), COREFERENCED),
    ),
    chat(
        "book club list",
        CHATTY,
        say(
            "I'm putting together a reading list for my book club, can you pull up evrey novel or poetry book I read in 2020?",
            NOVEL_OR_POETRY_2020,
            LOGICAL,
            TYPO,
        ),
        say(
            "Out of curiosity, what's the average page count for those?",
            Answer(mean("pages"), NOVEL_OR_POETRY_2020),
            QUANTITATIVE,
            COREFERENCED,
        ),
        say(
            "And did I give any of them a 5?",
            Verdict(exists(every(NOVEL_OR_POETRY_2020, rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    chat(
        "nights away",
        ANALYST,
        say("sum of nights away in 2019", Answer(total("nights"), every(TRAVEL, year(2019))), QUANTITATIVE),
        say("and last year", Answer(total("nights"), every(TRAVEL, year(2025))), ELLIPSIS, QUANTITATIVE),
        say("which trip ever had the fewest nights", Best("nights", highest=False, among=TRAVEL), QUANTITATIVE),
        say(
            "more flights or train journeys since 2020?",
            Compare((("flight", every(FLIGHT, since(datetime(2020, 1, 1)))), ("train", every(TRAIN, since(datetime(2020, 1, 1)))))),
            COMPARATIVE,
        ),
    ),
    chat(
        "wine from small countries",
        NON_NATIVE,
        say("I have ever drink a wine from Croatai?", Verdict(exists(every(WINE, HR))), VERIFICATION, TYPO),
        say("and from Austria?", Verdict(exists(every(WINE, AT))), ELLIPSIS, VERIFICATION),
    ),
    chat(
        "beers abroad",
        CHATTY,
        say("I mostly drink beer at home, so show me the beers that werent from the US", BEER_ABROAD, LOGICAL, TYPO),
        say("Ooh, the second one looks interesting", Pick(2), COREFERENCED),
        say("where did I have it?", Detail("city"), COREFERENCED),
        say(
            "how many different countries are in that beer list?",
            Answer(distinct_places("country"), BEER_ABROAD),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    chat(
        "drinking buddies",
        CHATTY,
        say(
            "Settle an argument for me: did I have more drinks with Mary or with Tom?",
            Compare((("Mary", every(DRINK, with_("Mary"))), ("Tom", every(DRINK, with_("Tom"))))),
            COMPARATIVE,
        ),
        say(
            "and what about meals?",
            Compare((("Mary", every(FOOD, with_("Mary"))), ("Tom", every(FOOD, with_("Tom"))))),
            ELLIPSIS,
            COMPARATIVE,
        ),
        say("Fair enough. Show me the meals I had with Tom last year then", every(FOOD, with_("Tom"), year(2025)), SIMPLE),
    ),
    chat(
        "skiing and science",
        TERSE,
        say("ski days canada", every(SKI, CA), SIMPLE),
        say("avg km", Answer(mean("distance"), every(SKI, CA)), ELLIPSIS, QUANTITATIVE, TYPO),
        say("sience 2022", Clarify(("book", "museum")), CLARIFICATION, TYPO),
    ),
    chat(
        "bike rides and cocktails",
        ANALYST,
        say("show my bike rides from last year", every(BIKE, year(2025)), SIMPLE),
        say(
            "top 2 by distance",
            Top("distance", 2, every(BIKE, year(2025))),
            QUANTITATIVE,
            COREFERENCED,
        ),
        say(
            "cocktails in 2024 excpet the ones with Mary", every(category("Drink", "Cocktail"), year(2024), without("Mary")), LOGICAL, TYPO
        ),
    ),
    chat(
        "the steep one",
        NON_NATIVE,
        say("how steep it was?", Clarify(), CLARIFICATION),
        say("show me wines from portugal", every(WINE, country("PT")), SIMPLE),
        say(
            "some of them was rated under 3?",
            Verdict(exists(every(WINE, country("PT"), rating("<", 3)))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
)
