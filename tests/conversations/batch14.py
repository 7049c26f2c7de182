"""Batch 14: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is planning the next trip or
dinner from what was done before: places, companions, seasons and "last time", with follow-ups that
narrow, widen or switch the topic. Each turn is tagged with its question types (CSQA's: simple,
coreferenced, ellipsis, logical, quantitative, comparative, verification, clarification) and the
traits of the user who types it; each conversation with its persona:

- a retired teacher writing full, polite sentences (chatty);
- a busy parent typing terse lowercase fragments (terse, lowercase);
- a non-native speaker with word-order and article slips (non-native);
- a typo-prone fast typist (typo, on every one of their turns).

A turn of another persona that carries a typo or an abbreviation ("w mary", "this yr") is tagged
typo as well. Relative dates are from the suite's clock, 29 November 2026."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
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
    Verdict,
    between,
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    rating,
    total,
    with_,
    without,
    year,
)
from .expect import field as has_field
from .suite import ANY_INTENT, Conversation, Step, talk

SIMPLE, COREFERENCED, ELLIPSIS, LOGICAL = "simple", "coreferenced", "ellipsis", "logical"
QUANTITATIVE, COMPARATIVE, VERIFICATION, CLARIFICATION = "quantitative", "comparative", "verification", "clarification"
QUESTION_TYPES = (SIMPLE, COREFERENCED, ELLIPSIS, LOGICAL, QUANTITATIVE, COMPARATIVE, VERIFICATION, CLARIFICATION)
TERSE, CHATTY, LOWERCASE, TYPO, NON_NATIVE = "terse", "chatty", "lowercase", "typo", "non-native"
PERSONAS = (TERSE, CHATTY, LOWERCASE, TYPO, NON_NATIVE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

TEACHER = (CHATTY,)
PARENT = (TERSE, LOWERCASE)
LEARNER = (NON_NATIVE,)
TYPIST = (TYPO,)

ANY = ANY_INTENT
FOOD, DINNER, LUNCH = category("Food"), category("Food", "Dinner"), category("Food", "Lunch")
WINE, MUSEUM, TRAVEL = category("Drink", "Wine"), category("Museum"), category("Travel")
HIKE, WALK, RUN, SKI = (category("Activity", t) for t in ("Hike", "Walk", "Run", "Ski"))
BEACH_HOLIDAY, CITY_BREAK = category("Travel", "Beach holiday"), category("Travel", "City break")
IT, ES, GR, JP, PE = (country(c) for c in ("IT", "ES", "GR", "JP", "PE"))
RED = has_field("colour", "red")
LAST_WINTER = between(datetime(2025, 12, 1), datetime(2026, 3, 1))  # December 2025 to February 2026
THIS_YEAR, LAST_YEAR = year(2026), year(2025)


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def most_common_restaurant(items: Sequence[Item]) -> str:
    (first, n), (_, runner_up) = Counter(i["fields"]["restaurant"] for i in items).most_common(2)
    if n == runner_up:
        raise ValueError("no single most visited restaurant")
    return str(first)


def everyone(predicate: Predicate, among: Predicate) -> Verdict:
    """Yes when every item `among` selects satisfies `predicate`."""
    return Verdict(lambda items: all(predicate(i) for i in items if among(i)))


def chat(persona: tuple[str, ...], name: str, *steps: Step) -> Conversation:
    """A conversation of one persona: its traits tag the conversation and each of its turns."""
    tagged = (replace(s, tags=tuple(dict.fromkeys((*s.tags, *persona)))) for s in steps)
    conversation = talk(name, *tagged)
    return replace(conversation, tags=tuple(dict.fromkeys((*conversation.tags, *persona))))


ITALIAN_DINNERS_WITH_MARY = every(DINNER, has_field("cuisine", "italian"), with_("Mary"))
ATHENS_FOOD_LAST_VISIT = every(FOOD, city("Athens"), THIS_YEAR)
RED_WINES_RATED_5 = every(WINE, RED, rating("==", 5))
LUNCHES_THIS_YEAR_WITHOUT_MARY = every(LUNCH, THIS_YEAR, without("Mary"))
GOOD_BEACH_HOLIDAYS = every(BEACH_HOLIDAY, rating(">=", 4))

CONVERSATIONS: tuple[Conversation, ...] = (
    chat(
        TEACHER,
        "b14 italian dinner with mary",
        Step(
            "Good evening. Could you show me the Italian dinners Mary and I have had together?",
            ANY,
            ITALIAN_DINNERS_WITH_MARY,
            tags=(SIMPLE,),
        ),
        Step("Which of those did we enjoy the most?", ANY, Best("rating"), tags=(COREFERENCED, QUANTITATIVE)),
        Step(
            "Where was that restaurant, if you remember?",
            ANY,
            Detail("city"),
            tags=(COREFERENCED,),
        ),
    ),
    chat(
        PARENT,
        "b14 oysters last time",
        Step(
            "when did i last have oysters",
            ANY,
            Best("itemDate", among=every(FOOD, has_field("dish", "oysters"))),
            tags=(QUANTITATIVE,),
        ),
        Step("who was with me", ANY, Detail("who"), tags=(COREFERENCED,)),
        Step(
            "and ramen",
            ANY,
            Best("itemDate", among=every(FOOD, has_field("dish", "ramen"))),
            tags=(ELLIPSIS,),
        ),
    ),
    chat(
        LEARNER,
        "b14 walking seasons",
        Step(
            "I walked more in the spring or in the autumn?",
            ANY,
            Compare((("autumn", every(WALK, AUTUMN)), ("spring", every(WALK, SPRING)))),
            tags=(COMPARATIVE,),
        ),
        Step(
            "And for the running?",
            ANY,
            Compare((("autumn", every(RUN, AUTUMN)), ("spring", every(RUN, SPRING)))),
            tags=(ELLIPSIS, COMPARATIVE),
        ),
    ),
    chat(
        TYPIST,
        "b14 ski days last winter",
        Step("whre did i go skiing last winter", ANY, every(SKI, LAST_WINTER), tags=(SIMPLE,)),
        Step("how many km was taht in total", ANY, Answer(total("distance"), every(SKI, LAST_WINTER)), tags=(QUANTITATIVE, COREFERENCED)),
        Step("waht about 2021", ANY, Answer(total("distance"), every(SKI, year(2021))), tags=(ELLIPSIS, QUANTITATIVE)),
        Step("did i evr ski in japan", ANY, Verdict(exists(every(SKI, JP))), tags=(VERIFICATION,)),
    ),
    chat(
        TEACHER,
        "b14 back to athens",
        Step(
            "We are thinking of going back to Greece next summer. What did I eat in Athens last time?",
            ANY,
            ATHENS_FOOD_LAST_VISIT,
            tags=(SIMPLE,),
        ),
        Step(
            "Which of those weren't seafood?",
            ANY,
            Those(has_field("cuisine", "seafood"), keep=False),
            tags=(LOGICAL, COREFERENCED),
        ),
        Step(
            "Did I give either of them five stars?",
            ANY,
            Verdict(exists(every(ATHENS_FOOD_LAST_VISIT, lambda i: i["fields"]["cuisine"] != "seafood", rating("==", 5)))),
            tags=(VERIFICATION, COREFERENCED),
        ),
    ),
    chat(
        PARENT,
        "b14 eat there",
        Step("what did we eat there", ANY, Clarify(), tags=(CLARIFICATION,)),
        Step("lisbon", ANY, every(FOOD, city("Lisbon")), tags=(ELLIPSIS,)),
        Step(
            "only the ones w mary",
            ANY,
            every(FOOD, city("Lisbon"), with_("Mary")),
            tags=(LOGICAL, TYPO),
        ),
    ),
    chat(
        LEARNER,
        "b14 history of 2022",
        Step("Show me history things of 2022.", ANY, Clarify(("book", "museum")), tags=(CLARIFICATION,)),
        Step("The museums, please.", ANY, every(category("Museum", "History"), year(2022)), tags=(ELLIPSIS,)),
        Step("Which of them I visited not with Mary?", ANY, Those(with_("Mary"), keep=False), tags=(LOGICAL, COREFERENCED)),
    ),
    chat(
        TYPIST,
        "b14 hike totals",
        Step("whats the total for my hikes in 2025", ANY, Clarify(("distance", "duration")), tags=(CLARIFICATION,)),
        Step("distnace pls", ANY, Answer(total("distance"), every(HIKE, year(2025))), tags=(ELLIPSIS, QUANTITATIVE)),
        Step(
            "did i hike mroe in 2024 or 2025",
            ANY,
            Compare((("2025", every(HIKE, year(2025))), ("2024", every(HIKE, year(2024))))),
            tags=(COMPARATIVE,),
        ),
    ),
    chat(
        TEACHER,
        "b14 saturday wine",
        Step(
            "I am hosting a few friends for dinner on Saturday. Which red wines have I rated five stars?",
            ANY,
            RED_WINES_RATED_5,
            tags=(SIMPLE,),
        ),
        Step(
            "Which of them came from Italy or Spain?",
            ANY,
            Those(either(IT, ES)),
            tags=(LOGICAL, COREFERENCED),
        ),
        Step(
            "Generally speaking, have I drunk more red wine from Italy or from Spain?",
            ANY,
            # "Ital" names the winner whether the reply says Italy or Italian.
            Compare((("Ital", every(WINE, RED, IT)), ("Spain", every(WINE, RED, ES)))),
            tags=(COMPARATIVE,),
        ),
    ),
    chat(
        PARENT,
        "b14 lunches without mary",
        Step("lunches this yr not w mary", ANY, LUNCHES_THIS_YEAR_WITHOUT_MARY, tags=(LOGICAL, TYPO)),
        Step("which in palo alto", ANY, Those(city("Palo Alto")), tags=(COREFERENCED,)),
        Step(
            "best one",
            ANY,
            Best("rating"),
            tags=(QUANTITATIVE,),
        ),
    ),
    chat(
        LEARNER,
        "b14 museums paris amsterdam",
        Step("Which museums I have visited in Paris?", ANY, every(MUSEUM, city("Paris")), tags=(SIMPLE,)),
        Step("And in the Amsterdam?", ANY, every(MUSEUM, city("Amsterdam")), tags=(ELLIPSIS,)),
        Step("Which one of them has the best rating?", ANY, Best("rating"), tags=(QUANTITATIVE, COREFERENCED)),
    ),
    chat(
        TEACHER,
        "b14 museum companions",
        Step(
            "Out of curiosity, have I been to more museums with Mary or with Chloé?",
            ANY,
            Compare((("Mary", every(MUSEUM, with_("Mary"))), ("Chloé", every(MUSEUM, with_("Chloé"))))),
            tags=(COMPARATIVE,),
        ),
        Step(
            "And what about Anna compared with Chloé?",
            ANY,
            Compare((("Chloé", every(MUSEUM, with_("Chloé"))), ("Anna", every(MUSEUM, with_("Anna"))))),
            tags=(ELLIPSIS, COMPARATIVE),
        ),
        Step(
            "Did I ever visit a science museum with Kenji?",
            ANY,
            Verdict(exists(every(category("Museum", "Science"), with_("Kenji")))),
            tags=(VERIFICATION,),
        ),
    ),
    chat(
        PARENT,
        "b14 longest in 2024",
        Step("longest one in 2024?", ANY, Clarify(), tags=(CLARIFICATION,)),
        Step("hikes", ANY, Best("distance", among=every(HIKE, year(2024))), tags=(ELLIPSIS, QUANTITATIVE)),
        Step("where was that", ANY, Detail("city"), tags=(COREFERENCED,)),
    ),
    chat(
        LEARNER,
        "b14 calistoga with roberto",
        Step("How many times I went there with Roberto?", ANY, Clarify(), tags=(CLARIFICATION,)),
        Step(
            "To Calistoga, I mean.",
            ANY,
            every(city("Calistoga"), with_("Roberto")),
            tags=(ELLIPSIS, QUANTITATIVE),
        ),
        Step(
            "And without him how many?",
            ANY,
            every(city("Calistoga"), without("Roberto")),
            tags=(LOGICAL, ELLIPSIS),
        ),
    ),
    chat(
        TYPIST,
        "b14 peru again",
        Step("did i evr go to peru with mary", ANY, Verdict(exists(every(PE, with_("Mary")))), tags=(VERIFICATION,)),
        Step("adn with roberto?", ANY, Verdict(exists(every(PE, with_("Roberto")))), tags=(VERIFICATION, ELLIPSIS)),
        Step(
            "how many dinners did i have ther",
            ANY,
            every(DINNER, PE),
            tags=(COREFERENCED, QUANTITATIVE),
        ),
    ),
    chat(
        TEACHER,
        "b14 favourite restaurant",
        Step(
            "Which restaurant have I eaten at most often, would you say?", ANY, Answer(most_common_restaurant, FOOD), tags=(QUANTITATIVE,)
        ),
        Step(
            "And what is my average rating for it?",
            ANY,
            Answer(mean("rating"), every(FOOD, has_field("restaurant", "Kitchen Sol"))),
            tags=(COREFERENCED, QUANTITATIVE),
        ),
        Step("Is there anything to do with science that I did last year?", ANY, Clarify(("book", "museum")), tags=(CLARIFICATION,)),
    ),
    chat(
        PARENT,
        "b14 countries with mary",
        Step(
            "how many countries did i travel to with mary",
            ANY,
            Answer(distinct_places("country"), every(TRAVEL, with_("Mary"))),
            tags=(QUANTITATIVE,),
        ),
        Step(
            "and without her",
            ANY,
            Answer(distinct_places("country"), every(TRAVEL, without("Mary"))),
            tags=(ELLIPSIS, LOGICAL),
        ),
    ),
    chat(
        TYPIST,
        "b14 beach holidays",
        Step("wich beach holidays did i rate 4 or more", ANY, GOOD_BEACH_HOLIDAYS, tags=(SIMPLE,)),
        Step("hw many nights altogther", ANY, Answer(total("nights"), GOOD_BEACH_HOLIDAYS), tags=(QUANTITATIVE, COREFERENCED)),
        Step(
            "was mary on evry one of them",
            ANY,
            everyone(with_("Mary"), GOOD_BEACH_HOLIDAYS),
            tags=(VERIFICATION, COREFERENCED),
        ),
    ),
    chat(
        TEACHER,
        "b14 istanbul that year",
        Step("When was my city break in Istanbul?", ANY, every(CITY_BREAK, city("Istanbul")), tags=(SIMPLE,)),
        Step(
            "How many dinners did I have that year, all told?",
            ANY,
            every(DINNER, year(2023)),
            tags=(COREFERENCED, QUANTITATIVE),
        ),
        Step(
            "Did I have more lunches or dinners that year?",
            ANY,
            Compare((("lunch", every(LUNCH, year(2023))), ("dinner", every(DINNER, year(2023))))),
            tags=(COMPARATIVE, COREFERENCED),
        ),
    ),
    chat(
        LEARNER,
        "b14 the second trip",
        Step("What about the second one?", ANY, Clarify(), tags=(CLARIFICATION,)),
        Step("Show me the trips of last year.", ANY, every(TRAVEL, LAST_YEAR), tags=(SIMPLE,)),
        Step("The second, please.", ANY, Pick(2), tags=(COREFERENCED,)),
        Step("Who was with me in this trip?", ANY, Detail("who"), tags=(COREFERENCED,)),
    ),
)
