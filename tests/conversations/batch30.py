"""Batch 30: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a food and drink lover going back
over meals (breakfasts, lunches, dinners, street food) and drinks (wines, beers, cocktails): where,
when and with whom they were had, by city, country, cuisine, grape and style, rating, month and
season; narrowing and widening the previous answer, picking one item and asking about it. Personas:
a foodie who writes long enthusiastic messages (chatty), a terse user, a non-native speaker and a
typo-prone phone typist (typo). Each turn is tagged with its CSQA question types and the traits of
the user who types it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from .batch01 import ANY
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
    most_common_place,
    rating,
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
    NON_NATIVE,
    QUANTITATIVE,
    QUESTION_TYPES,
    SIMPLE,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import Conversation, Step, talk

PERSONAS = (CHATTY, TERSE, NON_NATIVE, TYPO)
TAGS = (*QUESTION_TYPES, *PERSONAS)

FOOD, DRINK = category("Food"), category("Drink")
WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BREAKFAST, LUNCH, DINNER = category("Food", "Breakfast"), category("Food", "Lunch"), category("Food", "Dinner")
STREET_FOOD = category("Food", "Street food")
JP, IT, PT, AR, US = (country(c) for c in ("JP", "IT", "PT", "AR", "US"))
SUMMER_2024 = between(datetime(2024, 6, 1), datetime(2024, 9, 1))
SUMMER_2025 = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
JULY_2025 = between(datetime(2025, 7, 1), datetime(2025, 8, 1))
LAST_MONTH = between(datetime(2026, 10, 1), datetime(2026, 11, 1))
ASSYRTIKO = every(WINE, has_field("variety", "assyrtiko"))
MALBEC = every(WINE, has_field("variety", "malbec"))
VEGGIE_SF_4 = every(has_field("cuisine", "vegetarian"), city("San Francisco"), rating(">=", 4))
SEAFOOD_LUNCH = every(LUNCH, has_field("cuisine", "seafood"))
KYOTO_DINNER_2016 = "scrapbook-00826"  # the one dinner in Kyoto among the dinners in Japan in 2016


def _all(
    predicate: Predicate, condition: Predicate
) -> Callable[[Sequence[Item]], bool]:  # every item `predicate` selects satisfies `condition` (and there is one)
    return lambda items: any(predicate(i) for i in items) and all(condition(i) for i in items if predicate(i))


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "photo book of Japanese dinners",
        Step(
            "I'm putting together a little photo book of all the incredible food I had in Japan over the years, "
            "so could you start by pulling up every single dinner I had there?",
            ANY,
            every(DINNER, JP),
            tags=(SIMPLE, CHATTY),
        ),
        Step(
            "Oh wow, that's a lot of memories! Which one of those did I love the most? I'm pretty sure at least "
            "one of them got full marks from me",
            ANY,
            Best("rating"),
            tags=(COMPARATIVE, COREFERENCED, CHATTY),
        ),
        Step(
            "Perfect, that has to go on the cover. Remind me which city that was in?",
            ANY,
            Detail("city"),
            tags=(COREFERENCED, CHATTY),
        ),
    ),
    talk(
        "terse beers of 2023",
        Step("beers 2023", ANY, every(BEER, year(2023)), tags=(SIMPLE, TERSE)),
        Step("4 stars+", ANY, Those(rating(">=", 4)), tags=(ELLIPSIS, TERSE)),
        Step("2nd", ANY, Pick(2), tags=(COREFERENCED, TERSE)),
        Step("where", ANY, Detail("city"), tags=(COREFERENCED, ELLIPSIS, TERSE)),
    ),
    talk(
        "lunches in Lisbon and Barcelona",
        Step("How many lunch I have eaten in Lisbon?", ANY, every(LUNCH, city("Lisbon")), tags=(QUANTITATIVE, NON_NATIVE)),
        Step("And in Barcelona, how many?", ANY, every(LUNCH, city("Barcelona")), tags=(ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
        Step(
            "So in which city I ate more lunches, Lisbon or Barcelona?",
            ANY,
            Compare((("Barcelona", every(LUNCH, city("Barcelona"))), ("Lisbon", every(LUNCH, city("Lisbon"))))),
            tags=(COMPARATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "phone typist on Bordeaux wines",
        Step("wat wines did i hav in bordeaux", ANY, every(WINE, city("Bordeaux")), tags=(SIMPLE, TYPO)),
        Step("only the reds pls", ANY, Those(has_field("colour", "red")), tags=(ELLIPSIS, LOGICAL, TYPO)),
        Step("whcih was the worst", ANY, Best("rating", highest=False), tags=(COMPARATIVE, COREFERENCED, TYPO)),
        Step("who was i w", ANY, Detail("who"), tags=(COREFERENCED, TYPO)),
    ),
    talk(
        "lunch near me without a location",
        Step("any good lunch spots near me?", ANY, Clarify(), tags=(CLARIFICATION, TERSE)),
        Step("forget it. lunches in Oakland", ANY, every(LUNCH, city("Oakland")), tags=(SIMPLE, TERSE)),
    ),
    talk(
        "settling a bet about cocktails",
        Step(
            "Okay you have to settle an argument for me: my brother swears I never once ordered a cocktail the "
            "whole time I was in Japan. Did I ever have a cocktail in Japan?",
            ANY,
            Verdict(exists(every(COCKTAIL, JP))),
            tags=(VERIFICATION, CHATTY),
        ),
        Step(
            "Ha, I knew it! What about Portugal though, did I have any cocktails there at all?",
            ANY,
            Verdict(exists(every(COCKTAIL, PT))),
            tags=(VERIFICATION, ELLIPSIS, CHATTY),
        ),
        Step(
            "Fair enough, it was all port and vinho verde there anyway. And how many cocktails have I had in San "
            "Francisco altogether? Be honest, I can take it",
            ANY,
            every(COCKTAIL, city("San Francisco")),
            tags=(QUANTITATIVE, CHATTY),
        ),
    ),
    talk(
        "assyrtiko from a non-native speaker",
        Step(
            "I want to see my wines of the grape assyrtiko, only the ones with rating 4 or more",
            ANY,
            every(ASSYRTIKO, rating(">=", 4)),
            tags=(LOGICAL, NON_NATIVE),
        ),
        Step(
            "What is the average rating of all my assyrtiko, also the bad ones?",
            ANY,
            Answer(mean("rating"), ASSYRTIKO),
            tags=(QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "They were all drunk in Greece, is it true?",
            ANY,
            Verdict(_all(ASSYRTIKO, country("GR"))),
            tags=(VERIFICATION, COREFERENCED, NON_NATIVE),
        ),
    ),
    talk(
        "terse street food around the world",
        Step("street food: how many countries?", ANY, Answer(distinct_places("country"), STREET_FOOD), tags=(QUANTITATIVE, TERSE)),
        Step("which country most?", ANY, Answer(most_common_place("country"), STREET_FOOD), tags=(QUANTITATIVE, COMPARATIVE, TERSE)),
        Step("list the ones outside the US", ANY, every(STREET_FOOD, lambda i: not US(i)), tags=(LOGICAL, ELLIPSIS, TERSE)),
    ),
    talk(
        "phone typist picks the Kyoto dinner",
        Step("dinnrs in japan in 2016", ANY, every(DINNER, JP, year(2016)), tags=(SIMPLE, TYPO)),
        Step("teh one in kyoto", ANY, Those(city("Kyoto")), tags=(COREFERENCED, ELLIPSIS, TYPO)),
        Step(
            "was mary w me that nite",
            ANY,
            Verdict(lambda items: any(i["_id"] == KYOTO_DINNER_2016 and "Mary" in i["who"] for i in items)),
            tags=(VERIFICATION, COREFERENCED, TYPO),
        ),
    ),
    talk(
        "summer drinks, this year against last",
        Step(
            "I'm trying to remember everything I drank in the summer of 2025 — we had such a great trip that year. Can you list it all?",
            ANY,
            every(DRINK, SUMMER_2025),
            tags=(SIMPLE, CHATTY),
        ),
        Step(
            "Lovely. Now just the wines, please!",
            ANY,
            Those(WINE),
            tags=(ELLIPSIS, CHATTY),
        ),
        Step(
            "Out of curiosity, did I drink more things in the summer of 2024 or in the summer of 2025? Counting "
            "everything, beers and cocktails too",
            ANY,
            Compare((("2024", every(DRINK, SUMMER_2024)), ("2025", every(DRINK, SUMMER_2025)))),
            tags=(COMPARATIVE, CHATTY),
        ),
    ),
    talk(
        "her in Paris with nobody named",
        Step("What I ate with her in Paris?", ANY, Clarify(), tags=(CLARIFICATION, NON_NATIVE)),
        Step(
            "I mean Chloé. Show me meals in Paris with Chloé please",
            ANY,
            every(FOOD, city("Paris"), with_("Chloé")),
            tags=(SIMPLE, NON_NATIVE),
        ),
    ),
    talk(
        "dinners with Mary and Sofia",
        Step(
            "how many dinners have I had with both Mary and Sofia",
            ANY,
            every(DINNER, with_("Mary", "Sofia")),
            tags=(QUANTITATIVE, LOGICAL, TERSE),
        ),
        Step("and without her?", ANY, Clarify(("Mary", "Sofia")), tags=(CLARIFICATION, COREFERENCED, TERSE)),
        Step(
            "never mind. dinners with Sofia but not Mary",
            ANY,
            every(DINNER, with_("Sofia"), without("Mary")),
            tags=(LOGICAL, TERSE),
        ),
    ),
    talk(
        "there with no place said",
        Step("wat did i drink there", ANY, Clarify(), tags=(CLARIFICATION, TYPO)),
        Step("in reims", ANY, every(DRINK, city("Reims")), tags=(ELLIPSIS, TYPO)),
        Step("hw many got 5 stars", ANY, Those(rating("==", 5)), tags=(QUANTITATIVE, COREFERENCED, TYPO)),
    ),
    talk(
        "it with nothing said",
        Step("did I like it?", ANY, Clarify(), tags=(CLARIFICATION, COREFERENCED, TERSE)),
        Step("the dinners in Nara", ANY, every(DINNER, city("Nara")), tags=(SIMPLE, TERSE)),
    ),
    talk(
        "second one out of nowhere",
        Step("the second one?", ANY, Clarify(), tags=(CLARIFICATION, COREFERENCED, TERSE)),
        Step("italian wines rated 5", ANY, every(WINE, IT, rating("==", 5)), tags=(SIMPLE, TERSE)),
    ),
    talk(
        "breakfasts in July 2025",
        Step("how many brekfasts did i have in july 2025", ANY, every(BREAKFAST, JULY_2025), tags=(QUANTITATIVE, TYPO)),
        Step("the ones not w mary", ANY, Those(with_("Mary"), keep=False), tags=(LOGICAL, COREFERENCED, TYPO)),
        Step(
            "were all of those in spain?",
            ANY,
            Verdict(_all(every(BREAKFAST, JULY_2025, without("Mary")), country("ES"))),
            tags=(VERIFICATION, COREFERENCED),
        ),
    ),
    talk(
        "a horror story from Italy",
        Step(
            "We're hosting a dinner party tonight and I need a good horror story: what was the single worst meal I ever had in Italy?",
            ANY,
            Best("rating", highest=False, among=every(FOOD, IT)),
            tags=(COMPARATIVE, CHATTY),
        ),
        Step("Oh no, I think I remember it. What year was that?", ANY, Detail("year"), tags=(COREFERENCED, CHATTY)),
    ),
    talk(
        "vegetarian in San Francisco",
        Step(
            "Please show me vegetarian dinners in San Francisco that I rated at least 4",
            ANY,
            every(DINNER, VEGGIE_SF_4),
            tags=(LOGICAL, NON_NATIVE),
        ),
        Step("And the lunches?", ANY, every(LUNCH, VEGGIE_SF_4), tags=(ELLIPSIS, NON_NATIVE)),
        Step(
            "Of these two, which I had more, dinners or lunches?",
            ANY,
            Compare((("dinner", every(DINNER, VEGGIE_SF_4)), ("lunch", every(LUNCH, VEGGIE_SF_4)))),
            tags=(COMPARATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "seafood lunches, widened",
        Step("seafood lunches in 2024", ANY, every(SEAFOOD_LUNCH, year(2024)), tags=(SIMPLE, TERSE)),
        Step("all of them, not just 2024", ANY, SEAFOOD_LUNCH, tags=(ELLIPSIS, TERSE)),
        Step(
            "how many in San Francisco",
            ANY,
            Those(city("San Francisco")),
            tags=(QUANTITATIVE, COREFERENCED, TERSE),
        ),
    ),
    talk(
        "malbec in South America",
        Step("did i evr have a malbec in argentina", ANY, Verdict(exists(every(MALBEC, AR))), tags=(VERIFICATION, TYPO)),
        Step("were they all ratd 3 or more", ANY, Verdict(_all(MALBEC, rating(">=", 3))), tags=(VERIFICATION, COREFERENCED, TYPO)),
        Step(
            "which 1 did i like best",
            ANY,
            Best("rating", among=MALBEC),
            tags=(COMPARATIVE, COREFERENCED, TYPO),
        ),
        Step("wat city was tht in", ANY, Detail("city"), tags=(COREFERENCED, TYPO)),
    ),
    talk(
        "last month's meals",
        Step("what did I eat last month?", ANY, every(FOOD, LAST_MONTH), tags=(SIMPLE, TERSE)),
        Step("only lunches", ANY, Those(LUNCH), tags=(ELLIPSIS, TERSE)),
        Step(
            "was Roberto at all of them?",
            ANY,
            Verdict(_all(every(LUNCH, LAST_MONTH), with_("Roberto"))),
            tags=(VERIFICATION, COREFERENCED, TERSE),
        ),
    ),
)
