"""Batch 91: conversations written blind (from the documentation and the sample data, without reading
the engine), scored once as first written; see BATCHES.md. Theme: recommending to a friend and
planning again from memory. The user consults the scrapbook on someone else's behalf or for a next
trip: "my sister is heading to Porto, what did I do there?", "which of my hikes would you call easy,
say under 10 km?", "where did i eat the most times in lisbon", "books I gave five stars with less
than 300 pages", "was the museum in madrid worth it, what did i rate it", "who was with me, maybe
they remember the name", "what from spain did i rate 2 stars or lower", "burgundy or bordeaux" on
average, "puglia or tuscany", "kenji or priya", "reds or whites", seasons ("last summer", "last
winter"), third persons ("my sister", "my cousin", "a coworker", "my uncle") whose story adds no
filter, and hedges ("I think", "maybe", "say"). Follow-ups pick the best, the shortest or the most
recent item and ask about it (who came along, its rating, its author), narrow the previous answer
("just the five star ones", "which of those were in europe", "and not with sofia") or check a claim
("so burgundy is the safer bet, right?", "was mary at all of them"). Clarifications, each answered
by the next turn: "which history ones did i give 5 stars" (History is a type of both books and
museums), "how many nights was my trip to santa fe" (three trips: 2012, 2015, 2017), "was my trip to
paris worth it" (two trips: 2019 and 2022), and "how long was it" of a hike (its distance or its
duration). Personas: chatty planners, terse lowercase typists, a non-native speaker ("My friend want
a short book", "Which Vienna museum I visited without Mary?"), and 18 typo turns ("freind", "musuem",
"avrage", "bordeax", "tuscnay", "wich", "whtes", "portgual"). The questions are asked on 29 November
2026."""

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
    Those,
    Verdict,
    between,
    category,
    city,
    country,
    every,
    exists,
    field,
    mean,
    most_common_place,
    number,
    rating,
    region,
    with_,
    without,
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
HIKE, SKI = category("Activity", "Hike"), category("Activity", "Ski")
TRAVEL, FOOD, MUSEUM = category("Travel"), category("Food"), category("Museum")
LUNCH, DINNER = category("Food", "Lunch"), category("Food", "Dinner")
HISTORY_MUSEUM = category("Museum", "History")
US, ES, PT, JP, GR = (country(c) for c in ("US", "ES", "PT", "JP", "GR"))
LAST_SUMMER = between(datetime(2026, 6, 1), datetime(2026, 9, 1))
LAST_WINTER = between(datetime(2025, 12, 1), datetime(2026, 3, 1))


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


def rating_of(items: Sequence[Item]) -> float:
    """The rating of the one item selected."""
    (item,) = items
    return item["rating"]


def most_common_field(name: str) -> Callable[[Sequence[Item]], str]:
    """The value of a field most of `items` share (a single winner, no tie)."""

    def measure(items: Sequence[Item]) -> str:
        (first, n), (_, second) = Counter(i["fields"][name] for i in items).most_common(2)
        if n == second:
            raise ValueError(f"no single most common {name}")
        return str(first)

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


def higher_mean_rating(first: Predicate, second: Predicate):
    def holds(items: Sequence[Item]) -> bool:
        a = [i["rating"] for i in items if first(i)]
        b = [i["rating"] for i in items if second(i)]
        return sum(a) / len(a) > sum(b) / len(b)

    return holds


PORTO = city("Porto")
PORTO_BEST = "scrapbook-00214"  # Dinner at Café Mario, Porto 2011, rated 5, with Mary, Tom and Chloé
EASY_HIKES = every(HIKE, number("distance", "<", 10))
EASY_NAPA_HIKES = every(EASY_HIKES, region("Napa Valley"))
SHORTEST_EASY_NAPA_HIKE = "scrapbook-01557"  # Hike near Napa, 6.3 km, 2021, with Anna
KYOTO_FOOD = every(FOOD, city("Kyoto"))
SHORT_FIVE_STAR_BOOKS = every(BOOK, rating("==", 5), number("pages", "<", 300))
LATEST_SHORT_NOVEL = the("scrapbook-02445")  # The Winter of Gardens, 248 pages, by Tomas Reyes, 2026
MADRID = city("Madrid")
MADRID_MUSEUM = the("scrapbook-02220")  # Madrid Art Museum, 2025, rated 4, with James and Sofia
LISBON_FOOD = every(FOOD, city("Lisbon"))
CASA_YUKI_LISBON = every(LISBON_FOOD, field("restaurant", "Casa Yuki"))  # 3 visits, rated 1, 1 and 4
SPAIN_LOW = every(ES, rating("<=", 2))
BURGUNDY_WINES = every(WINE, region("Burgundy"))
BORDEAUX_WINES = every(WINE, city("Bordeaux"))
PUGLIA_WINES, TUSCANY_WINES = every(WINE, region("Puglia")), every(WINE, region("Tuscany"))
EUROPE = either(*(country(c) for c in ("PT", "CH", "FR", "GB")))  # the five-star history museums' countries there
FIVE_STAR_HISTORY_MUSEUMS = every(HISTORY_MUSEUM, rating("==", 5))
SANTA_FE_TRIP_WITH_ANNA = the("scrapbook-00674")  # Flight to Santa Fe, 2015, 10 nights, rated 5
PARIS_TRIP_2022 = the("scrapbook-01779")  # Flight to Paris, 2022, 12 nights, rated 3, with Mary, Tom, Ben, Chloé
CORTINA_HIKES = every(HIKE, city("Cortina d'Ampezzo"))
LATEST_CORTINA_HIKE = the("scrapbook-00864")  # 16 July 2016, 8.6 km, 145 min
GREEK_DINNERS_SUMMER = every(DINNER, GR, LAST_SUMMER, rating(">=", 4))
GREEK_LUNCHES_SUMMER = every(LUNCH, GR, LAST_SUMMER, rating(">=", 4))
DELPHI_LUNCH = "scrapbook-02408"  # Lunch at Psarotaverna Yuki, Delphi, July 2026, with Mary and Elena
ISTANBUL_TRIP = the("scrapbook-01960")  # City break to Istanbul, 2023, 4 nights, rated 5, with Mary and Sofia
JAPAN_FOOD = every(FOOD, JP)
SKI_LAST_WINTER = every(SKI, LAST_WINTER)
FIVE_STAR_WHITES = every(WINE, field("colour", "white"), rating("==", 5))
VIENNA_MUSEUMS = every(MUSEUM, city("Vienna"))
IBERIAN_GOOD_WINES = every(WINE, either(ES, PT), rating(">=", 4))

CONVERSATIONS = (
    talk(
        "b91 sister going to porto",
        step(
            "My sistr is heading to Porto in the spring and wants tips. What did I do there?",
            PORTO,
            SIMPLE,
            CHATTY,
            TYPO,
        ),
        step("which one did i like best", Best("rating"), COREFERENCED, LOWERCASE),
        step(
            "who was with me? maybe they remember the name of the place",
            Detail("who"),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "anything in porto she should skip, stuff i rated 2 or lower?",
            every(PORTO, rating("<=", 2)),
            SIMPLE,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 easy hikes under 10 km",
        step(
            "whcih of my hikes would you call easy? say under 10 km",
            EASY_HIKES,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "only the napa valley ones",
            Those(region("Napa Valley")),
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "shortest?",
            Best("distance", highest=False),
            COREFERENCED,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
        step(
            "was anna on that one",
            Verdict(holds_for(SHORTEST_EASY_NAPA_HIKE, with_("Anna"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 kyoto food for a friend",
        step("a freind of mine is going to kyoto, where did i eat there?", KYOTO_FOOD, SIMPLE, LOWERCASE, TYPO),
        step("just the five star ones", Those(rating("==", 5)), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was any of them a dinner",
            Verdict(exists(every(KYOTO_FOOD, rating("==", 5), DINNER))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
        step("ok and the 4 star ones?", every(KYOTO_FOOD, rating("==", 4)), ELLIPSIS, LOWERCASE),
    ),
    talk(
        "b91 short five-star books, non-native",
        step(
            "My friend want a short book. Which books I gave five stars with less than 300 pages?",
            SHORT_FIVE_STAR_BOOKS,
            SIMPLE,
            LOGICAL,
            NON_NATIVE,
        ),
        step("Only the novels, please.", Those(NOVEL), COREFERENCED, TERSE, NON_NATIVE),
        step(
            "Which of them I have read most recently?",
            Best("itemDate"),
            COREFERENCED,
            NON_NATIVE,
        ),
        step(
            "Who is the writer of it?",
            Answer(field_of("author"), LATEST_SHORT_NOVEL),
            COREFERENCED,
            NON_NATIVE,
        ),
    ),
    talk(
        "b91 coworker off to madrid",
        step(
            "coworker's off to madrid next month. was the musuem i went to there worth it? what did i rate it",
            Answer(rating_of, every(MUSEUM, MADRID)),
            SIMPLE,
            CHATTY,
            LOWERCASE,
            TYPO,
        ),
        step(
            "who came along, maybe they remember",
            Detail("who"),
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "and lunches or dinners there that i gave 5 stars?",
            every(either(LUNCH, DINNER), MADRID, rating("==", 5)),
            LOGICAL,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 where i ate most in lisbon",
        step(
            "where did i eat the most times in lisbon",
            Answer(most_common_field("restaurant"), LISBON_FOOD),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and how did i rate it on avrage, in lisbon i mean",
            Answer(mean("rating"), CASA_YUKI_LISBON),
            COREFERENCED,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i eat out more in lisbon or in porto",
            Compare((("Lisbon", LISBON_FOOD), ("Porto", every(FOOD, PORTO)))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 cousin going to spain, what to avoid",
        step(
            "my cousin is going to spain, whta did i rate 2 stars or lower there? want to warn her",
            SPAIN_LOW,
            SIMPLE,
            CHATTY,
            LOWERCASE,
            TYPO,
        ),
        step(
            "any wines among them",
            Verdict(exists(every(SPAIN_LOW, WINE))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step("which ones were in barcelona", Those(city("Barcelona")), COREFERENCED, LOWERCASE),
        step("and not with sofia", Those(with_("Sofia"), keep=False), LOGICAL, COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b91 burgundy or bordeaux for a gift",
        step(
            "whats my average rating for burgundy wines",
            Answer(mean("rating"), BURGUNDY_WINES),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
        step(
            "and for bordeax",
            Answer(mean("rating"), BORDEAUX_WINES),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "so burgundy is the safer bet for my dad's gift, it scored higher right?",
            Verdict(higher_mean_rating(BURGUNDY_WINES, BORDEAUX_WINES)),
            VERIFICATION,
            COMPARATIVE,
            COREFERENCED,
            LOWERCASE,
        ),
        step(
            "how many burgundy wines did i give 5 stars",
            every(BURGUNDY_WINES, rating("==", 5)),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 puglia or tuscany",
        step(
            "friend asks me puglia or tuscnay for italian wine. which one did i drink more of",
            Compare((("Puglia", PUGLIA_WINES), ("Tuscany", TUSCANY_WINES))),
            COMPARATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and which got more 5 star ratings",
            Compare(
                (
                    ("Puglia", every(PUGLIA_WINES, rating("==", 5))),
                    ("Tuscany", every(TUSCANY_WINES, rating("==", 5))),
                )
            ),
            COMPARATIVE,
            ELLIPSIS,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 history ones for my uncle",
        step(
            "my uncle loves history, wich history ones did i give 5 stars?",
            Clarify(("book", "museum")),
            CLARIFICATION,
            CHATTY,
            LOWERCASE,
            TYPO,
        ),
        step("the museums", FIVE_STAR_HISTORY_MUSEUMS, CLARIFICATION, ELLIPSIS, TERSE, LOWERCASE),
        step("which of those were in europe", Those(EUROPE), COREFERENCED, LOWERCASE),
        step(
            "was mary at all of them",
            Verdict(all_of(every(FIVE_STAR_HISTORY_MUSEUMS, EUROPE), with_("Mary"))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 how long to stay in santa fe",
        step(
            "a friend asked how long to stay in santa fe. how many nights was my trip there?",
            Clarify(("2012", "2015", "2017")),
            CLARIFICATION,
            LOWERCASE,
        ),
        step(
            "teh one with anna i think",
            Answer(field_of("nights"), SANTA_FE_TRIP_WITH_ANNA),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and did i rate it 4 or more",
            Verdict(holds_for("scrapbook-00674", rating(">=", 4))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 was the paris trip worth it",
        step(
            "was my trip to paris worht it? what did i rate it",
            Clarify(("2019", "2022")),
            CLARIFICATION,
            LOWERCASE,
            TYPO,
        ),
        step(
            "the 2022 one",
            Answer(rating_of, PARIS_TRIP_2022),
            CLARIFICATION,
            ELLIPSIS,
            TERSE,
            LOWERCASE,
        ),
        step("who came", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b91 brother hiking near cortina",
        step(
            "my brother wants to hike near cortina. which hiks did i do there?",
            CORTINA_HIKES,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step("the latest one", Best("itemDate"), COREFERENCED, TERSE, LOWERCASE),
        step(
            "how long was it",
            Clarify(("distance", "duration")),
            CLARIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
        step(
            "the distance",
            Answer(field_of("distance"), LATEST_CORTINA_HIKE),
            CLARIFICATION,
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 greece next summer",
        step(
            "friend is going to greece next summer. dinners i had there last summer rated 4 or more?",
            GREEK_DINNERS_SUMMER,
            SIMPLE,
            LOWERCASE,
        ),
        step("and lunchs", GREEK_LUNCHES_SUMMER, ELLIPSIS, TERSE, LOWERCASE, TYPO),
        step("which of those in delphi", Those(city("Delphi")), COREFERENCED, TERSE, LOWERCASE),
        step(
            "was elena there",
            Verdict(holds_for(DELPHI_LUNCH, with_("Elena"))),
            VERIFICATION,
            COREFERENCED,
            TERSE,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 istanbul trip",
        step(
            "How many nights did I spend in Istanbul?",
            Answer(field_of("nights"), every(TRAVEL, city("Istanbul"))),
            SIMPLE,
            QUANTITATIVE,
        ),
        step(
            "Who was with me on that trip? Maybe they remember the hotel",
            Detail("who"),
            COREFERENCED,
            CHATTY,
        ),
        step("And what did I rate it?", Detail("rating"), COREFERENCED),
    ),
    talk(
        "b91 japan, where and with whom",
        step(
            "which city in japn did i eat out the most",
            Answer(most_common_place("city"), JAPAN_FOOD),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "who came with me more often in japan, kenji or priya",
            Compare((("Kenji", every(JP, with_("Kenji"))), ("Priya", every(JP, with_("Priya"))))),
            COMPARATIVE,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 ski tips for a buddy",
        step(
            "buddy wants to go skiing this winter, wehre did i ski last winter?",
            SKI_LAST_WINTER,
            SIMPLE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "did i give either day 4 stars or more",
            Verdict(exists(every(SKI_LAST_WINTER, rating(">=", 4)))),
            VERIFICATION,
            COREFERENCED,
            LOWERCASE,
        ),
    ),
    talk(
        "b91 reds or whites for a dinner party",
        step(
            "Hosting friends next weekend. Have I given more 5 star ratings to reds or to whtes?",
            Compare(
                (
                    ("red", every(WINE, field("colour", "red"), rating("==", 5))),
                    ("white", FIVE_STAR_WHITES),
                )
            ),
            COMPARATIVE,
            CHATTY,
            TYPO,
        ),
        step("show me the five star whites", FIVE_STAR_WHITES, SIMPLE, LOWERCASE),
        step("and which of those werent from the us", Those(US, keep=False), LOGICAL, COREFERENCED, LOWERCASE),
    ),
    talk(
        "b91 mother going to vienna, non-native",
        step(
            "My mother goes to Vienna in December. The museums there, which I visited?",
            VIENNA_MUSEUMS,
            SIMPLE,
            NON_NATIVE,
        ),
        step(
            "How many of them I gave five stars?",
            Those(rating("==", 5)),
            COREFERENCED,
            QUANTITATIVE,
            NON_NATIVE,
        ),
        step(
            "Which Vienna museum I visited without Mary?",
            every(VIENNA_MUSEUMS, without("Mary")),
            LOGICAL,
            NON_NATIVE,
        ),
    ),
    talk(
        "b91 iberian wines to recommend",
        step(
            "wines from spain or portgual i rated 4 or more",
            IBERIAN_GOOD_WINES,
            LOGICAL,
            TERSE,
            LOWERCASE,
            TYPO,
        ),
        step("which one was the most recent", Best("itemDate"), COREFERENCED, LOWERCASE),
        step("who was i with", Detail("who"), COREFERENCED, TERSE, LOWERCASE),
    ),
    talk(
        "b91 beers in kyoto and oslo",
        step(
            "my friend loves craft beer and goes to kyoto. how did i rate the beeers there on average?",
            Answer(mean("rating"), every(BEER, city("Kyoto"))),
            SIMPLE,
            QUANTITATIVE,
            LOWERCASE,
            TYPO,
        ),
        step(
            "and in oslo",
            Answer(mean("rating"), every(BEER, city("Oslo"))),
            ELLIPSIS,
            QUANTITATIVE,
            TERSE,
            LOWERCASE,
        ),
    ),
)
