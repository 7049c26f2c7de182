"""Batch 87: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: long sessions that wander. In one
conversation of 5 to 8 turns the user moves between categories (drinks, food, trips, activities,
books, museums), changes the subject with and without a reset phrase ("anyway, totally unrelated",
"new question:", "ok fogret that,", "Ugh, never mind the running", "Ok, other thing."), often with
the reset and the new request in the same message, comes back to an earlier subject ("ok back to
the french reds from before", "the istanbul trip we talked about", "back to the lisbon dinners"),
narrows or widens the previous answer ("only the ones i shared with mary", "actually all years not
just 2023", "And not only walks, all the things with Elena in Athens", "all years"), and expects
nothing of an earlier subject to leak into a complete new question (no Mary, France, 2022 or Lisbon
carried into the next topic). Clarifications: the Paris trip (2019 or 2022), "history stuff from
2018" (books or museums), "how much did i do altogether" on bike rides (distance or duration), and
the Santa Fe trip (2012, 2015 or 2017), each answered in the next turn. Personas: a chatty host
planning a dinner, a lowercase texter, a terse user, non-native speakers ("How many nights we
stayed", "Ben was also with us that time?", "How many books I have read this year?"), and 17 typo
turns ("longset", "fogret", "thre", "Atens", "wher", "mussems", "cocktials", "hikse", "vegeterian",
"joruney", "jmaes"). The questions are asked on 29 November 2026."""

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
    city,
    country,
    every,
    exists,
    mean,
    more,
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
    step,
)
from .suite import talk

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK, NOVEL, POPSCI = (
    category("Book"),
    category("Book", "Novel"),
    category("Book", "Popular science"),
)
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
BEACH, FLIGHT, TRAIN = (category("Travel", t) for t in ("Beach holiday", "Flight", "Train journey"))
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
ART_MUSEUM, HISTORY_MUSEUM = category("Museum", "Art"), category("Museum", "History")
FR, CH = country("FR"), country("CH")
EUROPEAN = (
    "IT",
    "FR",
    "GR",
    "ES",
    "PT",
    "NL",
    "CH",
    "NO",
    "CZ",
    "AT",
    "SE",
    "GB",
    "HU",
    "DE",
    "DK",
    "IE",
    "BE",
    "HR",
)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def in_europe(i: Item) -> bool:
    return i["place"]["countryCode"] in EUROPEAN


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def count_over(among: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """Whether more than `n` items are selected by `among`."""
    return lambda items: sum(map(among, items)) > n


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


FRENCH_REDS_5 = every(WINE, FR, has_field("colour", "red"), rating("==", 5))
NINA = every(BOOK, has_field("author", "Nina Petrova"))
AMSTERDAM_MUSEUMS = every(MUSEUM, city("Amsterdam"))
PARIS_TRIP_2022 = the("scrapbook-01779")  # Flight to Paris, 13 November 2022, 12 nights, with Mary, Tom, Ben, Chloé
ISTANBUL_TRIP = the("scrapbook-01960")  # City break to Istanbul, 22 November 2023, 4 nights, with Mary and Sofia
SANTA_FE_2015 = the("scrapbook-00674")  # Flight to Santa Fe, 2 June 2015, 10 nights, with Mary, Anna, Priya
JAPANESE_DINNERS = every(DINNER, has_field("cuisine", "japanese"))
SEAFOOD_DINNERS_LISBON = every(DINNER, has_field("cuisine", "seafood"), city("Lisbon"))
VEG_DINNERS_2026 = every(DINNER, has_field("cuisine", "vegetarian"), year(2026))
SKI_23_24 = every(SKI, year(2023, 2024))

CONVERSATIONS = (
    talk(
        "b87 french reds, a detour to hikes, back to the wines",
        step(
            "I'm having people over next Saturday and want to open something good - which French reds did I give 5 stars?",
            FRENCH_REDS_5,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Lovely. Which of those is the oldest vintage?",
            Best("vintage", highest=False),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "Anyway, totally unrelated: how many hikse did I do in 2024?",
            every(HIKE, year(2024)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step("And in 2025?", every(HIKE, year(2025)), ELLIPSIS, QUANTITATIVE, TERSE),
        step(
            "So I hiked more in 2025 than the year before, right?",
            Verdict(more(every(HIKE, year(2025)), every(HIKE, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step("ok back to the french reds from before", FRENCH_REDS_5, COREFERENCED, LOWERCASE),
        step(
            "only the ones i shared with mary",
            Those(with_("Mary")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b87 nina petrova, widened, then amsterdam museums",
        step("books by nina petrova", NINA, SIMPLE, TERSE, LOWERCASE),
        step("just the 2023 ones", Those(year(2023)), COREFERENCED, TERSE, LOWERCASE),
        step(
            "actually all years not just 2023. how many of hers did i rate 4 or more",
            every(NINA, rating(">=", 4)),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "new question: mussems in amsterdam",
            AMSTERDAM_MUSEUMS,
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "which was the last one i went to",
            Best("itemDate"),
            COREFERENCED,
            LOWERCASE,
        ),
        step("who came along", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b87 the paris trip, then paris food",
        step(
            "How many nights we stayed on the Paris trip?",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The one of 2022",
            Answer(field_of("nights"), PARIS_TRIP_2022),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "Ben was also with us that time?",
            Verdict(holds_for("scrapbook-01779", with_("Ben"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Ok, other thing. Which dinners in Paris I rated with 5 stars?",
            every(DINNER, city("Paris"), rating("==", 5)),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And the lunchs?",
            every(LUNCH, city("Paris"), rating("==", 5)),
            ELLIPSIS,
            TERSE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "In Paris I had more lunches or more dinners, all of them, not only the 5 stars?",
            Compare(
                (
                    ("lunch", every(LUNCH, city("Paris"))),
                    ("dinner", every(DINNER, city("Paris"))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b87 history stuff of 2018, then beers",
        step(
            "history stuff from 2018",
            Clarify(("book", "museum")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "museums",
            every(HISTORY_MUSEUM, year(2018)),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("all years", HISTORY_MUSEUM, ELLIPSIS, TERSE, LOWERCASE),
        step("how many in europe", Those(in_europe), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "never mind. beeers in 2019",
            every(BEER, year(2019)),
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("best one?", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b87 bike totals, then the longest hike",
        step("bike rides last year", every(BIKE, year(2025)), SIMPLE, TERSE, LOWERCASE),
        step(
            "how much did i do altogether",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the km",
            Answer(total("distance"), every(BIKE, year(2025))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the year befor",
            Answer(total("distance"), every(BIKE, year(2024))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so last year was the bigger one?",
            Verdict(larger_total("distance", every(BIKE, year(2025)), every(BIKE, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "ok forget the bikes. whats my longest hike ever",
            Best("distance", among=HIKE),
            SIMPLE,
            LOWERCASE,
        ),
        step("wher was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b87 the istanbul trip we talked about",
        step("Tell me about my trip to Istanbul", every(TRAVEL, city("Istanbul")), SIMPLE),
        step("What did I eat there?", every(FOOD, city("Istanbul")), COREFERENCED),
        step(
            "New question - how many cocktials have I had in total?",
            COCKTAIL,
            SIMPLE,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "And how many of them without Mary?",
            every(COCKTAIL, without("Mary")),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
        ),
        step(
            "Going back to the Istanbul trip we talked about, was Sofia on it?",
            Verdict(holds_for("scrapbook-01960", with_("Sofia"))),
            VERIFICATION,
            COREFERENCED,
        ),
        step(
            "How many nights did it last?",
            Answer(field_of("nights"), ISTANBUL_TRIP),
            COREFERENCED,
            QUANTITATIVE,
        ),
    ),
    talk(
        "b87 running, then japanese dinners",
        step(
            "Morning! I've been thinking about my running lately, how many runs have I logged so far this year?",
            every(RUN, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "what's the average distnace of those?",
            Answer(mean("distance"), every(RUN, year(2026))),
            COREFERENCED,
            QUANTITATIVE,
            TYPO,
        ),
        step(
            "and for 2025?",
            Answer(mean("distance"), every(RUN, year(2025))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
        ),
        step(
            "Ugh, never mind the running, I'm starving. Which Japanese dinner did I rate the highest?",
            Best("rating", among=JAPANESE_DINNERS),
            SIMPLE,
            CHATTY,
        ),
        step("Which country was that in?", Detail("country"), COREFERENCED),
        step(
            "Did I have more Japanese dinners in Nara or in Hakone?",
            Compare(
                (
                    ("Nara", every(JAPANESE_DINNERS, city("Nara"))),
                    ("Hakone", every(JAPANESE_DINNERS, city("Hakone"))),
                )
            ),
            COMPARATIVE,
        ),
    ),
    talk(
        "b87 walks with elena, widened, then books",
        step(
            "Show me the walks I made with Elena",
            every(WALK, with_("Elena")),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Only the ones in Atens",
            Those(city("Athens")),
            COREFERENCED,
            TERSE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And not only walks, all the things with Elena in Athens",
            every(with_("Elena"), city("Athens")),
            ELLIPSIS,
            LOGICAL,
            NON_NATIVE,
        ),
        step(
            "Which of them had the best rating?",
            Best("rating"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Anyway, new question. How many books I have read this year?",
            every(BOOK, year(2026)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Were more novels or more popular science?",
            Compare(
                (
                    ("novel", every(NOVEL, year(2026))),
                    ("popular science", every(POPSCI, year(2026))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b87 beach holidays, forget that, seattle and zurich drinks",
        step("beach holidays", BEACH, SIMPLE, TERSE, LOWERCASE),
        step(
            "which was the longset",
            Best("nights"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "any wines from that trip",
            every(WINE, city("Auckland")),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "ok fogret that, cocktails in seattle or zurich",
            every(COCKTAIL, either(city("Seattle"), city("Zurich"))),
            SIMPLE,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did any of them get 5 stars",
            Verdict(
                exists(
                    every(
                        COCKTAIL,
                        either(city("Seattle"), city("Zurich")),
                        rating("==", 5),
                    )
                )
            ),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and beers thre",
            every(BEER, either(city("Seattle"), city("Zurich"))),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b87 santa fe trip, then art museums in san francisco",
        step(
            "how long was my santa fe trip",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the 2015 one",
            Answer(field_of("nights"), SANTA_FE_2015),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "did i get to any museums while i was there",
            Verdict(exists(every(MUSEUM, city("Santa Fe"), year(2015)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "new question - art museums in san fransisco with mary",
            every(ART_MUSEUM, city("San Francisco"), with_("Mary")),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and without her",
            every(ART_MUSEUM, city("San Francisco"), without("Mary")),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("the most recent of those", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b87 lisbon seafood, vegetarian dinners, back to lisbon",
        step(
            "seafood lunches in lisbon",
            every(LUNCH, has_field("cuisine", "seafood"), city("Lisbon")),
            SIMPLE,
            LOWERCASE,
        ),
        step("and dinners", SEAFOOD_DINNERS_LISBON, ELLIPSIS, TERSE, LOWERCASE),
        step("new question. vegeterian dinners this year", VEG_DINNERS_2026, SIMPLE, LOWERCASE, TYPO),
        step(
            "which ones werent with james",
            Those(with_("James"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step("back to the lisbon dinners", SEAFOOD_DINNERS_LISBON, COREFERENCED, TERSE, LOWERCASE),
        step(
            "whcih was the best rated",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b87 ski days, then flights and trains",
        step("ski days in 2023 or 2024", SKI_23_24, LOGICAL, SIMPLE, TERSE),
        step(
            "any in switzerland?",
            Verdict(exists(every(SKI_23_24, CH))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
        ),
        step(
            "how many with jmaes",
            Those(with_("James")),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "Anyway - I'm pretty sure I flew somewhere more than 5 times in 2019, is that true?",
            Verdict(count_over(every(FLIGHT, year(2019)), 5)),
            VERIFICATION,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "how many train joruneys that year then",
            every(TRAIN, year(2019)),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and overall, all years: more trains or more flights?",
            Compare((("train", TRAIN), ("flight", FLIGHT))),
            COMPARATIVE,
            ELLIPSIS,
        ),
    ),
)
