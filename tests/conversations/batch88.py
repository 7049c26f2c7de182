"""Batch 88: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: rankings and order in every wording,
across all six categories: best / worst / favourite / top 3 / bottom 5 / top 2 after a filter ("my top
3 beers from japan", "my top 2 hikes in italy that werent with roberto", "my 5 worst meals in san
francisco"), the second of a ranking ("and the second thickest?"), highest and lowest ratings, the
longest / shortest / thickest / furthest / most climbing by the category's own number (distance,
pages, nights, elevation, vintage), the first / earliest / latest / most recent / last on dates, and
moving along them ("the one before that", "and the next one?", "and the last one that year"), a
ranking inside a previous answer ("of those which was the worst", "which of those took the least
time"), ranking by count ("which city do i eat out in the most", "which country have i hiked in the
most overall", "in which year did i read the fewest books"), ties said and checked ("is that the only
one that long?", "did 2025 beat every other year for books?", "have I been to France more than
Italy?"), yes/no checks on a ranking ("was that my best hike ever?", "it was my longest trip in Japan,
no?", "was the kofu trip one of the worst ones"), and ellipsis ("and the worst?", "and the shortest
one?", "and abroad", "and with chloe?", "and beers vs cocktails"). Clarifications: "what was my
biggest ski day" (big is both distance and elevation) answered "the most climbing"; "rank my history
ones from 2018" (history books and history museums) answered "museums"; "what was my best dinner with
her" with no one talked about, answered "sofia"; "which was my longest one last year" (distance,
pages or nights) answered "books". Personas: terse, chatty, lowercase, non-native ("How many nights I
stayed that time?", "Which one is my favourite cocktail of 2023?"), and 16 typo turns ("japna",
"hieks", "museam", "thickets", "furthst", "sking", "vintge", "lisbn"). The questions are asked on
29 November 2026."""

from __future__ import annotations

from collections import Counter
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
    Top,
    Verdict,
    before,
    category,
    cities,
    city,
    country,
    every,
    more,
    most_common_place,
    number,
    rating,
    since,
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
BOOK, HISTORY_BOOK = category("Book"), category("Book", "History")
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, DINNER = category("Travel"), category("Food"), category("Food", "Dinner")
MUSEUM, HISTORY_MUSEUM = category("Museum"), category("Museum", "History")
US, IT, GR, JP, FR = (country(c) for c in ("US", "IT", "GR", "JP", "FR"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


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


def fewest_year(items: Sequence[Item]) -> str:
    """The one year (among the years that have any of `items`) with the fewest of them."""
    (last, n), (before_last, m) = Counter(i["itemDate"].year for i in items).most_common()[:-3:-1]
    if n == m:
        raise ValueError(f"no single fewest year: {last} and {before_last} tie")
    return str(last)


def nth_title(name: str, n: int) -> Callable[[Sequence[Item]], str]:
    """The title of the item ranked `n`th by the field `name` (largest first), when no tie blurs the rank."""

    def measure(items: Sequence[Item]) -> str:
        ranked = sorted(items, key=lambda i: -i["fields"][name])
        values = [i["fields"][name] for i in ranked[: n + 1]]
        if len(set(values)) != len(values):
            raise ValueError(f"a tie around rank {n} of {name}")
        return str(ranked[n - 1]["title"])

    return measure


def is_top(item_id: str, among: Predicate, name: str, highest: bool = True) -> Callable[[Sequence[Item]], bool]:
    """Whether the item with this id has the highest (or lowest) `name` of the items `among` selects."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        values = [i["fields"].get(name, i.get(name)) for i in pool]
        best = max(values) if highest else min(values)
        return any(i["_id"] == item_id and i["fields"].get(name, i.get(name)) == best for i in pool)

    return holds


def alone_at_top(among: Predicate, name: str) -> Callable[[Sequence[Item]], bool]:
    """Whether a single item of those `among` selects has the largest `name` (false on a tie)."""

    def holds(items: Sequence[Item]) -> bool:
        values = [i["fields"][name] for i in items if among(i)]
        return values.count(max(values)) == 1

    return holds


def year_beats_all(chosen: int, among: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether `chosen` has strictly more of the items `among` selects than every other year."""

    def holds(items: Sequence[Item]) -> bool:
        counts = Counter(i["itemDate"].year for i in items if among(i))
        return all(counts[chosen] > n for y, n in counts.items() if y != chosen)

    return holds


def further_than_all(item_id: str, among: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the item with this id went further than every item `among` selects."""

    def holds(items: Sequence[Item]) -> bool:
        (item,) = [i for i in items if i["_id"] == item_id]
        return all(item["fields"]["distance"] > i["fields"]["distance"] for i in items if among(i))

    return holds


JAPAN_BEERS = every(BEER, JP)
LONGEST_HIKE = "scrapbook-02146"  # Hike near Napa, 16 January 2025, 21.7 km, rated 4 (24 hikes got 5)
# the shortest hike: Hike near Moab, 2017, 6.0 km, with Mary
HISTORY_MUSEUMS_2018 = every(HISTORY_MUSEUM, year(2018))  # Oakland, Lyon (rated 4, the one best), Berkeley, Barcelona
JAPAN_TRIPS = every(TRAVEL, JP)  # Kofu 2016 first, Nara June 2026 last, Tokyo April 2023 before it
BEFORE_NARA = every(JAPAN_TRIPS, before(datetime(2026, 6, 10)))
TOKYO_TRAIN_2023 = "scrapbook-01864"  # Train journey to Tokyo, 1 April 2023, 12 nights
FOOD_ABROAD = every(FOOD, not_(US))
LISBON_MEALS = every(FOOD, city("Lisbon"))  # 23; two rated 1 (Casa Yuki, lunch and dinner)
IT_WINES = every(WINE, IT)  # all red; 8 rated 5
OLDEST_IT_WINE = "scrapbook-00226"  # Tenuta Clos Sangiovese 2006, Siena, rated 5
SKI_2021 = every(SKI, year(2021))  # all in March 2021: 24th and 25th at South Lake Tahoe, last at Whistler
SOFIA_DINNERS, CHLOE_DINNERS = (
    every(DINNER, with_("Sofia")),
    every(DINNER, with_("Chloé")),
)
RUNS_OVER_20 = every(RUN, number("distance", ">", 20))  # 21 runs; the quickest (132 min) in 2013
# the longest run: 20.9 km, four runs tie (Dublin 2012, Berkeley 2020, Oakland 2020, San Francisco 2025)
BIKES_24_25 = every(BIKE, year(2024, 2025))
FURTHEST_BIKE = "scrapbook-02217"  # Bike ride around Oakland, 22 July 2025, 77.0 km
SF_MEALS = every(FOOD, city("San Francisco"))
THICKEST_BOOK = "scrapbook-00868"  # The Science of Stars, 636 pages, by Helen Park
LAST_MUSEUM = datetime(2026, 8, 5)  # Berkeley Natural History Museum
MUSEUM_BEFORE_IT = "scrapbook-02401"  # Athens Science Museum, 10 July 2026, "The Space Age"
COCKTAILS_2023 = every(COCKTAIL, year(2023))  # Margarita in Istanbul best (5), Margarita in Nara worst (2)
ITALY_HIKES_NO_ROBERTO = every(HIKE, IT, without("Roberto"))
WALKS_2026_NO_MARY = every(WALK, year(2026), without("Mary"))
KOFU_TRIP = "scrapbook-00809"  # Flight to Kofu, 2016, rated 1 (the lowest trip rating, five trips share it)
BOOKS_2025 = every(BOOK, year(2025))  # the longest: Why Cities Matter, 592 pages, by Nina Petrova
LONGEST_BOOK_2025 = "scrapbook-02187"
LISBON_OR_PORTO_DINNERS = every(DINNER, cities("Lisbon", "Porto"))  # best: Café Mario, Porto, rated 5

CONVERSATIONS = (
    talk(
        "b88 top beers from japan",
        step(
            "my top 3 beers from japna",
            Top("rating", 3, JAPAN_BEERS),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the worst?",
            Best("rating", highest=False, among=JAPAN_BEERS),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("where did i drink that one", Detail("city"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b88 longest hike ever",
        step(
            "Out of curiosity, what's the longest hike I've ever done? I feel like it was ages ago",
            Best("distance", among=HIKE),
            SIMPLE,
            CHATTY,
        ),
        step(
            "Oh nice, not that long ago then. Was that my best hike ever too, rating-wise?",
            Verdict(is_top(LONGEST_HIKE, HIKE, "rating")),
            VERIFICATION,
            COREFERENCED,
            CHATTY,
        ),
        step(
            "And the shortest one?",
            Best("distance", highest=False, among=HIKE),
            ELLIPSIS,
            CHATTY,
        ),
        step("who came along on that one", Detail("who"), COREFERENCED, LOWERCASE),
    ),
    talk(
        "b88 biggest ski day",
        step(
            "what was my biggest sking day",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the most climbing",
            Best("elevation", among=SKI),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("when was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and the furthst one?",
            Best("distance", among=SKI),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b88 history ones of 2018",
        step(
            "Rank my history ones from 2018 please, best first",
            Clarify(("book", "museum")),
            CLARIFICATION,
        ),
        step("museums", HISTORY_MUSEUMS_2018, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "wich was the top one",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the worst history book that year?",
            Best("rating", highest=False, among=every(HISTORY_BOOK, year(2018))),
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 trips to japan, first and last",
        step(
            "When was my first trip to Japan?",
            Best("itemDate", highest=False, among=JAPAN_TRIPS),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And the most recent one?",
            Best("itemDate", among=JAPAN_TRIPS),
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "And the one before of that?",
            Best("itemDate", among=BEFORE_NARA),
            COREFERENCED,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "How many nights I stayed that time?",
            Answer(field_of("nights"), the(TOKYO_TRAIN_2023)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "It was my longest trip in Japan, no?",
            Verdict(is_top(TOKYO_TRAIN_2023, JAPAN_TRIPS, "nights")),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b88 where i eat out most",
        step(
            "which city do i eat out in the most",
            Answer(most_common_place("city"), FOOD),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and abroad",
            Answer(most_common_place("city"), FOOD_ABROAD),
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many meals have i had in lisbn",
            LISBON_MEALS,
            QUANTITATIVE,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "of those which was the worst",
            Best("rating", highest=False),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 reading years",
        step(
            "in which year did i read the fewest books",
            Answer(fewest_year, BOOK),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "did 2025 beat every other year for books?",
            Verdict(year_beats_all(2025, BOOK)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "more books in 2022 or 2023",
            Compare((("2022", every(BOOK, year(2022))), ("2023", every(BOOK, year(2023))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 italian wines, oldest and youngest vintage",
        step(
            "top 5 italian reds",
            Top("rating", 5, IT_WINES),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "oldest vintge among my italian wines",
            Best("vintage", highest=False, among=IT_WINES),
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("rating?", Detail("rating"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and the youngest",
            Best("vintage", among=IT_WINES),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 ski days of 2021 in order",
        step(
            "whats the first ski day i logged in 2021",
            Best("itemDate", highest=False, among=SKI_2021),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "and the next one?",
            Best(
                "itemDate",
                highest=False,
                among=every(SKI_2021, since(datetime(2021, 3, 25))),
            ),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the last one that yaer",
            Best("itemDate", among=SKI_2021),
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b88 best dinner with her",
        step("what was my best dinner with her", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "sofia",
            Best("rating", among=SOFIA_DINNERS),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and with chloe?",
            Best("rating", among=CHLOE_DINNERS),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many five star diners have i had with her",
            every(CHLOE_DINNERS, rating("==", 5)),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b88 longest run and the ties",
        step(
            "whats my longest run",
            Best("distance", among=RUN),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "is that the only one that long?",
            Verdict(alone_at_top(RUN, "distance")),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step("how many runs did I do over 20 km", RUNS_OVER_20, QUANTITATIVE, LOWERCASE),
        step(
            "which of those took the least time",
            Best("duration", highest=False),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 furthest bike ride",
        step(
            "furthest bike ride in 2024 or 2025",
            Best("distance", among=BIKES_24_25),
            LOGICAL,
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("where did it go", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was that further than my longest hike ever",
            Verdict(further_than_all(FURTHEST_BIKE, HIKE)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 worst and best meals in san francisco",
        step(
            "my 5 worst meals in san fransisco",
            Top("rating", 5, SF_MEALS, highest=False),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the 5 best?",
            Top("rating", 5, SF_MEALS),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 thickest books",
        step(
            "what's the thickets book I've read",
            Best("pages", among=BOOK),
            SIMPLE,
            TYPO,
        ),
        step(
            "who wrote it",
            Answer(field_of("author"), the(THICKEST_BOOK)),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the second thickest?",
            Answer(nth_title("pages", 2), BOOK),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 last museum and the one before",
        step(
            "what was the last museam i went to",
            Best("itemDate", among=MUSEUM),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and the one before that",
            Best("itemDate", among=every(MUSEUM, before(LAST_MUSEUM))),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "what exhibition did i see there",
            Answer(field_of("exhibition"), the(MUSEUM_BEFORE_IT)),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 favourite cocktail of 2023",
        step(
            "Which one is my favourite cocktail of 2023?",
            Best("rating", among=COCKTAILS_2023),
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "And the one I liked the less that year?",
            Best("rating", highest=False, among=COCKTAILS_2023),
            ELLIPSIS,
            NON_NATIVE,
        ),
        step("In which city I drank it?", Detail("city"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b88 hiking countries",
        step(
            "where have i hiked more, italy or greece",
            Compare((("Italy", every(HIKE, IT)), ("Greece", every(HIKE, GR)))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "which country have i hiked in the most overall",
            Answer(most_common_place("country"), HIKE),
            QUANTITATIVE,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "apart from the US?",
            Answer(most_common_place("country"), every(HIKE, not_(US))),
            ELLIPSIS,
            LOGICAL,
            TERSE,
        ),
        step(
            "my top 2 hieks in italy that werent with roberto",
            Top("rating", 2, ITALY_HIKES_NO_ROBERTO),
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b88 five star drinks",
        step(
            "do i have more 5 star wines or 5 star beers",
            Compare(
                (
                    ("wine", every(WINE, rating("==", 5))),
                    ("beer", every(BEER, rating("==", 5))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and beers vs coctails",
            Compare(
                (
                    ("beer", every(BEER, rating("==", 5))),
                    ("cocktail", every(COCKTAIL, rating("==", 5))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b88 walks this year without mary",
        step(
            "walks in 2026 without mary",
            WALKS_2026_NO_MARY,
            LOGICAL,
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("which was the longest", Best("distance"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and the shortest",
            Best("distance", highest=False),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b88 worst and best trips",
        step(
            "Show me my bottom 3 trips, I want to remember what to avoid",
            Top("rating", 3, TRAVEL, highest=False),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
        ),
        step(
            "and my top 3?",
            Top("rating", 3, TRAVEL),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was the kofu trip one of the worst ones",
            Verdict(is_top(KOFU_TRIP, TRAVEL, "rating", highest=False)),
            VERIFICATION,
            LOWERCASE,
        ),
        step(
            "Have I been on more trips to France than to Itlay? I think France wins",
            Verdict(more(every(TRAVEL, FR), every(TRAVEL, IT))),
            VERIFICATION,
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
    ),
    talk(
        "b88 longest one last year",
        step("which was my longest one last year", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "books",
            Best("pages", among=BOOKS_2025),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "whos the autor",
            Answer(field_of("author"), the(LONGEST_BOOK_2025)),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b88 best dinner in lisbon or porto",
        step(
            "best dinner I had in lisbon or porto?",
            Best("rating", among=LISBON_OR_PORTO_DINNERS),
            LOGICAL,
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "which of the two citys was it",
            Detail("city"),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
)
