"""Batch 44: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: an everyday user looking back at meals and exercise: breakfasts, lunches and dinners (where,
with whom, how they were rated), runs, walks, bike rides and hikes with their distance, duration and
elevation; the last time they did something; who they did it with and without; "the second one", "the
last one", "that one" from a list and questions about that item; follow-ups that change only the month,
season, year or person; comparisons between months, seasons, years and people; counts, totals and
averages; yes/no checks of claims; things the scrapbook never had; questions that must be asked back.

Personas: a terse user, a lowercase phone typist who makes typos, a non-native speaker and a chatty
user. The questions are asked on 29 November 2026."""

from __future__ import annotations

from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
    Pick,
    Those,
    Top,
    Verdict,
    between,
    category,
    country,
    every,
    exists,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

PERSONAS = (TERSE, LOWERCASE, TYPO, NON_NATIVE, CHATTY)
TAGS = (*QUESTION_TYPES, *PERSONAS)

RUN, WALK, HIKE, BIKE = (category("Activity", t) for t in ("Run", "Walk", "Hike", "Bike ride"))
FOOD = category("Food")
BREAKFAST, LUNCH, DINNER = (category("Food", t) for t in ("Breakfast", "Lunch", "Dinner"))
GR = country("GR")


def month(y: int, m: int):  # type: ignore[no-untyped-def]
    return between(datetime(y, m, 1), datetime(y + (m == 12), m % 12 + 1, 1))


SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SUMMER_2025 = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
SPRING_2026 = between(datetime(2026, 3, 1), datetime(2026, 6, 1))
AUTUMN_2026 = between(datetime(2026, 9, 1), datetime(2026, 12, 1))


def count(items):  # type: ignore[no-untyped-def]
    return len(items)


CONVERSATIONS = (
    talk(
        "b44 this year's runs, terse",
        step("runs 2026", every(RUN, year(2026)), SIMPLE, TERSE),
        step("longest?", Best("distance"), COREFERENCED, ELLIPSIS, QUANTITATIVE, TERSE),
        step("where", Detail("city"), COREFERENCED, ELLIPSIS, TERSE),
    ),
    talk(
        "b44 last bike ride and ben, lowercase",
        step("when was my lsat bike ride", Best("itemDate", among=BIKE), SIMPLE, LOWERCASE, TYPO),
        step("who came along", Detail("who"), COREFERENCED, LOWERCASE),
        step(
            "how many rides wiht ben this year",
            Answer(count, every(BIKE, with_("Ben"), year(2026))),
            QUANTITATIVE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b44 dinners in greece and elena, non-native",
        step("Show me please the dinners I have had in Greece this year", every(DINNER, GR, year(2026)), SIMPLE, NON_NATIVE),
        step(
            "Which of them Elena was also there?",
            Those(with_("Elena")),
            COREFERENCED,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And how much of the greek dinners were without she?",
            Answer(count, every(DINNER, GR, year(2026), without("Elena"))),
            COREFERENCED,
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b44 summer hikes, chatty",
        step(
            "I've been trying to get back into hiking, so I'm curious: how many hikes did I sqeeze in last summer?",
            Answer(count, every(HIKE, SUMMER_2026)),
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "Huh, not bad! And the summer before that, back in 2025?",
            Answer(count, every(HIKE, SUMMER_2025)),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "So this past summer beat the one before it by a mile, am I right?",
            Verdict(more(every(HIKE, SUMMER_2026), every(HIKE, SUMMER_2025))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Out of this summer's hikes, which one had the most climbing?",
            Best("elevation", among=every(HIKE, SUMMER_2026)),
            QUANTITATIVE,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b44 average run 2025 vs 2024, terse",
        step("avg run distnace 2025", Answer(mean("distance"), every(RUN, year(2025))), QUANTITATIVE, TERSE, TYPO),
        step("2024?", Answer(mean("distance"), every(RUN, year(2024))), ELLIPSIS, QUANTITATIVE, TERSE),
        step("more runs 2024 or 2025?", Compare((("2025", every(RUN, year(2025))), ("2024", every(RUN, year(2024))))), COMPARATIVE, TERSE),
    ),
    talk(
        "b44 breakfasts with mary, lowercase typos",
        step("brekfasts with mary this year", every(BREAKFAST, with_("Mary"), year(2026)), SIMPLE, LOWERCASE, TYPO),
        step("the secnd one", Pick(2), COREFERENCED, LOWERCASE, TYPO),
        step("how did i rate it", Detail("rating"), COREFERENCED, LOWERCASE),
        step("and wher was it", Detail("city"), COREFERENCED, ELLIPSIS, LOWERCASE, TYPO),
    ),
    talk(
        "b44 march vs april running, non-native",
        step(
            "How many kilometers I was runing in total on March 2026?",
            Answer(total("distance"), every(RUN, month(2026, 3))),
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "In which month I have go running more often, March or April?",
            Compare((("March", every(RUN, month(2026, 3))), ("April", every(RUN, month(2026, 4))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b44 autumn walks with mary, chatty",
        step(
            "My sister teases me that Mary and I never go walking anymore. Did we do any walks together this autumn?",
            Verdict(exists(every(WALK, with_("Mary"), AUTUMN_2026))),
            VERIFICATION,
            CHATTY,
        ),
        step(
            "Ha, I knew it. Go on then, show me those walks",
            every(WALK, with_("Mary"), AUTUMN_2026),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of them was the longer one?",
            Best("distance"),
            COREFERENCED,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b44 bike total needs a field, terse",
        step("total bike rides 2026", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, TERSE),
        step("distnce", Answer(total("distance"), every(BIKE, year(2026))), ELLIPSIS, QUANTITATIVE, TERSE, TYPO),
        step(
            "more km in 2025 than 2026?",
            Verdict(
                lambda items: (
                    sum(i["fields"]["distance"] for i in items if every(BIKE, year(2025))(i))
                    > sum(i["fields"]["distance"] for i in items if every(BIKE, year(2026))(i))
                )
            ),
            VERIFICATION,
            COMPARATIVE,
            TERSE,
        ),
    ),
    talk(
        "b44 lunches with her, lowercase",
        step("how many lunches did i have with her", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        step("anna i mean", Answer(count, every(LUNCH, with_("Anna"))), ELLIPSIS, QUANTITATIVE, LOWERCASE),
        step("and just this yaer", Answer(count, every(LUNCH, with_("Anna"), year(2026))), ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
    ),
    talk(
        "b44 places never visited, non-native",
        step("I was ever going for a run in Kenya?", Verdict(exists(every(RUN, country("KE")))), VERIFICATION, NON_NATIVE),
        step("And hiking in Iceland, I did it some time?", Verdict(exists(every(HIKE, country("IS")))), VERIFICATION, ELLIPSIS, NON_NATIVE),
        step("Then in which country I have made the most hikes?", Answer(most_common_place("country"), HIKE), QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b44 greek hikes and the last one, lowercase typos",
        step("hikes in greese", every(HIKE, GR), SIMPLE, LOWERCASE, TYPO),
        step(
            "was elena on evry one of them",
            Verdict(lambda items: all("Elena" in i["who"] for i in items if every(HIKE, GR)(i))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step("the last one", Pick(0), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b44 running partners tom vs mary, chatty",
        step(
            "Quick one before my run tomorrow: in 2025, who did I go running with more often, Tom or Mary?",
            Compare((("Tom", every(RUN, year(2025), with_("Tom"))), ("Mary", every(RUN, year(2025), with_("Mary"))))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Interesting! And what about this year, same two people?",
            Compare((("Tom", every(RUN, year(2026), with_("Tom"))), ("Mary", every(RUN, year(2026), with_("Mary"))))),
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b44 second one out of nowhere, terse",
        step("the second one", Clarify(), CLARIFICATION, COREFERENCED, TERSE),
        step("walks last sumer", every(WALK, SUMMER_2026), SIMPLE, TERSE, TYPO),
        step("2nd", Pick(2), COREFERENCED, ELLIPSIS, TERSE),
    ),
    talk(
        "b44 spring vs summer eating out, chatty",
        step(
            "I feel like I ate out way more this summer than in the spring. Were there more dinners in spring or in summer this year?",
            Compare((("summer", every(DINNER, SUMMER_2026)), ("spring", every(DINNER, SPRING_2026)))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Is it true that none of my dinners this spring got 5 stars?",
            Verdict(lambda items: not any(every(DINNER, SPRING_2026, rating("==", 5))(i) for i in items)),
            VERIFICATION,
            LOGICAL,
            CHATTY,
        ),
    ),
    talk(
        "b44 last meal with sofia, lowercase typos",
        step("when did i last eat out with sofia", Best("itemDate", among=every(FOOD, with_("Sofia"))), SIMPLE, LOWERCASE),
        step("wher was taht", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b44 cycling with him, non-native",
        step("When was the last time I went to bike with him?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
        step("Sorry, I mean with James", Best("itemDate", among=every(BIKE, with_("James"))), ELLIPSIS, NON_NATIVE),
        step("In which city it was?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b44 hike average needs a field, chatty",
        step(
            "Just curious, what was my average for hikes in 2025?", Clarify(("distance", "duration")), CLARIFICATION, QUANTITATIVE, CHATTY
        ),
        step("Oh, the distance, sorry!", Answer(mean("distance"), every(HIKE, year(2025))), ELLIPSIS, QUANTITATIVE, CHATTY),
    ),
    talk(
        "b44 quick claims, terse typos",
        step(
            "over 20 walks in 2026?",
            Verdict(lambda items: sum(every(WALK, year(2026))(i) for i in items) > 20),
            VERIFICATION,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "any skiing wiht mary 2026?",
            Verdict(exists(every(category("Activity", "Ski"), with_("Mary"), year(2026)))),
            VERIFICATION,
            LOGICAL,
            TERSE,
            TYPO,
        ),
        step(
            "top 3 longest bike rides",
            Top("distance", 3, BIKE),
            QUANTITATIVE,
            SIMPLE,
            TERSE,
        ),
    ),
    talk(
        "b44 dinners with roberto, then sofia, non-native",
        step(
            "Show me dinners with Roberto but where Mary was not comming",
            every(DINNER, with_("Roberto"), without("Mary")),
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And the same with Sofia in place of Roberto",
            every(DINNER, with_("Sofia"), without("Mary")),
            ELLIPSIS,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "With whom I had more dinner, Roberto or Sofia?",
            Compare((("Roberto", every(DINNER, with_("Roberto"))), ("Sofia", every(DINNER, with_("Sofia"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b44 that one with nothing before, non-native",
        step("How I rated that one?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
        step("I mean the last dinner I have had", Best("itemDate", among=DINNER), ELLIPSIS, NON_NATIVE),
        step("And with who I was there?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
)
