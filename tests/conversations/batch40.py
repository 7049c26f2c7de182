"""Batch 40: conversations written blind (from the documentation and the sample data, without reading
the engine), to be scored once as first written; see BATCHES.md.

Theme: a friend is visiting cities the user knows and asks for recommendations, so the user digs
through everything they did in a city or country: meals and restaurants, bars and drinks, museums,
walks and hikes nearby, trips there; the best-rated place of each kind, the most recent visit, what to
skip (the lowest rated), who came along, how many times they went back; switching between cities
("and in Porto?", "Kyoto?") and categories while keeping the place; yes/no checks ("did i ever eat
ramen in tokio"); requests too vague to answer without asking back; a reset phrase with a new request
in the same message; small talk and a recap at the end.

Personas: a helpful host who writes long friendly messages (chatty), a terse user who types fragments
(terse), a non-native speaker with word order and article slips (non-native), and a phone typist in
lowercase without punctuation who slips keys (lowercase, typo). Each turn is tagged with its question
types (CSQA's: simple, coreferenced, ellipsis, logical, quantitative, comparative, verification,
clarification) and the traits of the user who types it. The questions are asked on 29 November 2026.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

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
    category,
    cities,
    city,
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
)
from .suite import ANY_INTENT, Step, talk

FOOD, MUSEUM, TRAVEL = category("Food"), category("Museum"), category("Travel")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
WALK, HIKE = category("Activity", "Walk"), category("Activity", "Hike")
JP, GR = country("JP"), country("GR")


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def no(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


RAMEN = every(FOOD, has_field("dish", "ramen"))
LUNCH_OR_DINNER = either(LUNCH, DINNER)


def visits(items: Sequence[Item]) -> float:
    """Separate stays: runs of days with items, split where more than two days pass without one."""
    days = sorted({i["itemDate"].date() for i in items})
    return float(1 + sum((later - earlier).days > 2 for earlier, later in itertools.pairwise(days)))


def latest_five_star_paris_dinner_had_ben(items: Sequence[Item]) -> bool:
    pool = [i for i in items if every(DINNER, city("Paris"), rating("==", 5))(i)]
    latest = max(pool, key=lambda i: i["itemDate"])
    return "Ben" in latest["who"]


def science_museum_visits_in(place: str, times: int) -> Verdict:
    return Verdict(lambda items: sum(every(category("Museum", "Science"), city(place))(i) for i in items) == times)


def ask(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY_INTENT, expect, tags, known_failure=known_failure)


CONVERSATIONS = (
    talk(
        "b40 lisbon meals for ana",
        ask(
            "My friend Ana is flying to Lisbon in January and I promised her a proper list of where to eat! "
            "Could you pull up all the lunches and dinners I had in Lisbon?",
            every(LUNCH_OR_DINNER, city("Lisbon")),
            SIMPLE,
            LOGICAL,
            CHATTY,
        ),
        ask(
            "Oh wow, that's quite a few, thank you. Which one of those did I rate highest? I wnat to give her my absolute top pick first.",
            Best("rating"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        ask(
            "And what about Porto? She might take the train up there for a day or two.",
            Best("rating", among=every(LUNCH_OR_DINNER, city("Porto"))),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "Who was with me that time? If Tom was there I can ask him for the address.",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b40 tokyo museums",
        ask("Tokyo museums", every(MUSEUM, city("Tokyo")), SIMPLE, TERSE),
        ask("Kyoto?", every(MUSEUM, city("Kyoto")), ELLIPSIS, TERSE),
    ),
    talk(
        "b40 ramen check",
        ask("did i ever eat ramen in tokio", Verdict(exists(every(RAMEN, city("Tokyo")))), VERIFICATION, LOWERCASE, TYPO),
        ask(
            "same fr osaka",
            Verdict(exists(every(RAMEN, city("Osaka")))),
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        ask(
            "how many ramen meals did i have in japn but not in tokyo",
            every(RAMEN, JP, no(city("Tokyo"))),
            QUANTITATIVE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b40 barcelona wine",
        ask(
            "My friend go to Barcelona in the spring. Which wine I drank in Barcelona was the best one?",
            Best("rating", among=every(WINE, city("Barcelona"))),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        ask("With who I was drinking it?", Detail("who"), COREFERENCED, NON_NATIVE),
        ask(
            "I had there more lunches or more dinners?",
            Compare((("lunch", every(LUNCH, city("Barcelona"))), ("dinner", every(DINNER, city("Barcelona"))))),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b40 paris for my cousin",
        ask(
            "So my cousin is doing a long weekend in Paris and asked me where to eat. Did I have more lunches or "
            "more dinners in Paris? I honestly can't remember which I did more of.",
            Compare((("lunch", every(LUNCH, city("Paris"))), ("dinner", every(DINNER, city("Paris"))))),
            COMPARATIVE,
            CHATTY,
        ),
        ask(
            "Okay, let's see the dinners I gave five stars then, those are the ones I'd actually send her to.",
            every(DINNER, city("Paris"), rating("==", 5)),
            LOGICAL,
            ELLIPSIS,
            CHATTY,
        ),
        ask(
            "And which of those was the most recent? Restaurants change so much in a few years.",
            Best("itemDate"),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "Was Ben there with me that evening, do you know?",
            Verdict(latest_five_star_paris_dinner_had_ben),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b40 greek walks and hikes",
        ask(
            "walks in Athens this year over 5 km",
            every(WALK, city("Athens"), year(2026), number("distance", ">", 5)),
            SIMPLE,
            COMPARATIVE,
            TERSE,
        ),
        ask(
            "hikes in Greece. total?",
            Clarify(("distance", "duration", "elevation")),
            CLARIFICATION,
            TERSE,
        ),
        ask("km", Answer(total("distance"), every(HIKE, GR)), QUANTITATIVE, ELLIPSIS, TERSE),
    ),
    talk(
        "b40 history in san francisco",
        ask(
            "my freind is into history what history stuff do i have from san francisco",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        ask("the museums", every(category("Museum", "History"), city("San Francisco")), ELLIPSIS, LOWERCASE),
        ask(
            "were any of tehm rated 5",
            Verdict(exists(every(category("Museum", "History"), city("San Francisco"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b40 who is she",
        ask("Did she came with me to Kyoto?", Clarify(), CLARIFICATION, NON_NATIVE),
        ask(
            "I mean Mary. She was with me in the Kyoto or not?",
            Verdict(exists(every(city("Kyoto"), with_("Mary")))),
            VERIFICATION,
            NON_NATIVE,
        ),
    ),
    talk(
        "b40 beer then start over",
        ask(
            "My friend is a big beer person and she's heading to Kyoto in March. Which beers did I have in Kyoto?",
            every(BEER, city("Kyoto")),
            SIMPLE,
            CHATTY,
        ),
        ask(
            "Hmm okay, let's start over. Show me every cocktail I had in Japan or in Korea, she likes a good bar as well.",
            every(COCKTAIL, either(JP, country("KR"))),
            SIMPLE,
            LOGICAL,
            CHATTY,
        ),
        ask(
            "Which of those did I rate 4 or higher? No point sending her somewhere mediocre.",
            Those(rating(">=", 4)),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b40 cortina hikes",
        ask(
            "hikes arround cortina",
            every(HIKE, city("Cortina d'Ampezzo")),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        ask(
            "which one had the most climbng",
            Best("elevation"),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        ask(
            "and the ones without roberto",
            every(HIKE, city("Cortina d'Ampezzo"), without("Roberto")),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b40 greek wine towns",
        ask(
            "I drank more wine in Athens or in Nafplio?",
            Compare((("Athens", every(WINE, city("Athens"))), ("Nafplio", every(WINE, city("Nafplio"))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        ask(
            "And which one was the best there?",
            Clarify(("Athens", "Nafplio")),
            CLARIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        ask("In Nafplio I mean.", Best("rating", among=every(WINE, city("Nafplio"))), ELLIPSIS, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b40 florence evenings",
        ask(
            "A colleague of mine is off to Florence for a conference and wants a few nice evenings out. When was "
            "I last in Florence, and what did I do there?",
            city("Florence"),
            SIMPLE,
            CHATTY,
        ),
        ask(
            "Perfect. Only the lunches and dinners please, she won't care about my runs and museums.",
            Those(LUNCH_OR_DINNER),
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        ask(
            "Which of those did I rate lowest? I'd like to warn her off it.",
            Best("rating", highest=False),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b40 amsterdam museums",
        ask(
            "My nephew is going in Amsterdam next month. Which museum I visited there is the best?",
            Best("rating", among=every(MUSEUM, city("Amsterdam"))),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        ask(
            "I was going to the science musuem in Amsterdam two times?",
            science_museum_visits_in("Amsterdam", 2),
            VERIFICATION,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b40 vague mate",
        ask("hey my mate is going ther next week what shoud i show him", Clarify(), CLARIFICATION, LOWERCASE, TYPO),
        ask("seoul. food mostly", every(FOOD, city("Seoul")), ELLIPSIS, LOWERCASE),
        ask("only the ones i rated 4 or mroe", Those(rating(">=", 4)), COMPARATIVE, COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b40 san sebastian",
        ask(
            "last visit to San Sebastain?",
            every(city("San Sebastián"), year(2025)),
            SIMPLE,
            TERSE,
            TYPO,
        ),
        ask(
            "best meal then",
            Best("rating", among=every(FOOD, city("San Sebastián"), year(2025))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
        ),
        ask(
            "Madrid?",
            Best("rating", among=every(FOOD, city("Madrid"))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
    ),
    talk(
        "b40 japan trips",
        ask(
            "A friend asked me how long I usually stay when I go to Japan, and I realised I have no idea! On "
            "average, how many nights were my trips to Japan?",
            Answer(mean("nights"), every(TRAVEL, JP)),
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "And how many separate times have I actually been to Nara? I feel like I keep going bakc there.",
            Answer(visits, city("Nara")),
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b40 kyoto and nara walks",
        ask("list the walks i did in kyoto or nara", every(WALK, cities("Kyoto", "Nara")), SIMPLE, LOGICAL, LOWERCASE),
        ask(
            "the secnd one",
            Pick(2),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        ask(
            "were there any walks in nara longer than 9 km",
            Verdict(exists(every(WALK, city("Nara"), number("distance", ">", 9)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b40 porto chat and recap",
        ask("Porto dinners", every(DINNER, city("Porto")), SIMPLE, TERSE),
        ask(
            "any 5s?",
            Verdict(exists(every(DINNER, city("Porto"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
        ),
        ask("thx, helpful", None, TERSE),
        ask("recap", None, TERSE),
    ),
    talk(
        "b40 who came along",
        ask("who was wiht me", Clarify(), CLARIFICATION, LOWERCASE, TYPO),
        ask(
            "on my most recent trip to athnes",
            Best("itemDate", among=every(TRAVEL, city("Athens"))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b40 science for sam",
        ask(
            "My friend Sam loves science and is spending a week in San Francisco. What science things have I done there?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
        ),
        ask(
            "Oh, the museums of course, she won't be reading my books!",
            every(category("Museum", "Science"), city("San Francisco")),
            ELLIPSIS,
            CHATTY,
        ),
    ),
)
