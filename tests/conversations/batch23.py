"""Batch 23: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is the follow-up of every kind
after a first answer: "and X?", "what about Y", "only the Z", "the other ones", "the second one",
"where was that", "same but last year", yes/no checks of what was just said, and counts and
comparisons over the previous answer. Four users type them: a skeptic who double-checks every
answer, a lowercase user who never punctuates, a chatty storyteller and a terse user. Each turn is
tagged with its question types (CSQA's: simple, coreferenced, ellipsis, logical, quantitative,
comparative, verification, clarification), the conversation's persona, and "typo" when it carries
one (a swapped or missing letter, a missing apostrophe, an abbreviation)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
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
    PERSONAS,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step

SKEPTIC = "skeptic"
TAGS = (*QUESTION_TYPES, *PERSONAS, SKEPTIC)

ANY = ANY_INTENT
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
HIKE, RUN, WALK, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride"))
FOOD, MUSEUM, BOOK, TRAVEL = category("Food"), category("Museum"), category("Book"), category("Travel")
GR, FR, JP, HR, VN = (country(c) for c in ("GR", "FR", "JP", "HR", "VN"))
THIS_YEAR = year(2026)  # the suite's clock is 29 November 2026


def months(*numbers: int) -> Predicate:
    return lambda i: i["itemDate"].month in numbers


SPRING, AUTUMN = months(3, 4, 5), months(9, 10, 11)


def none_of(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def best_rating_is(among: Predicate, value: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: max(i["rating"] for i in items if among(i)) == value


def step(text: str, expect: Expectation, *tags: str, intent: str | None = ANY, known_failure: str | None = None) -> Step:
    return Step(text, intent, expect, tags, known_failure=known_failure)


def talk(name: str, persona: str, *steps: Step) -> Conversation:
    """A conversation whose every turn also carries its persona's tag."""
    tagged = tuple(Step(s.text, s.intent, s.expect, (*s.tags, persona), s.says, s.switch, s.known_failure) for s in steps)
    return Conversation(name, tagged, tags=(persona,))


GREEK_WINES_2026 = every(WINE, GR, THIS_YEAR)
SIENA_WINES = every(WINE, city("Siena"))
CAIRO_ART = every(category("Museum", "Art"), city("Cairo"))
KYOTO_FOOD = every(FOOD, city("Kyoto"))
FRENCH_NOT_RED = every(WINE, FR, none_of(has_field("colour", "red")))
PARIS_LYON_DINNERS = every(category("Food", "Dinner"), cities("Paris", "Lyon"))
MUSEUMS_2019 = every(MUSEUM, year(2019))

CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "skeptic rechecks the Greek wines of this year",
        SKEPTIC,
        step("greek wines this year", GREEK_WINES_2026, SIMPLE),
        step(
            "Hmm. Are they really ALL white?", Verdict(all_of(GREEK_WINES_2026, has_field("colour", "white"))), VERIFICATION, COREFERENCED
        ),
        step("ok. how many of those did I drnk with Elena?", Those(with_("Elena")), QUANTITATIVE, COREFERENCED, TYPO),
    ),
    talk(
        "lowercase walks and runs by season",
        LOWERCASE,
        step(
            "did i go walking more in spring or autum",
            Compare((("spring", every(WALK, SPRING)), ("autumn", every(WALK, AUTUMN)))),
            COMPARATIVE,
            TYPO,
        ),
        step("and running", Compare((("spring", every(RUN, SPRING)), ("autumn", every(RUN, AUTUMN)))), COMPARATIVE, ELLIPSIS),
    ),
    talk(
        "chatty plans a Tuscany trip",
        CHATTY,
        step(
            "We're heading back to Tuscany in the spring, so I got curious - show me the wines I had in Siena",
            SIENA_WINES,
            SIMPLE,
        ),
        step(
            "Oh nice. Which of them had the oldest vintage, do you know?",
            Best("vintage", highest=False),
            QUANTITATIVE,
            COREFERENCED,
        ),
        step(
            "Lovely. And who was I with that time?",
            Detail("who"),
            COREFERENCED,
        ),
    ),
    talk(
        "terse museums in Cairo then Prague",
        TERSE,
        step("museums cairo", every(MUSEUM, city("Cairo")), SIMPLE),
        step("only art", Those(kind("Art")), ELLIPSIS, LOGICAL),
        step("any w/ mary", Verdict(exists(every(CAIRO_ART, with_("Mary")))), VERIFICATION, COREFERENCED, TYPO),
    ),
    talk(
        "lowercase asks about there before saying where",
        LOWERCASE,
        step("what did i eat there", Clarify(), CLARIFICATION),
        step("kyoto", KYOTO_FOOD, ELLIPSIS),
        step("wich ones were with kenji", Those(with_("Kenji")), COREFERENCED, TYPO),
        step(
            "and the other ones",
            every(KYOTO_FOOD, without("Kenji")),
            COREFERENCED,
            LOGICAL,
        ),
    ),
    talk(
        "terse Nina Petrova's longest book",
        TERSE,
        step("books by nina petrova", every(BOOK, has_field("author", "Nina Petrova")), SIMPLE),
        step("longest?", Best("pages"), QUANTITATIVE, COREFERENCED),
        step("yr?", Detail("year"), COREFERENCED, ELLIPSIS, TYPO),
    ),
    talk(
        "skeptic beers against cocktails in 2012",
        SKEPTIC,
        step(
            "in 2012 did I drink more beer or cocktails?",
            Compare((("cocktail", every(COCKTAIL, year(2012))), ("beer", every(BEER, year(2012))))),
            COMPARATIVE,
        ),
        step(
            "Are you sure? How many cocktails exactly",
            every(COCKTAIL, year(2012)),
            QUANTITATIVE,
            ELLIPSIS,
        ),
    ),
    talk(
        "chatty sore knees and this year's hikes",
        CHATTY,
        step(
            "My knees are complaining after this weekend, so be honest with me: how many km did I hike this year?",
            Answer(total("distance"), every(HIKE, THIS_YEAR)),
            QUANTITATIVE,
        ),
        step("Yikes. Which was the longest one of them?", Best("distance", among=every(HIKE, THIS_YEAR)), QUANTITATIVE, COREFERENCED),
        step("Ha, I remember that one. Where was it agian?", Detail("city"), COREFERENCED, TYPO),
    ),
    talk(
        "lowercase how much running in 2024",
        LOWERCASE,
        step("how much did i run in 2024 all together", Clarify(), CLARIFICATION),
        step("the distance i mean", Answer(total("distance"), every(RUN, year(2024))), ELLIPSIS, QUANTITATIVE),
        step("and the avg per run", Answer(mean("distance"), every(RUN, year(2024))), QUANTITATIVE, ELLIPSIS, TYPO),
    ),
    talk(
        "terse picks the second Reims wine",
        TERSE,
        step("2nd one", Clarify(), CLARIFICATION, TYPO),
        step("wines reims", every(WINE, city("Reims")), SIMPLE),
        step("the second", Pick(2), COREFERENCED),
        step("rating?", Detail("rating"), COREFERENCED, ELLIPSIS),
    ),
    talk(
        "skeptic French wines that are not red",
        SKEPTIC,
        step("french wines that arent red", FRENCH_NOT_RED, LOGICAL, TYPO),
        step("Really? Were any of them with Mary?", Verdict(exists(every(FRENCH_NOT_RED, with_("Mary")))), VERIFICATION, COREFERENCED),
        step(
            "Then show me just the ones she wasn't at",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "chatty settles a bet about Tom and James",
        CHATTY,
        step(
            "I'm settling a bet with my sister here: did I go running more often with Tom or with James?",
            Compare((("Tom", every(RUN, with_("Tom"))), ("James", every(RUN, with_("James"))))),
            COMPARATIVE,
        ),
        step(
            "Ha! Okay, waht about walks?",
            Compare((("Tom", every(WALK, with_("Tom"))), ("James", every(WALK, with_("James"))))),
            COMPARATIVE,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "And any bike rides with either of them in 2024?",
            every(BIKE, year(2024), either(with_("Tom"), with_("James"))),
            LOGICAL,
            COREFERENCED,
        ),
    ),
    talk(
        "lowercase the science stuff",
        LOWERCASE,
        step("show me the science stuff", Clarify(("book", "museum")), CLARIFICATION),
        step("the museums", category("Museum", "Science"), ELLIPSIS),
        step("which were in lisbon", Those(city("Lisbon")), COREFERENCED),
    ),
    talk(
        "terse longest hikes by year",
        TERSE,
        step("top 3 longest hikes 2016", Top("distance", 3, every(HIKE, year(2016))), QUANTITATIVE),
        step(
            "how many diff countries have i hiked in",
            Answer(distinct_places("country"), HIKE),
            QUANTITATIVE,
            TYPO,
        ),
    ),
    talk(
        "skeptic did I ever",
        SKEPTIC,
        step("Did I ever drink wine in Croaita?", Verdict(exists(every(WINE, HR))), VERIFICATION, TYPO),
        step("And beer in Vietnam?", Verdict(exists(every(BEER, VN))), VERIFICATION, ELLIPSIS),
        step("prove it, show me them", every(BEER, VN), COREFERENCED),
    ),
    talk(
        "chatty remembers the Japan trips",
        CHATTY,
        step("Planning next summer already, so remind me - which trips have I taken to Japan?", every(TRAVEL, JP), SIMPLE),
        step("Which of thsoe was the longest stay?", Best("nights"), QUANTITATIVE, COREFERENCED, TYPO),
        step("Oh right! Did I go to any museums there?", Verdict(exists(every(MUSEUM, city("Tokyo")))), VERIFICATION, COREFERENCED),
    ),
    talk(
        "lowercase dinners in Paris or Lyon",
        LOWERCASE,
        step("dinners in paris or lyon", PARIS_LYON_DINNERS, LOGICAL),
        step("not with mary", Those(with_("Mary"), keep=False), LOGICAL, ELLIPSIS),
        step(
            "were they both in paris",
            Verdict(all_of(every(PARIS_LYON_DINNERS, without("Mary")), city("Paris"))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "terse Tokyo against Kyoto",
        TERSE,
        step(
            "more lunches tokyo or kyoto",
            Compare(
                (("Tokyo", every(category("Food", "Lunch"), city("Tokyo"))), ("Kyoto", every(category("Food", "Lunch"), city("Kyoto"))))
            ),
            COMPARATIVE,
        ),
        step(
            "dinners",
            Compare(
                (("Kyoto", every(category("Food", "Dinner"), city("Kyoto"))), ("Tokyo", every(category("Food", "Dinner"), city("Tokyo"))))
            ),
            COMPARATIVE,
            ELLIPSIS,
        ),
        step("avg rating kyoto dinners", Answer(mean("rating"), every(category("Food", "Dinner"), city("Kyoto"))), QUANTITATIVE, TYPO),
    ),
    talk(
        "lowercase history without saying which",
        LOWERCASE,
        step("history stuff from 2023", Clarify(("book", "museum")), CLARIFICATION),
        step("books", every(category("Book", "History"), year(2023)), ELLIPSIS),
    ),
    talk(
        "skeptic asks about nothing, then a museum",
        SKEPTIC,
        step("So was it any good?", Clarify(), CLARIFICATION),
        step("My best rated musuem visit in 2019, then", Best("rating", among=MUSEUMS_2019), QUANTITATIVE, TYPO),
        step("Was it really a 5 though?", Verdict(best_rating_is(MUSEUMS_2019, 5)), VERIFICATION, COREFERENCED),
    ),
)
