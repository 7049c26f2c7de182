"""Batch 77: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: numbers about one's own records,
asked casually: totals, averages, minimum and maximum of the numeric fields the collection definition
gives each category, with their units (an activity's distance in km, duration in min and elevation in
m; a book's pages; a trip's nights; a wine's vintage; every item's rating), counts and distinct counts
("how many different people did i go to museums with", "in how many countries have i had wine"), top
N and bottom N ("top 5 wines of 2025", "and the worst 3", "my 3 longest runs ever"), per year, place
or person ("who do i go hiking with the most", "which country did i have the most beers in"), with
follow-ups that change one thing ("and 2024?", "and beer", "and in 2026 only", "which was the longest
of those", "how many of this trips were with Kenji"), checks of a total or an average ("so 2025 was
more km than 2024 right", "was it higher than for lunches"), and requests that must be asked back
because a numeric word has two readings for the category ("how long did i run this year": distance
or duration; "whats the average for my books this year": rating or pages; "the biggest hike this
year": distance or elevation; "my average for the walks": distance or duration). The data has no
price field, so nothing asks for the cheapest. Personas: terse, chatty, lowercase without
punctuation, typo-prone (16 typo turns) and non-native English. The questions are asked on
29 November 2026 (so "this year" is 2026, "last year" 2025)."""

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
    Top,
    Verdict,
    category,
    country,
    distinct_places,
    every,
    exists,
    mean,
    most_common_place,
    number,
    rating,
    total,
    with_,
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

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BOOK, NOVEL, POETRY = (
    category("Book"),
    category("Book", "Novel"),
    category("Book", "Poetry"),
)
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, MUSEUM = category("Travel"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
US, JP = country("US"), country("JP")


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def alone(item: Item) -> bool:
    """Nobody recorded as a companion."""
    return not item["who"]


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def distinct_people(items: Sequence[Item]) -> float:
    """How many different companions the items have."""
    return len({person for i in items for person in i["who"]})


def most_common_person(items: Sequence[Item]) -> str:
    """The companion on most of the items (a tie is an error: fix the conversation)."""
    (first, n), *rest = Counter(person for i in items for person in i["who"]).most_common()
    if rest and rest[0][1] == n:
        raise ValueError(f"no single most common companion: {first} and {rest[0][0]} tie")
    return first


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


HIKES_2025, HIKES_2024, HIKES_2026 = (
    every(HIKE, year(2025)),
    every(HIKE, year(2024)),
    every(HIKE, year(2026)),
)
SHORTEST_TRIP = the("scrapbook-02115")  # Road trip to Calistoga, October 2024, 3 nights, with Roberto
JAPAN_TRIPS = every(TRAVEL, JP)
WINES_2025, WINES_2024, WINES_2026 = (
    every(WINE, year(2025)),
    every(WINE, year(2024)),
    every(WINE, year(2026)),
)
MUSEUMS_2025 = every(MUSEUM, year(2025))
RUNS_2026, RUNS_2025 = every(RUN, year(2026)), every(RUN, year(2025))
BOOKS_2026 = every(BOOK, year(2026))
WALKS_2026 = every(WALK, year(2026))
BIKE_2025, BIKE_2024 = every(BIKE, year(2025)), every(BIKE, year(2024))
SKI_SINCE_2023 = every(SKI, lambda i: i["itemDate"].year >= 2023)
DINNERS_2025, LUNCHES_2025 = every(DINNER, year(2025)), every(LUNCH, year(2025))
TRIPS_2025, TRIPS_2026 = every(TRAVEL, year(2025)), every(TRAVEL, year(2026))
HIKES_WITH_MARY = every(HIKE, with_("Mary"))
RUNS_OVER_20 = every(RUN, number("distance", ">", 20))
OLDEST_VINTAGE = the("scrapbook-00040")  # Belair Vineyards Sauvignon Blanc 2004, drunk in Yountville in 2010

CONVERSATIONS = (
    talk(
        "b77 hiking km by year",
        step(
            "how many km did i hike in 2025",
            Answer(total("distance"), HIKES_2025),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and 2024?",
            Answer(total("distance"), HIKES_2024),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which was the longest of those",
            Best("distance", among=HIKES_2024),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "so 2025 was more km than 2024 rigth",
            Verdict(larger_total("distance", HIKES_2025, HIKES_2024)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b77 average book ratings",
        step(
            "Quick one: what's my avergae rating for books, like all time?",
            Answer(mean("rating"), BOOK),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            TYPO,
        ),
        step(
            "Ooh and for novels only?",
            Answer(mean("rating"), NOVEL),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "And poetry? I have a feeling I never liked those much",
            Answer(mean("rating"), POETRY),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "So poetry comes out lower than the novels, yes?",
            Verdict(higher_mean_rating(NOVEL, POETRY)),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b77 the shortest trip",
        step(
            "shortest trip i took",
            Best("nights", highest=False, among=TRAVEL),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many nigths",
            Answer(field_of("nights"), SHORTEST_TRIP),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("who came", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b77 nights in japan",
        step(
            "How many nights I have stayed in Japan in total?",
            Answer(total("nights"), JAPAN_TRIPS),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "How many of this trips were with Kenji?",
            every(JAPAN_TRIPS, with_("Kenji")),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And the most long one of them?", Best("nights"), COREFERENCED, NON_NATIVE),
        step("Which year it was?", Detail("year"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b77 best and worst wines of 2025",
        step(
            "top 5 wines of 2025",
            Top("rating", 5, WINES_2025),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the worst 3",
            Top("rating", 3, WINES_2025, highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "avg raitng that year",
            Answer(mean("rating"), WINES_2025),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and 2024",
            Answer(mean("rating"), WINES_2024),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 museum companions",
        step(
            "I was wondering, how many different people have I been to museums with over the years?",
            Answer(distinct_people, MUSEUM),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "and just last year?",
            Answer(distinct_people, MUSEUMS_2025),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "How many museum visits did I do on my own, with nobody at all?",
            every(MUSEUM, alone),
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "and how many with Kenji?",
            every(MUSEUM, with_("Kenji")),
            ELLIPSIS,
            QUANTITATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b77 how long did i run",
        step(
            "how long did i run this year",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "in km",
            Answer(total("distance"), RUNS_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and in 2025",
            Answer(total("distance"), RUNS_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 average for books, which average",
        step(
            "whats the avrage for my books this year",
            Clarify(("rating", "pages")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "pages",
            Answer(mean("pages"), BOOKS_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the thikest one",
            Best("pages", among=BOOKS_2026),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many books over 500 pages did i read this year",
            every(BOOKS_2026, number("pages", ">", 500)),
            COMPARATIVE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 walks on average",
        step(
            "What is my average for the walks in this year?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The time, please.",
            Answer(mean("duration"), WALKS_2026),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And the distance also?",
            Answer(mean("distance"), WALKS_2026),
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "With who I am walking the most?",
            Answer(most_common_person, WALKS_2026),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b77 cycling 2025 against 2024",
        step(
            "did i cylce more km in 2025 than in 2024",
            Verdict(larger_total("distance", BIKE_2025, BIKE_2024)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "whats the totl for 2025",
            Answer(total("distance"), BIKE_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "longest ride that yaer",
            Best("distance", among=BIKE_2025),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b77 countries of wine and beer",
        step(
            "in how many contries have i had wine",
            Answer(distinct_places("country"), WINE),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and beer",
            Answer(distinct_places("country"), BEER),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which country did i have the most beers in",
            Answer(most_common_place("country"), BEER),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many beers outside the us",
            every(BEER, not_(US)),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 the oldest vintage",
        step(
            "Random question: what's the oldest vintage I've ever opened?",
            Best("vintage", highest=False, among=WINE),
            SIMPLE,
            CHATTY,
        ),
        step("Ha, where did I drink it?", Detail("city"), COREFERENCED, CHATTY),
        step(
            "Were any of this year's bottles older than 2015?",
            Verdict(exists(every(WINES_2026, lambda i: i["fields"]["vintage"] < 2015))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
        ),
    ),
    talk(
        "b77 climbing on hikes",
        step(
            "meters climbed hikng 2026",
            Answer(total("elevation"), HIKES_2026),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            TYPO,
        ),
        step("2025?", Answer(total("elevation"), HIKES_2025), ELLIPSIS, QUANTITATIVE, TERSE),
        step("steepest one", Best("elevation", among=HIKES_2025), COREFERENCED, TERSE),
        step("with?", Detail("who"), COREFERENCED, TERSE),
    ),
    talk(
        "b77 ski days since 2023",
        step(
            "How many ski days I had since 2023?",
            SKI_SINCE_2023,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "How much kilometers all together?",
            Answer(total("distance"), SKI_SINCE_2023),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And which day had the most climbing?",
            Best("elevation", among=SKI_SINCE_2023),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b77 five star dinners and lunches",
        step(
            "how many dinners did i rate 5 stars last yeer",
            every(DINNERS_2025, rating("==", 5)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and lunches",
            every(LUNCHES_2025, rating("==", 5)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "avg rating of all my dinners last year",
            Answer(mean("rating"), DINNERS_2025),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "was it higher than for lunches",
            Verdict(higher_mean_rating(DINNERS_2025, LUNCHES_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 nights away per year",
        step(
            "How many nights was I away in total in 2025? Feels like a lot honestly",
            Answer(total("nights"), TRIPS_2025),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "and how many trips was that?",
            TRIPS_2025,
            COREFERENCED,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "which one was the longest?",
            Best("nights", among=TRIPS_2025),
            COREFERENCED,
            CHATTY,
        ),
        step(
            "and this year?",
            Best("nights", among=TRIPS_2026),
            ELLIPSIS,
            CHATTY,
        ),
    ),
    talk(
        "b77 hiking buddy",
        step(
            "who do i go hikign with the most",
            Answer(most_common_person, HIKE),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many hikes with mary then",
            HIKES_WITH_MARY,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and in 2026 only",
            every(HIKES_WITH_MARY, year(2026)),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many km did we do togehter this year",
            Answer(total("distance"), every(HIKES_WITH_MARY, year(2026))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b77 longest and shortest runs",
        step(
            "my 3 longest runs ever",
            Top("distance", 3, RUN),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and the 3 shortest",
            Top("distance", 3, RUN, highest=False),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many runs over 20 km have i done",
            RUNS_OVER_20,
            COMPARATIVE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many of thsoe with tom",
            Those(with_("Tom")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and without him",
            every(RUNS_OVER_20, not_(with_("Tom"))),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 the biggest hike this year",
        step(
            "biggest hike this year?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "most climbing",
            Best("elevation", among=HIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and by distnace",
            Best("distance", among=HIKES_2026),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b77 hiking or walking, roughly",
        step(
            "roughly how many km did i hike or walk this year",
            Answer(total("distance"), every(either(HIKE, WALK), year(2026))),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "how many walks not with mary this yr",
            every(WALKS_2026, not_(with_("Mary"))),
            LOGICAL,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "more walks or hikes this year",
            Compare((("walk", WALKS_2026), ("hike", HIKES_2026))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b77 books that aren't novels",
        step(
            "Avg rating of the books I read last year that weren't novels?",
            Answer(mean("rating"), every(BOOK, year(2025), not_(NOVEL))),
            LOGICAL,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "how many pages was that all together",
            Answer(total("pages"), every(BOOK, year(2025), not_(NOVEL))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "so last year i read more pages of those than of novels, right?",
            Verdict(
                larger_total(
                    "pages",
                    every(BOOK, year(2025), not_(NOVEL)),
                    every(NOVEL, year(2025)),
                )
            ),
            VERIFICATION,
            COMPARATIVE,
            LOGICAL,
            LOWERCASE,
        ),
    ),
)
