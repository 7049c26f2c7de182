"""Batch 49: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a busy person reviewing their year
with family and friends: who they hiked, ran, rode and walked with and how often, distances and
climbs, the books they read, months, seasons, "since March" and "the year before", comparisons
between people and between years, and/or/not/neither/except combinations, stories told before a
question whose people and dates are not filters, and ordinal picks ("the first one", "the last of
those"). Personas: a terse user, a chatty user, a lowercase user without punctuation, a typo-prone
user and a non-native speaker. The questions are asked on 29 November 2026."""

from __future__ import annotations

from datetime import datetime

from .expect import (
    Answer,
    Best,
    Clarify,
    Compare,
    Detail,
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
    more,
    number,
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
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

ACTIVITY, BOOK = category("Activity"), category("Book")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
BIKE, NOVEL = category("Activity", "Bike ride"), category("Book", "Novel")
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SPRING_2026 = between(datetime(2026, 3, 1), datetime(2026, 6, 1))
SEPTEMBER_2026 = between(datetime(2026, 9, 1), datetime(2026, 10, 1))


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def more_distance(larger: Predicate, smaller: Predicate):
    return lambda items: (
        sum(i["fields"]["distance"] for i in items if larger(i)) > sum(i["fields"]["distance"] for i in items if smaller(i))
    )


def versus(*options: tuple[str, Predicate]) -> Compare:
    return Compare(tuple(options))


def on_all(among: Predicate, holds: Predicate):
    return lambda items: all(holds(i) for i in items if among(i))


CONVERSATIONS = (
    # A chatty user compares two friends this year, then last year, then lists one friend's outings.
    talk(
        "b49 anna or tom this year",
        step(
            "Hi! I'm doing my end-of-year review and trying to remember who I actually got outside with. "
            "Did I do more activities with Anna or with Tom this year?",
            versus(("Tom", every(ACTIVITY, year(2026), with_("Tom"))), ("Anna", every(ACTIVITY, year(2026), with_("Anna")))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Interesting, I'd have guessed the other way round. And last year?",
            versus(("Tom", every(ACTIVITY, year(2025), with_("Tom"))), ("Anna", every(ACTIVITY, year(2025), with_("Anna")))),
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "OK, show me last year's ones with Tom then",
            every(ACTIVITY, year(2025), with_("Tom")),
            ELLIPSIS,
            COREFERENCED,
            CHATTY,
        ),
    ),
    # A terse user: hikes of this year without Mary, the longest, who came.
    talk(
        "b49 hikes not with mary",
        step("hikes 2026 without mary", every(HIKE, year(2026), without("Mary")), LOGICAL, SIMPLE, TERSE),
        step("longest", Best("distance"), QUANTITATIVE, ELLIPSIS, TERSE),
        step("who with", Detail("who"), COREFERENCED, TERSE),
    ),
    # A typo-prone user counts walks with and without Mary across two years.
    talk(
        "b49 typo walks with and without mary",
        step("how many walsk did i do with mary in 2025", every(WALK, year(2025), with_("Mary")), SIMPLE, TYPO),
        step(
            "adn how many withuot her?",
            every(WALK, year(2025), without("Mary")),
            COREFERENCED,
            LOGICAL,
            ELLIPSIS,
            TYPO,
        ),
        step("waht about 2024", every(WALK, year(2024), without("Mary")), ELLIPSIS, TYPO),
        step(
            "were any of thsoe in berkely?",
            Verdict(exists(every(WALK, year(2024), without("Mary"), city("Berkeley")))),
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
    ),
    # A story about a sister's visit in March (not a filter) before a books question, then a pick.
    talk(
        "b49 story then books",
        step(
            "My sister Anna stayed with us one weekend in March and we spent the whole time talking about "
            "what we'd been reading. Anyway, how many books did I read in 2025?",
            every(BOOK, year(2025)),
            SIMPLE,
            CHATTY,
        ),
        step("Which of them had more than 400 pages?", Those(number("pages", ">", 400)), COREFERENCED, LOGICAL, CHATTY),
        step(
            "Lovely. The last of those, please",
            Pick(-1),
            COREFERENCED,
            CHATTY,
        ),
    ),
    # A non-native speaker compares years, then lists this year's rides and picks the first.
    talk(
        "b49 busier year",
        step(
            "I want to know, 2025 was more busy than 2024 for the activities?",
            Verdict(more(every(ACTIVITY, year(2025)), every(ACTIVITY, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And this year against last year, which one have more?",
            versus(("2026", every(ACTIVITY, year(2026))), ("2025", every(ACTIVITY, year(2025)))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("Please show me the rides of this year", every(BIKE, year(2026)), SIMPLE, NON_NATIVE),
        step("The first one", Pick(1), COREFERENCED, NON_NATIVE),
    ),
    # Lowercase: runs with neither of two friends, the total distance, and the year before.
    talk(
        "b49 neither anna nor tom",
        step(
            "runs last yeer with niether anna nor tom",
            every(RUN, year(2025), without("Anna", "Tom")),
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how far did i run on those all together",
            Answer(total("distance"), every(RUN, year(2025), without("Anna", "Tom"))),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and the year before",
            Answer(total("distance"), every(RUN, year(2024), without("Anna", "Tom"))),
            QUANTITATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    # Terse: "since March" and "except with Mary", then hikes, then the shortest.
    talk(
        "b49 since march except mary",
        step(
            "walks since march exept with mary",
            every(WALK, since(datetime(2026, 3, 1)), without("Mary")),
            LOGICAL,
            TERSE,
            TYPO,
        ),
        step(
            "and hikes",
            every(HIKE, since(datetime(2026, 3, 1)), without("Mary")),
            ELLIPSIS,
            LOGICAL,
            TERSE,
        ),
        step(
            "shortest?",
            Best("distance", highest=False),
            QUANTITATIVE,
            TERSE,
        ),
    ),
    # A chatty story about a Greek summer: hikes with both Mary and Elena, Mary but not Elena, the steepest.
    talk(
        "b49 greece with mary and elena",
        step(
            "Last summer I went to Greece with Mary and her old friend Elena, honestly the best trip in years. "
            "How many hikes did I do there with both of them?",
            every(HIKE, LAST_SUMMER, country("GR"), with_("Mary", "Elena")),
            LOGICAL,
            CHATTY,
        ),
        step(
            "And the ones with Mary but not Elena?",
            every(HIKE, LAST_SUMMER, country("GR"), with_("Mary"), without("Elena")),
            LOGICAL,
            ELLIPSIS,
            CHATTY,
        ),
        step("Which of those had the most climbing?", Best("elevation"), QUANTITATIVE, COREFERENCED, CHATTY),
    ),
    # A typo-prone user compares two hiking partners, all years and then this year, then both together.
    talk(
        "b49 typo roberto or anna",
        step(
            "did i hike more wiht roberto or anna over all the years?",
            versus(("Roberto", every(HIKE, with_("Roberto"))), ("Anna", every(HIKE, with_("Anna")))),
            COMPARATIVE,
            TYPO,
        ),
        step(
            "ok and jsut this yaer",
            versus(("Roberto", every(HIKE, year(2026), with_("Roberto"))), ("Anna", every(HIKE, year(2026), with_("Anna")))),
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "show me the one this year with both of tehm",
            every(HIKE, year(2026), with_("Roberto", "Anna")),
            LOGICAL,
            COREFERENCED,
            TYPO,
        ),
    ),
    # Lowercase: books of a season, the novels among them, the better rated of the two.
    talk(
        "b49 spring books",
        step("books i read in the sprng of 2026", every(BOOK, SPRING_2026), SIMPLE, LOWERCASE, TYPO),
        step("which of them were novels", Those(NOVEL), COREFERENCED, LOWERCASE),
        step(
            "the better rated one of the two",
            Best("rating"),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    # A question that could be about any category: the assistant must ask, then the user says hikes.
    talk(
        "b49 longest thing last year",
        step("whats the longest thing i did last year", Clarify(), CLARIFICATION, LOWERCASE),
        step("sorry, i meant hikes", Best("distance", among=every(HIKE, year(2025))), QUANTITATIVE, LOWERCASE),
    ),
    # Lowercase ordinal pick over last year's rides.
    talk(
        "b49 first and last ride",
        step("my bike rides from 2025", every(BIKE, year(2025)), SIMPLE, LOWERCASE),
        step(
            "the last of those",
            Pick(-1),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    # A non-native speaker compares two cycling friends and checks a claim about one shared ride.
    talk(
        "b49 james or ben rides",
        step(
            "With whom I am riding the bike more, James or Ben?",
            versus(("James", every(BIKE, with_("James"))), ("Ben", every(BIKE, with_("Ben")))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And ony in 2026?",
            versus(("Ben", every(BIKE, year(2026), with_("Ben"))), ("James", every(BIKE, year(2026), with_("James")))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Is true that one ride of this year was with the both of them together?",
            Verdict(exists(every(BIKE, year(2026), with_("James", "Ben")))),
            VERIFICATION,
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    # A chatty user checks a brother's claim about kilometres run together, then the figure, then Spain.
    talk(
        "b49 tom's claim",
        step(
            "My brother Tom keeps bragging that we ran further together this year than last year. "
            "Did we run more km together in 2026 than in 2025?",
            Verdict(more_distance(every(RUN, year(2026), with_("Tom")), every(RUN, year(2025), with_("Tom")))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, I knew it. So how many km did we do in 2025?",
            Answer(total("distance"), every(RUN, year(2025), with_("Tom"))),
            QUANTITATIVE,
            ELLIPSIS,
            CHATTY,
        ),
        step(
            "And how many of those runs were in Spain?",
            every(RUN, year(2025), with_("Tom"), country("ES")),
            COREFERENCED,
            CHATTY,
        ),
    ),
    # A typo-prone user: walks or hikes with Sofia, then runs, then a check on those runs.
    talk(
        "b49 typo sofia",
        step(
            "walks or hikes wiht sofia in 2025?",
            every(either(WALK, HIKE), year(2025), with_("Sofia")),
            LOGICAL,
            TYPO,
        ),
        step("waht abuot runs", every(RUN, year(2025), with_("Sofia")), ELLIPSIS, TYPO),
        step(
            "were tom an james on both of thsoe?",
            Verdict(on_all(every(RUN, year(2025), with_("Sofia")), with_("Tom", "James"))),
            VERIFICATION,
            COREFERENCED,
            LOGICAL,
            TYPO,
        ),
    ),
    # "she" with nobody talked about: ask back; then the user names Elena and checks a claim.
    talk(
        "b49 who is she",
        step("was she on the delphi hikes too", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "sorry i meant elena was she on every one of the delphi hikes",
            Verdict(on_all(every(HIKE, city("Delphi")), with_("Elena"))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    # Books or hikes in one month: "the longest" could be pages or kilometres, so the assistant asks.
    talk(
        "b49 books or hikes in september",
        step(
            "Books or hikes in September this year",
            every(either(BOOK, HIKE), SEPTEMBER_2026),
            LOGICAL,
            TERSE,
        ),
        step(
            "the longest?",
            Clarify(),
            CLARIFICATION,
            TERSE,
        ),
        step(
            "books i mean",
            Best("pages", among=every(BOOK, SEPTEMBER_2026)),
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
        ),
    ),
    # "him" with only women talked about: ask back; then the user names James.
    talk(
        "b49 with him",
        step("walks with Mary and Elena this year", every(WALK, year(2026), with_("Mary", "Elena")), LOGICAL, SIMPLE, TERSE),
        step("and with him?", Clarify(), CLARIFICATION, TERSE),
        step("james, sorry", every(WALK, year(2026), with_("James")), ELLIPSIS, TERSE),
    ),
    # "the last of those" before anything was asked: there is nothing to pick from.
    talk(
        "b49 last of nothing",
        step("the last of those", Clarify(), CLARIFICATION, LOWERCASE),
    ),
    # "them" with nobody talked about: ask back; then a non-native speaker names the friends.
    talk(
        "b49 with them",
        step(
            "How many walks I did with them last year?",
            Clarify(),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "Sorry, I mean James and Sofia, both together",
            every(WALK, year(2025), with_("James", "Sofia")),
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And which of the two was the longer walk?",
            Best("distance"),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    # A typo-prone user asks about highly rated hikes with Roberto, then not with him.
    talk(
        "b49 typo roberto hikes rated",
        step(
            "hikes wiht roberto rated 4 or more sinse 2025",
            every(HIKE, with_("Roberto"), rating(">=", 4), since(datetime(2025, 1, 1))),
            LOGICAL,
            TYPO,
        ),
        step(
            "and the oens without him",
            every(HIKE, without("Roberto"), rating(">=", 4), since(datetime(2025, 1, 1))),
            ELLIPSIS,
            COREFERENCED,
            LOGICAL,
            TYPO,
        ),
    ),
)
