"""Batch 35: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md.

Theme: food and drink with people. Meals (breakfasts, lunches, dinners, street food) by cuisine,
restaurant and dish; wines and beers by colour, variety, producer and vintage; who shared them;
ratings; what happened in a given month or trip city; narrowing and widening the previous answer,
paging through a long list and resetting the topic.

Personas: a chatty foodie who wraps questions in stories, a lowercase texter without punctuation, a
typo-prone phone user, and a non-native speaker (with the odd terse fragment from all of them).
Each turn is tagged with its question types (CSQA's: simple, coreferenced, ellipsis, logical,
quantitative, comparative, verification, clarification) and the traits of the user who types it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    between,
    category,
    city,
    country,
    every,
    exists,
    mean,
    more,
    rating,
    region,
    title_has,
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
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Step, talk

PERSONAS = (CHATTY, LOWERCASE, TYPO, NON_NATIVE, TERSE)
TAGS = (*QUESTION_TYPES, *PERSONAS)

ANY = ANY_INTENT

DRINK, FOOD, ACTIVITY = category("Drink"), category("Food"), category("Activity")
WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BREAKFAST, LUNCH, DINNER, STREET_FOOD = (category("Food", k) for k in ("Breakfast", "Lunch", "Dinner", "Street food"))
RED, WHITE, ROSE, SPARKLING = (has_field("colour", c) for c in ("red", "white", "rosé", "sparkling"))
IT, FR, GR, ES, PT, JP = (country(c) for c in ("IT", "FR", "GR", "ES", "PT", "JP"))
MAY_2019 = between(datetime(2019, 5, 1), datetime(2019, 6, 1))
JUNE_2019 = between(datetime(2019, 6, 1), datetime(2019, 7, 1))
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))  # "last summer", asked in November 2026
EVERYTHING: Predicate = every()  # the previous answer unchanged (paging)
Holds = Callable[[Sequence[Item]], bool]


def cuisine(name: str) -> Predicate:
    return has_field("cuisine", name)


def ask(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY, expect, tags=tags, known_failure=known_failure)


def all_of(predicate: Predicate, among: Predicate) -> Holds:
    """Verdict: every item `among` selects also satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def count_over(n: int, among: Predicate) -> Holds:
    """Verdict: more than `n` items are selected by `among`."""
    return lambda items: sum(map(among, items)) > n


def higher_mean(first: Predicate, second: Predicate) -> Holds:
    """Verdict: the items of `first` have a higher average rating than those of `second`."""

    def holds(items: Sequence[Item]) -> bool:
        a: list[int] = [i["rating"] for i in items if first(i)]
        b: list[int] = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


ITALIAN_FIVE_STAR_REDS = every(WINE, IT, RED, rating("==", 5))
KYOTO_MEALS = every(FOOD, city("Kyoto"))
MONTE_REDS = every(WINE, has_field("producer", "Monte Vineyards"), RED)
DINNERS_2022 = every(DINNER, year(2022))
MEXICAN_WITH_MARY = every(FOOD, cuisine("mexican"), with_("Mary"))

CONVERSATIONS = (
    talk(
        "b35 chatty in-laws and italian five-star reds",
        ask(
            "My in-laws are coming over on Sunday for a huge lasagne dinner and I only want to open something I "
            "already know is great, so which Italian reds did I give five stars?",
            ITALIAN_FIVE_STAR_REDS,
            SIMPLE,
            CHATTY,
        ),
        ask(
            "Honestly I feel like Luca was there every single time, was he at all of those?",
            Verdict(all_of(with_("Luca"), ITALIAN_FIVE_STAR_REDS)),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        ask(
            "Okay, then just the ones I shared with Mary, she'll be at the table too.",
            Those(with_("Mary")),
            ELLIPSIS,
            COREFERENCED,
            CHATTY,
        ),
        ask(
            "Out of those, whcih one has the oldest vintage? I love an aged bottle.",
            Best("vintage", highest=False),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
            TYPO,
        ),
        ask(
            "Perfect, and remind me who was there when we opened it?",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b35 lowercase beer styles",
        ask("how many beers have i had", every(BEER), QUANTITATIVE, LOWERCASE),
        ask(
            "more stouts or ipas",
            Compare((("stout", every(BEER, title_has("stout"))), ("ipa", every(BEER, title_has("ipa"))))),
            COMPARATIVE,
            LOWERCASE,
            TERSE,
        ),
        ask(
            "ok and saisons vs lagers",
            Compare((("saison", every(BEER, title_has("saison"))), ("lager", every(BEER, title_has("lager"))))),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b35 typo seafood dinners paged",
        ask("sho me my seafod dinners", every(DINNER, cuisine("seafood")), SIMPLE, TYPO, LOWERCASE),
        ask("nxt page", Those(EVERYTHING), ELLIPSIS, TYPO, TERSE),
        ask("the very last one", Pick(0), COREFERENCED, TERSE),
        ask("whn was that", Detail("year"), COREFERENCED, TYPO, LOWERCASE),
    ),
    talk(
        "b35 non-native may 2019 meals",
        ask("What I was eating in May of 2019?", every(FOOD, MAY_2019), SIMPLE, NON_NATIVE),
        ask("Only the ones in Riems, please.", Those(city("Reims")), ELLIPSIS, NON_NATIVE, TYPO),
        ask(
            "From these, which one was with Anna but not with Mary?",
            Those(every(with_("Anna"), without("Mary"))),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b35 lowercase her without anyone named",
        ask("what did i drink with her last time", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        ask("sofia", Best("itemDate", among=every(DRINK, with_("Sofia"))), ELLIPSIS, LOWERCASE, TERSE),
    ),
    talk(
        "b35 chatty mexican with mary and sofia",
        ask(
            "Mary and Sofia always tease me that whenever the three of us go out it ends up being Mexican. How many "
            "Mexican meals have I actually had with both of them?",
            every(FOOD, cuisine("mexican"), with_("Mary", "Sofia")),
            QUANTITATIVE,
            LOGICAL,
            CHATTY,
        ),
        ask(
            "Ha, fewer than they claim! And what about the ones without her?",
            Clarify(("Mary", "Sofia")),
            CLARIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        ask(
            "Sofia, sorry",
            every(MEXICAN_WITH_MARY, without("Sofia")),
            ELLIPSIS,
            LOGICAL,
            CHATTY,
            TERSE,
        ),
    ),
    talk(
        "b35 typo rose in spain",
        ask("did i evr have a rose in spain", Verdict(exists(every(WINE, ROSE, ES))), VERIFICATION, TYPO, LOWERCASE),
        ask("wat about portugal", Verdict(exists(every(WINE, ROSE, PT))), VERIFICATION, ELLIPSIS, TYPO, LOWERCASE),
    ),
    talk(
        "b35 non-native wine countries",
        ask(
            "I drank more wine from Italy or from France?",
            Compare((("Italy", every(WINE, IT)), ("France", every(WINE, FR)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        ask(
            "And Greece against Spain?",
            Compare((("Greece", every(WINE, GR)), ("Spain", every(WINE, ES)))),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
        ask("How many of the french wines was white?", every(WINE, FR, WHITE), QUANTITATIVE, NON_NATIVE),
        ask(
            "Which of them has the most young vintage?",
            Best("vintage"),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b35 lowercase kyoto meals and kenji",
        ask("what did i eat in kyoto", KYOTO_MEALS, SIMPLE, LOWERCASE),
        ask("which ones was kenji at", Those(with_("Kenji")), COREFERENCED, LOWERCASE),
        ask(
            "any street food among them",
            Verdict(exists(every(KYOTO_MEALS, with_("Kenji"), STREET_FOOD))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b35 typo monte vineyards",
        ask(
            "wines from monte vinyards",
            every(WINE, has_field("producer", "Monte Vineyards")),
            SIMPLE,
            TYPO,
            LOWERCASE,
        ),
        ask("jsut the reds", Those(RED), ELLIPSIS, TYPO, LOWERCASE, TERSE),
        ask("whats the avg rating on those", Answer(mean("rating"), MONTE_REDS), QUANTITATIVE, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b35 lowercase bubbly without mary",
        ask("bubbly i had without mary", every(WINE, SPARKLING, without("Mary")), LOGICAL, LOWERCASE),
        ask("what about rose", every(WINE, ROSE, without("Mary")), ELLIPSIS, LOGICAL, LOWERCASE),
    ),
    talk(
        "b35 non-native street food japan or portugal",
        ask(
            "Show me please the street food I ate in Japan or in Portugal.",
            every(STREET_FOOD, lambda i: JP(i) or PT(i)),
            LOGICAL,
            SIMPLE,
            NON_NATIVE,
        ),
        ask("Which of them I gave less than 4 stars?", Those(rating("<", 4)), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b35 lowercase zinfandel then reset to lunches",
        ask(
            "zinfandels from napa valley",
            every(WINE, has_field("variety", "zinfandel"), region("Napa Valley")),
            SIMPLE,
            LOWERCASE,
            TERSE,
        ),
        ask(
            "ok enough about wine. lunches in sf with anna",
            every(LUNCH, city("San Francisco"), with_("Anna")),
            SIMPLE,
            LOWERCASE,
        ),
        ask("how many of thoes were seafood", Those(cuisine("seafood")), QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b35 typo which pierre",
        ask("what did i hve at pierre's", Clarify(), CLARIFICATION, TYPO, LOWERCASE),
        ask("kitchen pierre", every(FOOD, has_field("restaurant", "Kitchen Pierre")), ELLIPSIS, LOWERCASE, TERSE),
    ),
    talk(
        "b35 chatty dinners out in 2022",
        ask(
            "My partner keeps saying we barely went out in 2022, but I swear I had more than 30 dinners that year. Am I right?",
            Verdict(count_over(30, DINNERS_2022)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        ask(
            "Ha! And were more of them with Mary than without her?",
            Verdict(more(every(DINNERS_2022, with_("Mary")), every(DINNERS_2022, without("Mary")))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        ask(
            "Lovely. Which were my three favourite dinners that year?",
            Top("rating", 3, DINNERS_2022),
            QUANTITATIVE,
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b35 typo last oysters",
        ask(
            "when did i last have oystres",
            Best("itemDate", among=every(FOOD, has_field("dish", "oysters"))),
            SIMPLE,
            TYPO,
            LOWERCASE,
        ),
        ask("where was taht", Detail("city"), COREFERENCED, TYPO, LOWERCASE),
    ),
    talk(
        "b35 lowercase june 2019 and the longest",
        ask("what did i get up to in june 2019", JUNE_2019, SIMPLE, LOWERCASE),
        ask("which was the longest", Clarify(), CLARIFICATION, COREFERENCED, LOWERCASE),
        ask("by distance", Best("distance", among=every(ACTIVITY, JUNE_2019)), ELLIPSIS, QUANTITATIVE, LOWERCASE, TERSE),
    ),
    talk(
        "b35 non-native was it good",
        ask("It was good or not?", Clarify(), CLARIFICATION, COREFERENCED, NON_NATIVE),
        ask(
            "The tacos al pastor from last summer.",
            Best("itemDate", among=every(FOOD, has_field("dish", "tacos al pastor"), SUMMER_2026)),
            ELLIPSIS,
            NON_NATIVE,
        ),
        ask("With who I was there?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b35 chatty tom and james",
        ask(
            "Tom and James are both in town next week, so I'm curious, which meals did I have with the two of them in 2019?",
            every(FOOD, year(2019), with_("Tom", "James")),
            LOGICAL,
            SIMPLE,
            CHATTY,
        ),
        ask(
            "Ah right. And the ones without him?",
            Clarify(("Tom", "James")),
            CLARIFICATION,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b35 non-native cuisines compared",
        ask(
            "The dinners of french cuisine, I rate them higher than the italian cuisine dinners, in average?",
            Verdict(higher_mean(every(DINNER, cuisine("french")), every(DINNER, cuisine("italian")))),
            COMPARATIVE,
            VERIFICATION,
            NON_NATIVE,
        ),
        ask(
            "And seafood, I eat it more in Lisbon or in Barcelone?",
            Compare(
                (
                    ("Lisbon", every(FOOD, cuisine("seafood"), city("Lisbon"))),
                    ("Barcelona", every(FOOD, cuisine("seafood"), city("Barcelona"))),
                )
            ),
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b35 typo merlots widened",
        ask(
            "merlots i rated 4 or mor in 2018",
            every(WINE, has_field("variety", "merlot"), rating(">=", 4), year(2018)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        ask(
            "any year not just 2018",
            every(WINE, has_field("variety", "merlot"), rating(">=", 4)),
            ELLIPSIS,
            LOWERCASE,
            TERSE,
        ),
    ),
)
