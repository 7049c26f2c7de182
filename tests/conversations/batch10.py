"""Batch 10: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Everyday users asking about their own
scrapbook over several turns (planning a trip from past ones, settling a bet, remembering a wine or a
restaurant, counting the year's reading, running and cycling), each later turn leaning on earlier
answers. The users are terse lowercase typists, chatty ones with asides, non-native speakers and
typo-prone fast typists. Every turn is tagged with its CSQA question types and the user's traits."""

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
    distinct_places,
    every,
    exists,
    kind,
    mean,
    more,
    number,
    rating,
    region,
    title_has,
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
    TAGS,
    TERSE,
    TYPO,
    VERIFICATION,
)
from .suite import ANY_INTENT, Conversation, Step, talk

WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
BOOK, MUSEUM, TRAVEL = category("Book"), category("Museum"), category("Travel")
RUN, HIKE, WALK = category("Activity", "Run"), category("Activity", "Hike"), category("Activity", "Walk")
SKI, BIKE = category("Activity", "Ski"), category("Activity", "Bike ride")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
US, JP, GR, IT, FR = country("US"), country("JP"), country("GR"), country("IT"), country("FR")
THIS_YEAR, LAST_YEAR = year(2026), year(2025)
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
CORTINA = city("Cortina d'Ampezzo")


def countries(*codes: str) -> Predicate:
    return lambda i: i["place"]["countryCode"] in codes


def no(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def higher_mean(name: str, larger: Predicate, smaller: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `larger` selects have a higher average `name` than those `smaller` selects."""

    def average(items: Sequence[Item], among: Predicate) -> float:
        chosen = [i["fields"][name] for i in items if among(i)]
        return sum(chosen) / len(chosen)

    return lambda items: average(items, larger) > average(items, smaller)


def say(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    return Step(text, ANY_INTENT, expect, tags, known_failure=known_failure)


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "planning japan again from past trips",
        say(
            "We're finally going back to Japan next spring!! Before I book anything - which trips did I already take to Japan?",
            every(TRAVEL, JP),
            SIMPLE,
            CHATTY,
        ),
        say(
            "whcih of those was the longest",
            Best("nights"),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        say("who came with me on that one?", Detail("who"), COREFERENCED, LOWERCASE),
        say(
            "ok and what dinners in tokyo did i rate 4 or more? need ideas lol",
            every(DINNER, city("Tokyo"), rating(">=", 4)),
            SIMPLE,
            LOGICAL,
            LOWERCASE,
            CHATTY,
        ),
    ),
    talk(
        "ski bet with a friend",
        say("did i evr ski in japan", Verdict(exists(every(SKI, JP))), VERIFICATION, TERSE, LOWERCASE, TYPO),
        say("where did i ski outside the us then", every(SKI, no(US)), LOGICAL, LOWERCASE),
        say("only europe", every(SKI, countries("AT", "CH", "NO")), ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "the greek wine from last summer",
        say(
            "Hello, I search the greek wine that I drank last summer, can you show me them?",
            every(WINE, GR, LAST_SUMMER),
            SIMPLE,
            NON_NATIVE,
        ),
        say("Which from these have 5 stars?", Those(rating("==", 5)), COREFERENCED, NON_NATIVE),
        say("Give me the second one", Pick(2), COREFERENCED, NON_NATIVE),
        say("In which city was this?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "the year's reading for the book club",
        say(
            "my book club does a year-end roundup next week (ugh) so... how many books did I read this year?",
            Answer(len, every(BOOK, THIS_YEAR)),
            QUANTITATIVE,
            CHATTY,
        ),
        say("and how many pages is that all together?", Answer(total("pages"), every(BOOK, THIS_YEAR)), QUANTITATIVE, COREFERENCED, CHATTY),
        say(
            "did i read more books in 2025 than in 2024?",
            Verdict(more(every(BOOK, year(2025)), every(BOOK, year(2024)))),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
        say("which was the thikest one last year", Best("pages", among=every(BOOK, LAST_YEAR)), QUANTITATIVE, LOWERCASE, TYPO),
    ),
    talk(
        "counting this year's running",
        say("runs this yaer", every(RUN, THIS_YEAR), SIMPLE, TERSE, LOWERCASE, TYPO),
        say("total km", Answer(total("distance"), every(RUN, THIS_YEAR)), QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE),
        say("longest?", Best("distance"), QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE),
        say(
            "more runs or walks this year",
            Compare((("walk", every(WALK, THIS_YEAR)), ("run", every(RUN, THIS_YEAR)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "bragging about last year's hiking",
        say(
            "Trying to out-brag my brother about hiking, he says he did way more. How much did I hike in total in 2025?",
            Clarify(("distance",)),
            CLARIFICATION,
            CHATTY,
        ),
        say("distance please", Answer(total("distance"), every(HIKE, LAST_YEAR)), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE),
        say(
            "and how much climbing?",
            Answer(total("elevation"), every(HIKE, LAST_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
        ),
        say(
            "Did I hike more this year than last year though? Asking for, well, me.",
            Verdict(more(every(HIKE, THIS_YEAR), every(HIKE, LAST_YEAR))),
            COMPARATIVE,
            VERIFICATION,
            CHATTY,
        ),
    ),
    talk(
        "history of 2022, museums or books",
        say("Please show me the history ones from 2022", Clarify(("book", "museum")), CLARIFICATION, NON_NATIVE),
        say("The museums", every(MUSEUM, kind("History"), year(2022)), CLARIFICATION, ELLIPSIS, TERSE),
        say("Wich of them was not with Mary?", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED, NON_NATIVE, TYPO),
        say(
            "And the history books from same year, how many is it?",
            Answer(len, every(BOOK, kind("History"), year(2022))),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "that lunch spot in athens",
        say(
            "trying to remember this amazing lunch place in athens from last summer, can u list my lunches there",
            every(LUNCH, city("Athens"), LAST_SUMMER),
            SIMPLE,
            LOWERCASE,
            CHATTY,
        ),
        say("which one did i rate hihgest", Best("rating"), QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO),
        say(
            "was mary with me that time?",
            Verdict(exists(every(LUNCH, title_has("Kitchen Sol"), city("Athens"), LAST_SUMMER, with_("Mary")))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        say(
            "and dinners there?",
            every(DINNER, city("Athens"), LAST_SUMMER),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
            TERSE,
        ),
    ),
    talk(
        "italy or france, a wine argument",
        # "Ital" accepts both "Italy" and "Italian" as naming the winner
        say(
            "more wines from italy or frnace?",
            Compare((("Ital", every(WINE, IT)), ("Fr", every(WINE, FR)))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        say(
            "just reds",
            Compare((("Ital", every(WINE, IT, has_field("colour", "red"))), ("Fr", every(WINE, FR, has_field("colour", "red"))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        say("french wines that arent red", every(WINE, FR, no(has_field("colour", "red"))), LOGICAL, LOWERCASE, TYPO),
    ),
    talk(
        "beer bet with a friend",
        say(
            "My friend say I never had a beer in Peru. Did I drink some beer in Peru or not?",
            Verdict(exists(every(BEER, country("PE")))),
            VERIFICATION,
            NON_NATIVE,
        ),
        say(
            "and in brasil?",
            Verdict(exists(every(BEER, country("BR")))),
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
            NON_NATIVE,
            TYPO,
        ),
        say("How many beers I had outside of United States?", Answer(len, every(BEER, no(US))), QUANTITATIVE, LOGICAL, NON_NATIVE),
    ),
    talk(
        "this year's museums",
        say("how many musuems did i go to this year", Answer(len, every(MUSEUM, THIS_YEAR)), QUANTITATIVE, LOWERCASE, TYPO),
        say(
            "in how many different countries",
            Answer(distinct_places("country"), every(MUSEUM, THIS_YEAR)),
            QUANTITATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
        say("show me the ones i went to without mary", every(MUSEUM, THIS_YEAR, without("Mary")), LOGICAL, COREFERENCED, LOWERCASE),
    ),
    talk(
        "average run last year",
        say("whats my avrage for runs last year", Clarify(("distance",)), CLARIFICATION, LOWERCASE, TYPO),
        say("distnace", Answer(mean("distance"), every(RUN, LAST_YEAR)), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        say(
            "were my runs longer on average last year than in 2024?",
            Verdict(higher_mean("distance", every(RUN, LAST_YEAR), every(RUN, year(2024)))),
            COMPARATIVE,
            VERIFICATION,
            LOWERCASE,
        ),
    ),
    talk(
        "lunch nearby without a location",
        say("hungry!! any good lunch places near me?", Clarify(), CLARIFICATION, LOWERCASE, CHATTY),
        say(
            "oh right you can't see where i am. lunches in san francisco then, the ones i rated 5",
            every(LUNCH, city("San Francisco"), rating("==", 5)),
            CLARIFICATION,
            SIMPLE,
            LOWERCASE,
            CHATTY,
        ),
        say(
            "which of those weren't seafood or vegetarian",
            Those(lambda i: i["fields"]["cuisine"] in ("seafood", "vegetarian"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "remembering cortina",
        say("show me everything from cortina d'ampezo", every(CORTINA), SIMPLE, LOWERCASE, TYPO),
        say("which was the longest?", Clarify(), CLARIFICATION, LOWERCASE),
        say("the hikes", Best("distance", among=every(HIKE, CORTINA)), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        say("who was with me on that one", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "cycling this year",
        say("bike rides 2026", every(BIKE, THIS_YEAR), SIMPLE, TERSE, LOWERCASE),
        say("total distnce?", Answer(total("distance"), every(BIKE, THIS_YEAR)), QUANTITATIVE, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        say(
            "any ride this year over 70 km?",
            Verdict(exists(every(BIKE, THIS_YEAR, number("distance", ">", 70)))),
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "roberto's napa cabernet",
        say(
            "Roberto keeps going on about some cabernet I had with him in Napa Valley, one I gave 5 stars. Which was it?",
            every(WINE, region("Napa Valley"), has_field("variety", "cabernet sauvignon"), with_("Roberto"), rating("==", 5)),
            SIMPLE,
            LOGICAL,
            COREFERENCED,
            CHATTY,
        ),
        say(
            "the one with the older vintage",
            Best("vintage", highest=False),
            QUANTITATIVE,
            COREFERENCED,
        ),
        say("when was taht?", Detail("year"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "this year's big hikes",
        say(
            "top 3 longest hikes this yr",
            Top("distance", 3, every(HIKE, THIS_YEAR)),
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        say(
            "and the 3 steepest?",
            Top("elevation", 3, every(HIKE, THIS_YEAR)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
)

__all__ = ["CONVERSATIONS", "TAGS"]
