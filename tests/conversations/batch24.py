"""Batch 24: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. The theme is a mix of everything a person
might ask about their own history: places at every level (city, region, country), time expressions
("the summer before last", "over the last two years", "in the 2010s", "around Christmas"), people,
top and bottom N, totals, follow-ups and corrections. Four kinds of user type them: a retired traveller
reminiscing (chatty), a student on a budget typing fast (terse, lowercase, typos), a non-native speaker,
and a precise user who wants numbers (terse). Each turn is tagged with its CSQA question type and the
traits of the user who types it; the clock is the harness's (2026-11-29)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    before,
    between,
    category,
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    rating,
    since,
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
from .suite import ANY_INTENT, Conversation, Step

ANY = ANY_INTENT
TRAVEL, MUSEUM, BOOK, FOOD = category("Travel"), category("Museum"), category("Book"), category("Food")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
RUN, HIKE, SKI, WALK = (category("Activity", t) for t in ("Run", "Hike", "Ski", "Walk"))
DINNER = category("Food", "Dinner")
JP, ES, PT, IT, FR, CH = (country(c) for c in ("JP", "ES", "PT", "IT", "FR", "CH"))
THE_2010S = year(*range(2010, 2020))
THE_2020S = since(datetime(2020, 1, 1))
SUMMER_BEFORE_LAST = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
LAST_TWO_YEARS = since(datetime(2024, 11, 29))
LAST_MONTH = between(datetime(2026, 10, 1), datetime(2026, 11, 1))
CHRISTMAS_2022 = between(datetime(2022, 12, 15), datetime(2023, 1, 7))


def _not_kinds(*names: str) -> Predicate:
    return lambda i: i["type"] not in names


def _either_country(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def _outside(code: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] != code


def _ran_over(km: float) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"]["distance"] for i in items if RUN(i) and year(2025)(i)) > km

    return holds


def _step(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, tags, known_failure=known_failure)


def _talk(name: str, persona: tuple[str, ...], *steps: Step) -> Conversation:
    return Conversation(name, tuple(replace(s, tags=(*s.tags, *persona)) for s in steps), tags=persona)


RETIRED = (CHATTY,)
STUDENT = (TERSE, LOWERCASE)
LEARNER = (NON_NATIVE,)
PRECISE = (TERSE,)

CONVERSATIONS = (
    _talk(
        "b24 reminiscing about the trips of the 2010s",
        RETIRED,
        _step("Oh, the memories! Could you pull up every trip I took back in the 2010s?", every(TRAVEL, THE_2010S), SIMPLE),
        _step(
            "Goodness, that many. How many nights was I away in total on those?",
            Answer(total("nights"), every(TRAVEL, THE_2010S)),
            QUANTITATIVE,
            COREFERENCED,
        ),
        _step("and in the 2020s?", Answer(total("nights"), every(TRAVEL, THE_2020S)), ELLIPSIS, QUANTITATIVE),
    ),
    _talk(
        "b24 first and latest trip to Japan",
        RETIRED,
        _step(
            "What was my very first trip to Japan, do you remember?",
            Best("itemDate", highest=False, among=every(TRAVEL, JP)),
            SIMPLE,
        ),
        _step("Who came along with me on that one?", Detail("who"), COREFERENCED),
        _step("And the most recent trip there?", Best("itemDate", among=every(TRAVEL, JP)), ELLIPSIS, COREFERENCED),
        _step(
            "Did I give it a 4? I cant quite recall",
            Verdict(exists(every(TRAVEL, city("Nara"), rating("==", 4)))),
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
    ),
    _talk(
        "b24 student counts beers",
        STUDENT,
        _step("how many beers did i have last yr", every(BEER, year(2025)), QUANTITATIVE, TYPO),
        _step("and this yr", every(BEER, year(2026)), ELLIPSIS, TYPO),
        _step(
            "more beer or wine this year?",
            Compare((("beer", every(BEER, year(2026))), ("wine", every(WINE, year(2026))))),
            COMPARATIVE,
        ),
    ),
    _talk(
        "b24 precise runner wants numbers",
        PRECISE,
        _step("Total running distance for 2025, in km.", Answer(total("distance"), every(RUN, year(2025))), QUANTITATIVE),
        _step("Average distance per run, same year.", Answer(mean("distance"), every(RUN, year(2025))), QUANTITATIVE, ELLIPSIS),
        _step("Which of those runs was the longest?", Best("distance", among=every(RUN, year(2025))), QUANTITATIVE, COREFERENCED),
        _step("Top 3 runs of 2024 by distance.", Top("distance", 3, every(RUN, year(2024))), QUANTITATIVE),
        _step("I'm fairly sure I ran over 300 km in 2025. Correct?", Verdict(_ran_over(300)), VERIFICATION),
    ),
    _talk(
        "b24 non-native asks about museums abroad",
        LEARNER,
        _step("Please show me the museums where I was in Barcellona", every(MUSEUM, city("Barcelona")), SIMPLE, TYPO),
        _step("which of them I was not going with Mary?", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED),
        _step("and in Amsterdam?", every(MUSEUM, city("Amsterdam")), ELLIPSIS),
        _step("How many art museum I have visit in total?", category("Museum", "Art"), QUANTITATIVE),
    ),
    _talk(
        "b24 history is ambiguous",
        STUDENT,
        _step("show me the history ones", Clarify(("book", "museum")), CLARIFICATION),
        _step("the books", category("Book", "History"), ELLIPSIS),
        _step("whcih one was the thickest", Best("pages"), QUANTITATIVE, COREFERENCED, TYPO),
    ),
    _talk(
        "b24 her with nobody talked about",
        STUDENT,
        _step("what did i do with her last month", Clarify(), CLARIFICATION),
        _step("sofia i mean", every(with_("Sofia"), LAST_MONTH), ELLIPSIS),
    ),
    _talk(
        "b24 there with no place yet",
        RETIRED,
        _step("What did we eat there? It was lovely.", Clarify(), CLARIFICATION),
        _step("Lisbon, of course!", every(FOOD, city("Lisbon")), ELLIPSIS),
    ),
    _talk(
        "b24 it with nothing chosen",
        LEARNER,
        _step("When it was, and who was with me?", Clarify(), CLARIFICATION),
        _step("Ok forget. Skiing in Switzerland, I did it?", Verdict(exists(every(SKI, CH))), VERIFICATION),
    ),
    _talk(
        "b24 science is ambiguous",
        PRECISE,
        _step("Science, 2019.", Clarify(("book", "museum")), CLARIFICATION),
        _step("Museums.", every(category("Museum", "Science"), year(2019)), ELLIPSIS),
    ),
    _talk(
        "b24 longest with nothing talked about",
        STUDENT,
        _step("whats the longest one", Clarify(), CLARIFICATION, TYPO),
    ),
    _talk(
        "b24 hiking by season",
        RETIRED,
        _step(
            "Did I go hikking more in the spring or in the autumn of 2023?",
            Compare(
                (
                    ("spring", every(HIKE, between(datetime(2023, 3, 1), datetime(2023, 6, 1)))),
                    ("autumn", every(HIKE, between(datetime(2023, 9, 1), datetime(2023, 12, 1)))),
                )
            ),
            COMPARATIVE,
            TYPO,
        ),
        _step(
            "And in 2021?",
            Compare(
                (
                    ("spring", every(HIKE, between(datetime(2021, 3, 1), datetime(2021, 6, 1)))),
                    ("autumn", every(HIKE, between(datetime(2021, 9, 1), datetime(2021, 12, 1)))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
        ),
    ),
    _talk(
        "b24 wine countries compared",
        PRECISE,
        _step("More wines from Italy or from France?", Compare((("Ital", every(WINE, IT)), ("France", every(WINE, FR)))), COMPARATIVE),
        _step("Spain vs Portugal?", Compare((("Spa", every(WINE, ES)), ("Portug", every(WINE, PT)))), COMPARATIVE, ELLIPSIS),
        _step(
            "List the Spanish or Portugese wines from before 2015.",
            every(WINE, _either_country("ES", "PT"), before(datetime(2015, 1, 1))),
            LOGICAL,
            TYPO,
        ),
        _step(
            "Best rated of those?",
            Best("rating"),
            QUANTITATIVE,
            COREFERENCED,
        ),
    ),
    _talk(
        "b24 student dinners with friends",
        STUDENT,
        _step(
            "did i have more dinners w/ tom or james",
            Compare((("Tom", every(DINNER, with_("Tom"))), ("James", every(DINNER, with_("James"))))),
            COMPARATIVE,
            TYPO,
        ),
        _step("dinners with tom and ben", every(DINNER, with_("Tom", "Ben")), LOGICAL),
        _step("the 2nd one", Pick(2), COREFERENCED),
        _step("where was that", Detail("city"), COREFERENCED),
    ),
    _talk(
        "b24 non-native about books",
        LEARNER,
        _step(
            "Wich books I read in 2023 that was not novel and also not poetry?",
            every(BOOK, year(2023), _not_kinds("Novel", "Poetry")),
            LOGICAL,
            TYPO,
        ),
        _step(
            "How much pages it makes all together?",
            Answer(total("pages"), every(BOOK, year(2023), _not_kinds("Novel", "Poetry"))),
            QUANTITATIVE,
            COREFERENCED,
        ),
        _step("Did I read some poetry in 2020?", Verdict(exists(every(category("Book", "Poetry"), year(2020)))), VERIFICATION),
        _step(
            "What was the most thikest book from 2021?",
            Best("pages", among=every(BOOK, year(2021))),
            QUANTITATIVE,
            TYPO,
        ),
    ),
    _talk(
        "b24 christmas and the summer before last",
        RETIRED,
        _step("Did I go away anywhere around Christmas 2022?", Verdict(exists(every(TRAVEL, CHRISTMAS_2022))), VERIFICATION),
        _step(
            "Oh yes, Edinburgh! Was Chloé with me on that trip?",
            Verdict(exists(every(TRAVEL, city("Edinburgh"), with_("Chloé")))),
            VERIFICATION,
            COREFERENCED,
        ),
        _step(
            "Now, where did I travel the summer before last?",
            every(TRAVEL, SUMMER_BEFORE_LAST),
            SIMPLE,
        ),
        _step(
            "How many different countries have I travelled to over the last two years?",
            Answer(distinct_places("country"), every(TRAVEL, LAST_TWO_YEARS)),
            QUANTITATIVE,
        ),
    ),
    _talk(
        "b24 student cocktails last summer but one",
        STUDENT,
        _step("coctails the summer before last", every(COCKTAIL, SUMMER_BEFORE_LAST), SIMPLE, TYPO),
        _step(
            "was it any good, like 4 or more?",
            Verdict(exists(every(COCKTAIL, SUMMER_BEFORE_LAST, rating(">=", 4)))),
            VERIFICATION,
            COREFERENCED,
        ),
        _step("what about wine that summer", every(WINE, SUMMER_BEFORE_LAST), ELLIPSIS),
    ),
    _talk(
        "b24 precise skier",
        PRECISE,
        _step("Ski days in Canda.", every(SKI, country("CA")), SIMPLE, TYPO),
        _step("Have I skied at all this year?", Verdict(exists(every(SKI, year(2026)))), VERIFICATION),
    ),
    _talk(
        "b24 non-native checks with Kenji",
        LEARNER,
        _step(
            "Did I eat dinner together with Kenji in Kyoto, ever?",
            Verdict(exists(every(DINNER, with_("Kenji"), city("Kyoto")))),
            VERIFICATION,
        ),
        _step("and in Tokio?", Verdict(exists(every(DINNER, with_("Kenji"), city("Tokyo")))), VERIFICATION, ELLIPSIS, TYPO),
    ),
    _talk(
        "b24 student negations",
        STUDENT,
        _step("walks in lisbon or sintra", every(WALK, cities("Lisbon", "Sintra")), LOGICAL),
        _step(
            "hikes last yr w/o mary",
            every(HIKE, year(2025), without("Mary")),
            LOGICAL,
            TYPO,
        ),
        _step("red wines not from the us rated 5", every(WINE, has_field("colour", "red"), _outside("US"), rating("==", 5)), LOGICAL),
        _step("lunch spots near me", Clarify(), CLARIFICATION),
    ),
)
