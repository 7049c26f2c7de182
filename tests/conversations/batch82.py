"""Batch 82: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: time, the way people say it, in
every category of the sample collection. Seasons ("last summer", "the summer before", "in the spring
of 2019", "over the winter", "the winter before", "in the fall of 2022", "that winter"), months with
and without a year ("in march" = March 2026, "same month of last year", "back in Oct 2021"),
relative dates ("two years ago", "the year before last", "since 2022", "before 2020", "from 2020
on", "between 2019 and 2021", "in the last 3 years", "most recently"), weekdays and weekends
(checked on the items' dates: "was that on a weekend", "were all my bike rides in 2024 on
weekends", "more on weekdays or on weekends"), first and last times ("my very first beer", "and my
first cocktail", "the last book I finished", "when did i last go skiing"), "how long ago was i in
Cusco", "how many times a year do i go to a museum", comparisons between periods ("more in 2024 or
in 2025", "more in summer or in winter", "more that spring or in the fall", "this march more than
last march", "more pages this past winter") and follow-ups that keep or change the time ("and the
year after?", "and the summer before?", "what about before that", "and if you only count since
2020?", "and from 2020 on?"). Seasons are meteorological: winter December to February (the winter
of a year's December runs into the next year), spring March to May, summer June to August, fall
September to November. The questions are asked on 29 November 2026, so "last summer" is June to
August 2026, "over the winter" the winter from December 2025 to February 2026, "in march" March
2026, "two years ago" and "the year before last" 2024.

Ambiguous turns that must be asked back: "what was my bigest hike last summer" (the most distance
or the most elevation: two different hikes), "How many nigths was my trip last summer?" (Nara in
June or Athens in July), "show me the history ones from this year" (history books or history
museums, both in 2026) and "Where did I eat in the winter of 2022?" (December 2021 to February 2022,
or December 2022 to February 2023: both have meals); each is followed by the user's answer.

Personas: terse lowercase chat, a chatty user, a non-native speaker, and 19 typo turns ("befor",
"walkign", "itailan", "ovr", "yaer", "wher", "wich", "waht", "bigest", "nigths", "musuems",
"cocktial", "Cucso", "coctails", "amercian", "musem", "totla", "skiiing", "wrtoe")."""

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
    before,
    between,
    category,
    city,
    country,
    every,
    exists,
    more,
    most_common_place,
    rating,
    since,
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

WINE, BEER, COCKTAIL = (category("Drink", t) for t in ("Wine", "Beer", "Cocktail"))
BOOK = category("Book")
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, DINNER = category("Travel"), category("Food"), category("Food", "Dinner")
MUSEUM, HISTORY_MUSEUM = category("Museum"), category("Museum", "History")
US, IT, CH = (country(c) for c in ("US", "IT", "CH"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def month(y: int, m: int) -> Predicate:
    return between(datetime(y, m, 1), datetime(y + m // 12, m % 12 + 1, 1))


def spring(y: int) -> Predicate:
    return between(datetime(y, 3, 1), datetime(y, 6, 1))


def summer(y: int) -> Predicate:
    return between(datetime(y, 6, 1), datetime(y, 9, 1))


def fall(y: int) -> Predicate:
    return between(datetime(y, 9, 1), datetime(y, 12, 1))


def winter_from(y: int) -> Predicate:
    """The winter that starts in December of `y` and ends with February of the next year."""
    return between(datetime(y, 12, 1), datetime(y + 1, 3, 1))


def in_months(*months: int) -> Predicate:
    """Any year, these months (a season over all the years)."""
    return lambda i: i["itemDate"].month in months


def weekend(i: Item) -> bool:
    return i["itemDate"].weekday() >= 5


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def latest_year(items: Sequence[Item]) -> str:
    """The year of the most recent of `items`."""
    return str(max(items, key=lambda i: i["itemDate"])["itemDate"].year)


def holds_for(item_id: str, predicate: Predicate):
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate):
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def larger_total(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        return sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i))

    return holds


RUNS_LAST_SUMMER, RUNS_SUMMER_2025 = every(RUN, summer(2026)), every(RUN, summer(2025))
WINES_SPRING_2019, WINES_FALL_2019 = every(WINE, spring(2019)), every(WINE, fall(2019))
BOOKS_WINTER_25, BOOKS_WINTER_24 = every(BOOK, winter_from(2025)), every(BOOK, winter_from(2024))
FOOD_MARCH_2026 = every(FOOD, month(2026, 3))
DINNERS_MARCH_2026, DINNERS_MARCH_2025 = every(DINNER, month(2026, 3)), every(DINNER, month(2025, 3))
FOOD_OCT_2021 = every(FOOD, month(2021, 10))
TRIPS_2024, TRIPS_2025 = every(TRAVEL, year(2024)), every(TRAVEL, year(2025))
TRIPS_BEFORE_2022 = every(TRAVEL, before(datetime(2022, 1, 1)))
HIKES_LAST_SUMMER = every(HIKE, summer(2026))
HISTORY_MUSEUMS_2026 = every(HISTORY_MUSEUM, year(2026))
FOOD_WINTER_22 = every(FOOD, winter_from(2022))
CUSCO = city("Cusco")
COCKTAILS_2019_2021 = every(COCKTAIL, year(2019, 2020, 2021))
GOOD_BEERS_ABROAD = every(BEER, rating(">=", 4), not_(US))
MUSEUMS_LAST_3_YEARS = every(MUSEUM, since(datetime(2023, 11, 29)))
BIKES_2024, BIKES_2025 = every(BIKE, year(2024)), every(BIKE, year(2025))
HIKES_2026 = every(HIKE, year(2026))
DINNERS_FALL_2022_NO_MARY = every(DINNER, fall(2022), without("Mary"))

LONGEST_RUN_SUMMER_2025 = "scrapbook-02252"  # 20.9 km in San Francisco, Sunday 24 August 2025
ATHENS_TRIP = "scrapbook-02384"  # Flight to Athens, 7 July 2026, 12 nights, with Mary and Elena
LATEST_BOOK = "scrapbook-02463"  # Oceans: What Science Knows, by Elif Kaya, 31 October 2026

CONVERSATIONS = (
    talk(
        "b82 runs last summer and the summer before",
        step("how many runs did i do last summer", RUNS_LAST_SUMMER, SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and the summer befor?", RUNS_SUMMER_2025, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step("which one was the longest", Best("distance"), COREFERENCED, LOWERCASE),
        step(
            "was that on a weekend",
            Verdict(holds_for(LONGEST_RUN_SUMMER_2025, weekend)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 runs and walks, 2024 against 2025",
        step(
            "Did I run more in 2024 or in 2025?",
            Compare((("2024", every(RUN, year(2024))), ("2025", every(RUN, year(2025))))),
            COMPARATIVE,
        ),
        step(
            "What about walkign?",
            Compare((("2024", every(WALK, year(2024))), ("2025", every(WALK, year(2025))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            TYPO,
        ),
        step(
            "so 2025 was my big walking year, right?",
            Verdict(more(every(WALK, year(2025)), every(WALK, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 wines in the spring and the fall of 2019",
        step(
            "I was flipping through some old notes the other day. Which wines did I drink in the spring of 2019?",
            WINES_SPRING_2019,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Huh, that's a lot! Were there more that spring or in the fall of that year?",
            Compare((("spring", WINES_SPRING_2019), ("fall", WINES_FALL_2019))),
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "the fall ones, were they all itailan?",
            Verdict(all_of(WINES_FALL_2019, IT)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "And the spring ones, which country were most of them from?",
            Answer(most_common_place("country"), WINES_SPRING_2019),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
    ),
    talk(
        "b82 reading over the winter",
        step("what did i read ovr the winter", BOOKS_WINTER_25, SIMPLE, LOWERCASE, TYPO),
        step(
            "how many pages is that all together",
            Answer(total("pages"), BOOKS_WINTER_25),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("and the winter before?", Answer(total("pages"), BOOKS_WINTER_24), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so i read more pages this past winter, yes?",
            Verdict(larger_total("pages", BOOKS_WINTER_25, BOOKS_WINTER_24)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 eating out in march, non-native",
        step("Where I have eaten in march?", FOOD_MARCH_2026, SIMPLE, NON_NATIVE),
        step("Only the dinners, please.", Those(DINNER), COREFERENCED, TERSE, NON_NATIVE),
        step("Same month of last yaer?", DINNERS_MARCH_2025, ELLIPSIS, TERSE, NON_NATIVE, TYPO),
        step(
            "So this march I had more dinners than the last march, is correct?",
            Verdict(more(DINNERS_MARCH_2026, DINNERS_MARCH_2025)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b82 meals back in Oct 2021",
        step("what did i eat back in Oct 2021", FOOD_OCT_2021, SIMPLE, LOWERCASE),
        step("which did i like more", Best("rating"), COREFERENCED, COMPARATIVE, TERSE, LOWERCASE),
        step("wher was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b82 trips two years ago and the year after",
        step("where did i travel two years ago", TRIPS_2024, SIMPLE, LOWERCASE),
        step("and the year after?", TRIPS_2025, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "wich one was the longest",
            Best("nights"),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step("who came along", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b82 travel in summer or in winter",
        step(
            "do i travel more in summer or in winter",
            Compare((("summer", every(TRAVEL, in_months(6, 7, 8))), ("winter", every(TRAVEL, in_months(12, 1, 2))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and if you only count since 2020?",
            Compare(
                (
                    ("summer", every(TRAVEL, in_months(6, 7, 8), since(datetime(2020, 1, 1)))),
                    ("winter", every(TRAVEL, in_months(12, 1, 2), since(datetime(2020, 1, 1)))),
                )
            ),
            ELLIPSIS,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 trips since 2022 and before that",
        step("How many trips have I taken since 2022?", every(TRAVEL, since(datetime(2022, 1, 1))), SIMPLE, QUANTITATIVE),
        step("waht about before that", TRIPS_BEFORE_2022, ELLIPSIS, QUANTITATIVE, LOWERCASE, TYPO),
        step("how many nights did those add up to", Answer(total("nights"), TRIPS_BEFORE_2022), QUANTITATIVE, COREFERENCED, LOWERCASE),
        step("leave out the ones with mary", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b82 the biggest hike last summer",
        step("what was my bigest hike last summer", Clarify(("distance", "elevation")), CLARIFICATION, LOWERCASE, TYPO),
        step("most climbing", Best("elevation", among=HIKES_LAST_SUMMER), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("where was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b82 the trip last summer",
        step(
            "How many nigths was my trip last summer?",
            Clarify(("Nara", "Athens")),
            CLARIFICATION,
            TYPO,
        ),
        step(
            "the greek one",
            Answer(field_of("nights"), the(ATHENS_TRIP)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("was elena on it", Verdict(holds_for(ATHENS_TRIP, with_("Elena"))), VERIFICATION, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b82 the history ones this year",
        step("show me the history ones from this year", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step("the musuems", HISTORY_MUSEUMS_2026, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("which one did i go to most recently", Best("itemDate"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b82 meals in the winter of 2022",
        step(
            "Where did I eat in the winter of 2022?",
            Clarify(),
            CLARIFICATION,
        ),
        step("i mean dec 2022 thru feb 2023", FOOD_WINTER_22, CLARIFICATION, ELLIPSIS, LOWERCASE),
        step("how many of those were with Mary", Those(with_("Mary")), COREFERENCED, QUANTITATIVE),
    ),
    talk(
        "b82 the very first beer and cocktail",
        step("when did i have my very first beer", Best("itemDate", highest=False, among=BEER), SIMPLE, LOWERCASE),
        step("and my first cocktial?", Best("itemDate", highest=False, among=COCKTAIL), ELLIPSIS, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b82 how long ago in Cusco",
        step("how long ago was i in Cucso?", Answer(latest_year, CUSCO), SIMPLE, LOWERCASE, TYPO),
        step("what all did we do there", CUSCO, COREFERENCED, LOWERCASE),
        step("just the meals", Those(FOOD), COREFERENCED, TERSE, LOWERCASE),
        step(
            "did any of them get 4 stars or more",
            Verdict(exists(every(FOOD, CUSCO, rating(">=", 4)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 cocktails between 2019 and 2021",
        step("coctails between 2019 and 2021", COCKTAILS_2019_2021, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("just the five star ones", Those(rating("==", 5)), COREFERENCED, TERSE, LOWERCASE),
        step(
            "any of those outside the us?",
            Verdict(exists(every(COCKTAILS_2019_2021, rating("==", 5), not_(US)))),
            VERIFICATION,
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 good beers before 2020, not the american ones",
        step(
            "beers before 2020 that I rated 4 or higher, but not the amercian ones",
            every(GOOD_BEERS_ABROAD, before(datetime(2020, 1, 1))),
            LOGICAL,
            TYPO,
        ),
        step(
            "and from 2020 on?",
            every(GOOD_BEERS_ABROAD, since(datetime(2020, 1, 1))),
            ELLIPSIS,
            LOGICAL,
            TERSE,
        ),
    ),
    talk(
        "b82 museums in the last three years",
        step("How many musem visits in the last 3 years?", MUSEUMS_LAST_3_YEARS, SIMPLE, QUANTITATIVE, TYPO),
        step(
            "and how many of them without mary?",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("which one was the most recent", Best("itemDate"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b82 museum visits a year",
        step("how many times a year do i go to a museum? say last year", every(MUSEUM, year(2025)), SIMPLE, QUANTITATIVE, LOWERCASE),
        step("and the year before last", every(MUSEUM, year(2024)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so i went more often in 2024 than in 2025 right",
            Verdict(more(every(MUSEUM, year(2024)), every(MUSEUM, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 bike rides on weekends",
        step("Were all my bike rides in 2024 on weekends?", Verdict(all_of(BIKES_2024, weekend)), VERIFICATION),
        step(
            "what about 2025",
            Verdict(all_of(BIKES_2025, weekend)),
            ELLIPSIS,
            VERIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("how far did i ride in totla in 2025", Answer(total("distance"), BIKES_2025), QUANTITATIVE, LOWERCASE, TYPO),
    ),
    talk(
        "b82 hikes this year, weekdays or weekends",
        step(
            "this year, did i hike more on weekdays or on weekends?",
            Compare((("weekday", every(HIKES_2026, not_(weekend))), ("weekend", every(HIKES_2026, weekend)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step("show me the weekend ones", every(HIKES_2026, weekend), COREFERENCED, LOWERCASE),
        step(
            "which of them was the longest",
            Best("distance"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 the last ski day",
        step("when did i last go skiiing", Best("itemDate", among=SKI), SIMPLE, LOWERCASE, TYPO),
        step(
            "how many ski days did i get that winter",
            every(SKI, winter_from(2025)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b82 dinners in the fall of 2022 without Mary",
        step("Dinners in the fall of 2022 that Mary wasn't at", DINNERS_FALL_2022_NO_MARY, LOGICAL),
        step("only the ones in switzerland", Those(CH), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b82 the last book",
        step("What's the last book I finished?", Best("itemDate", among=BOOK), SIMPLE),
        step("who wrtoe it", Answer(field_of("author"), the(LATEST_BOOK)), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step(
            "Did I read more books this year or last year?",
            Compare((("2026", every(BOOK, year(2026))), ("2025", every(BOOK, year(2025))))),
            COMPARATIVE,
        ),
    ),
)
