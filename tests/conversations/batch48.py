"""Batch 48: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: someone planning a trip and
reminiscing about food and drink abroad: meals and drinks by city, region, country, island and
continent, "abroad" and "back home", ratings and their averages, the best meal of a place and what
else happened in that city the same year or the year before, "the second one", "how about bars
there?", paging, questions about one item's year, rating and companions, resets followed by a new
question, questions that must be asked back ("history" or "science" things, "she" and "him" with
nobody named, "the best one" with nothing before it) and yes/no checks of half-remembered meals.
Personas: a terse user, a chatty user, a lowercase user without punctuation, a typo-prone user and
a non-native speaker. The questions are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Sequence

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
    category,
    city,
    country,
    distinct_places,
    every,
    exists,
    kind,
    mean,
    most_common_place,
    rating,
    region,
    with_,
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
    step,
)
from .suite import talk

FOOD, DRINK = category("Food"), category("Drink")
WINE, COCKTAIL = category("Drink", "Wine"), category("Drink", "Cocktail")
BREAKFAST, LUNCH, DINNER = category("Food", "Breakfast"), category("Food", "Lunch"), category("Food", "Dinner")

HISTORY_MUSEUM, SCIENCE_MUSEUM = category("Museum", "History"), category("Museum", "Science")
US, IT, FR, JP, ES, GR, PT, AR, BR, PE, VN = (country(c) for c in ("US", "IT", "FR", "JP", "ES", "GR", "PT", "AR", "BR", "PE", "VN"))


def abroad(item: Item) -> bool:
    """Anywhere but the United States, where the scrapbook's owner lives."""
    return item["place"]["countryCode"] != "US"


def countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def nobody_like(name: str) -> Predicate:
    return lambda i: name not in i["who"]


def higher_average(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


def all_of(among: Predicate, claim: Predicate):
    return lambda items: all(claim(i) for i in items if among(i))


def more_than(among: Predicate, n: int):
    return lambda items: sum(map(among, items)) > n


SOUTH_AMERICA = countries("AR", "BR", "PE")
LISBON, BARCELONA, KYOTO, NARA = city("Lisbon"), city("Barcelona"), city("Kyoto"), city("Nara")

CONVERSATIONS = (
    talk(
        "b48 lisbon memories",
        step(
            "Hi there! We're flying back to Lisbon in March and I'm trying to remember where we ate last "
            "time. What meals do I have from Lisbon?",
            every(FOOD, LISBON),
            SIMPLE,
            CHATTY,
        ),
        step("Ooh, lots. Which one of those did I like best?", Best("rating"), QUANTITATIVE, COREFERENCED, CHATTY),
        step("When was that, rougly?", Detail("year"), COREFERENCED, CHATTY, TYPO),
    ),
    talk(
        "b48 lisbon oysters check",
        step(
            "Im pretty sure I had oysters in Lisbn once, right?",
            Verdict(exists(every(FOOD, LISBON, has_field("dish", "oysters")))),
            VERIFICATION,
            TYPO,
        ),
        step(
            "did Tom ever eat wiht me there?",
            Verdict(exists(every(FOOD, LISBON, with_("Tom")))),
            VERIFICATION,
            COREFERENCED,
            TYPO,
        ),
        step(
            "and I never gave a dinnr in Lisbon five stars, did I?",
            Verdict(exists(every(DINNER, LISBON, rating("==", 5)))),
            VERIFICATION,
            LOGICAL,
            TYPO,
        ),
    ),
    talk(
        "b48 japan dinners terse",
        step("dinners in japan", every(DINNER, JP), SIMPLE, TERSE),
        step("only kyoto", Those(KYOTO), ELLIPSIS, TERSE),
        step("2nd one", Pick(2), COREFERENCED, TERSE),
    ),
    talk(
        "b48 puglia lowercase",
        step("what did i drink in puglia", every(DRINK, region("Puglia")), SIMPLE, LOWERCASE),
        step("just the ones from last year", Those(year(2025)), ELLIPSIS, LOWERCASE),
        step("which one did i rate highest", Best("rating"), QUANTITATIVE, COREFERENCED, LOWERCASE),
        step("who was with me", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b48 greece non-native",
        step(
            "Hello! Next summer I go again to Greece. How many times I have eat in Greece before?",
            every(FOOD, GR),
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("Please show me the meals on the island Santorini", every(FOOD, region("Santorini")), SIMPLE, NON_NATIVE),
        step(
            "Is some of them with 5 stars?",
            Verdict(exists(every(FOOD, region("Santorini"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And the wine on this island, I was drinking Asyrtiko there, yes?",
            Verdict(exists(every(WINE, region("Santorini"), has_field("variety", "assyrtiko")))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b48 abroad average",
        step(
            "Random question while I pack: what's the average rating of all the dinners I've had abroad?",
            Answer(mean("rating"), every(DINNER, abroad)),
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
        ),
        step("And for the ones back home in the US?", Answer(mean("rating"), every(DINNER, US)), QUANTITATIVE, ELLIPSIS, CHATTY),
        step(
            "So the ones abroad scored higher on average, yes?",
            Verdict(higher_average(every(DINNER, abroad), every(DINNER, US))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b48 countries count",
        step("how many diferent countries have I eaten in?", Answer(distinct_places("countryCode"), FOOD), QUANTITATIVE, TYPO),
        step(
            "and outside the US, wich country did I eat in the most?",
            Answer(most_common_place("country"), every(FOOD, abroad)),
            QUANTITATIVE,
            LOGICAL,
            TYPO,
        ),
    ),
    talk(
        "b48 france vs italy",
        step(
            "My partner swears we eat out more in France than in Italy. Did I have more meals in France or in Italy?",
            Compare((("Italy", every(FOOD, IT)), ("France", every(FOOD, FR)))),
            COMPARATIVE,
            CHATTY,
        ),
        step(
            "Ha, told you. And drinks?",
            Compare((("Italy", every(DRINK, IT)), ("France", every(DRINK, FR)))),
            COMPARATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b48 lunch vs dinner lowercase",
        step(
            "more lunches or dinners in japan",
            Compare((("lunch", every(LUNCH, JP)), ("dinner", every(DINNER, JP)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step("and in spain", Compare((("lunch", every(LUNCH, ES)), ("dinner", every(DINNER, ES)))), COMPARATIVE, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b48 san francisco paging",
        step("meals in san francisco", every(FOOD, city("San Francisco")), SIMPLE, TERSE),
        step("next page", every(FOOD, city("San Francisco")), ELLIPSIS, TERSE),
        step("just breakfasts", Those(kind("Breakfast")), ELLIPSIS, TERSE),
        step("not with mary", Those(with_("Mary"), keep=False), LOGICAL, ELLIPSIS, TERSE),
    ),
    talk(
        "b48 nara bars",
        step(
            "Kenji keeps telling me to come back to Nara. Remind me what I ate there?",
            every(FOOD, NARA),
            SIMPLE,
            CHATTY,
        ),
        step(
            "how about bars there?",
            every(COCKTAIL, NARA),
            ELLIPSIS,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Which of those was rated highest? I want to find it again",
            Best("rating"),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b48 reset cocktails",
        step("show me wines fron portugal", every(WINE, PT), SIMPLE, TYPO),
        step("ok enough about wine. how many coctails did I have abroad?", every(COCKTAIL, abroad), QUANTITATIVE, LOGICAL, TYPO),
        step("and how many of thsoe were in Japan?", Those(JP), QUANTITATIVE, COREFERENCED, TYPO),
    ),
    talk(
        "b48 barcelona same year",
        step(
            "We're going to Barcelona in April with Sofia! Which dinner there did I rate the highest?",
            Best("rating", among=every(DINNER, BARCELONA)),
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "What year was that?",
            Detail("year"),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Can you show me everything I ate in that city the same year?",
            every(FOOD, BARCELONA, year(2018)),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "and the previous year?",
            every(FOOD, BARCELONA, year(2017)),
            ELLIPSIS,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b48 history clarify",
        step(
            "I'm planning a rainy-day culture day on the trip. What history things did I do in 2019?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
        ),
        step("the museums, please", every(HISTORY_MUSEUM, year(2019)), CLARIFICATION, ELLIPSIS, CHATTY),
    ),
    talk(
        "b48 she clarify",
        step(
            "waht did she and I eat in Barcelona?",
            Clarify(),
            CLARIFICATION,
            TYPO,
        ),
        step(
            "oh sorry, I ment Mary",
            every(FOOD, BARCELONA, with_("Mary")),
            CLARIFICATION,
            ELLIPSIS,
            TYPO,
        ),
    ),
    talk(
        "b48 science clarify",
        step("show me the science ones from last year", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("museums", every(SCIENCE_MUSEUM, year(2025)), CLARIFICATION, ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b48 him clarify",
        step("what did I eat with him in Kyoto, cant remember", Clarify(), CLARIFICATION, TYPO),
        step(
            "Kenji, sory",
            every(FOOD, KYOTO, with_("Kenji")),
            CLARIFICATION,
            ELLIPSIS,
            TYPO,
        ),
        step(
            "were all of them in 2023?",
            Verdict(all_of(every(FOOD, KYOTO, with_("Kenji")), year(2023))),
            VERIFICATION,
            COREFERENCED,
        ),
    ),
    talk(
        "b48 south america",
        step(
            "Thinking of South America for next winter. What have I eaten on that continent so far?",
            every(FOOD, SOUTH_AMERICA),
            SIMPLE,
            CHATTY,
        ),
        step("just Argentina", Those(AR), ELLIPSIS, CHATTY),
        step(
            "what's the average rating there?",
            Answer(mean("rating"), every(FOOD, AR)),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Out of curiosity, did I eat more meals in Argentina or in Brazil?",
            Compare((("Argentina", every(FOOD, AR)), ("Brazil", every(FOOD, BR)))),
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b48 iberian lunches non-native",
        step(
            "I search the lunches in Portugal or Spain with rating of 4 or more",
            every(LUNCH, either(PT, ES), rating(">=", 4)),
            LOGICAL,
            NON_NATIVE,
        ),
        step("And which of them was not together with Mary?", Those(nobody_like("Mary")), LOGICAL, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b48 paris and peru checks",
        step(
            "Was Mary with me for every single meal in Paris in 2022?",
            Verdict(all_of(every(FOOD, city("Paris"), year(2022)), with_("Mary"))),
            VERIFICATION,
            LOGICAL,
            CHATTY,
        ),
        step(
            "different thing, did I eat in Peru more than 10 times?",
            Verdict(more_than(every(FOOD, PE), 10)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b48 best one first",
        step("which was the best one", Clarify(), CLARIFICATION, TERSE),
        step(
            "meals in vietnam",
            every(FOOD, VN),
            SIMPLE,
            TERSE,
            known_failure="first pass: 1 results, expected 8; answer: The best rated meal is Dinner at Café Leo (rated 5). 178 meals share the top rating of 5; this is the most rec",
        ),
        step(
            "not hanoi",
            Those(city("Hanoi"), keep=False),
            LOGICAL,
            ELLIPSIS,
            TERSE,
            known_failure="first pass: 1 results, expected 3; answer: The best rated meal outside Hanoi is Dinner at Café Leo (rated 5). 176 meals share the top rating of 5; this i",
        ),
    ),
)
