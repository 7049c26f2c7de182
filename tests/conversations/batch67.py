"""Batch 67: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a user talking to the assistant the
way people talk to a voice assistant or a quick chat box: short spoken-style requests without
punctuation, numbers said in words ("top three wines in twenty twenty two", "books i rated four or
more", "the second one", "five star ones", "ski days in twenty twenty one"), paging through a long
answer ("more", "next", "show all"), resets and topic switches inside a request ("forget it, show me
my trips from 2019", "ok never mind that how many books this year", "start over. museums in paris"),
small talk before a real question ("cool thanks. and walks", "hmm ok which one was the longest"),
the latest and the earliest ("when was i last in lisbon", "my earliest museum visit", "the most
recent hike"), questions about one item's fields ("whos the author", "which grape is it", "how far
was that", "where did i go"), checks ("was that one rated five", "was mary with me on that one",
"was tom at both", "so this year was more right"), ellipsis ("and in kyoto", "and beers there", "and
twenty twenty four", "and in porto"), or / not ("hikes or runs in july twenty twenty four", "not the
ones in spain", "which ones werent with mary", "and without her"), and requests that should be asked
back ("what did i do with her last month", "whats the total" of runs, "the science ones from twenty
nineteen", "how many nights was the trip with luca"). Personas: a terse lowercase voice-style user,
a non-native speaker, and 15 typo turns (keyboard slips and speech-to-text slips such as "wear" for
"where", "for" for "four", "to" for "two", "diners" for "dinners"). The questions are asked on
29 November 2026."""

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
    between,
    category,
    city,
    country,
    every,
    exists,
    mean,
    rating,
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
BOOK, NOVEL = category("Book"), category("Book", "Novel")
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
SCIENCE_MUSEUM = category("Museum", "Science")
US, IT, GR, ES = (country(c) for c in ("US", "IT", "GR", "ES"))
JULY_2024 = between(datetime(2024, 7, 1), datetime(2024, 8, 1))
OCTOBER_2026 = between(datetime(2026, 10, 1), datetime(2026, 11, 1))


def not_(predicate: Predicate) -> Predicate:
    return lambda i: not predicate(i)


def either(*predicates: Predicate) -> Predicate:
    return lambda i: any(p(i) for p in predicates)


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


def higher_mean_rating(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


IT_WINES = every(WINE, IT)
TRIPS_2019 = every(TRAVEL, year(2019))
BOOKS_2026 = every(BOOK, year(2026))
LONGEST_BOOK_2026 = the("scrapbook-02303")  # The River of Islands, 624 pages, by Tomas Reyes, rated 2
WALKS_2025 = every(WALK, year(2025))
LONGEST_WALK_2025 = every(WALKS_2025, lambda i: i["fields"]["distance"] >= 9.6)
EARLIEST_MUSEUM = the("scrapbook-00027")  # Oaxaca Art Museum, 4 March 2010, rated 5, with Mary and Priya
LATEST_HIKE = the("scrapbook-02446")  # Mill Valley, 20 September 2026, with Roberto and Anna
WINES_2024 = every(WINE, year(2024))
FIVE_STAR_WINE_2024 = the("scrapbook-02125")  # Alta Vineyards Sauvignon Blanc 2021
HIKES_OR_RUNS_JULY_2024 = every(either(HIKE, RUN), JULY_2024)
BOOKS_4_UP_2024 = every(BOOK, year(2024), rating(">=", 4))
DINNERS_ABROAD_2025 = every(DINNER, year(2025), not_(US))
RUNS_2026, RUNS_2025 = every(RUN, year(2026)), every(RUN, year(2025))
SCIENCE_MUSEUMS_2019 = every(SCIENCE_MUSEUM, year(2019))
PORTO = city("Porto")
DINNERS_2022 = every(DINNER, year(2022))
PARIS_MUSEUMS = every(MUSEUM, city("Paris"))
FLORENCE_TRIP_WITH_LUCA = the("scrapbook-01347")  # Flight to Florence, 2019, 9 nights, with Mary and Luca

CONVERSATIONS = (
    talk(
        "b67 italian wines page by page",
        step("show me my italian wiens", IT_WINES, SIMPLE, LOWERCASE, TYPO),
        step("more", IT_WINES, COREFERENCED, TERSE, LOWERCASE),
        step("show all", IT_WINES, COREFERENCED, TERSE, LOWERCASE),
        step("top three", Top("rating", 3, IT_WINES), COREFERENCED, QUANTITATIVE, TERSE, LOWERCASE),
    ),
    talk(
        "b67 forget the beers, trips of 2019",
        step(
            "how many beers did i have in twenty twenty",
            every(BEER, year(2020)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("forget it, show me my trips from 2019", TRIPS_2019, SIMPLE, LOWERCASE),
        step("the second one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step(
            "wear did i go",
            Detail("city"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b67 never mind paris, books this year",
        step("dinners in paris", every(DINNER, city("Paris")), SIMPLE, TERSE, LOWERCASE),
        step("ok never mind that how many books this year", BOOKS_2026, SIMPLE, QUANTITATIVE, LOWERCASE),
        step("which one was the longest", Best("pages"), COREFERENCED, LOWERCASE),
        step("whos the auther", Answer(field_of("author"), LONGEST_BOOK_2026), COREFERENCED, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b67 hikes then walks with small talk",
        step(
            "hikes in twenty twenty five",
            every(HIKE, year(2025)),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "cool thanks. and walks",
            WALKS_2025,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "hmm ok which one was the longest",
            Best("distance"),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how far was that",
            Answer(field_of("distance"), LONGEST_WALK_2025),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 earliest museum visit",
        step("my earliest museum visit", Best("itemDate", highest=False, among=MUSEUM), SIMPLE, TERSE, LOWERCASE),
        step("wich city was that in", Detail("city"), COREFERENCED, LOWERCASE, TYPO),
        step(
            "was that one rated five",
            Verdict(holds_for("scrapbook-00027", rating("==", 5))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 latest hike and latest run",
        step("the most recent hike", Best("itemDate", among=HIKE), SIMPLE, TERSE, LOWERCASE),
        step(
            "was mary with me on that one",
            Verdict(holds_for("scrapbook-02446", with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 top wines by year",
        step(
            "top three wines in twenty twenty to",
            Top("rating", 3, every(WINE, year(2022))),
            SIMPLE,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and twenty twenty four",
            Top("rating", 3, WINES_2024),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "which one got five stars",
            Best("rating", among=WINES_2024),
            COREFERENCED,
            LOWERCASE,
        ),
        step("which grape is it", Answer(field_of("variety"), FIVE_STAR_WINE_2024), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b67 hikes or runs in july",
        step(
            "hikes or runs in july twenty twenty four",
            HIKES_OR_RUNS_JULY_2024,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "which ones werent with marry",
            Those(with_("Mary"), keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how far did i go on those altogether",
            Answer(total("distance"), every(HIKES_OR_RUNS_JULY_2024, without("Mary"))),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 tokyo kyoto food, beers there",
        step("what did i eat in tokyo", every(FOOD, city("Tokyo")), SIMPLE, LOWERCASE),
        step("and in kyto", every(FOOD, city("Kyoto")), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step(
            "more lunches or dinners there",
            Compare((("lunch", every(LUNCH, city("Kyoto"))), ("dinner", every(DINNER, city("Kyoto"))))),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("and beers there", every(BEER, city("Kyoto")), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step(
            "any of them five star",
            Verdict(exists(every(BEER, city("Kyoto"), rating("==", 5)))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 books rated four or more",
        step(
            "books i rated for or more in twenty twenty four",
            BOOKS_4_UP_2024,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "just the novels",
            Those(NOVEL),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and in twenty twenty three",
            every(NOVEL, year(2023), rating(">=", 4)),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 dinners abroad not in spain",
        step("dinners abroad last year", DINNERS_ABROAD_2025, LOGICAL, TERSE, LOWERCASE),
        step("not the ones in spian", Those(ES, keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE, TYPO),
        step("five star ones", Those(rating("==", 5)), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b67 with her last month",
        step("what did i do with her last month", Clarify(), CLARIFICATION, LOWERCASE),
        step("i ment anna", every(with_("Anna"), OCTOBER_2026), CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE, TYPO),
    ),
    talk(
        "b67 run total this year",
        step("my runs this year", RUNS_2026, SIMPLE, TERSE, LOWERCASE),
        step("whats the total", Clarify(("distance", "duration")), CLARIFICATION, TERSE, LOWERCASE),
        step("distence", Answer(total("distance"), RUNS_2026), CLARIFICATION, ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE, TYPO),
        step("and last year", Answer(total("distance"), RUNS_2025), ELLIPSIS, QUANTITATIVE, TERSE, LOWERCASE),
        step(
            "so this year was more right",
            Verdict(larger_total("distance", RUNS_2026, RUNS_2025)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 the science ones",
        step("the science ones from twenty nineteen", Clarify(("book", "museum")), CLARIFICATION, LOWERCASE),
        step(
            "the museums",
            SCIENCE_MUSEUMS_2019,
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was tom at boht",
            Verdict(all_of(SCIENCE_MUSEUMS_2019, with_("Tom"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b67 bike rides or ski days",
        step(
            "more bike rides or ski days in twenty twenty one",
            Compare((("bike", every(BIKE, year(2021))), ("ski", every(SKI, year(2021))))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "what about twenty twenty three",
            Compare((("bike", every(BIKE, year(2023))), ("ski", every(SKI, year(2023))))),
            ELLIPSIS,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 reading per year, non-native",
        step(
            "I have read more books in twenty twenty four or in twenty twenty five?",
            Compare((("2024", every(BOOK, year(2024))), ("2025", every(BOOK, year(2025))))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step("And this year until now, how many I read?", BOOKS_2026, ELLIPSIS, QUANTITATIVE, NON_NATIVE),
    ),
    talk(
        "b67 last time in lisbon",
        step("when was i last in lisbon", Answer(latest_year, city("Lisbon")), SIMPLE, LOWERCASE),
        step(
            "and in proto",
            Answer(latest_year, PORTO),
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("What I did there?", PORTO, COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b67 greek or italian wines on average",
        step(
            "The average rating of my Greek wines, how much is it?",
            Answer(mean("rating"), every(WINE, GR)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And for the Italian?", Answer(mean("rating"), IT_WINES), ELLIPSIS, QUANTITATIVE, TERSE, NON_NATIVE),
        step(
            "So the Greek ones are more good, yes?",
            Verdict(higher_mean_rating(every(WINE, GR), IT_WINES)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b67 dinners of 2022 page by page",
        step(
            "diners in twenty twenty two",
            DINNERS_2022,
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "next",
            DINNERS_2022,
            COREFERENCED,
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
        step(
            "hmm ok and without her",
            every(DINNERS_2022, without("Mary")),
            COREFERENCED,
            LOGICAL,
            LOWERCASE,
        ),
    ),
    talk(
        "b67 start over, museums in paris",
        step("start over. musuems in paris", PARIS_MUSEUMS, SIMPLE, TERSE, TYPO),
        step("Which one I visited the most recently?", Best("itemDate"), COREFERENCED, NON_NATIVE),
        step("Who was with me that time?", Detail("who"), COREFERENCED, NON_NATIVE),
    ),
    talk(
        "b67 the trip with luca",
        step(
            "how many nights was the trip with luca",
            Clarify(("Naples", "Florence", "Lecce")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "florence",
            Answer(field_of("nights"), FLORENCE_TRIP_WITH_LUCA),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
)
