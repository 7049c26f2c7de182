"""Batch 31: a sporty user going over their activities (runs, hikes, bike rides, ski days, walks),
written blind from the documentation and the sample data. Distances (km), durations (min) and
climbing (m); records ("my longest ride", "the steepest one"); totals and averages per year and
season; counts by place; comparisons between years, seasons, places and companions; then "that
one", "the one before", "where was it", "who came"; a detour to beers or dinners and back.

Personas: a competitive athlete who types in terse fragments with numbers; a casual, chatty user
who tells little stories around the question; a user who writes all in lowercase without
punctuation; and a typo-prone user (transposed or missing letters, texting abbreviations). Each
turn is tagged with its CSQA question types and the traits of the user who types it; TYPO marks
exactly the turns that contain a typo or a texting abbreviation (most of the typo-prone user's, a
few of the athlete's), so the typo-prone user's clean turns carry no persona tag. "Now" is the suite's: 29 November 2026."""

from __future__ import annotations

from collections.abc import Sequence
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
    Verdict,
    between,
    category,
    city,
    country,
    every,
    exists,
    mean,
    most_common_place,
    number,
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
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, LAST_SUMMER, Conversation, Step, talk

PERSONAS = (TERSE, CHATTY, LOWERCASE, TYPO)
TAGS = (*QUESTION_TYPES, *PERSONAS)

RUN, RIDE, HIKE = category("Activity", "Run"), category("Activity", "Bike ride"), category("Activity", "Hike")
WALK, SKI = category("Activity", "Walk"), category("Activity", "Ski")
BEER, DINNER = category("Drink", "Beer"), category("Food", "Dinner")


def abroad(i: Item) -> bool:
    return bool(i["place"]["countryCode"] != "US")


def the(item_id: str) -> Predicate:
    return lambda i: i["_id"] == item_id


def sums(name: str, larger: Predicate, smaller: Predicate) -> Verdict:
    """Yes when the items `larger` selects add up to more of `name` than those `smaller` selects."""
    return Verdict(lambda items: sum(i["fields"][name] for i in items if larger(i)) > sum(i["fields"][name] for i in items if smaller(i)))


def averages(name: str, larger: Predicate, smaller: Predicate) -> Verdict:
    """Yes when the mean of `name` over `larger` is above the mean over `smaller`."""

    def holds(items: Sequence[Item]) -> bool:
        big = [i["fields"][name] for i in items if larger(i)]
        small = [i["fields"][name] for i in items if smaller(i)]
        return bool(sum(big) / len(big) > sum(small) / len(small))

    return Verdict(holds)


def most_with(name: str, among: Predicate) -> Verdict:
    """Yes when `name` came along on more than half of the items `among` selects."""
    return Verdict(lambda items: 2 * sum(1 for i in items if among(i) and name in i["who"]) > sum(map(among, items)))


def ask(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY_INTENT, expect, tags, known_failure=known_failure)


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "athlete: the longest ride, when and who",
        ask("longest bike ride ever?", Best("distance", among=RIDE), SIMPLE, QUANTITATIVE, TERSE),
        ask("when?", Detail("year"), COREFERENCED, ELLIPSIS, TERSE),
        ask("who rode with me", Detail("who"), COREFERENCED, TERSE),
    ),
    talk(
        "athlete: runs in 2024 against 2025",
        ask(
            "runs 2024 vs 2025, which yr had more",
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
        ask(
            "so 2025 also beat 2024 on total km. correct?",
            sums("distance", every(RUN, year(2025)), every(RUN, year(2024))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "chatty: the Whistler ski trip",
        ask(
            "Hi! I was just reminiscing about skiing in Whistler with Mary and Anna. Can you pull up those ski days for me?",
            every(SKI, city("Whistler"), with_("Mary", "Anna")),
            SIMPLE,
            CHATTY,
        ),
        ask(
            "Which of those days did I cover the most kilometres?",
            Best("distance"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "Ha, and what did I rate that one?",
            Detail("rating"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "lowercase: hikes of 2016 with mary",
        ask("how many hikes did i do in 2016", every(HIKE, year(2016)), SIMPLE, LOWERCASE),
        ask(
            "how many of those did mary come on",
            Those(with_("Mary")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        ask("which one of them had the most climbing", Best("elevation"), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "typos: running kilometres in 2023 and 2022",
        ask(
            "how many km did i run in totl in 2023?",
            Answer(total("distance"), every(RUN, year(2023))),
            QUANTITATIVE,
            TYPO,
        ),
        ask("waht about 2022", Answer(total("distance"), every(RUN, year(2022))), ELLIPSIS, QUANTITATIVE, TYPO),
        ask(
            "so i ran more km in 2023 than in 2022, rigth?",
            sums("distance", every(RUN, year(2023)), every(RUN, year(2022))),
            VERIFICATION,
            COMPARATIVE,
            TYPO,
        ),
    ),
    talk(
        "lowercase: a total of what?",
        ask("whats my total for runs this year", Clarify(("distance", "duration")), CLARIFICATION, LOWERCASE),
        ask("distance", Answer(total("distance"), every(RUN, year(2026))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "chatty: rides with Ben, a detour to beers, and back",
        ask(
            "How many bike rides did I do with Ben in 2025? Feels like we went out all the time.",
            every(RIDE, year(2025), with_("Ben")),
            SIMPLE,
            CHATTY,
        ),
        ask("Totally unrelated, but which beers did I have in Kyoto?", every(BEER, city("Kyoto")), SIMPLE, CHATTY),
        ask("Okay, back to the rides with Ben.", every(RIDE, year(2025), with_("Ben")), ELLIPSIS, CHATTY),
        ask("Which of the two was longer?", Best("distance"), COREFERENCED, COMPARATIVE, CHATTY),
    ),
    talk(
        "athlete: long runs without Tom",
        ask(
            "runs over 20 km since 2020",
            every(RUN, number("distance", ">", 20), since(datetime(2020, 1, 1))),
            SIMPLE,
            LOGICAL,
            TERSE,
        ),
        ask(
            "excl. the ones w tom",
            Those(with_("Tom"), keep=False),
            LOGICAL,
            ELLIPSIS,
            TERSE,
            TYPO,
        ),
        ask("first one", Pick(1), COREFERENCED, TERSE),
    ),
    talk(
        "typos: my usual running spot",
        ask(
            "where do i go runing the most?",
            Answer(most_common_place("city"), RUN),
            QUANTITATIVE,
            TYPO,
        ),
        ask("how many runs did i do in berkley in 2024", every(RUN, city("Berkeley"), year(2024)), SIMPLE, TYPO),
        ask("and in palo alto that yaer?", every(RUN, city("Palo Alto"), year(2024)), ELLIPSIS, TYPO),
    ),
    talk(
        "chatty: hiking seasons of 2016",
        ask(
            "I have a feeling 2016 was my big hiking summer. Did I hike more that spring or that summer?",
            Compare(
                (
                    ("spring", every(HIKE, between(datetime(2016, 3, 1), datetime(2016, 6, 1)))),
                    ("summer", every(HIKE, between(datetime(2016, 6, 1), datetime(2016, 9, 1)))),
                )
            ),
            COMPARATIVE,
            CHATTY,
        ),
        ask(
            "Nice, I knew it! What was the longest hike of that summer?",
            Best("distance", among=every(HIKE, between(datetime(2016, 6, 1), datetime(2016, 9, 1)))),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        ask("And who was with me on that one?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "lowercase: this year's runs and tom",
        ask(
            "i did more than 10 runs this year right",
            Verdict(lambda items: sum(map(every(RUN, year(2026)), items)) > 10),
            VERIFICATION,
            LOWERCASE,
        ),
        ask(
            "was tom there for most of them",
            most_with("Tom", every(RUN, year(2026))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        ask(
            "ok show me the ones without him",
            every(RUN, year(2026), without("Tom")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "typos: where was it, the last ski day, the one before",
        ask("where was it agian?", Clarify(), CLARIFICATION, TYPO),
        ask("sorry, my last ski day", Best("itemDate", among=SKI), SIMPLE, ELLIPSIS),
        ask("right so where was it", Detail("city"), COREFERENCED),
        ask("and the one befor that?", the("scrapbook-02312"), COREFERENCED, TYPO),
    ),
    talk(
        "athlete: ski days abroad",
        ask("ski days abroad", every(SKI, abroad), SIMPLE, LOGICAL, TERSE),
        ask("steepest?", Best("elevation"), COREFERENCED, QUANTITATIVE, ELLIPSIS, TERSE),
        ask("country", Detail("country"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    talk(
        "chatty: James or Ben on the bike",
        ask(
            "My wife and I argue about this: have I gone cycling more often with James or with Ben?",
            Compare((("James", every(RIDE, with_("James"))), ("Ben", every(RIDE, with_("Ben"))))),
            COMPARATIVE,
            CHATTY,
        ),
        ask(
            "Did the three of us ever actually ride together, James, Ben and me?",
            Verdict(exists(every(RIDE, with_("James", "Ben")))),
            VERIFICATION,
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "lowercase: walks with her",
        ask("how many walks did i go on with her last year", Clarify(), CLARIFICATION, LOWERCASE),
        ask("with james", every(WALK, year(2025), with_("James")), ELLIPSIS, LOWERCASE),
        ask("which one was the longest", Best("distance"), COREFERENCED, QUANTITATIVE, LOWERCASE),
    ),
    talk(
        "typos: the longest hike by time and this year's climbing",
        ask("which hike tok the most minutes", Best("duration", among=HIKE), QUANTITATIVE, TYPO),
        ask("who came wiht me", Detail("who"), COREFERENCED, TYPO),
        ask(
            "how much climbing did i do on hikes this year in total",
            Answer(total("elevation"), every(HIKE, year(2026))),
            QUANTITATIVE,
        ),
    ),
    talk(
        "athlete: average per hike, of what?",
        ask("avg per hike 2016", Clarify(("distance", "duration", "elevation")), CLARIFICATION, TERSE),
        ask("elevation", Answer(mean("elevation"), every(HIKE, year(2016))), ELLIPSIS, QUANTITATIVE, TERSE),
        ask(
            "higher than 2026 avg?",
            averages("elevation", every(HIKE, year(2016)), every(HIKE, year(2026))),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "chatty: last summer's walks, dinners in Lisbon, and back",
        ask("What walks did I go on last summer?", every(WALK, LAST_SUMMER), SIMPLE, CHATTY),
        ask("Random question, how many dinners have I had in Lisbon?", every(DINNER, city("Lisbon")), SIMPLE, CHATTY),
        ask(
            "OK, back to the walks from last summer: which ones were in Greece?",
            every(WALK, LAST_SUMMER, country("GR")),
            LOGICAL,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "lowercase: them? ski days with james",
        ask(
            "how many of them were with james",
            Clarify(),
            CLARIFICATION,
            LOWERCASE,
        ),
        ask("the ski days", every(SKI, with_("James")), ELLIPSIS, LOWERCASE),
        ask(
            "which of those were in 2021",
            Those(year(2021)),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "typos: did she ski with me",
        ask("did she come skiing wiht me in 2021", Clarify(), CLARIFICATION, VERIFICATION, TYPO),
        ask("sorry i ment mary", Verdict(exists(every(SKI, year(2021), with_("Mary")))), VERIFICATION, ELLIPSIS, TYPO),
        ask("how many tiems?", every(SKI, year(2021), with_("Mary")), QUANTITATIVE, ELLIPSIS, TYPO),
    ),
)
