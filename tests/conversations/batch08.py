"""Batch 8: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. It stresses long chatty messages with
asides, non-native English (word order, missing articles, wrong prepositions) and typos, in follow-up
chains of 3-5 turns where each question leans on the answer before it; clarifications are answered in
the next turn. Each turn is tagged with its question types (CSQA's) and the traits of its user."""

from __future__ import annotations

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
    Top,
    Verdict,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    more,
    most_common_place,
    not_kind,
    number,
    since,
    total,
    with_,
    without,
    year,
)
from .expect import field as has_field
from .expect import mean as average
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
    TAGS,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT as ANY
from .suite import Conversation, Step, talk

WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
RUN, HIKE, WALK, BIKE = (category("Activity", t) for t in ("Run", "Hike", "Walk", "Bike ride"))
LUNCH, DINNER, FOOD = category("Food", "Lunch"), category("Food", "Dinner"), category("Food")
BOOK, MUSEUM = category("Book"), category("Museum")
FR, IT, ES, PT, GR, JP, NO, DK = (country(c) for c in ("FR", "IT", "ES", "PT", "GR", "JP", "NO", "DK"))
RED = has_field("colour", "red")
LISBON, KYOTO = city("Lisbon"), city("Kyoto")


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def only_best(items: Sequence[Item], among: Predicate, name: str) -> Item:
    """The one item of `among` with the largest `name` (the conversation relies on it being unique)."""
    pool = sorted((i for i in items if among(i)), key=lambda i: i["fields"][name])
    assert pool[-1]["fields"][name] > pool[-2]["fields"][name], "a tie: fix the conversation"
    return pool[-1]


def mean_rating(items: Sequence[Item], among: Predicate) -> float:
    chosen = [i["rating"] for i in items if among(i)]
    return sum(chosen) / len(chosen)


HIKES_2025 = every(HIKE, year(2025))
BIKES_2024 = every(BIKE, year(2024))
LISBON_LUNCH = every(LUNCH, LISBON)
KYOTO_DINNER = every(DINNER, KYOTO)
BOOKS_2023 = every(BOOK, year(2023))
TOTALS = ("distance", "duration")

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "sister asks about French wine",
        Step(
            "Hi! ok so my sister asked me yesterday how much French wine I've actually had over the years (she thinks "
            "it's a LOT, I think it's perfectly reasonable haha) — how many wines from France have I got in here?",
            ANY,
            every(WINE, FR),
            tags=(SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step(
            "ok fair enough. how many of those were reds?",
            ANY,
            Those(RED),
            tags=(COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "And which of the reds did I like the most? My memory for this stuff is honestly terrible, so no idea",
            ANY,
            Best("rating"),
            tags=(COREFERENCED, QUANTITATIVE, CHATTY),
        ),
        Step(
            "where was that one agian?",
            ANY,
            Detail("city"),
            tags=(COREFERENCED, TYPO, LOWERCASE),
        ),
    ),
    talk(
        "running kilometres by year",
        Step(
            "How many kilometer I have run in total in 2025?",
            ANY,
            Answer(total("distance"), every(RUN, year(2025))),
            tags=(SIMPLE, QUANTITATIVE, NON_NATIVE),
        ),
        Step("And in 2024?", ANY, Answer(total("distance"), every(RUN, year(2024))), tags=(ELLIPSIS, QUANTITATIVE)),
        Step(
            "In which year I was running more often, 2024 or 2025?",
            ANY,
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            tags=(COMPARATIVE, NON_NATIVE),
        ),
        Step(
            "Which one was longest run of 2025?",
            ANY,
            Best("distance", among=every(RUN, year(2025))),
            tags=(QUANTITATIVE, COREFERENCED, NON_NATIVE),
        ),
        Step("With who I did it?", ANY, Detail("who"), tags=(COREFERENCED, NON_NATIVE)),
    ),
    talk(
        "bike ride totals",
        Step("whats the totl for my bike rides in 2024", ANY, Clarify(TOTALS), tags=(CLARIFICATION, QUANTITATIVE, TYPO, LOWERCASE)),
        Step("distnace", ANY, Answer(total("distance"), BIKES_2024), tags=(CLARIFICATION, QUANTITATIVE, TYPO, LOWERCASE)),
        Step(
            "and the avergae per ride?",
            ANY,
            Answer(average("distance"), BIKES_2024),
            tags=(ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE),
        ),
        Step(
            "were any of them longer than 60 km?",
            ANY,
            Verdict(exists(every(BIKES_2024, number("distance", ">", 60)))),
            tags=(VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "hungry without a location",
        Step(
            "ugh i'm starving and i don't know this part of town at all... any lunches nearby?",
            ANY,
            Clarify(),
            tags=(CLARIFICATION, CHATTY, LOWERCASE),
        ),
        Step(
            "oh sorry, i'm in lisbon, somewhere near the river",
            ANY,
            LISBON_LUNCH,
            known_failure="took “in lisbon” as near Lisbon: Sintra's lunches too",
            tags=(CLARIFICATION, CHATTY, LOWERCASE),
        ),
        Step(
            "which of those werent with Mary",
            ANY,
            Those(with_("Mary"), keep=False),
            known_failure="kept Sintra's lunches from the turn before",
            tags=(LOGICAL, COREFERENCED, TYPO),
        ),
        Step(
            "and which one did i rate best?",
            ANY,
            Best("rating"),
            known_failure="chose a Sintra lunch (kept from two turns before)",
            tags=(QUANTITATIVE, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "hiking last year in total",
        Step(
            "How much I have hiked last year, in total?",
            ANY,
            Clarify(("distance", "elevation")),
            tags=(CLARIFICATION, QUANTITATIVE, NON_NATIVE),
        ),
        Step("The climbing, in meters", ANY, Answer(total("elevation"), HIKES_2025), tags=(CLARIFICATION, QUANTITATIVE)),
        Step(
            "And which hike had the most climbing?",
            ANY,
            Best("elevation", among=HIKES_2025),
            tags=(QUANTITATIVE, ELLIPSIS),
        ),
        Step(
            "It was rated with 5?",
            ANY,
            Verdict(lambda items: only_best(items, HIKES_2025, "elevation")["rating"] == 5),
            tags=(VERIFICATION, COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "nostalgic about Lisbon",
        Step(
            "We're thinking about going back to Lisbon and I got all nostalgic, so: show me everthing I've logged in Lisbon",
            ANY,
            LISBON,
            tags=(SIMPLE, CHATTY, TYPO),
        ),
        Step("which was the longest?", ANY, Clarify(("distance", "nights")), tags=(CLARIFICATION, COREFERENCED, LOWERCASE)),
        Step(
            "distance - the walks and runs, not the train thing",
            ANY,
            Best("distance", among=every(LISBON, category("Activity"))),
            tags=(CLARIFICATION, COREFERENCED, LOGICAL, CHATTY),
        ),
        Step("when was that, roughly?", ANY, Detail("year"), tags=(COREFERENCED, LOWERCASE)),
    ),
    talk(
        "walking time abroad",
        Step("whats the total for my walks in japan", ANY, Clarify(TOTALS), tags=(CLARIFICATION, QUANTITATIVE, LOWERCASE)),
        Step("the time, in minutes", ANY, Answer(total("duration"), every(WALK, JP)), tags=(CLARIFICATION, QUANTITATIVE, LOWERCASE)),
        Step("and in itlay?", ANY, Answer(total("duration"), every(WALK, IT)), tags=(ELLIPSIS, QUANTITATIVE, TYPO, LOWERCASE)),
        Step(
            "did i walk more often in japan or in italy",
            ANY,
            Compare((("Japan", every(WALK, JP)), ("Ital", every(WALK, IT)))),
            tags=(COMPARATIVE, LOWERCASE),
        ),
    ),
    talk(
        "dinner near me",
        Step("dinners near me?", ANY, Clarify(), tags=(CLARIFICATION, LOWERCASE)),
        Step("I'm in Kyoto", ANY, KYOTO_DINNER, tags=(CLARIFICATION, SIMPLE)),
        Step("which ones wre without roberto", ANY, Those(with_("Roberto"), keep=False), tags=(LOGICAL, COREFERENCED, TYPO, LOWERCASE)),
        Step(
            "were any of them with kenji?",
            ANY,
            Verdict(exists(every(KYOTO_DINNER, without("Roberto"), with_("Kenji")))),
            tags=(VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "iberian wines",
        Step(
            "do i have more wines from spain or from portugal",
            ANY,
            Compare((("Sp", every(WINE, ES)), ("Portug", every(WINE, PT)))),
            tags=(COMPARATIVE, SIMPLE, LOWERCASE),
        ),
        Step(
            "ok and if we only count the reds?",
            ANY,
            Compare((("Sp", every(WINE, ES, RED)), ("Portug", every(WINE, PT, RED)))),
            tags=(COMPARATIVE, ELLIPSIS, LOWERCASE),
        ),
    ),
    talk(
        "art or science museums",
        Step(
            "I have visited more art museums or science museums?",
            ANY,
            Compare((("art", every(MUSEUM, kind("Art"))), ("science", every(MUSEUM, kind("Science"))))),
            tags=(COMPARATIVE, SIMPLE, NON_NATIVE),
        ),
        Step(
            "How many art museum I visited in Florence?",
            ANY,
            every(MUSEUM, kind("Art"), city("Florence")),
            tags=(QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "I went there with Chloé some time?",
            ANY,
            Verdict(exists(every(MUSEUM, kind("Art"), city("Florence"), with_("Chloé")))),
            tags=(VERIFICATION, COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "scandinavian beer",
        Step("did i ever drink beer in norwya?", ANY, Verdict(exists(every(BEER, NO))), tags=(VERIFICATION, SIMPLE, TYPO, LOWERCASE)),
        Step("and in denmrak?", ANY, Verdict(exists(every(BEER, DK))), tags=(VERIFICATION, ELLIPSIS, TYPO, LOWERCASE)),
        Step("ok show me the norway ones then", ANY, every(BEER, NO), tags=(COREFERENCED, LOWERCASE)),
        Step(
            "which was teh best?",
            ANY,
            Best("rating"),
            tags=(QUANTITATIVE, COREFERENCED, TYPO, LOWERCASE),
        ),
    ),
    talk(
        "settling a hiking bet",
        Step(
            "Random question but my friend and I have a little bet going, so please settle it: did I hike more in Italy than in Greece?",
            ANY,
            Verdict(more(every(HIKE, IT), every(HIKE, GR))),
            tags=(COMPARATIVE, VERIFICATION, CHATTY),
        ),
        Step(
            "Ha, I win! Can you show me the Greek ones that weren't with Elena?",
            ANY,
            every(HIKE, GR, without("Elena")),
            tags=(LOGICAL, COREFERENCED, CHATTY),
        ),
        Step(
            "and the Italian ones with Roberto or Luca?",
            ANY,
            every(HIKE, IT, either(with_("Roberto"), with_("Luca"))),
            tags=(LOGICAL, ELLIPSIS),
        ),
    ),
    talk(
        "cocktails against beers",
        Step(
            "whats the avrage rating of my coktails?",
            ANY,
            Answer(average("rating"), COCKTAIL),
            tags=(QUANTITATIVE, SIMPLE, TYPO, LOWERCASE),
        ),
        Step("and for beers?", ANY, Answer(average("rating"), BEER), tags=(ELLIPSIS, QUANTITATIVE, LOWERCASE)),
        Step(
            "so do i rate the beers higher than the cocktails on average?",
            ANY,
            Verdict(lambda items: mean_rating(items, BEER) > mean_rating(items, COCKTAIL)),
            tags=(COMPARATIVE, VERIFICATION, COREFERENCED, LOWERCASE),
        ),
    ),
    talk(
        "books of 2023",
        Step(
            "Which is the shortest book I have read in 2023?",
            ANY,
            Best("pages", highest=False, among=BOOKS_2023),
            tags=(SIMPLE, QUANTITATIVE, NON_NATIVE),
        ),
        Step("And the most long one from same year?", ANY, Best("pages", among=BOOKS_2023), tags=(ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
        Step("How many pages I read in 2023 all together?", ANY, Answer(total("pages"), BOOKS_2023), tags=(QUANTITATIVE, NON_NATIVE)),
        Step(
            "And how many from these books was not novels?",
            ANY,
            every(BOOKS_2023, not_kind("Novel")),
            tags=(LOGICAL, COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "a scratch-off poster of wine countries",
        Step(
            "I'm making one of those scratch-off posters for the kitchen wall (long story, don't ask) — in how many "
            "diffrent countries have I had wine?",
            ANY,
            Answer(distinct_places("country"), WINE),
            tags=(QUANTITATIVE, SIMPLE, CHATTY, TYPO),
        ),
        Step(
            "and which country had the most of them?",
            ANY,
            Answer(most_common_place("country"), WINE),
            tags=(QUANTITATIVE, COREFERENCED, LOWERCASE),
        ),
        Step(
            "top 3 best rated greek ones?",
            ANY,
            Top("rating", 3, every(WINE, GR)),
            tags=(QUANTITATIVE, ELLIPSIS, LOWERCASE),
        ),
    ),
    talk(
        "museums in two cities",
        Step(
            "museums in paris or amsterdam since 2018?",
            ANY,
            every(MUSEUM, cities("Paris", "Amsterdam"), since(datetime(2018, 1, 1))),
            tags=(LOGICAL, LOWERCASE),
        ),
        Step("the second one", ANY, Pick(2), tags=(COREFERENCED, LOWERCASE)),
        Step("who was i with? cant remmeber at all", ANY, Detail("who"), tags=(COREFERENCED, TYPO, LOWERCASE)),
    ),
)

__all__ = ["CONVERSATIONS", "TAGS"]
