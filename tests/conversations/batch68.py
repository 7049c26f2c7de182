"""Batch 68: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user looking back over time, with
the time expressions people really use: "over the past six months", "last spring", "since march",
"the winter before last", "between May and August 2023", "around christmas 2022", "the christmas
before that", "on weekends" and "on weekdays", "earlier this year", "last month", "novels in 2015" then
"the year after that", "before covid" (only where the answer is the same whether covid means 2020 or
March 2020). Sorting and top N ("my five most recent", "oldest first", "the three best rated", "the
second to last one"), superlatives on fields (furthest, longest, shortest, most pages, fewest nights,
most recent) and follow-ups on the item picked ("who was with me that day", "where was that", "how many
stars did i give it", "and what year was that"). Comparisons between periods ("did i hike more this year
than last year", "did we eat out more in summer 2025 or summer 2026", "so my runs have gotten shorter
lately?"), yes/no checks ("was it on a weekend?", "was that before covid", "were those all cabernets"),
and two requests that must be asked back ("my spring trip with kenji": Kyoto in March or Tokyo in April
2023; "which one was the longest" over a month of trips and activities: nights or distance). Personas:
a chatty user who tells a little story around the question (a teasing brother-in-law, Mary's birthday),
a non-native speaker ("Which books I have read in the last spring?", "With who I went there?"), a fast
typer with slips ("wiht", "recnet", "wehre", "nigths", "befroe", "sicne", "rigth", "japn"), and terse
lowercase turns without punctuation. The questions are asked on 29 November 2026."""

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
    Pick,
    Predicate,
    Those,
    Top,
    Verdict,
    before,
    between,
    category,
    country,
    every,
    exists,
    mean,
    more,
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

WINE, BEER = category("Drink", "Wine"), category("Drink", "Beer")
BOOK, NOVEL = category("Book"), category("Book", "Novel")
ACTIVITY = category("Activity")
HIKE, RUN, WALK, BIKE = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride"))
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
AR, JP = country("AR"), country("JP")

PAST_SIX_MONTHS = since(datetime(2026, 5, 29))
SIX_MONTHS_BEFORE_THAT = between(datetime(2025, 11, 29), datetime(2026, 5, 29))
SPRING_2026 = between(datetime(2026, 3, 1), datetime(2026, 6, 1))
SPRING_2025 = between(datetime(2025, 3, 1), datetime(2025, 6, 1))
SUMMER_2026 = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
SUMMER_2025 = between(datetime(2025, 6, 1), datetime(2025, 9, 1))
WINTER_BEFORE_LAST = between(datetime(2024, 12, 1), datetime(2025, 3, 1))
MAY_TO_AUGUST_2023 = between(datetime(2023, 5, 1), datetime(2023, 9, 1))
AROUND_CHRISTMAS_2022 = between(datetime(2022, 12, 15), datetime(2023, 1, 6))
AROUND_CHRISTMAS_2021 = between(datetime(2021, 12, 15), datetime(2022, 1, 6))
SINCE_MARCH = since(datetime(2026, 3, 1))
JUNE_2026 = between(datetime(2026, 6, 1), datetime(2026, 7, 1))
LAST_MONTH = between(datetime(2026, 10, 1), datetime(2026, 11, 1))
BEFORE_2020 = before(datetime(2020, 1, 1))
BEFORE_COVID = before(datetime(2020, 3, 1))  # said only where 2020 and March 2020 give the same answer


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(*item_ids: str) -> Predicate:
    """The sample items with these ids."""
    return lambda i: i["_id"] in item_ids


def weekend(item: Item) -> bool:
    return item["itemDate"].weekday() >= 5


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def year_of(items: Sequence[Item]) -> str:
    """The year of the one item selected."""
    (item,) = items
    return str(item["itemDate"].year)


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def lower_mean(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the items `first` selects have a lower mean `name` than those `second` selects."""

    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) < sum(b) / len(b)

    return holds


HIKES_2026, HIKES_2025 = every(HIKE, year(2026)), every(HIKE, year(2025))
FURTHEST_HIKE_2026 = "scrapbook-02411"  # Delphi, 13 July 2026, 21.6 km, with Mary
SPRING_BOOKS_2026, SPRING_BOOKS_2025 = every(BOOK, SPRING_2026), every(BOOK, SPRING_2025)
MARY_WALKS_SINCE_MARCH = every(WALK, SINCE_MARCH, with_("Mary"))
FIVE_LATEST_MARY_WALKS = the(
    "scrapbook-02395", "scrapbook-02400", "scrapbook-02409", "scrapbook-02447", "scrapbook-02454"
)  # 9, 10 and 12 July, 22 September and 18 October 2026
WINTER_WINES = every(WINE, WINTER_BEFORE_LAST)
WINTER_WINES_NOT_AR = every(WINTER_WINES, not_(AR))
RUNS_MAY_AUG_2023 = every(RUN, MAY_TO_AUGUST_2023)
FURTHEST_RUN_2023 = "scrapbook-01937"  # Lima, Saturday 12 August 2023, 19.4 km
EDINBURGH_2022 = "scrapbook-01814"  # City break to Edinburgh, 25 December 2022, 6 nights, with Mary and Chloé
RUNS_2026 = every(RUN, year(2026))
OLDEST_JAPAN_MUSEUM = "scrapbook-00821"  # Nara Natural History Museum, 26 April 2016, with Mary
CALISTOGA_ROAD_TRIP = "scrapbook-02115"  # Road trip to Calistoga, October 2024, 3 nights, with Roberto
KYOTO_2023, TOKYO_2023 = "scrapbook-01843", "scrapbook-01864"  # with Kenji: 7 nights in March, 12 in April
TRIPS_2026, TRIPS_2025 = every(TRAVEL, year(2026)), every(TRAVEL, year(2025))
SUMMER_RIDES_NO_ROBERTO = every(either(HIKE, BIKE), SUMMER_2026, without("Roberto"))
RUNS_PAST_SIX_MONTHS = every(RUN, PAST_SIX_MONTHS)
RUNS_SIX_MONTHS_BEFORE = every(RUN, SIX_MONTHS_BEFORE_THAT)
FIVE_LATEST_BOOKS = the(
    "scrapbook-02443", "scrapbook-02445", "scrapbook-02453", "scrapbook-02456", "scrapbook-02463"
)  # September and October 2026; the longest is A Field Guide to Time (496 pages, rated 4)
FIRST_JAPAN_TRIP = "scrapbook-00809"  # Flight to Kofu, 22 April 2016, 7 nights, the first item in Japan
MARY_FIVE_STAR_DINNERS = every(DINNER, with_("Mary"), rating("==", 5), since(datetime(2025, 1, 1)))
RUNS_OR_WALKS_LAST_MONTH = every(either(RUN, WALK), LAST_MONTH)

CONVERSATIONS = (
    talk(
        "b68 hiking over the past six months",
        step(
            "So my brother-in-law keeps teasing me that I've gone soft since I started working from home. "
            "I feel like I've been out on the trails loads though! How many hikes have I done over the past "
            "six months?",
            every(HIKE, PAST_SIX_MONTHS),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "ha ok and did i hike more this year than last year",
            Verdict(more(HIKES_2026, HIKES_2025)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "Perfect, that'll shut him up. Out of this year's hikes, which one was the furthest?",
            Best("distance", among=HIKES_2026),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step("Oh I remember that one, my knees still hurt. Who was with me that day?", Detail("who"), COREFERENCED, CHATTY),
    ),
    talk(
        "b68 last spring's books, non-native",
        step("Which books I have read in the last spring?", SPRING_BOOKS_2026, SIMPLE, NON_NATIVE),
        step("The one with most pages, which one it is?", Best("pages"), QUANTITATIVE, COREFERENCED, NON_NATIVE),
        step(
            "And in spring of the year before I read less books, true?",
            Verdict(more(SPRING_BOOKS_2026, SPRING_BOOKS_2025)),
            VERIFICATION,
            COMPARATIVE,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b68 walks with mary since march",
        step("walks since march wiht mary", MARY_WALKS_SINCE_MARCH, SIMPLE, TERSE, LOWERCASE, TYPO),
        step(
            "just my five most recnet ones",
            FIVE_LATEST_MARY_WALKS,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the second to last one",
            Pick(4),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("wehre was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b68 wines the winter before last",
        step("What wines did I drink the winter before last?", WINTER_WINES, SIMPLE),
        step("how many of them were argentinian", Those(AR), COREFERENCED, QUANTITATIVE, LOWERCASE),
        step(
            "and the ones that weren't?",
            WINTER_WINES_NOT_AR,
            ELLIPSIS,
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "were those all cabernets",
            Verdict(all_of(WINTER_WINES_NOT_AR, lambda i: i["fields"]["variety"] == "cabernet sauvignon")),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 runs between may and august 2023",
        step("Runs betwen May and August 2023", RUNS_MAY_AUG_2023, SIMPLE, TERSE, TYPO),
        step("which was the furthest", Best("distance"), QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE),
        step(
            "was it on a weekend?",
            Verdict(holds_for(FURTHEST_RUN_2023, weekend)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 the trip around christmas 2022",
        step(
            "which trip did i take aroud christmas 2022",
            every(TRAVEL, AROUND_CHRISTMAS_2022),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many nigths was it",
            Answer(field_of("nights"), the(EDINBURGH_2022)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was chloé with me on that one",
            Verdict(holds_for(EDINBURGH_2022, with_("Chloé"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and the christmas before that, did i go anywhere?",
            Verdict(exists(every(TRAVEL, AROUND_CHRISTMAS_2021))),
            VERIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 weekend runs this year",
        step(
            "how many times did i go running on weekends this year",
            every(RUNS_2026, weekend),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and on weekdays", every(RUNS_2026, not_(weekend)), ELLIPSIS, LOGICAL, TERSE, LOWERCASE),
        step("whats the longest of thsoe", Best("distance"), QUANTITATIVE, COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b68 novels year after year",
        step("novels in 2015?", every(NOVEL, year(2015)), SIMPLE, TERSE),
        step(
            "and the year after that",
            every(NOVEL, year(2016)),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "the year after tht?",
            every(NOVEL, year(2017)),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so which of those three years did i read the most novels in",
            Compare(
                (
                    ("2015", every(NOVEL, year(2015))),
                    ("2016", every(NOVEL, year(2016))),
                    ("2017", every(NOVEL, year(2017))),
                )
            ),
            COMPARATIVE,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 museums in japan, oldest first",
        step("Show me the museums I went to in Japan, oldest first", every(MUSEUM, JP), SIMPLE),
        step("the first one", Pick(1), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and what year was that",
            Answer(year_of, the(OLDEST_JAPAN_MUSEUM)),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 the shortest trip, before covid",
        step(
            "which of my trips had the fewst nights",
            Best("nights", highest=False, among=TRAVEL),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("who came along on that one", Detail("who"), COREFERENCED, LOWERCASE),
        step(
            "was that before covid",
            Verdict(holds_for(CALISTOGA_ROAD_TRIP, BEFORE_COVID)),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 the spring trip with kenji",
        step(
            "how many nights was my spring trip with kenji",
            Clarify(("Kyoto", "Tokyo")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the april one",
            Answer(field_of("nights"), the(TOKYO_2023)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the one in march?",
            Answer(field_of("nights"), the(KYOTO_2023)),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 june, the longest of what",
        step("what did i do in june this year", JUNE_2026, SIMPLE, LOWERCASE),
        step("which one was the longest", Clarify(("distance", "nights")), CLARIFICATION, COREFERENCED, LOWERCASE),
        step(
            "by distnace",
            Best("distance", among=every(ACTIVITY, JUNE_2026)),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b68 trips earlier this year, non-native",
        step("Where I was travelling earlier this year?", TRIPS_2026, SIMPLE, NON_NATIVE),
        step("Which from them was the most long?", Best("nights"), QUANTITATIVE, COREFERENCED, NON_NATIVE),
        step("With who I went there?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "This year I travelled more than last year, or not?",
            Verdict(more(TRIPS_2026, TRIPS_2025)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b68 eating out, summer 2025 against summer 2026",
        step(
            "did we eat out more in summer 2025 or summer 2026?",
            Compare((("2025", every(FOOD, SUMMER_2025)), ("2026", every(FOOD, SUMMER_2026)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "waht about lunches",
            Compare((("2025", every(LUNCH, SUMMER_2025)), ("2026", every(LUNCH, SUMMER_2026)))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ok show me my three best rated lunches from last summer",
            Top("rating", 3, every(LUNCH, SUMMER_2026)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 hikes or rides last summer without roberto",
        step(
            "hikes or bike rieds last summer, but not the ones with Roberto",
            SUMMER_RIDES_NO_ROBERTO,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("which of those were on a weekend?", Those(weekend), LOGICAL, COREFERENCED, LOWERCASE),
        step("the shortest of them", Best("distance", highest=False), QUANTITATIVE, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b68 beers before and after 2020",
        step("how many beers did i have befroe 2020", every(BEER, BEFORE_2020), SIMPLE, QUANTITATIVE, LOWERCASE, TYPO),
        step(
            "and sicne then",
            every(BEER, since(datetime(2020, 1, 1))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so i drank more beer before than after, rigth?",
            Verdict(more(every(BEER, BEFORE_2020), every(BEER, since(datetime(2020, 1, 1))))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b68 average run over the past six months",
        step(
            "What's my average run distance over the past six months?",
            Answer(mean("distance"), RUNS_PAST_SIX_MONTHS),
            SIMPLE,
            QUANTITATIVE,
        ),
        step(
            "and the six months before that?",
            Answer(mean("distance"), RUNS_SIX_MONTHS_BEFORE),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "so my runs have gotten shorter lately?",
            Verdict(lower_mean("distance", RUNS_PAST_SIX_MONTHS, RUNS_SIX_MONTHS_BEFORE)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 my five latest books",
        step("my five most recent boooks", FIVE_LATEST_BOOKS, SIMPLE, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step(
            "which of them has the most pages",
            Best("pages"),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("how many stars did i give it", Detail("rating"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b68 the first time in japan",
        step(
            "was i ever in japn before 2015",
            Verdict(exists(every(JP, before(datetime(2015, 1, 1))))),
            VERIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "when was the first time then",
            Answer(year_of, the(FIRST_JAPAN_TRIP)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many nights did i stay that time",
            Answer(field_of("nights"), the(FIRST_JAPAN_TRIP)),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "that was before covid, right?",
            Verdict(holds_for(FIRST_JAPAN_TRIP, BEFORE_COVID)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b68 mary's birthday dinners",
        step(
            "Mary's birthday is in two weeks and I want to take her somewhere we both loved. Which dinners "
            "with her did I give five stars since the start of last year?",
            MARY_FIVE_STAR_DINNERS,
            SIMPLE,
            CHATTY,
        ),
        step(
            "Hmm, they all look like they were on trips. Which one was the most recent?",
            Best("itemDate"),
            QUANTITATIVE,
            COREFERENCED,
            CHATTY,
        ),
        step("Oh, I think I remember that place! Where was it again?", Detail("city"), COREFERENCED, CHATTY),
    ),
    talk(
        "b68 runs or walks last month",
        step("runs or walks last month", RUNS_OR_WALKS_LAST_MONTH, LOGICAL, TERSE, LOWERCASE),
        step("which ones werent with mary", Those(with_("Mary"), keep=False), LOGICAL, COREFERENCED, LOWERCASE),
        step(
            "total km for those?",
            Answer(total("distance"), every(RUNS_OR_WALKS_LAST_MONTH, without("Mary"))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
        ),
    ),
)
