"""Batch 95: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user on a phone, in spare minutes,
over several short sessions. Mostly lowercase, little punctuation, quick and typo-prone: swapped and
missing letters ("whcih", "nigths", "cocktials", "hieks", "jmaes", "san fransisco") and dropped
apostrophes ("arent", "didnt", "werent", "whos"). Terse follow-ups ("and 2025", "the 2nd one", "who was
with me", "how far was it", "where the most", "km", "just this year", "when"), topic switches without warning and with a
reset word ("ok forget that, ...", "ok forget wine"), sloppy negations ("french wines that arent red",
"not the ones in greece", "the ones i didnt do with tom", "coktails not in sf", "bike rides with ben
but not jmaes", "how many werent with her"), or-questions ("beer or cocktials in japan"), counts and
"how many different cities / countries", best, longest and most recent, totals and averages of distance,
elevation and ratings, yes/no checks of an answer ("was it in 2018", "was mary there", "did i go
alone", "It was in 2022, no?"), comparisons of two years or two places ("did i go skiing more in 2021
or 2022", "was it longer than the 2022 one", "more dinners in 2024 or 2025"), and four questions that are ambiguous in the data, each
answered by the user's short reply: "biggest hike i did in 2025" (distance or elevation: both are
"big"), "how many nigths was my lecce trip" (the 2022 beach holiday or the 2025 flight), "the science
ones from 2025" (popular science books or a science museum) and "total for my runs this yr" (distance
or duration). Personas: a terse lowercase phone typist and a non-native speaker ("How many museum I
have visited in Paris?", "How much km all together?", "So France is more high, yes?"). The questions
are asked on 29 November 2026."""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    category,
    city,
    country,
    distinct_places,
    either,
    every,
    exists,
    field,
    field_of,
    holds_for,
    mean,
    more,
    most_common_place,
    not_,
    the,
    total,
    with_,
    without,
    year,
)
from .steps import (
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
BOOK, TRAVEL, MUSEUM = category("Book"), category("Travel"), category("Museum")
SCIENCE_BOOK = category("Book", "Popular science")
DINNER, LUNCH = category("Food", "Dinner"), category("Food", "Lunch")
HIKE, RUN, WALK, BIKE, SKI = (category("Activity", t) for t in ("Hike", "Run", "Walk", "Bike ride", "Ski"))
FR, IT, ES, GR, JP, HR, SI = (country(c) for c in ("FR", "IT", "ES", "GR", "JP", "HR", "SI"))
RED = field("colour", "red")
SPARKLING = field("colour", "sparkling")

FRENCH_NOT_RED = every(WINE, FR, not_(RED))
RUNS_2025_WITHOUT_TOM = every(RUN, year(2025), without("Tom"))
BEN_NOT_JAMES_RIDES = every(BIKE, with_("Ben"), without("James"))
JAPAN_WALKS = every(WALK, JP)

ATHENS_FLIGHT = the("scrapbook-02384")  # the most recent trip, July 2026, 12 nights, with Mary and Elena
CALISTOGA_HIKE_2026 = the("scrapbook-02442")  # 17.2 km, the longest of this year's hikes outside Greece
NAPA_HIKE_2025 = the("scrapbook-02146")  # 21.7 km, the longest hike of 2025, with Mary and Roberto
LECCE_2025 = the("scrapbook-02257")  # Flight to Lecce, September 2025, 7 nights, with Mary and Luca
LECCE_2022 = the("scrapbook-01679")  # Beach holiday to Lecce, June 2022, 8 nights
WHY_CITIES_MATTER = the("scrapbook-02187")  # 592 pages, the longest popular science book of 2025
PARIS_HISTORY_MUSEUM = the("scrapbook-01790")  # November 2022, rated 5 (the other Paris museum: 3)
NARA_MARTINI = the("scrapbook-02377")  # June 2026, the most recent cocktail outside San Francisco, alone


def larger_total(name: str, first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        return bool(sum(i["fields"][name] for i in items if first(i)) > sum(i["fields"][name] for i in items if second(i)))

    return holds


def higher_mean_rating(first: Predicate, second: Predicate) -> Callable[[Sequence[Item]], bool]:
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return bool(sum(a) / len(a) > sum(b) / len(b))

    return holds


def any_best_in(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """For a Verdict about "the best one" of `among` when several tie on rating: whether any of the tied
    items satisfies `predicate` (where it is used, the tied items all agree: the four 5-star French
    sparkling wines are all from 2019)."""

    def holds(items: Sequence[Item]) -> bool:
        pool = [i for i in items if among(i)]
        top = max(i["rating"] for i in pool)
        return any(predicate(i) for i in pool if i["rating"] == top)

    return holds


def nights_of(items: Sequence[Item], which: Predicate) -> float:
    """The nights of the one trip `which` selects."""
    (nights,) = [i["fields"]["nights"] for i in items if which(i)]
    return float(nights)


def the_year(items: Sequence[Item]) -> int:
    """The one year all of `items` happened in."""
    (only,) = {i["itemDate"].year for i in items}
    return int(only)


CONVERSATIONS = (
    talk(
        "b95 french wines that arent red",
        step("french wines that arent red", FRENCH_NOT_RED, LOGICAL, TERSE, LOWERCASE, TYPO),
        step("how many are bubbly", Those(SPARKLING), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
        step("and the best one", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was it in 2018",
            Verdict(any_best_in(every(FRENCH_NOT_RED, SPARKLING), year(2018))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b95 runs in 2025 without tom",
        step("runs in 2025", every(RUN, year(2025)), SIMPLE, TERSE, LOWERCASE),
        step(
            "the ones i didnt do with tom",
            Those(with_("Tom"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many km was that all together",
            Answer(total("distance"), RUNS_2025_WITHOUT_TOM),
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step("longest of them", Best("distance"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b95 trips: cities, countries, the latest",
        step(
            "how many diffrent cities have i travelled to",
            Answer(distinct_places("city"), TRAVEL),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and countries",
            Answer(distinct_places("country"), TRAVEL),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("most recent trip", Best("itemDate", among=TRAVEL), SIMPLE, TERSE, LOWERCASE),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step("how many nights", Answer(field_of("nights"), ATHENS_FLIGHT), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b95 this year's hikes, not in greece",
        step("hikes this year", every(HIKE, year(2026)), SIMPLE, TERSE, LOWERCASE),
        step("not the ones in greece", Those(GR, keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
        step("whcih was the longest", Best("distance"), COREFERENCED, LOWERCASE, TYPO),
        step("how far was it", Answer(field_of("distance"), CALISTOGA_HIKE_2026), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b95 forget the beers, books in 2024 and 2025",
        step(
            "beers in san fransisco last year",
            every(BEER, city("San Francisco"), year(2025)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ok forget that, how many books did i read in 2024",
            every(BOOK, year(2024)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and 2025", every(BOOK, year(2025)), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so 2025 was more rigth",
            Verdict(more(every(BOOK, year(2025)), every(BOOK, year(2024)))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b95 skiing 2021 or 2022",
        step(
            "did i go skiing more in 2021 or 2022",
            Compare((("2021", every(SKI, year(2021))), ("2022", every(SKI, year(2022))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step("show me the 2021 ones", every(SKI, year(2021)), ELLIPSIS, LOWERCASE),
        step("the lonngest one", Best("distance"), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b95 the biggest hike of 2025",
        step(
            "biggest hike i did in 2025",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "distance",
            Best("distance", among=every(HIKE, year(2025))),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("whre was it", Detail("city"), COREFERENCED, TERSE, LOWERCASE, TYPO),
        step(
            "was mary there",
            Verdict(holds_for("scrapbook-02146", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b95 the lecce trip",
        step(
            "how many nigths was my lecce trip",
            Clarify(("2022", "2025")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the 2025 one",
            Answer(field_of("nights"), LECCE_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was it longer than the 2022 one",
            Verdict(lambda items: nights_of(items, LECCE_2025) > nights_of(items, LECCE_2022)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b95 the science ones from 2025",
        step(
            "the science ones from 2025",
            Clarify(("book", "museum")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step("books", every(SCIENCE_BOOK, year(2025)), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("the longest", Best("pages"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "whos the author",
            Answer(field_of("author"), WHY_CITIES_MATTER),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b95 run totals this year",
        step(
            "total for my runs this yr",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "km",
            Answer(total("distance"), every(RUN, year(2026))),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the average per run",
            Answer(mean("distance"), every(RUN, year(2026))),
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "was my total more then last yr",
            Verdict(larger_total("distance", every(RUN, year(2026)), every(RUN, year(2025)))),
            VERIFICATION,
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b95 beer or cocktails in japan",
        step(
            "beer or cocktials in japan",
            every(either(BEER, COCKTAIL), JP),
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("the 2nd one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("when was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
        step("what did i rate it", Detail("rating"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b95 museums in paris",
        step(
            "How many museum I have visited in Paris?",
            every(MUSEUM, city("Paris")),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("Which one I liked more?", Best("rating"), COREFERENCED, COMPARATIVE, NON_NATIVE),
        step(
            "It was in 2022, no?",
            Verdict(holds_for("scrapbook-01790", year(2022))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b95 dinner cities in 2024 and 2025",
        step(
            "how many diferent cities did i have dinner in 2024",
            Answer(distinct_places("city"), every(DINNER, year(2024))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "where the most",
            Answer(most_common_place("city"), every(DINNER, year(2024))),
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and 2025",
            Answer(most_common_place("city"), every(DINNER, year(2025))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "more dinners in 2024 or 2025",
            Compare((("2024", every(DINNER, year(2024))), ("2025", every(DINNER, year(2025))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b95 croatia",
        step("was i evr in croatia", Verdict(exists(HR)), VERIFICATION, SIMPLE, TERSE, LOWERCASE, TYPO),
        step("when", Answer(the_year, HR), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step("and slovenia", Verdict(exists(SI)), VERIFICATION, ELLIPSIS, TERSE, LOWERCASE),
    ),
    talk(
        "b95 rides with ben but not james",
        step(
            "bike rides with ben but not jmaes",
            BEN_NOT_JAMES_RIDES,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step("just this year", every(BEN_NOT_JAMES_RIDES, year(2026)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "total km",
            Answer(total("distance"), every(BEN_NOT_JAMES_RIDES, year(2026))),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b95 cocktails outside sf, then hikes with anna",
        step(
            "coktails not in sf",
            every(COCKTAIL, not_(city("San Francisco"))),
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("most recent", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "did i go alone",
            Verdict(holds_for("scrapbook-02377", lambda i: not i["who"])),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("hikes with anna in 2025", every(HIKE, with_("Anna"), year(2025)), SIMPLE, LOWERCASE),
    ),
    talk(
        "b95 walks in japan with kenji",
        step("I want to see my walks in Japan", JAPAN_WALKS, SIMPLE, NON_NATIVE),
        step("Which of them with Kenji?", Those(with_("Kenji")), COREFERENCED, NON_NATIVE),
        step(
            "How much km all together?",
            Answer(total("distance"), every(JAPAN_WALKS, with_("Kenji"))),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And without him?",
            Answer(total("distance"), every(JAPAN_WALKS, without("Kenji"))),
            ELLIPSIS,
            LOGICAL,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b95 climbing on hikes this year and last",
        step(
            "how much did i climb on my hieks this year",
            Answer(total("elevation"), every(HIKE, year(2026))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and 2025",
            Answer(total("elevation"), every(HIKE, year(2025))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "more hikes in 2025 or this year",
            Compare((("2025", every(HIKE, year(2025))), ("2026", every(HIKE, year(2026))))),
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b95 wines that arent red, then lisbon lunches",
        step(
            "do i have any italian wines that arent red",
            Verdict(exists(every(WINE, IT, not_(RED)))),
            VERIFICATION,
            LOGICAL,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and spain",
            Verdict(exists(every(WINE, ES, not_(RED)))),
            VERIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "ok forget wine. lunches in lisbon with mary",
            every(LUNCH, city("Lisbon"), with_("Mary")),
            SIMPLE,
            LOWERCASE,
        ),
        step(
            "how many werent with her",
            every(LUNCH, city("Lisbon"), without("Mary")),
            LOGICAL,
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b95 dinner ratings, france and spain",
        step(
            "What is the average rating I gave for dinners in France?",
            Answer(mean("rating"), every(DINNER, FR)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And for Spain?",
            Answer(mean("rating"), every(DINNER, ES)),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "So France is more high, yes?",
            Verdict(higher_mean_rating(every(DINNER, FR), every(DINNER, ES))),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
)
