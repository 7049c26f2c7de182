"""Batch 78: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: negation and exclusions in every
category of the sample collection: "every wine i had that wasnt from france", "everything i drank except
beers", "hikes i did all by myself" and "runs with nobody", "trips which were not going to Japan",
"books i didnt rate 5", "neither from italy nor from spain", "anything but red", "never with kenji",
"in how many countries have i never had a beer" (the collection's countries less those of the
beers), "ski days not in the us", "cocktails not in United States"; follow-ups that add or remove an
exclusion ("and also not 2024 pls", "and also not from the states", "ok actualy include italy again",
"what about spanish ones without the reds", "and not with anna either", "and without the walks too");
counts, totals and superlatives over the excluded sets ("which one of thsoe did i like best", "the
best wine who is not French", "how many of those were art museums", "whats the total" of the
workouts except runs); comparisons ("more solo runs or solo walks", "which country has more of those,
france or spain", "so i had more non french wines than french ones, right"); checks phrased with a
negative, written as claims to confirm so that the yes/no is unambiguous ("i never had a beer in
greece, is that right?", "is it true i never had wine with him", "I think I never drank a Spanish
wine, is it correct?"); and negations that must be asked back: "how many trips werent with family" (who
is family?), "museums i went to without her" (no one talked about), "books not by tomas reyes or
rated under 3" (the scope of the "not"), "how many science things didnt i give 5 stars" (books or
museums), "whats the total" (distance or duration). Personas: terse, chatty, lowercase without
punctuation, non-native English, and 18 typo turns. The questions are asked on 29 November 2026, so
"this year" is 2026 and "last year" 2025."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    category,
    country,
    every,
    exists,
    field,
    mean,
    more,
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
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
    step,
)
from .suite import talk

DRINK, WINE, BEER, COCKTAIL = (
    category("Drink"),
    *(category("Drink", t) for t in ("Wine", "Beer", "Cocktail")),
)
BOOK, POETRY, SCIENCE_BOOK = (
    category("Book"),
    category("Book", "Poetry"),
    category("Book", "Popular science"),
)
ACTIVITY, HIKE, RUN, WALK, SKI = (
    category("Activity"),
    *(category("Activity", t) for t in ("Hike", "Run", "Walk", "Ski")),
)
TRAVEL, FLIGHT, TRAIN = (
    category("Travel"),
    category("Travel", "Flight"),
    category("Travel", "Train journey"),
)
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
MUSEUM, ART_MUSEUM, SCIENCE_MUSEUM = (
    category("Museum"),
    category("Museum", "Art"),
    category("Museum", "Science"),
)
FR, IT, ES, US, JP, GR, PT = (country(c) for c in ("FR", "IT", "ES", "US", "JP", "GR", "PT"))
RED = field("colour", "red")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def alone(item: Item) -> bool:
    """Nobody was with me."""
    return not item["who"]


def never(predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """The claim "I never ...": no item satisfies `predicate`."""
    return lambda items: not any(predicate(i) for i in items)


def countries_without(predicate: Predicate) -> Callable[[Sequence[Item]], float | str]:
    """How many of the collection's countries have no item that `predicate` selects."""

    def measure(items: Sequence[Item]) -> float | str:
        every_country = {i["place"]["countryCode"] for i in items}
        with_one = {i["place"]["countryCode"] for i in items if predicate(i)}
        return len(every_country - with_one)

    return measure


def anything(item: Item) -> bool:
    return True


def by(author: str) -> Predicate:
    return field("author", author)


WINES_NOT_FR = every(WINE, not_(FR))
WINES_NOT_FR_NOT_2024 = every(WINES_NOT_FR, not_(year(2024)))
DRINKS_NOT_BEER = every(DRINK, not_(BEER))
SOLO_HIKES, SOLO_RUNS, SOLO_WALKS = (
    every(HIKE, alone),
    every(RUN, alone),
    every(WALK, alone),
)
TRIPS_NOT_JP = every(TRAVEL, not_(JP))
TRIPS_NOT_JP_NO_MARY = every(TRIPS_NOT_JP, without("Mary"))
BOOKS_NOT_5_2025 = every(BOOK, year(2025), rating("<", 5))
BOOKS_NOT_5_2024 = every(BOOK, year(2024), rating("<", 5))
WINES_NOT_IT_ES = every(WINE, not_(IT), not_(ES))
WINES_NOT_IT_ES_US = every(WINES_NOT_IT_ES, not_(US))
WINES_NOT_ES_US = every(WINE, not_(ES), not_(US))
FR_WINES_NOT_RED = every(WINE, FR, not_(RED))
ES_WINES_NOT_RED = every(WINE, ES, not_(RED))
KENJI_2023 = every(with_("Kenji"), year(2023))
TRIPS_NO_FAMILY = every(TRAVEL, without("Mary", "Tom"))
MUSEUMS_NO_CHLOE = every(MUSEUM, without("Chloé"))
WORKOUTS_2026_NOT_RUNS = every(ACTIVITY, year(2026), not_(RUN))
WORKOUTS_2026_NOT_RUNS_WALKS = every(WORKOUTS_2026_NOT_RUNS, not_(WALK))
BOOKS_NEITHER_REYES_NOR_LOW = every(BOOK, not_(by("Tomas Reyes")), rating(">=", 3))
SCIENCE_MUSEUMS_NOT_5 = every(SCIENCE_MUSEUM, rating("<", 5))
DINNERS_ABROAD_2025 = every(DINNER, year(2025), not_(US))
LUNCHES_ABROAD_2025 = every(LUNCH, year(2025), not_(US))
HIKES_NO_MARY_2023, HIKES_NO_MARY_2024 = (every(HIKE, year(y), without("Mary")) for y in (2023, 2024))
SKI_NOT_US = every(SKI, not_(US))
SKI_NOT_US_NO_ANNA = every(SKI_NOT_US, without("Anna"))
COCKTAILS_NOT_US = every(COCKTAIL, not_(US))
COCKTAILS_NOT_US_NO_MARY = every(COCKTAILS_NOT_US, without("Mary"))
WINES_2026_NOT_RED = every(WINE, year(2026), not_(RED))
LUNCHES_2026_NO_MARY, LUNCHES_2026_MARY = (
    every(LUNCH, year(2026), without("Mary")),
    every(LUNCH, year(2026), with_("Mary")),
)

CONVERSATIONS = (
    talk(
        "b78 wines not from france, not 2024",
        step(
            "hi! can you pull up every wine i had that wasnt from france?",
            WINES_NOT_FR,
            SIMPLE,
            LOGICAL,
            CHATTY,
            LOWERCASE,
        ),
        step("and also not 2024 pls", WINES_NOT_FR_NOT_2024, ELLIPSIS, LOGICAL, LOWERCASE),
        step(
            "which one of thsoe did i like best",
            Best("rating"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b78 everything i drank except beers",
        step(
            "everything i drank except beers",
            DRINKS_NOT_BEER,
            SIMPLE,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many coktails in there",
            Those(COCKTAIL),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "more wines or cocktails",
            Compare((("wine", WINE), ("cocktail", COCKTAIL))),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b78 alone: hikes, runs, walks",
        step("hikes i did all by myself", SOLO_HIKES, SIMPLE, LOGICAL, LOWERCASE),
        step("and runs with nobody", SOLO_RUNS, ELLIPSIS, LOGICAL, TERSE, LOWERCASE),
        step(
            "were there more solo runs or solo walks",
            Compare((("run", SOLO_RUNS), ("walk", SOLO_WALKS))),
            COMPARATIVE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "how many runs without anyone this yaer",
            every(SOLO_RUNS, year(2026)),
            QUANTITATIVE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 trips not to japan, non-native",
        step(
            "Please show me my trips which were not going to Japan.",
            TRIPS_NOT_JP,
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "From these, how many was without Mary?",
            Those(without("Mary")),
            COREFERENCED,
            QUANTITATIVE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "There was more flights or more trains?",
            Compare(
                (
                    ("flight", every(TRIPS_NOT_JP_NO_MARY, FLIGHT)),
                    ("train", every(TRIPS_NOT_JP_NO_MARY, TRAIN)),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Which one of them was the most long?",
            Best("nights", among=TRIPS_NOT_JP_NO_MARY),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("In which country it was?", Detail("country"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b78 books i didnt rate 5",
        step("books i didnt rate 5 in 2025", BOOKS_NOT_5_2025, SIMPLE, LOGICAL, LOWERCASE),
        step("waht about 2024", BOOKS_NOT_5_2024, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step(
            "any poetyr among them",
            Verdict(exists(every(BOOKS_NOT_5_2024, POETRY))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 neither italy nor spain, then italy again",
        step(
            "wines neither from italy nor from spain",
            WINES_NOT_IT_ES,
            SIMPLE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "and also not from the states",
            WINES_NOT_IT_ES_US,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "ok actualy include italy again",
            WINES_NOT_ES_US,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of those are italian",
            Those(IT),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b78 french wines, anything but red",
        step("french wines", every(WINE, FR), SIMPLE, TERSE, LOWERCASE),
        step("anything but red", FR_WINES_NOT_RED, ELLIPSIS, LOGICAL, TERSE, LOWERCASE),
        step(
            "what about spanish ones without the reds",
            ES_WINES_NOT_RED,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "which country has more of those, france or spain",
            Compare((("France", FR_WINES_NOT_RED), ("Spain", ES_WINES_NOT_RED))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "avrage rating of the french non red ones?",
            Answer(mean("rating"), FR_WINES_NOT_RED),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 never with kenji",
        step(
            "did i ever go hiking with kenji",
            Verdict(exists(every(HIKE, with_("Kenji")))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "is it true i never had wine with him",
            Verdict(never(every(WINE, with_("Kenji")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step("what did i do with kenji in 2023 then", KENJI_2023, SIMPLE, LOWERCASE),
        step(
            "which of those wernt walks",
            Those(WALK, keep=False),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 no beer in greece",
        step(
            "i never had a beer in greece, is that right?",
            Verdict(never(every(BEER, GR))),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "and in portgual?",
            Verdict(never(every(BEER, PT))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "in how many countries have i never had a beer",
            Answer(countries_without(BEER), anything),
            QUANTITATIVE,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b78 spanish wine claim, best non-french wine",
        step(
            "I think I never drank a Spanish wine, is it correct?",
            Verdict(never(every(WINE, ES))),
            VERIFICATION,
            NON_NATIVE,
        ),
        step(
            "Then which was the best one from Spain?",
            Best("rating", among=every(WINE, ES)),
            QUANTITATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "And the best wine who is not French?",
            Best("rating", among=WINES_NOT_FR),
            QUANTITATIVE,
            LOGICAL,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b78 trips not with family",
        step("how many trips werent with family", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "family is mary and tom",
            TRIPS_NO_FAMILY,
            CLARIFICATION,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "which of thoes was the most recent",
            Best("itemDate"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 museums without her",
        step(
            "museums i went to without her",
            Clarify(),
            CLARIFICATION,
            LOGICAL,
            LOWERCASE,
        ),
        step("chloe", MUSEUMS_NO_CHLOE, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "how many of those were art musuems",
            Those(ART_MUSEUM),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 workouts except runs, total",
        step(
            "my workouts this year except the runs",
            WORKOUTS_2026_NOT_RUNS,
            SIMPLE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "whats the total",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "kilometers",
            Answer(total("distance"), WORKOUTS_2026_NOT_RUNS),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and without the walsk too",
            Answer(total("distance"), WORKOUTS_2026_NOT_RUNS_WALKS),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 books not by tomas reyes or rated under 3",
        step(
            "books not by tomas reyes or rated under 3",
            Clarify(),
            CLARIFICATION,
            LOGICAL,
            LOWERCASE,
            known_failure="reply asks no question; answered with 28 results instead of asking",
        ),
        step(
            "i mean neither of thsoe",
            BOOKS_NEITHER_REYES_NOR_LOW,
            CLARIFICATION,
            ELLIPSIS,
            LOGICAL,
            LOWERCASE,
            TYPO,
            known_failure="None results, expected 206",
        ),
    ),
    talk(
        "b78 science things not given 5 stars",
        step(
            "how many science things didnt i give 5 stars",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "the musems",
            SCIENCE_MUSEUMS_NOT_5,
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 dinners abroad, skip italy",
        step(
            "dinners outside the us last yaer",
            DINNERS_ABROAD_2025,
            SIMPLE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "skip the ones in italy",
            Those(IT, keep=False),
            COREFERENCED,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "were there more lunches or dinners outside the us last year",
            Compare((("lunch", LUNCHES_ABROAD_2025), ("dinner", DINNERS_ABROAD_2025))),
            COMPARATIVE,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b78 hikes without mary by year",
        step(
            "hikes w/o mary in 2023",
            HIKES_NO_MARY_2023,
            SIMPLE,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "vs 2024, which year had more",
            Compare((("2023", HIKES_NO_MARY_2023), ("2024", HIKES_NO_MARY_2024))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b78 more non-french wines, right",
        step(
            "so i had more non french wines than french ones, rigth",
            Verdict(more(WINES_NOT_FR, every(WINE, FR))),
            VERIFICATION,
            COMPARATIVE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b78 ski days not in the us",
        step("ski days not in the us", SKI_NOT_US, SIMPLE, LOGICAL, TERSE, LOWERCASE),
        step(
            "and not with anna either",
            SKI_NOT_US_NO_ANNA,
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which had the most climbng",
            Best("elevation"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("where was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b78 cocktails not in the us, non-native",
        step(
            "Which cocktails I drink that are not in United States?",
            COCKTAILS_NOT_US,
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And not with Mary also",
            COCKTAILS_NOT_US_NO_MARY,
            ELLIPSIS,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "How many from them are in Japon?",
            Those(JP),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b78 not only red, chatty",
        step(
            "ok so my sister swears i only ever drink red lol. what wines did i have this year that were anything but red?",
            WINES_2026_NOT_RED,
            SIMPLE,
            LOGICAL,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "haha ok. were any of those not greek?",
            Verdict(exists(every(WINES_2026_NOT_RED, not_(GR)))),
            VERIFICATION,
            COREFERENCED,
            LOGICAL,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "and the lowest rated of the non reds, just out of curiosity?",
            Best("rating", highest=False, among=WINES_2026_NOT_RED),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
    ),
    talk(
        "b78 lunches without mary, chatty",
        step(
            "mary keeps teasing me that i never go out for lunch without her. how many lunches did i have without mary this year?",
            LUNCHES_2026_NO_MARY,
            SIMPLE,
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "and how many with her?",
            LUNCHES_2026_MARY,
            ELLIPSIS,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "so shes kinda right, more lunches with her than without, yeah?",
            Verdict(more(LUNCHES_2026_MARY, LUNCHES_2026_NO_MARY)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
            LOWERCASE,
        ),
    ),
)
