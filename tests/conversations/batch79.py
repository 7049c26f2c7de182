"""Batch 79: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: places and switching topics. Where
things happened, as a city or as a country ("where did i go on my last trip", "which contry is that
in", "wich city was it", "what country"); home and abroad, where the collection's home is the country
most items are from (the United States: the definition names no `home`), so "abroad" is outside the
United States ("how many abroad", "my last dinner abroad", "more in my country or abroad"); the most
and least visited places (by how often a place comes up in the scrapbook, checked to agree with the
number of days spent there where the question says "visited"); counts of distinct places ("how many
diferent towns", "countries", "and cities"); "anything in lisbn?", "and in porto?"; the places of one
person's company ("where have we actually been together" with Elena, "was she with me in Nafplion as well");
conversations that jump between categories and come back ("back to the wines", "ok forget that, my
hikes", "and the boks?", "take me back to the first thing I asked about"), an explicit reset mid
conversation ("reset. what did i do in prauge"), and follow-ups whose referent is two turns back
("which of those trips were with mary" after a total of nights, "the ones in nafplio" after a count of
towns). Coreference ("that city", "the same city", "there", "the two cities"), ellipsis ("and in
porto?", "and rome", "and in spain", "and the same country"), and / or / not on places ("meals in
lisbon or prto", "drop the french ones"), comparisons between places
("more in Italy or in Spain?", "more in itlay or greece"), yes/no checks on places present in the data
(Kyoto, Sintra, Nafplio, Tuscany) and absent from it (Rome, Morocco), and questions that must be asked
back: "there" after comparing Italy with Spain, "napa" (the town or the valley), "how many places"
(cities or countries) and "that city" after beers from two Japanese cities. Personas: terse, chatty,
lowercase without punctuation, non-native English, and 16 typo turns (most of them misspelled place
names: lisbn, athnes, protugal, tokio, japn, morroco, itlay, grece, prto, prauge, Nafplion).
The questions are asked on 29 November 2026, so "this year" is 2026 and "last year" 2025."""

from __future__ import annotations

from collections import Counter
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
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    most_common_place,
    rating,
    region,
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

WINE, BEER, DRINK = (
    category("Drink", "Wine"),
    category("Drink", "Beer"),
    category("Drink"),
)
BOOK = category("Book")
HIKE, WALK = category("Activity", "Hike"), category("Activity", "Walk")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
US, IT, ES, FR, GR, JP, PT = (country(c) for c in ("US", "IT", "ES", "FR", "GR", "JP", "PT"))
LISBON, PORTO, ATHENS, KYOTO, TOKYO = (city(c) for c in ("Lisbon", "Porto", "Athens", "Kyoto", "Tokyo"))


def everything(item: Item) -> bool:
    """Every item of the collection."""
    return True


EVERYTHING: Predicate = everything


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


ABROAD = not_(US)  # home is the country most items are from: the United States


def latest_place(key: str) -> Callable[[Sequence[Item]], str]:
    """The place (city or country) of the most recent of the items."""
    return lambda items: str(max(items, key=lambda i: i["itemDate"])["place"][key])


def least_common_place(key: str) -> Callable[[Sequence[Item]], str]:
    """The place that comes up least often among the items (refusing a tie)."""

    def measure(items: Sequence[Item]) -> str:
        ranked = Counter(i["place"][key] for i in items).most_common()
        (last, n), (before_last, m) = ranked[-1], ranked[-2]
        if n == m:
            raise ValueError(f"no single least common {key}: {last} and {before_last} tie")
        return str(last)

    return measure


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


WITH_ELENA = with_("Elena")
JAPAN_TRIPS = every(TRAVEL, JP)
LISBON_OR_PORTO_MEALS = every(FOOD, cities("Lisbon", "Porto"))
NAPA_VALLEY_2026 = every(region("Napa Valley"), year(2026))
LAST_DINNER_ABROAD = every(DINNER, ABROAD)  # the latest is in Delphi, Greece, 14 July 2026
FIVE_STAR_IT_FR_WINES = every(WINE, either(IT, FR), rating("==", 5))
GREEK_WALKS = every(WALK, GR)
THIS_YEAR_MEALS = every(FOOD, year(2026))
LAST_YEAR_MEALS = every(FOOD, year(2025))

CONVERSATIONS = (
    talk(
        "b79 the last trip: city, country, that city",
        step(
            "where did i go on my last trip",
            Answer(latest_place("city"), TRAVEL),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "which contry is that in",
            Answer(latest_place("country"), TRAVEL),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step("what did i do in that city", ATHENS, COREFERENCED, LOWERCASE),
        step(
            "how many of those with elena",
            Those(WITH_ELENA),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 anything in lisbon, and porto",
        step("anything in lisbn?", LISBON, SIMPLE, TERSE, TYPO),
        step("and in porto?", PORTO, ELLIPSIS, TERSE),
        step(
            "was mary with me every time there",
            Verdict(all_of(PORTO, with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "which of the two cities had more dinners",
            Compare((("Lisbon", every(DINNER, LISBON)), ("Porto", every(DINNER, PORTO)))),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 where did I go with Elena",
        step(
            "I was just chatting with Elena, where have we actually been together?",
            WITH_ELENA,
            SIMPLE,
            CHATTY,
        ),
        step(
            "How many different towns was that in the end?",
            Answer(distinct_places("city"), WITH_ELENA),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And which of those places comes up the most?",
            Answer(most_common_place("city"), WITH_ELENA),
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "Oh nice. Was she with me in Nafplion as well?",
            Verdict(exists(every(WITH_ELENA, city("Nafplio")))),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b79 Italy or Spain, then there",
        step(
            "I drank more in Italy or in Spain?",
            Compare((("Ital", every(DRINK, IT)), ("Spain", every(DRINK, ES)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And for the eating?",
            Compare((("Ital", every(FOOD, IT)), ("Spain", every(FOOD, ES)))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "What I have eaten there with Mary?",
            Clarify(("Ital", "Spa")),
            CLARIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Spain I mean",
            every(FOOD, ES, with_("Mary")),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b79 greek wines, athens museums, back to the wines",
        step("greek wines", every(WINE, GR), SIMPLE, TERSE, LOWERCASE),
        step("ok and museums in athnes", every(MUSEUM, ATHENS), SIMPLE, LOWERCASE, TYPO),
        step("back to the wines", every(WINE, GR), COREFERENCED, TERSE, LOWERCASE),
        step(
            "just the ones from athens",
            Those(ATHENS),
            COREFERENCED,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 forget the wines, my hikes abroad",
        step("wines from protugal", every(WINE, PT), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("ok forget that, my hikes", HIKE, SIMPLE, TERSE, LOWERCASE),
        step(
            "how many abroad",
            Those(ABROAD),
            COREFERENCED,
            QUANTITATIVE,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step("longest one", Best("distance"), COREFERENCED, TERSE, LOWERCASE),
        step("what country", Detail("country"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b79 back to the first thing I asked about",
        step(
            "Let's start with dinners in Kyoto, what have I got?",
            every(DINNER, KYOTO),
            SIMPLE,
            CHATTY,
        ),
        step("and in tokio?", every(DINNER, TOKYO), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("Actually, what about beers in Japan?", every(BEER, JP), SIMPLE, CHATTY),
        step(
            "Hmm, take me back to the first thing I asked about",
            every(DINNER, KYOTO),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b79 trips to Japan, a referent two turns back",
        step("trips to japn", JAPAN_TRIPS, SIMPLE, TERSE, LOWERCASE, TYPO),
        step(
            "how many nights altogether",
            Answer(total("nights"), JAPAN_TRIPS),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "which of those trips were with mary",
            Those(with_("Mary")),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and the ones that werent",
            every(JAPAN_TRIPS, without("Mary")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 was I ever in",
        step(
            "was i ever in kyoto",
            Verdict(exists(KYOTO)),
            VERIFICATION,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "and rome",
            Verdict(exists(city("Rome"))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "been to morroco?",
            Verdict(exists(country("MA"))),
            VERIFICATION,
            TERSE,
            TYPO,
        ),
        step(
            "ever had dinner in sintra",
            Verdict(exists(every(DINNER, city("Sintra")))),
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 meals in Lisbon or Porto, not with Mary",
        step("meals in lisbon or prto", LISBON_OR_PORTO_MEALS, LOGICAL, LOWERCASE, TYPO),
        step(
            "how many of those were dinners",
            Those(DINNER),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 how many places",
        step(
            "how many places have i been to",
            Clarify(("cities", "countries")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "countries",
            Answer(distinct_places("country"), EVERYTHING),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and cities",
            Answer(distinct_places("city"), EVERYTHING),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 most and least visited",
        step(
            "whats my most visited city abroad",
            Answer(most_common_place("city"), ABROAD),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and in spain",
            Answer(most_common_place("city"), ES),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Out of curiosity, which country shows up the least in my scrapbook?",
            Answer(least_common_place("country"), EVERYTHING),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b79 napa: the town or the valley",
        step(
            "anything in napa this year",
            Clarify(("Napa Valley",)),
            CLARIFICATION,
            LOWERCASE,
            known_failure="reply asks no question; answered with 13 results instead of asking",
        ),
        step(
            "the whole vally",
            NAPA_VALLEY_2026,
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many in calistoga",
            Those(city("Calistoga")),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 beers in Japan, which city",
        step("beers in japan", every(BEER, JP), SIMPLE, TERSE, LOWERCASE),
        step(
            "show me everything from that city",
            Clarify(("Kyoto", "Hakone")),
            CLARIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step("kyoto", KYOTO, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b79 last dinner abroad, the same city",
        step(
            "my last dinner abroad",
            Best("itemDate", among=LAST_DINNER_ABROAD),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("wich city was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step(
            "everything from the same city",
            city("Delphi"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("and the same country", GR, ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b79 hiking and walking: Italy or Greece",
        step(
            "did i hike more in itlay or greece",
            Compare((("Ital", every(HIKE, IT)), ("Gree", every(HIKE, GR)))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and walks?",
            Compare((("Ital", every(WALK, IT)), ("Gree", every(WALK, GR)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
        ),
        step(
            "whats the average rating of the greek ones",
            Answer(mean("rating"), GREEK_WALKS),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 the top city per category",
        step(
            "which city did i drink the most wine in",
            Answer(most_common_place("city"), WINE),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and the boks?",
            Answer(most_common_place("city"), BOOK),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and museums",
            Answer(most_common_place("city"), MUSEUM),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 five-star wines from Italy or France",
        step(
            "five star wines from italy or france",
            FIVE_STAR_IT_FR_WINES,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "drop the french ones",
            Those(FR, keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "any of them from tuscany?",
            Verdict(exists(every(FIVE_STAR_IT_FR_WINES, IT, region("Tuscany")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
        ),
    ),
    talk(
        "b79 greek walks, towns, Nafplio",
        step("walks in grece", GREEK_WALKS, SIMPLE, TERSE, LOWERCASE, TYPO),
        step(
            "how many diferent towns",
            Answer(distinct_places("city"), GREEK_WALKS),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("and in athens", every(WALK, ATHENS), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b79 reset mid conversation",
        step(
            "lunches in amsterdam",
            every(LUNCH, city("Amsterdam")),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("reset. what did i do in prauge", city("Prague"), SIMPLE, LOWERCASE, TYPO),
        step(
            "how many of those were museums",
            Those(MUSEUM),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b79 meals at home or abroad",
        step(
            "This year I have eaten more in my country or abroad?",
            Compare(
                (
                    ("home", every(THIS_YEAR_MEALS, US)),
                    ("abroad", every(THIS_YEAR_MEALS, ABROAD)),
                )
            ),
            COMPARATIVE,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "And the last year, the same?",
            Compare(
                (
                    ("home", every(LAST_YEAR_MEALS, US)),
                    ("abroad", every(LAST_YEAR_MEALS, ABROAD)),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And abroad this year, in which country I have eaten the most?",
            Answer(most_common_place("country"), every(THIS_YEAR_MEALS, ABROAD)),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "In how many different cities I have eaten there?",
            Answer(distinct_places("city"), every(THIS_YEAR_MEALS, GR)),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
)
