"""Batch 89: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a voice user, as a speech recognizer
transcribes them (the collection assistant also runs as an Alexa skill): no punctuation, all lowercase,
numbers and years said in words ("twenty twenty two", "two thousand nineteen", "five stars", "more
than four", "longer than forty kilometers"), fillers ("um", "uh", "like", "so yeah", "ok so"),
homophones and mis-hearings a recognizer makes ("read" for "red", "reed" and "red" for "read",
"their" for "there", "four" for "for", "two" for "to", "to" for "two", "witch" for "which", "bears"
for "beers", "whines" for "wines", "diners" for "dinners", "pairs" for "paris", "ana" for "anna",
"nappa", "santa fay", "berkley", a city split ("key oto", "san fran sisco", "amster dam")), and short
follow-ups as people speak them ("and the year before", "what about with tom", "is that right",
"and dinners", "the one in twenty fifteen"). The clarifications: "what was my biggest hike in twenty
twenty two" (the longest or the one with the most climbing: two different hikes that year), "how
many nights was my trip to santa fay" (three trips to Santa Fe: 2012, 2015, 2017), "the history
stuff from twenty eighteen" (history books or history museums), "what did i drink with him in twenty
twenty four" (nobody talked about yet), each answered in the next turn. Personas: every turn is
LOWERCASE; terse one-breath requests, chatty rambling with fillers, a non-native speaker, and 17
turns with recognizer slips tagged TYPO. The questions are asked on 29 November 2026."""

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
    distinct_places,
    every,
    exists,
    field,
    mean,
    more,
    most_common_place,
    number,
    rating,
    region,
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

DRINK, WINE, BEER, COCKTAIL = (
    category("Drink"),
    *(category("Drink", t) for t in ("Wine", "Beer", "Cocktail")),
)
BOOK, NOVEL, HISTORY_BOOK = (
    category("Book"),
    category("Book", "Novel"),
    category("Book", "History"),
)
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
BREAKFAST, LUNCH, DINNER = (category("Food", t) for t in ("Breakfast", "Lunch", "Dinner"))
HISTORY_MUSEUM = category("Museum", "History")
FR, ES, IT, JP, US = (country(c) for c in ("FR", "ES", "IT", "JP", "US"))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


def the(item_id: str) -> Predicate:
    """The one sample item with this id."""
    return lambda i: i["_id"] == item_id


def vintage_before(value: int) -> Predicate:
    return lambda i: "vintage" in i["fields"] and i["fields"]["vintage"] < value


def field_of(name: str) -> Callable[[Sequence[Item]], float | str]:
    """A field of the one item selected (its value as the reply would state it)."""

    def measure(items: Sequence[Item]) -> float | str:
        (item,) = items
        value = item["fields"][name]
        return value if isinstance(value, (int, float)) else str(value)

    return measure


def earliest_year(items: Sequence[Item]) -> str:
    return str(min(items, key=lambda i: i["itemDate"])["itemDate"].year)


def latest_year(items: Sequence[Item]) -> str:
    return str(max(items, key=lambda i: i["itemDate"])["itemDate"].year)


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def count_over(among: Predicate, value: int) -> Callable[[Sequence[Item]], bool]:
    return lambda items: sum(map(among, items)) > value


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


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def had_company(i: Item) -> bool:
    return bool(i["who"])


NAPA_REDS = every(WINE, field("colour", "red"), region("Napa Valley"))
NAPA_WHITES = every(WINE, field("colour", "white"), region("Napa Valley"))
BOOKS_2019, BOOKS_2018 = every(BOOK, year(2019)), every(BOOK, year(2018))
HIKES_2022 = every(HIKE, year(2022))
STEEPEST_HIKE_2022 = "scrapbook-01714"  # Palo Alto, 1,260 m of climbing, alone (the longest is Edinburgh's, 15.7 km)
SANTA_FE_TRIP_2015 = the("scrapbook-00674")  # Flight to Santa Fe, June 2015, 10 nights, with Mary, Anna and Priya
HISTORY_MUSEUMS_2018 = every(HISTORY_MUSEUM, year(2018))
DRINKS_JAMES_2024, DRINKS_TOM_2024 = (
    every(DRINK, with_("James"), year(2024)),
    every(DRINK, with_("Tom"), year(2024)),
)
RUNS_2025, RUNS_2024 = every(RUN, year(2025)), every(RUN, year(2024))
SF_BEERS_COCKTAILS_2025 = every(either(BEER, COCKTAIL), city("San Francisco"), year(2025))
ANNA_NOT_ROBERTO_HIKES = every(HIKE, with_("Anna"), without("Roberto"))
PARIS_MUSEUMS, AMSTERDAM_MUSEUMS = (
    every(MUSEUM, city("Paris")),
    every(MUSEUM, city("Amsterdam")),
)
KYOTO_FOOD = every(FOOD, city("Kyoto"))
FR_WINES, ES_WINES = every(WINE, FR), every(WINE, ES)
SKI_2022, SKI_2023 = every(SKI, year(2022)), every(SKI, year(2023))
LONG_BIKE_RIDES = every(BIKE, number("distance", ">", 40))
LONGEST_BIKE_RIDE = the("scrapbook-01976")  # around Berkeley, November 2023, 78.6 km in 635 minutes
BERKELEY_SOFIA = every(city("Berkeley"), with_("Sofia"))
JAPAN_TRIPS, ITALY_TRIPS = every(TRAVEL, JP), every(TRAVEL, IT)
OLD_FRENCH_WINES = every(WINE, FR, vintage_before(2015))
RUNS_MARY_2026 = every(RUN, with_("Mary"), year(2026))
ELENA_WALKS_HIKES = every(either(WALK, HIKE), with_("Elena"))  # all in Greece, July 2026

CONVERSATIONS = (
    talk(
        "b89 read wines from nappa",
        step(
            "um show me the read wines from nappa valley",
            NAPA_REDS,
            SIMPLE,
            CHATTY,
            LOWERCASE,
            TYPO,
        ),
        step("and the whites", NAPA_WHITES, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "which of those did i give five stars",
            Those(rating("==", 5)),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 books by year",
        step(
            "how many books did i reed in two thousand nineteen",
            BOOKS_2019,
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("and the year before", BOOKS_2018, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "were there more novels or history books that year",
            Compare(
                (
                    ("novel", every(NOVEL, year(2018))),
                    ("history", every(HISTORY_BOOK, year(2018))),
                )
            ),
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 biggest hike of twenty twenty two",
        step(
            "ok so i was telling my sister about it uh what was my biggest hike in twenty twenty two",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "uh the one with the most climbing",
            Best("elevation", among=HIKES_2022),
            CLARIFICATION,
            ELLIPSIS,
            LOWERCASE,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was anybody their with me",
            Verdict(holds_for(STEEPEST_HIKE_2022, had_company)),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b89 the santa fe trip",
        step(
            "how many nights was my trip to santa fay",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the one in twenty fifteen",
            Answer(field_of("nights"), SANTA_FE_TRIP_2015),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "who came along on that one",
            Detail("who"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 the history stuff",
        step(
            "um the history stuff from twenty eighteen",
            Clarify(("book", "museum")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "the museums",
            HISTORY_MUSEUMS_2018,
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "how many of those were with mary",
            Those(with_("Mary")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 drinks with him",
        step(
            "what did i drink with him in twenty twenty four",
            Clarify(),
            CLARIFICATION,
            LOWERCASE,
        ),
        step("james sorry", DRINKS_JAMES_2024, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("what about with tom", DRINKS_TOM_2024, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b89 running distance by year",
        step(
            "how far did i run in twenty twenty five",
            Answer(total("distance"), RUNS_2025),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and the year before",
            Answer(total("distance"), RUNS_2024),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so yeah i ran further in twenty twenty five than that is that right",
            Verdict(larger_total("distance", RUNS_2025, RUNS_2024)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 beers or cocktails in the city",
        step(
            "bears or cocktails in san fran sisco last year",
            SF_BEERS_COCKTAILS_2025,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "not the ones with mary",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which one did i like best",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 hikes with anna but not roberto",
        step("hikes with ana but not with roberto", ANNA_NOT_ROBERTO_HIKES, LOGICAL, LOWERCASE, TYPO),
        step(
            "just the ones over twenty kilometers",
            Those(number("distance", ">", 20)),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "how many is that",
            Those(number("distance", ">", 20)),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 museums in paris",
        step(
            "museums in pairs rated more than four",
            every(PARIS_MUSEUMS, rating(">", 4)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "is it true i went to more museums in paris than in amster dam",
            Verdict(more(PARIS_MUSEUMS, AMSTERDAM_MUSEUMS)),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b89 food in key oto",
        step("what did i eat in key oto", KYOTO_FOOD, SIMPLE, TERSE, LOWERCASE, TYPO),
        step(
            "ok so which one did i rate the highest",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
        ),
        step("who was i with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b89 french or spanish wines on average",
        step(
            "um so like whats my average rating for french wines",
            Answer(mean("rating"), FR_WINES),
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "and four spanish ones",
            Answer(mean("rating"), ES_WINES),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so the french ones score higher right",
            Verdict(higher_mean_rating(FR_WINES, ES_WINES)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 ski seasons",
        step(
            "did i ski more in twenty twenty to or twenty twenty three",
            Compare((("2022", SKI_2022), ("2023", SKI_2023))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step("where did i go skiing in twenty twenty two", SKI_2022, SIMPLE, LOWERCASE),
        step(
            "how many of those were in zermatt",
            Those(city("Zermatt")),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 long bike rides",
        step(
            "bike rides longer than forty kilometers",
            LONG_BIKE_RIDES,
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("which one was the longest", Best("distance"), COREFERENCED, LOWERCASE),
        step(
            "and how long did that take me",
            Answer(field_of("duration"), LONGEST_BIKE_RIDE),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 breakfasts with sofia",
        step(
            "breakfasts in berkley with sofia",
            every(BREAKFAST, BERKELEY_SOFIA),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("and dinners", every(DINNER, BERKELEY_SOFIA), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "any of them five stars",
            Verdict(exists(every(DINNER, BERKELEY_SOFIA, rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 trips to japan, non-native",
        step(
            "how many trips i made to japan",
            JAPAN_TRIPS,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "which one was the most long",
            Best("nights"),
            COREFERENCED,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "and two italy how many",
            ITALY_TRIPS,
            ELLIPSIS,
            QUANTITATIVE,
            NON_NATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b89 dinners in tokyo or kyoto",
        step(
            "did i have more diners in tokyo or in kyoto",
            Compare(
                (
                    ("kyoto", every(DINNER, city("Kyoto"))),
                    ("tokyo", every(DINNER, city("Tokyo"))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and lunches",
            Compare(
                (
                    ("kyoto", every(LUNCH, city("Kyoto"))),
                    ("tokyo", every(LUNCH, city("Tokyo"))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 how many places i run",
        step(
            "in how many different cities have i gone running",
            Answer(distinct_places("city"), RUN),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and walking",
            Answer(distinct_places("city"), WALK),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "like where do i walk the most",
            Answer(most_common_place("city"), WALK),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 athens first and last",
        step(
            "when did i first go to athens",
            Answer(earliest_year, city("Athens")),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "and the last time",
            Answer(latest_year, city("Athens")),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 old french whines",
        step(
            "french whines with a vintage older than twenty fifteen",
            OLD_FRENCH_WINES,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "just the reds",
            Those(field("colour", "red")),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and from italy",
            every(WINE, IT, vintage_before(2015), field("colour", "red")),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 reading check",
        step(
            "i think i red more than ten books in twenty twenty three is that right",
            Verdict(count_over(every(BOOK, year(2023)), 10)),
            VERIFICATION,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in twenty twenty four",
            Verdict(count_over(every(BOOK, year(2024)), 10)),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 runs with mary this year",
        step(
            "so yeah i was wondering like how many runs did i do with mary this year",
            RUNS_MARY_2026,
            SIMPLE,
            QUANTITATIVE,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "and without her",
            every(RUN, year(2026), without("Mary")),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("witch one was the longest", Best("distance"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b89 walks and hikes with elena, non-native",
        step(
            "show me the walks or hikes i done with elena",
            ELENA_WALKS_HIKES,
            LOGICAL,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "which ones was not in athens",
            Those(city("Athens"), keep=False),
            LOGICAL,
            COREFERENCED,
            NON_NATIVE,
            LOWERCASE,
        ),
        step(
            "elena came on every hike in delphi yes",
            Verdict(all_of(every(HIKE, city("Delphi")), with_("Elena"))),
            VERIFICATION,
            NON_NATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b89 lunches outside the states",
        step(
            "um like what lunches did i have last year that werent in the states",
            every(LUNCH, year(2025), not_(US)),
            LOGICAL,
            CHATTY,
            LOWERCASE,
        ),
        step(
            "and the year before",
            every(LUNCH, year(2024), not_(US)),
            ELLIPSIS,
            LOGICAL,
            TERSE,
            LOWERCASE,
        ),
    ),
)
