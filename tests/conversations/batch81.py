"""Batch 81: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: non-native speakers whose English
carries their first language. Spanish, Italian, German, French, Portuguese, Greek and Japanese
speakers write English with their own word order ("Which wines I have drunk more, the red or the
white?", "it was with whom?", "Since when I don't go to Japan?", "What I did in Lisboa?"), their
comparatives ("the more recent", "the more long hike", "the more big", "the more thick of the two",
"the most good of them"), false friends ("the travels of 2019", "I have passed the more nights",
"I assisted to an exhibition", "the dinners I made in Italy", "Also, how many runs", "how much
museums") and a native word now and then for a common thing ("vino blanco", "Wein", "livros",
"libros", "cervezas", "museus", "Lisboa", "Barcellona"). Every category is asked about, with
coreference ("of them", "that one", "of her", "there"), ellipsis ("And only in this year?", "the one
of kyoto", "in kilometres"), and / or / not ("in Germany or Austria", "without Mary", "with both of
them"), counts and superlatives, comparisons (red or white, beer or wine, bubbles or rosés, 2013 or
2026, hikes or bike rides), yes/no checks ("Kenji came also?", "is true?", "They were all in
Nafplio?"), and five questions genuinely ambiguous that must be asked back ("Which was the more big?"
of hikes: distance or climbing; "the trip with kenji": three trips; "the history ones of 2023": books
or museums; "The totall of my bike rides": distance or duration; "what I drank with him" with nobody
named), each followed by the user's answer. Personas: mostly non-native, some also terse or lowercase
without punctuation; 18 typo turns (keyboard slips such as "Germnay", "travells", "nigths", "wich",
"togehter", "sparkeling", "Madird"; a native word spelled as in its language is not counted as a typo).
The questions are asked on 29 November 2026, so "this year" is 2026 and "last year" 2025."""

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
    field,
    more,
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

DRINK, WINE, BEER, COCKTAIL = (
    category("Drink"),
    *(category("Drink", t) for t in ("Wine", "Beer", "Cocktail")),
)
BOOK, NOVEL, HISTORY_BOOK = (
    category("Book"),
    category("Book", "Novel"),
    category("Book", "History"),
)
HIKE, RUN, BIKE = (
    category("Activity", "Hike"),
    category("Activity", "Run"),
    category("Activity", "Bike ride"),
)
TRAVEL, FOOD, DINNER, MUSEUM = (
    category("Travel"),
    category("Food"),
    category("Food", "Dinner"),
    category("Museum"),
)
DE, AT, IT, GR, JP = (country(c) for c in ("DE", "AT", "IT", "GR", "JP"))
RED, WHITE = field("colour", "red"), field("colour", "white")
SPARKLING, ROSE = field("colour", "sparkling"), field("colour", "rosé")
RIESLING, GRUNER, ASSYRTIKO = (field("variety", v) for v in ("riesling", "grüner veltliner", "assyrtiko"))


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


def holds_for(item_id: str, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether the one item with this id satisfies `predicate`."""
    return lambda items: any(i["_id"] == item_id and predicate(i) for i in items)


def all_of(among: Predicate, predicate: Predicate) -> Callable[[Sequence[Item]], bool]:
    """Whether every item `among` selects satisfies `predicate` (and there is at least one)."""

    def holds(items: Sequence[Item]) -> bool:
        chosen = [i for i in items if among(i)]
        return bool(chosen) and all(predicate(i) for i in chosen)

    return holds


def more_than(among: Predicate, n: int) -> Callable[[Sequence[Item]], bool]:
    """Whether `among` selects more than `n` items."""
    return lambda items: sum(map(among, items)) > n


WHITE_2026 = every(WINE, WHITE, year(2026))
MUSEUMS_2024, MUSEUMS_2025 = every(MUSEUM, year(2024)), every(MUSEUM, year(2025))
WINES_DE_AT = every(WINE, either(DE, AT))
TRIPS_2019 = every(TRAVEL, year(2019))
BOOKS_2025 = every(BOOK, year(2025))
LONGEST_BOOK_2025 = the("scrapbook-02187")  # Why Cities Matter, 592 pages, by Nina Petrova
NINA = every(BOOK, field("author", "Nina Petrova"))
GREEK_HIKES_2026 = every(HIKE, GR, year(2026))
HIGHEST_GREEK_HIKE = "scrapbook-02414"  # Delphi, 14 July 2026, 1,330 m, with Mary and Elena
JAPAN_2026 = every(JP, year(2026))  # the days of the latest visit to Japan: Nara, 10-14 June 2026
KYOTO_TRIP_WITH_KENJI = the("scrapbook-01843")  # Flight to Kyoto, March 2023, 7 nights
HISTORY_BOOKS_2023 = every(HISTORY_BOOK, year(2023))
BIKES_2025, HIKES_2025 = every(BIKE, year(2025)), every(HIKE, year(2025))
BARCELONA_DRINKS = every(DRINK, city("Barcelona"))
IT_DINNERS_2022 = every(DINNER, IT, year(2022))
SPARKLING_2019 = every(WINE, SPARKLING, year(2019))
RUNS_2025_TOM_OR_JAMES = every(RUN, year(2025), either(with_("Tom"), with_("James")))
RUNS_2025_TOM_AND_JAMES = every(RUN, year(2025), with_("Tom", "James"))
LISBON = city("Lisbon")
ASSYRTIKO_2026_FIVE = every(WINE, ASSYRTIKO, year(2026), rating("==", 5))
BEERS_2025 = every(BEER, year(2025))
MADRID_FOOD = every(FOOD, city("Madrid"))
BOOKS_2026 = every(BOOK, year(2026))

CONVERSATIONS = (
    talk(
        "b81 red or white vino, spanish",
        step(
            "Which wines I have drunk more, the red or the white?",
            Compare((("red", every(WINE, RED)), ("white", every(WINE, WHITE)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And only in this year?",
            Compare((("red", every(WINE, RED, year(2026))), ("white", WHITE_2026))),
            ELLIPSIS,
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "ok show me the vino blanco of this year",
            WHITE_2026,
            SIMPLE,
            LOWERCASE,
            NON_NATIVE,
        ),
        step(
            "the most good of them wich is",
            Best("rating"),
            COREFERENCED,
            LOWERCASE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b81 how much museums, italian",
        step(
            "how much museums I visited in 2024",
            MUSEUMS_2024,
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which of them is the more recent?",
            Best("itemDate"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "it was with whom?",
            Detail("who"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            NON_NATIVE,
        ),
        step(
            "and in 2025 how much musems",
            MUSEUMS_2025,
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "So in 2024 I have visited more, yes?",
            Verdict(more(MUSEUMS_2024, MUSEUMS_2025)),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 Wein from Germany or Austria",
        step(
            "Show me all the Wein I drank in Germnay or Austria",
            WINES_DE_AT,
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Which of them are Reisling?",
            Those(RIESLING),
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Was one of them drunk together with Mary?",
            Verdict(exists(every(WINE, DE, RIESLING, with_("Mary")))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And the Grüner Veltliner, there Mary was with me?",
            Verdict(exists(every(WINE, AT, GRUNER, with_("Mary")))),
            VERIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 the travels of 2019, french",
        step("Show me the travells of 2019", TRIPS_2019, SIMPLE, NON_NATIVE, TYPO),
        step(
            "In which of them I have passed the more nights?",
            Best("nights"),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("With who I was there?", Detail("who"), COREFERENCED, NON_NATIVE),
        step(
            "During that travel I assisted to an exhibition?",
            Verdict(exists(every(MUSEUM, city("Florence"), year(2019)))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 livros, portuguese",
        step(
            "How many livros I have read in 2023?",
            every(BOOK, year(2023)),
            SIMPLE,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step("And last year, how many?", BOOKS_2025, ELLIPSIS, QUANTITATIVE, NON_NATIVE),
        step("Of those, which is the more long?", Best("pages"), COREFERENCED, NON_NATIVE),
        step(
            "Who has written it?",
            Answer(field_of("author"), LONGEST_BOOK_2025),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Of her I have read more than 30 books, is true?",
            Verdict(more_than(NINA, 30)),
            VERIFICATION,
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 greek hikes this summer",
        step(
            "The hikes I made in Greece this year, show me them",
            GREEK_HIKES_2026,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "Which was the more big?",
            Clarify(("distance", "elevation")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "the climbing",
            Best("elevation", among=GREEK_HIKES_2026),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "Elenna was with me in that one?",
            Verdict(holds_for(HIGHEST_GREEK_HIKE, with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "And how many of the hikes were without her?",
            every(GREEK_HIKES_2026, without("Elena")),
            LOGICAL,
            QUANTITATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 since when no Japan, japanese",
        step(
            "Since when I don't go to Japan?",
            Answer(latest_year, JP),
            SIMPLE,
            NON_NATIVE,
        ),
        step("What I did there that time?", JAPAN_2026, COREFERENCED, NON_NATIVE),
        step(
            "How many was restaurnts?",
            Those(FOOD),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Kenji came also?",
            Verdict(exists(every(JAPAN_2026, with_("Kenji")))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 beer or wine in japan",
        step(
            "In Japan I drank more beer or more wine?",
            Compare((("wine", every(WINE, JP)), ("beer", every(BEER, JP)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "And cocktail, how many?",
            every(COCKTAIL, JP),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "The wines or the beers of Japan with 4 stars or more, show me",
            every(either(WINE, BEER), JP, rating(">=", 4)),
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 the trip with kenji",
        step(
            "the trip with kenji how many nigths it was",
            Clarify(("Tokyo", "Kyoto")),
            CLARIFICATION,
            LOWERCASE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "the one of kyoto",
            Answer(field_of("nights"), KYOTO_TRIP_WITH_KENJI),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 the history ones of 2023, french",
        step(
            "Show me the history ones of 2023",
            Clarify(("book", "museum")),
            CLARIFICATION,
            NON_NATIVE,
        ),
        step(
            "The books, not the museums",
            HISTORY_BOOKS_2023,
            CLARIFICATION,
            ELLIPSIS,
            NON_NATIVE,
        ),
        step(
            "wich is the more thick of the two?",
            Best("pages"),
            COREFERENCED,
            LOWERCASE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b81 bike rides of 2025 in total",
        step(
            "The totall of my bike rides in 2025, how much is?",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "in kilometres",
            Answer(total("distance"), BIKES_2025),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "I made more hikes or more bike rides that year?",
            Compare((("hike", HIKES_2025), ("bike", BIKES_2025))),
            COMPARATIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "And the more long hike of that year?",
            Best("distance", among=HIKES_2025),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 with him in barcellona",
        step(
            "what I drank with him in barcellona",
            Clarify(),
            CLARIFICATION,
            LOWERCASE,
            NON_NATIVE,
        ),
        step(
            "with tom sorry",
            every(BARCELONA_DRINKS, with_("Tom")),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step(
            "and the ones without him?",
            every(BARCELONA_DRINKS, without("Tom")),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 dinners made in italy without mary",
        step(
            "The dinners I made in Itlay in 2022 without Mary",
            every(IT_DINNERS_2022, without("Mary")),
            LOGICAL,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "and with her how much",
            every(IT_DINNERS_2022, with_("Mary")),
            ELLIPSIS,
            QUANTITATIVE,
            COREFERENCED,
            LOWERCASE,
            NON_NATIVE,
        ),
        step(
            "So the most of them were with Mary, true?",
            Verdict(
                more(
                    every(IT_DINNERS_2022, with_("Mary")),
                    every(IT_DINNERS_2022, without("Mary")),
                )
            ),
            VERIFICATION,
            COMPARATIVE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 bubbles or rosés, french",
        step(
            "The wines with bubbles or the rosés, of which I have drunk more?",
            Compare((("sparkling", every(WINE, SPARKLING)), ("rosé", every(WINE, ROSE)))),
            COMPARATIVE,
            NON_NATIVE,
        ),
        step(
            "The sparkeling ones of 2019, they are all from Reims?",
            Verdict(all_of(SPARKLING_2019, city("Reims"))),
            VERIFICATION,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "show me the ones of reims",
            every(SPARKLING_2019, city("Reims")),
            ELLIPSIS,
            COREFERENCED,
            LOWERCASE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 also, runs with tom or james, german",
        step(
            "Also, how many runs I made last year with Tom or James?",
            RUNS_2025_TOM_OR_JAMES,
            LOGICAL,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "And with both of them togehter?",
            RUNS_2025_TOM_AND_JAMES,
            LOGICAL,
            ELLIPSIS,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Of these two, which was the more far?",
            Best("distance"),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 lisboa, portuguese",
        step("What I did in Lisboa?", LISBON, SIMPLE, NON_NATIVE),
        step("only the museus", Those(MUSEUM), COREFERENCED, TERSE, LOWERCASE, NON_NATIVE),
        step(
            "The more recent one?",
            Best("itemDate"),
            COREFERENCED,
            TERSE,
            NON_NATIVE,
        ),
        step(
            "how much stras I gave to it",
            Detail("rating"),
            COREFERENCED,
            LOWERCASE,
            NON_NATIVE,
            TYPO,
        ),
    ),
    talk(
        "b81 assyrtiko 2013 or 2026, greek",
        step(
            "I drank more assyrtico in 2013 or in 2026?",
            Compare(
                (
                    ("2026", every(WINE, ASSYRTIKO, year(2026))),
                    ("2013", every(WINE, ASSYRTIKO, year(2013))),
                )
            ),
            COMPARATIVE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "Of the ones of 2026, which got 5 stars?",
            ASSYRTIKO_2026_FIVE,
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "They were all in Nafplio?",
            Verdict(all_of(ASSYRTIKO_2026_FIVE, city("Nafplio"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 cervezas of 2025, spanish",
        step("my cervezas of 2025", BEERS_2025, SIMPLE, TERSE, LOWERCASE, NON_NATIVE),
        step(
            "wich was the best?",
            Best("rating"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("where I drank it", Detail("city"), COREFERENCED, LOWERCASE, NON_NATIVE),
    ),
    talk(
        "b81 last time eating in madrid",
        step(
            "When I ate in Madird the last time?",
            Best("itemDate", among=MADRID_FOOD),
            SIMPLE,
            NON_NATIVE,
            TYPO,
        ),
        step(
            "it was with whom?",
            Detail("who"),
            COREFERENCED,
            TERSE,
            LOWERCASE,
            NON_NATIVE,
        ),
    ),
    talk(
        "b81 libros 2026, terse",
        step("libros 2026", BOOKS_2026, SIMPLE, TERSE, LOWERCASE, NON_NATIVE),
        step("only the novels", Those(NOVEL), COREFERENCED, TERSE, LOWERCASE),
        step(
            "how many got 5 strs",
            Those(rating("==", 5)),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
    ),
)
