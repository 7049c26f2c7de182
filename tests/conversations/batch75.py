"""Batch 75: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: a hurried phone user in long
follow-up chains of 4 to 6 turns, each turn building on the answer before it: coreference ("those",
"that one", "the 3rd one", "the last one", "it", "there", "that year", "with them", "since then"),
ellipsis ("adn 2023?", "or madrid", "only teh dinners", "and the rest?", "adn countries"), logic inside
follow-ups ("but not with ben", "except the ones in lisbon", "without the 2018 ones", "neither red nor
white", "teh same but without ben"), narrowing and widening ("only art ones" then "ok all of them
again", "forget the year, just the italian ones", "forget ben"), and a complete new question in the
middle of a chain that must start clean ("ok diff question. how many books did i read in 2019",
"diff thing. how many ski days since 2022 without james"). Requests that should be asked back: the
Paris trip (there were two), "the history ones from 2018" (books or museums), "whats teh avrage" of
books (rating or pages), "what did i do with him last month" (nobody named yet). Personas: a terse
lowercase phone typist with keyboard slips ("waht", "teh", "adn", "wiht", "whcih", "musuems",
"diffrent", "lats"), a chatty one, and a non-native speaker. Every category of the sample (drinks,
books, activities, travel, food, museums) is asked about. The questions are asked on
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
    cities,
    city,
    country,
    distinct_places,
    every,
    exists,
    mean,
    most_common_place,
    rating,
    region,
    since,
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
BOOK, NOVEL = category("Book"), category("Book", "Novel")
HISTORY_BOOK, HISTORY_MUSEUM = (
    category("Book", "History"),
    category("Museum", "History"),
)
HIKE, RUN, WALK = (category("Activity", t) for t in ("Hike", "Run", "Walk"))
BIKE, SKI = category("Activity", "Bike ride"), category("Activity", "Ski")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
DINNER, ART = category("Food", "Dinner"), category("Museum", "Art")
US, IT, PT, JP = (country(c) for c in ("US", "IT", "PT", "JP"))
RED, SPARKLING = has_field("colour", "red"), has_field("colour", "sparkling")
OCTOBER_2026 = between(datetime(2026, 10, 1), datetime(2026, 11, 1))


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


def higher_mean(name: str, first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["fields"][name] for i in items if first(i)]
        b = [i["fields"][name] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


LISBON, REIMS, PORTO, SINTRA = (
    city("Lisbon"),
    city("Reims"),
    city("Porto"),
    city("Sintra"),
)
LISBON_DINNERS = every(DINNER, LISBON)
IT_REDS = every(WINE, RED, IT)
NEITHER_RED_NOR_WHITE = every(WINE, lambda i: i["fields"]["colour"] not in ("red", "white"))
SPARKLING_NOT_REIMS = every(WINE, SPARKLING, not_(REIMS))
PARIS_TRIP_2022 = the("scrapbook-01779")  # Flight to Paris, Nov 2022, 12 nights, with Mary, Tom, Ben, Chloé
PARIS_TRIP_2019 = the("scrapbook-01271")  # Flight to Paris, May 2019, 7 nights, with Mary and Anna
SHORTEST_NOVEL_2019 = the("scrapbook-01301")  # The Memory of Glasss, 156 pages, by Sam Carter
HISTORY_MUSEUMS_2018 = every(HISTORY_MUSEUM, year(2018))
BOOKS_2025, BOOKS_2024 = every(BOOK, year(2025)), every(BOOK, year(2024))
RUNS_2025, RUNS_2026 = every(RUN, year(2025)), every(RUN, year(2026))
BCN_OR_MADRID_DINNERS = every(DINNER, cities("Barcelona", "Madrid"))
PT_NOT_LISBON = every(PT, not_(LISBON))
JP_MUSEUMS = every(MUSEUM, JP)
MUSEUMS_2026 = every(MUSEUM, year(2026))
SINCE_2020, SINCE_2022 = since(datetime(2020, 1, 1)), since(datetime(2022, 1, 1))
BIKES_WITH_JAMES = every(BIKE, with_("James"), SINCE_2020)
FIVE_STAR_WINES_2026 = every(WINE, year(2026), rating("==", 5))

CONVERSATIONS = (
    talk(
        "b75 lisbon food, dinners not with ben",
        step("waht did we eat in lisbon", every(FOOD, LISBON), SIMPLE, LOWERCASE, TYPO),
        step("only teh dinners", LISBON_DINNERS, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step(
            "but not with ben",
            Those(with_("Ben"), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("the last one", Pick(-1), COREFERENCED, TERSE, LOWERCASE),
        step("waht year was that", Detail("year"), COREFERENCED, LOWERCASE, TYPO),
    ),
    talk(
        "b75 red wines 2022, 2023, then all italian reds",
        step(
            "red wines from 2022",
            every(WINE, RED, year(2022)),
            SIMPLE,
            TERSE,
            LOWERCASE,
        ),
        step("adn 2023?", every(WINE, RED, year(2023)), ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("forget the year, just the italian ones", IT_REDS, ELLIPSIS, COREFERENCED, LOWERCASE),
        step(
            "any of them from peidmont",
            Verdict(exists(every(IT_REDS, region("Piedmont")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "top 3",
            Top("rating", 3, IT_REDS),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 wines neither red nor white",
        step(
            "wines that are neither red nor white",
            NEITHER_RED_NOR_WHITE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "only teh bubbly ones",
            Those(SPARKLING),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "how many of them in reims",
            Those(REIMS),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("and the rest?", SPARKLING_NOT_REIMS, COREFERENCED, ELLIPSIS, LOGICAL, TERSE),
    ),
    talk(
        "b75 the paris trip",
        step(
            "how many nights was my paris trip",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "teh 2022 one",
            Answer(field_of("nights"), PARIS_TRIP_2022),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "was tom on it",
            Verdict(holds_for("scrapbook-01779", with_("Tom"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and on the other one?",
            Verdict(holds_for("scrapbook-01271", with_("Tom"))),
            VERIFICATION,
            COREFERENCED,
            ELLIPSIS,
            TERSE,
        ),
    ),
    talk(
        "b75 hikes with anna, then books of 2019",
        step(
            "hikes wiht anna in 2024",
            every(HIKE, with_("Anna"), year(2024)),
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ok diff question. how many books did i read in 2019",
            every(BOOK, year(2019)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step("only the novels", Those(NOVEL), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step(
            "which one was teh shortest",
            Best("pages", highest=False),
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
        step(
            "who wrote it",
            Answer(field_of("author"), SHORTEST_NOVEL_2019),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 the history ones from 2018",
        step(
            "the history ones from 2018",
            Clarify(("book", "museum")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
        ),
        step(
            "musuems",
            HISTORY_MUSEUMS_2018,
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "only the ones outside the us",
            Those(US, keep=False),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "was mary at both",
            Verdict(all_of(every(HISTORY_MUSEUMS_2018, not_(US)), with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "adn the books from that year",
            every(HISTORY_BOOK, year(2018)),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b75 average of the books",
        step("books i read in 2025", BOOKS_2025, SIMPLE, LOWERCASE),
        step(
            "whats teh avrage",
            Clarify(("rating", "pages")),
            CLARIFICATION,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "pages",
            Answer(mean("pages"), BOOKS_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and for 2024",
            Answer(mean("pages"), BOOKS_2024),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "so the 2025 ones were longer right",
            Verdict(higher_mean("pages", BOOKS_2025, BOOKS_2024)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 runs and walks, this year against last",
        step(
            "did i do more runs in 2025 or in 2026",
            Compare((("2025", RUNS_2025), ("2026", RUNS_2026))),
            COMPARATIVE,
            LOWERCASE,
        ),
        step(
            "and walks?",
            Compare((("2025", every(WALK, year(2025))), ("2026", every(WALK, year(2026))))),
            COMPARATIVE,
            ELLIPSIS,
            TERSE,
        ),
        step(
            "how many km did i run this year",
            Answer(total("distance"), RUNS_2026),
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and last yaer",
            Answer(total("distance"), RUNS_2025),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "ugh so i ran less this year yeah",
            Verdict(larger_total("distance", RUNS_2025, RUNS_2026)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            CHATTY,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 with him last month",
        step("what did i do with him last month", Clarify(), CLARIFICATION, LOWERCASE),
        step(
            "tom obviously lol",
            every(with_("Tom"), OCTOBER_2026),
            CLARIFICATION,
            ELLIPSIS,
            CHATTY,
            LOWERCASE,
        ),
        step("only the meals", Those(FOOD), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step(
            "which one was better",
            Best("rating"),
            COREFERENCED,
            COMPARATIVE,
            TERSE,
            LOWERCASE,
        ),
        step("Where it was?", Detail("city"), COREFERENCED, TERSE, NON_NATIVE),
    ),
    talk(
        "b75 dinners in barcelona or madrid, then with them",
        step(
            "dinners in barcelnoa",
            every(DINNER, city("Barcelona")),
            SIMPLE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("or madrid", BCN_OR_MADRID_DINNERS, LOGICAL, ELLIPSIS, TERSE, LOWERCASE),
        step(
            "without the 2018 ones",
            Those(year(2018), keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("best rated one", Best("rating"), COREFERENCED, TERSE, LOWERCASE),
        step("who was with me there", Detail("who"), COREFERENCED, LOWERCASE),
        step(
            "all dinners with them",
            every(DINNER, with_("James", "Tom", "Sofia")),
            COREFERENCED,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 portugal except lisbon",
        step("what did i do in portugal", PT, SIMPLE, LOWERCASE),
        step(
            "except the ones in lisbon",
            Those(LISBON, keep=False),
            LOGICAL,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("only the food", Those(FOOD), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step(
            "more in sintra or porto",
            Compare((("Sintra", every(FOOD, SINTRA)), ("Porto", every(FOOD, PORTO)))),
            COMPARATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "nice!! and which was the best meal in porto",
            Best("rating", among=every(FOOD, PORTO)),
            SIMPLE,
            CHATTY,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 museums in japan for a friend",
        step(
            "Hey so my friend is off to Japan next month and asked me for tips, which museums did I go to in Japan?",
            JP_MUSEUMS,
            SIMPLE,
            CHATTY,
        ),
        step(
            "just the ones in kyoto or nara",
            Those(cities("Kyoto", "Nara")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
        step("the 3rd one", Pick(3), COREFERENCED, TERSE, LOWERCASE),
        step("when was that", Detail("year"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b75 museums this year, narrowed and widened",
        step("museums this year", MUSEUMS_2026, SIMPLE, TERSE, LOWERCASE),
        step("only art ones", Those(ART), ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step("ok all of them again", MUSEUMS_2026, ELLIPSIS, COREFERENCED, TERSE, LOWERCASE),
        step(
            "in how many diffrent cities",
            Answer(distinct_places("city"), MUSEUMS_2026),
            QUANTITATIVE,
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "adn countries",
            Answer(distinct_places("country"), MUSEUMS_2026),
            QUANTITATIVE,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
    talk(
        "b75 bike rides with james, with and without ben",
        step(
            "bike rides with james and ben since 2020",
            every(BIKE, with_("James", "Ben"), SINCE_2020),
            SIMPLE,
            LOGICAL,
            LOWERCASE,
        ),
        step(
            "teh same but without ben",
            every(BIKE, with_("James"), without("Ben"), SINCE_2020),
            LOGICAL,
            ELLIPSIS,
            LOWERCASE,
            TYPO,
        ),
        step(
            "forget ben, all my rides with james since then",
            BIKES_WITH_JAMES,
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "whcih was the longest",
            Best("distance"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("where was that", Detail("city"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b75 beers and cocktails last year",
        step("beers last year", every(BEER, year(2025)), SIMPLE, TERSE, LOWERCASE),
        step("and cocktails", every(COCKTAIL, year(2025)), ELLIPSIS, TERSE, LOWERCASE),
        step(
            "Which one of them I liked the most?",
            Best("rating"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step("who was with me", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "and in 2022 were there more beers or cocktails",
            Compare(
                (
                    ("beer", every(BEER, year(2022))),
                    ("cocktail", every(COCKTAIL, year(2022))),
                )
            ),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b75 five star wines this year, non-native",
        step(
            "Which wines I gave five stars this year?",
            FIVE_STAR_WINES_2026,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "From which country are the most of them?",
            Answer(most_common_place("country"), FIVE_STAR_WINES_2026),
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step("And the ones from America?", Those(US), ELLIPSIS, COREFERENCED, NON_NATIVE),
        step(
            "They are both zinfandel, no?",
            Verdict(all_of(every(FIVE_STAR_WINES_2026, US), has_field("variety", "zinfandel"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b75 trips last year, then ski days",
        step("trips lats year", every(TRAVEL, year(2025)), SIMPLE, TERSE, LOWERCASE, TYPO),
        step("the second one", Pick(2), COREFERENCED, TERSE, LOWERCASE),
        step("Who was coming with me?", Detail("who"), COREFERENCED, TERSE, NON_NATIVE),
        step(
            "diff thing. how many ski days since 2022 without james",
            every(SKI, SINCE_2022, without("James")),
            SIMPLE,
            LOGICAL,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and with him?",
            every(SKI, SINCE_2022, with_("James")),
            ELLIPSIS,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
)
