"""Batch 12: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. It stresses realistic chains (recalling a
holiday, comparing two years of hobbies, choosing a wine for a dinner party, checking what a friend
claims) typed by chatty users who wrap the question in a story, non-native speakers and terse ones:
yes/no questions of several shapes ("did I ever…", "was it…", "…, right?", "… or not?"), negations
worded in several ways, totals and averages of numeric fields with units, and questions that should
be asked back (which field a total, an average or "the longest" means; history books or museums)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

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
    most_common_place,
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

ANY = ANY_INTENT


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def outside(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


WINE, BEER, COCKTAIL = category("Drink", "Wine"), category("Drink", "Beer"), category("Drink", "Cocktail")
HIKE, RUN, WALK = category("Activity", "Hike"), category("Activity", "Run"), category("Activity", "Walk")
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
DINNER, FLIGHT, BOOK = category("Food", "Dinner"), category("Travel", "Flight"), category("Book")
HISTORY_MUSEUM = category("Museum", "History")
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
GREEK_HIKES, GREEK_WALKS = every(HIKE, country("GR")), every(WALK, country("GR"), SUMMER_2026)
ITALIAN_REDS_5 = every(WINE, country("IT"), has_field("colour", "red"), rating("==", 5))
WITH_LUCA = every(WINE, with_("Luca"))
LUCA_SANGIOVESE = every(WITH_LUCA, has_field("variety", "sangiovese"))
LUCA_PRIMITIVO = every(WITH_LUCA, has_field("variety", "primitivo"))
LISBON_DINNERS = every(DINNER, city("Lisbon"))
TOM_RUNS_ABROAD = every(RUN, with_("Tom"), outside(country("US")))
ROBERTO_ITALY_HIKES = every(HIKE, with_("Roberto"), country("IT"))
SKI_OR_BIKE_JAMES = every(either(SKI, BIKE), with_("James"), year(2026))
SOUTH_AMERICA = either(country("AR"), country("BR"), country("PE"))
MARY_WALKS = every(WALK, with_("Mary"))


def km(predicate: Predicate) -> Callable[[Sequence[Item]], float]:
    """The total distance of the items `predicate` selects, out of all the items (for a yes/no on totals)."""
    return lambda items: sum(i["fields"]["distance"] for i in items if predicate(i))


CONVERSATIONS: tuple[Conversation, ...] = (
    talk(
        "greek summer, recalled",
        Step(
            "Still dreaming about Greece 😅 how many hikes did I do there this summer?",
            ANY,
            every(GREEK_HIKES, SUMMER_2026),
            (SIMPLE, QUANTITATIVE, CHATTY),
        ),
        Step("which of them had the most climbng?", ANY, Best("elevation"), (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO)),
        Step(
            "Lovely. How many km of hiking was that all together?",
            ANY,
            Answer(total("distance"), every(GREEK_HIKES, SUMMER_2026)),
            (COREFERENCED, QUANTITATIVE, CHATTY),
        ),
        Step(
            "and what about the walking?",
            ANY,
            Answer(total("distance"), GREEK_WALKS),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE),
        ),
    ),
    talk(
        "runs, 2025 against 2024",
        Step(
            "runs: 2025 vs 2024, whcih had more?",
            ANY,
            Compare((("2025", every(RUN, year(2025))), ("2024", every(RUN, year(2024))))),
            (COMPARATIVE, QUANTITATIVE, TERSE, TYPO),
        ),
        Step("avg per run in 2024?", ANY, Clarify(("distance", "duration")), (CLARIFICATION, QUANTITATIVE, TERSE)),
        Step("km", ANY, Answer(mean("distance"), every(RUN, year(2024))), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
        Step("and 2025", ANY, Answer(mean("distance"), every(RUN, year(2025))), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "a wine for the osso buco",
        Step(
            "Doing osso buco for eight friends on Saturday 🍝 which Italain reds did I rate 5 stars?",
            ANY,
            ITALIAN_REDS_5,
            (SIMPLE, LOGICAL, CHATTY, TYPO),
        ),
        Step(
            "Hmm, which of those aren't from Puglia?",
            ANY,
            Those(region("Puglia"), keep=False),
            (COREFERENCED, LOGICAL, CHATTY),
        ),
        Step(
            "which one has the oldest vintage",
            ANY,
            Best("vintage", highest=False),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "and I drank that one with Mary, right?",
            ANY,
            Verdict(exists(every(title_has("Tenuta Clos Sangiovese 2006"), year(2011), with_("Mary")))),
            (COREFERENCED, VERIFICATION, CHATTY),
        ),
    ),
    talk(
        "what Luca claims",
        Step(
            "Luca insists we drank more primitivo than sangiovese together 🍷 is he right?",
            ANY,
            Verdict(more(LUCA_PRIMITIVO, LUCA_SANGIOVESE)),
            (COMPARATIVE, VERIFICATION, CHATTY),
        ),
        Step("ha. so how many sangiovese with him?", ANY, LUCA_SANGIOVESE, (COREFERENCED, QUANTITATIVE, LOWERCASE)),
        Step(
            "which town were most of those in?",
            ANY,
            Answer(most_common_place("city"), LUCA_SANGIOVESE),
            (COREFERENCED, QUANTITATIVE, LOWERCASE),
        ),
        Step(
            "did we ever drink wine togther in Puglia or not?",
            ANY,
            Verdict(exists(every(WITH_LUCA, region("Puglia")))),
            (VERIFICATION, COREFERENCED, TYPO),
        ),
    ),
    talk(
        "reading, two years",
        Step(
            "I read more books in 2024 or in 2025?",
            ANY,
            Compare((("2025", every(BOOK, year(2025))), ("2024", every(BOOK, year(2024))))),
            (COMPARATIVE, QUANTITATIVE, NON_NATIVE),
        ),
        Step(
            "From 2025, which one was the most thick?",
            ANY,
            Best("pages", among=every(BOOK, year(2025))),
            (QUANTITATIVE, ELLIPSIS, NON_NATIVE),
        ),
        Step(
            "It was a novel, or not?",
            ANY,
            Verdict(exists(every(kind("Novel"), title_has("Why Cities Matter"), year(2025)))),
            (COREFERENCED, VERIFICATION, NON_NATIVE),
        ),
        Step(
            "How many pages I have read in total that year?",
            ANY,
            Answer(total("pages"), every(BOOK, year(2025))),
            (COREFERENCED, QUANTITATIVE, NON_NATIVE),
        ),
    ),
    talk(
        "bike rides, this year and last",
        Step("total for my bike rides this year?", ANY, Clarify(("distance", "duration")), (CLARIFICATION, QUANTITATIVE, TERSE)),
        Step("distance", ANY, Answer(total("distance"), every(BIKE, year(2026))), (ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE)),
        Step("and last yaer?", ANY, Answer(total("distance"), every(BIKE, year(2025))), (ELLIPSIS, QUANTITATIVE, TERSE, TYPO)),
        Step(
            "so I rode more km last year than this year, right?",
            ANY,
            Verdict(lambda items: km(every(BIKE, year(2025)))(items) > km(every(BIKE, year(2026)))(items)),
            (COMPARATIVE, VERIFICATION, CHATTY),
        ),
    ),
    talk(
        "Elena is coming back",
        Step(
            "Elena's coming to stay with us again soon! What was the longest thing we did togehter?",
            ANY,
            Clarify(("distance", "nights")),
            (CLARIFICATION, QUANTITATIVE, CHATTY, TYPO),
        ),
        Step(
            "the hikes, by km",
            ANY,
            Best("distance", among=every(HIKE, with_("Elena"))),
            (ELLIPSIS, QUANTITATIVE, TERSE),
        ),
        Step("where was that one?", ANY, Detail("city"), (COREFERENCED, SIMPLE, LOWERCASE)),
    ),
    talk(
        "history in 2022",
        Step("history stuff from 2022?", ANY, Clarify(("book", "museum")), (CLARIFICATION, TERSE, LOWERCASE)),
        Step("musuems", ANY, every(HISTORY_MUSEUM, year(2022)), (ELLIPSIS, TERSE, TYPO)),
        Step("which ones did i rate 5", ANY, Those(rating("==", 5)), (COREFERENCED, LOGICAL, LOWERCASE)),
        Step(
            "was one of those in edinburgh?",
            ANY,
            Verdict(exists(every(HISTORY_MUSEUM, year(2022), rating("==", 5), city("Edinburgh")))),
            (COREFERENCED, VERIFICATION, LOWERCASE),
        ),
    ),
    talk(
        "hiking in 2025",
        Step("How much I hiked in 2025 in total?", ANY, Clarify(("distance", "duration")), (CLARIFICATION, QUANTITATIVE, NON_NATIVE)),
        Step("The kilometers please", ANY, Answer(total("distance"), every(HIKE, year(2025))), (ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
        Step("And the climbing in meters?", ANY, Answer(total("elevation"), every(HIKE, year(2025))), (ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
    ),
    talk(
        "beer or cocktails",
        Step(
            "did i have more beers or coctails in 2022?",
            ANY,
            Compare((("beer", every(BEER, year(2022))), ("cocktail", every(COCKTAIL, year(2022))))),
            (COMPARATIVE, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "what about 2024",
            ANY,
            Compare((("cocktail", every(COCKTAIL, year(2024))), ("beer", every(BEER, year(2024))))),
            (ELLIPSIS, COMPARATIVE, LOWERCASE, TERSE),
        ),
        Step(
            "did i give any of the 2024 cocktails only 1 star?",
            ANY,
            Verdict(exists(every(COCKTAIL, year(2024), rating("==", 1)))),
            (VERIFICATION, LOWERCASE),
        ),
    ),
    talk(
        "walks with Mary",
        Step(
            "What is the avarage of my walks with Mary this year?",
            ANY,
            Clarify(("distance", "duration")),
            (CLARIFICATION, QUANTITATIVE, NON_NATIVE, TYPO),
        ),
        Step("In minutes please", ANY, Answer(mean("duration"), every(MARY_WALKS, year(2026))), (ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
        Step("And on 2025?", ANY, Answer(mean("duration"), every(MARY_WALKS, year(2025))), (ELLIPSIS, QUANTITATIVE, NON_NATIVE)),
    ),
    talk(
        "Japan 2023, for a colleague",
        Step(
            "My colleague go to Japan in spring, I want tell her about my trip. Which museums I visited in Japan on 2023?",
            ANY,
            every(category("Museum"), country("JP"), year(2023)),
            (SIMPLE, NON_NATIVE, CHATTY),
        ),
        Step(
            "Which of them got 5 stars?",
            ANY,
            Those(rating("==", 5)),
            (COREFERENCED, LOGICAL, NON_NATIVE),
        ),
        Step(
            "And how many dinners with Kenji I had on that trip?",
            ANY,
            every(DINNER, country("JP"), year(2023), with_("Kenji")),
            (COREFERENCED, QUANTITATIVE, LOGICAL, NON_NATIVE),
        ),
    ),
    talk(
        "South America",
        Step("did i evr fly to peru?", ANY, Verdict(exists(every(FLIGHT, country("PE")))), (VERIFICATION, SIMPLE, TERSE, LOWERCASE, TYPO)),
        Step("flights to south america", ANY, every(FLIGHT, SOUTH_AMERICA), (SIMPLE, TERSE, LOWERCASE)),
        Step("the longer one?", ANY, Best("nights"), (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
    talk(
        "Lisbon dinners",
        Step(
            "Heading back to Lisbon in the spring! Were there more seafood or portuguese dinners when I was there before?",
            ANY,
            Compare(
                (
                    ("seafood", every(LISBON_DINNERS, has_field("cuisine", "seafood"))),
                    ("portuguese", every(LISBON_DINNERS, has_field("cuisine", "portuguese"))),
                )
            ),
            (COMPARATIVE, QUANTITATIVE, CHATTY),
        ),
        Step(
            "which seafood ones weren't with Mary?",
            ANY,
            every(LISBON_DINNERS, has_field("cuisine", "seafood"), without("Mary")),
            (LOGICAL, ELLIPSIS, LOWERCASE),
        ),
        Step("best rated of thsoe?", ANY, Best("rating"), (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE, TYPO)),
    ),
    talk(
        "what Tom claims",
        Step(
            "Tom keeps telling everyone we never went running together outside the US. Did we?",
            ANY,
            Verdict(exists(TOM_RUNS_ABROAD)),
            (VERIFICATION, LOGICAL, CHATTY),
        ),
        Step(
            "in how many diferent countries?",
            ANY,
            Answer(distinct_places("country"), TOM_RUNS_ABROAD),
            (ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
        ),
        Step(
            "how many of them in Spian",
            ANY,
            every(TOM_RUNS_ABROAD, country("ES")),
            (COREFERENCED, QUANTITATIVE, TERSE, TYPO),
        ),
    ),
    talk(
        "what Roberto claims",
        Step(
            "Roberto swears we hiked together in Italy more than 5 times, right?",
            ANY,
            Verdict(lambda items: sum(map(ROBERTO_ITALY_HIKES, items)) > 5),
            (VERIFICATION, QUANTITATIVE, CHATTY),
        ),
        Step("so how many was it exactly?", ANY, ROBERTO_ITALY_HIKES, (COREFERENCED, QUANTITATIVE, LOWERCASE)),
        Step("which of them was the longst?", ANY, Best("distance"), (COREFERENCED, QUANTITATIVE, LOWERCASE, TYPO)),
    ),
    talk(
        "skiing and biking with James",
        Step("how many times did i go skiing or cycling with james this year", ANY, SKI_OR_BIKE_JAMES, (LOGICAL, QUANTITATIVE, LOWERCASE)),
        Step(
            "the ones mary wasnt on?",
            ANY,
            Those(with_("Mary"), keep=False),
            (COREFERENCED, LOGICAL, LOWERCASE, TYPO),
        ),
        Step("longest one", ANY, Best("distance"), (COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE)),
    ),
)

__all__ = ["CONVERSATIONS", "TAGS"]
